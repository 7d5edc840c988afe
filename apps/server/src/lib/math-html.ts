import { splitMath } from '@portal/core';
import katex from 'katex';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * A plain text with formulas (`\( \)`, `\[ \]`, `$$ $$`; docs/formulas.md) as HTML for pages the server renders
 * itself (the demo receipt): text escaped, each formula as MathML, which browsers draw without KaTeX's CSS and
 * screen readers read. Same limits as the web app's renderer; LaTeX KaTeX cannot read shows as its source marked
 * as an error, never a thrown error.
 */
export function textWithMathHtml(text: string): string {
  return splitMath(text)
    .map((part) => {
      if (part.kind === 'text') return escapeHtml(part.text);
      try {
        return katex.renderToString(part.tex, {
          displayMode: part.display,
          output: 'mathml',
          throwOnError: false,
          trust: false,
          strict: 'ignore',
          maxSize: 20,
          maxExpand: 200,
          errorColor: '#c92a2a',
        });
      } catch {
        return `<span class="katex-error" style="color:#c92a2a">${escapeHtml(part.tex)}</span>`;
      }
    })
    .join('');
}
