import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MathHtml, MathText } from './MathText';
import { renderMathInHtml } from './math-html';
import { renderFormula } from './katex-render';

afterEach(cleanup);

describe('MathText', () => {
  it('renders a formula with KaTeX, HTML and MathML, once the renderer has loaded', async () => {
    const { container } = render(
      <p data-testid="p">
        <MathText text={'Fläche \\(\\pi r^2\\) eines Kreises'} />
      </p>,
    );
    await waitFor(() => expect(container.querySelector('.katex')).not.toBeNull());
    expect(container.querySelector('math annotation')?.textContent).toBe('\\pi r^2');
    expect(container.querySelector('.katex-html')?.getAttribute('aria-hidden')).toBe('true');
    expect(screen.getByTestId('p').textContent).toMatch(/^Fläche .*eines Kreises$/);
  });

  it('shows text without a formula as it is, escapes resolved, and loads nothing for it', () => {
    const { container } = render(<MathText text={'kostet 5 $, literal \\\\(x\\\\)'} />);
    expect(container.innerHTML).toBe('kostet 5 $, literal \\(x\\)');
  });

  it('shows invalid LaTeX as its source marked as an error, never throws', async () => {
    const { container } = render(<MathText text={'a \\(\\frac{1}{\\) b'} />);
    await waitFor(() => expect(container.querySelector('.katex-error')).not.toBeNull());
    expect(container.querySelector('.katex-error')?.textContent).toBe('\\frac{1}{');
  });

  it('escapes the text around formulas (no HTML from a text)', async () => {
    const { container } = render(<MathText text={'<img src=x onerror=alert(1)> \\(x\\)'} />);
    await waitFor(() => expect(container.querySelector('.katex')).not.toBeNull());
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toContain('<img src=x onerror=alert(1)>');
  });
});

describe('formulas are never an XSS vector (trust off)', () => {
  it.each([
    '\\href{javascript:alert(1)}{x}',
    '\\url{javascript:alert(1)}',
    '\\includegraphics{x.png}',
    '\\htmlClass{x}{y}',
    '\\htmlData{onclick=alert(1)}{y}',
  ])('%s renders without a link, a picture or an attribute of its own', (tex) => {
    const html = renderFormula(tex, false);
    const holder = document.createElement('div');
    holder.innerHTML = html;
    expect(holder.querySelector('a, img, [onclick], [href]')).toBeNull();
  });
});

describe('MathHtml: formulas in sanitised author HTML', () => {
  it('renders the formulas of the text nodes and leaves code alone', () => {
    const out = renderMathInHtml('<p>Es gilt \\(a &lt; b\\).</p><code>\\(x\\)</code>', renderFormula);
    const holder = document.createElement('div');
    holder.innerHTML = out;
    expect(holder.querySelector('p .katex annotation')?.textContent).toBe('a < b');
    expect(holder.querySelector('code')?.textContent).toBe('\\(x\\)');
  });

  it('renders in the component', async () => {
    const { container } = render(<MathHtml data-testid="h" html="<p>\[x^2\]</p>" />);
    await waitFor(() => expect(container.querySelector('.katex-display')).not.toBeNull());
    expect(screen.getByTestId('h').dataset.math).toBe('rendered');
  });
});
