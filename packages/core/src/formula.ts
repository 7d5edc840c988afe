/**
 * Formulas inside texts (docs/formulas.md): `\( … \)` inline, `\[ … \]` and `$$ … $$` display, as MathJax and
 * Anki write them. Outside a formula, `\\` writes one backslash (so `\\(` shows a literal `\(`) and `\$` writes
 * a dollar sign (so `\$$` shows `$$`); an opener without its closer is plain text. Inside a formula everything
 * is LaTeX and nothing is unescaped.
 */

export type MathPart = { kind: 'text'; text: string } | { kind: 'math'; tex: string; display: boolean };

const OPENERS = [
  { open: '\\(', close: '\\)', display: false },
  { open: '\\[', close: '\\]', display: true },
  { open: '$$', close: '$$', display: true },
] as const;

export interface MathSpan {
  /** index just after the closer */
  end: number;
  tex: string;
  display: boolean;
}

/**
 * The formula starting at `index`, or null when none starts there (not an opener, or an opener never closed).
 * Inside a formula a backslash takes the next character with it, so `\\)` or `\$` never close it.
 */
export function mathAt(text: string, index: number): MathSpan | null {
  const opener = OPENERS.find(({ open }) => text.startsWith(open, index));
  if (!opener) return null;
  const start = index + opener.open.length;
  for (let i = start; i < text.length; i++) {
    if (text.startsWith(opener.close, i)) {
      const tex = text.slice(start, i);
      return tex.trim() === '' ? null : { end: i + opener.close.length, tex, display: opener.display };
    }
    if (text[i] === '\\') i++;
  }
  return null;
}

/** The escape starting at `index` outside a formula: `\\` → `\`, `\$` → `$`; null when there is none. */
export function escapeAt(text: string, index: number): string | null {
  if (text[index] !== '\\') return null;
  const next = text[index + 1];
  return next === '\\' || next === '$' ? next : null;
}

/** Splits a text into plain text (escapes resolved) and formulas. */
export function splitMath(text: string): MathPart[] {
  const parts: MathPart[] = [];
  let plain = '';
  let i = 0;
  while (i < text.length) {
    const math = mathAt(text, i);
    if (math) {
      if (plain) parts.push({ kind: 'text', text: plain });
      plain = '';
      parts.push({ kind: 'math', tex: math.tex, display: math.display });
      i = math.end;
      continue;
    }
    const escaped = escapeAt(text, i);
    plain += escaped ?? text[i];
    i += escaped === null ? 1 : 2;
  }
  if (plain) parts.push({ kind: 'text', text: plain });
  return parts;
}

/** Whether a text holds at least one formula (cheap enough to decide whether the renderer must load). */
export function hasMath(text: string): boolean {
  if (!text.includes('\\(') && !text.includes('\\[') && !text.includes('$$')) return false;
  return splitMath(text).some((part) => part.kind === 'math');
}

/**
 * A text's formulas as plain words for an accessible name where MathML is not read (e.g. a form control's label):
 * delimiters dropped, `\frac{a}{b}` read as a/b, other commands by their name. Screen readers read the rendered
 * MathML of the formula itself; this only keeps the control's name from being empty.
 */
export function mathAsText(text: string): string {
  return splitMath(text)
    .map((part) =>
      part.kind === 'text'
        ? part.text
        : part.tex
            .replace(/\\d?frac\s*\{([^{}]*)\}\s*\{([^{}]*)\}/g, '$1/$2')
            .replace(/\\(cdot|times)\b/g, '·')
            .replace(/\\([A-Za-z]+)/g, '$1 ')
            .replace(/\\(.)/g, '$1')
            .replace(/[{}]/g, '')
            .replace(/\s+/g, ' ')
            .trim(),
    )
    .join('');
}

/** An answer as a text to show: one written as a formula without delimiters (`3x^2`) shown as a formula. */
export const answerAsMathText = (answer: string) =>
  looksLikeFormula(answer) && !hasMath(answer) ? `\\(${answer.trim()}\\)` : answer;

/** A text with every character that could start a formula or an escape written literally. */
export function escapeMath(text: string): string {
  return text.replace(/[\\$]/g, (char) => `\\${char}`);
}

// --- formula answers ---------------------------------------------------------------------------------------

