import { describe, expect, it } from 'vitest';
import { HTML_LIMIT_MESSAGES, htmlLimitError, htmlNestingDepth } from './html-limits';

describe('htmlNestingDepth', () => {
  it.each([
    ['plain text', 0],
    ['<p>a</p><p>b</p>', 1],
    ['<p><b><i>x</i></b></p>', 3],
    ['<p>a<p>b<p>c', 1], // implicitly closed siblings
    ['<ul><li>a<li>b</ul>', 2],
    ['<p>a<br>b<img src="x.png"><br/></p>', 1],
    ['<div>'.repeat(100) + '</div>'.repeat(100), 100],
    ['<b>'.repeat(8000), 8000],
    ['</div></div><p>x</p>', 1],
  ])('%s → %i', (html, depth) => {
    expect(htmlNestingDepth(html)).toBe(depth);
  });
});

describe('htmlLimitError', () => {
  it('accepts ordinary author HTML', () => {
    expect(htmlLimitError('<p>Hello <b>world</b></p>'.repeat(3000))).toBeNull();
  });
  it('refuses more than 100 levels', () => {
    expect(htmlLimitError('<div>'.repeat(101) + 'x')).toBe(
      'The HTML is nested too deeply: at most 100 levels. Remove nested formatting.',
    );
    expect(htmlLimitError('<div>'.repeat(100) + 'x')).toBeNull();
  });
  it('refuses more than 100,000 characters', () => {
    expect(htmlLimitError('a'.repeat(100_001))).toBe(HTML_LIMIT_MESSAGES.tooLong);
    expect(HTML_LIMIT_MESSAGES.tooLong).toContain('100,000 characters');
  });
});
