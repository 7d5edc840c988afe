/**
 * Limits on author HTML (HTML cards, category descriptions), checked before it is sanitized: sanitizing is
 * super-linear in the nesting depth (8,000 unclosed <b> tags took 12 s), so deep or huge input is refused with a
 * message instead of stalling the server.
 */
export const HTML_LIMITS = { maxChars: 100_000, maxDepth: 100 } as const;

export const HTML_LIMIT_MESSAGES = {
  tooLong: `The HTML is too long: at most ${HTML_LIMITS.maxChars.toLocaleString('en-US')} characters. Split it or remove formatting.`,
  tooDeep: `The HTML is nested too deeply: at most ${HTML_LIMITS.maxDepth} levels. Remove nested formatting.`,
} as const;

const VOID_ELEMENTS = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
]);
/** Elements a browser closes when a sibling of the same kind opens (<p>a<p>b is two paragraphs, not nested). */
const SELF_SIBLING_CLOSING = new Set(['p', 'li', 'dt', 'dd', 'option', 'tr', 'td', 'th']);

/** The deepest element nesting of the HTML, as a linear scan of its tags (no parsing). */
export function htmlNestingDepth(html: string): number {
  const stack: string[] = [];
  let deepest = 0;
  for (const match of html.matchAll(/<(\/?)([a-zA-Z][a-zA-Z0-9-]*)\b[^>]*?(\/?)>/g)) {
    const [, closing, rawName, selfClosing] = match;
    const name = rawName.toLowerCase();
    if (closing) {
      const at = stack.lastIndexOf(name);
      if (at >= 0) stack.length = at;
      continue;
    }
    if (VOID_ELEMENTS.has(name) || selfClosing) continue;
    if (SELF_SIBLING_CLOSING.has(name) && stack[stack.length - 1] === name) stack.pop();
    stack.push(name);
    if (stack.length > deepest) deepest = stack.length;
  }
  return deepest;
}

/** The limit message the HTML breaks, or null when it is within the limits. */
export function htmlLimitError(html: string): string | null {
  if (html.length > HTML_LIMITS.maxChars) return HTML_LIMIT_MESSAGES.tooLong;
  if (htmlNestingDepth(html) > HTML_LIMITS.maxDepth) return HTML_LIMIT_MESSAGES.tooDeep;
  return null;
}