/** Commands that only add space: two answers differing in them are the same formula. */
const SPACING = new Set([
  '\\,',
  '\\;',
  '\\:',
  '\\!',
  '\\ ',
  '\\quad',
  '\\qquad',
  '\\thinspace',
  '\\medspace',
]);
/** Commands whose argument is text, where a space is part of the answer. */
const TEXT_COMMANDS = new Set([
  '\\text',
  '\\textrm',
  '\\textit',
  '\\textbf',
  '\\mbox',
  '\\mathrm',
  '\\operatorname',
]);

type Token = string;

function tokenize(tex: string): Token[] {
  const tokens: Token[] = [];
  for (let i = 0; i < tex.length;) {
    const char = tex[i];
    if (char === '\\') {
      const word = /^\\[A-Za-z]+/.exec(tex.slice(i));
      const token = word ? word[0] : tex.slice(i, i + 2);
      tokens.push(token);
      i += token.length;
    } else if (/\s/.test(char)) {
      let j = i;
      while (j < tex.length && /\s/.test(tex[j])) j++;
      tokens.push(' ');
      i = j;
    } else {
      tokens.push(char);
      i++;
    }
  }
  return tokens;
}

/** Index of the `}` that closes the `{` at `open`, or -1. */
function closingBrace(tokens: Token[], open: number): number {
  let depth = 0;
  for (let i = open; i < tokens.length; i++) {
    if (tokens[i] === '{') depth++;
    else if (tokens[i] === '}' && --depth === 0) return i;
  }
  return -1;
}

/** Drops spaces and spacing commands except inside text arguments, and braces around a single token. */
function canonical(tokens: Token[]): Token[] {
  const out: Token[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i];
    if (token === ' ' || SPACING.has(token)) continue;
    if (TEXT_COMMANDS.has(token)) {
      let j = i + 1;
      while (tokens[j] === ' ') j++;
      const close = tokens[j] === '{' ? closingBrace(tokens, j) : -1;
      if (close !== -1) {
        const inner = tokens
          .slice(j + 1, close)
          .join('')
          .trim()
          .replace(/\s+/g, ' ');
        out.push(token, '{', inner, '}');
        i = close;
        continue;
      }
    }
    if (token === '{') {
      const close = closingBrace(tokens, i);
      if (close !== -1) {
        const inner = canonical(tokens.slice(i + 1, close));
        if (inner.length === 1) out.push(...inner);
        else out.push('{', ...inner, '}');
        i = close;
        continue;
      }
    }
    out.push(token);
  }
  return out;
}

/** A formula without its delimiters when the whole answer is one: `\(x\)`, `\[x\]`, `$$x$$` or `$x$`. */
export function stripMathDelimiters(answer: string): string {
  const trimmed = answer.trim();
  const math = mathAt(trimmed, 0);
  if (math && math.end === trimmed.length) return math.tex.trim();
  const single = /^\$([^$]+)\$$/.exec(trimmed);
  return single ? single[1].trim() : trimmed;
}

/**
 * The canonical form of a formula answer: delimiters, whitespace and spacing commands dropped, braces around a
 * single token removed (`x^{2}` → `x^2`), a space kept only where a command would otherwise run into a letter.
 */
export function canonicalFormula(answer: string): string {
  const tokens = canonical(tokenize(stripMathDelimiters(answer)));
  let out = '';
  for (const token of tokens) {
    if (/^[A-Za-z]/.test(token) && /\\[A-Za-z]+$/.test(out)) out += ' ';
    out += token;
  }
  return out;
}

/** Whether an answer is written as a formula: delimited as one, or holding LaTeX's `\`, `^`, `_`, `{` or `}`. */
export function looksLikeFormula(answer: string): boolean {
  const trimmed = answer.trim();
  return stripMathDelimiters(trimmed) !== trimmed || /[\\^_{}]/.test(trimmed);
}

/**
 * Two formula answers are the same formula when their canonical forms are equal: `x^2`, `x^{2}`, `x ^ 2` and
 * `\(x^2\)` all are; `x^2` and `x^3`, or `\alpha` and `\Delta`, are not.
 */
export function isSameFormula(expected: string, given: string): boolean {
  const a = canonicalFormula(expected);
  return a !== '' && a === canonicalFormula(given);
}
