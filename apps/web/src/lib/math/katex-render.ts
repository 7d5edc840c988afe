/**
 * The formula renderer (KaTeX), in its own chunk with its CSS and fonts: imported only by load-katex.ts, when a
 * screen first shows a formula (docs/formulas.md).
 */
import katex from 'katex';
import 'katex/dist/katex.min.css';
import { escapeHtml } from './math-html';

/**
 * One formula as HTML with MathML beside it (screen readers read the MathML). KaTeX's `trust` is off (no \href,
 * \includegraphics or HTML extensions), its size and macro expansion are bounded; LaTeX it cannot read comes back
 * as its source marked as an error (class katex-error, the reason as a tooltip), never as a thrown error.
 */
export function renderFormula(tex: string, display: boolean): string {
  try {
    return katex.renderToString(tex, {
      displayMode: display,
      output: 'htmlAndMathml',
      throwOnError: false,
      trust: false,
      strict: 'ignore',
      maxSize: 20,
      maxExpand: 200,
      errorColor: '#c92a2a',
    });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return `<span class="katex-error" title="${escapeHtml(reason)}" style="color:#c92a2a">${escapeHtml(tex)}</span>`;
  }
}
