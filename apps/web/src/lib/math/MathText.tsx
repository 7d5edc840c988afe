import { hasMath, splitMath } from '@portal/core';
import { useMemo, type ComponentPropsWithoutRef } from 'react';
import { useKatex } from './load-katex';
import { hasMathInHtml, renderMathInHtml, renderMathText } from './math-html';

/**
 * A text a person reads, with its formulas rendered (docs/formulas.md): `\( … \)` inline, `\[ … \]` and `$$ … $$`
 * display. Text without a formula renders as plain text and loads nothing; the renderer (KaTeX) loads on the
 * first formula, which shows its source until then. Never throws: invalid LaTeX shows its source marked red.
 */
export function MathText({ text }: { text: string }) {
  const needed = useMemo(() => hasMath(text), [text]);
  const katex = useKatex(needed);
  const plain = useMemo(
    () =>
      needed
        ? text
        : splitMath(text)
            .map((part) => (part.kind === 'text' ? part.text : ''))
            .join(''),
    [text, needed],
  );
  const html = useMemo(() => (katex ? renderMathText(text, katex.renderFormula) : null), [katex, text]);
  if (!needed) return <>{plain}</>;
  if (html === null)
    return (
      <span className="math-text" data-math="pending">
        {text}
      </span>
    );
  return <span className="math-text" data-math="rendered" dangerouslySetInnerHTML={{ __html: html }} />;
}

type MathHtmlProps = Omit<ComponentPropsWithoutRef<'div'>, 'children' | 'dangerouslySetInnerHTML'> & {
  /** HTML already sanitised (DOMPurify); formulas are rendered after sanitising, in its text only */
  html: string;
};

/** Sanitised author HTML with the formulas in its text rendered (HTML cards, category and shop pages). */
export function MathHtml({ html, ...props }: MathHtmlProps) {
  const needed = useMemo(() => hasMathInHtml(html), [html]);
  const katex = useKatex(needed);
  const rendered = useMemo(() => renderMathInHtml(html, katex?.renderFormula ?? null), [html, katex]);
  return (
    <div
      {...props}
      data-math={needed ? (katex ? 'rendered' : 'pending') : undefined}
      dangerouslySetInnerHTML={{ __html: rendered }}
    />
  );
}
