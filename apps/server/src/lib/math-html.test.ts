import { describe, expect, it } from 'vitest';
import { textWithMathHtml } from './math-html.js';

describe('formulas in server-rendered pages', () => {
  it('renders inline and display formulas as MathML and escapes the text around them', () => {
    const html = textWithMathHtml('Analysis <b> \\(\\int_0^1 x^2\\,dx\\) und \\[x = \\frac{1}{2}\\]');
    expect(html).toContain('Analysis &lt;b&gt; ');
    expect(html.match(/<math/g)).toHaveLength(2);
    expect(html).toContain('display="block"');
    expect(html).toContain('<mfrac>');
    expect(html).not.toContain('\\(');
    expect(html).not.toContain('<b>');
  });

  it('shows LaTeX it cannot read as its source marked as an error, and plain text unchanged', () => {
    const html = textWithMathHtml('Kurs \\(\\frac{1}{\\)');
    expect(html).toContain('katex-error');
    expect(html).toContain('\\frac{1}{');
    expect(textWithMathHtml('Mathematik 5 $ & mehr')).toBe('Mathematik 5 $ &amp; mehr');
  });

  it('never lets a formula carry markup or links (trust off)', () => {
    const html = textWithMathHtml('\\(\\href{javascript:alert(1)}{x}\\) \\(<img src=x onerror=alert(1)>\\)');
    expect(html).not.toMatch(/\shref=/);
    expect(html).toContain('<mtext>\\href</mtext>');
    expect(html).not.toMatch(/<img/i);
  });
});
