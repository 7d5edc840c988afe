/**
 * The German voice of the product (docs/glossary.md): "du" everywhere, and the glossary's words. Pure checks used by
 * the tests of the web dictionaries and of the server's message catalogue.
 */

/** The banned words of the glossary's table (its "Not in German" column), as whole words. */
export function bannedGermanWords(glossaryMarkdown: string): string[] {
  const rows = glossaryMarkdown.split('\n').filter((line) => /^\|(?!\s*-)/.test(line));
  const header =
    rows
      .shift()
      ?.split('|')
      .map((c) => c.trim()) ?? [];
  const column = header.indexOf('Not in German');
  if (column < 0) return [];
  return rows.flatMap((row) =>
    (row.split('|')[column] ?? '')
      .split(',')
      .map((w) => w.trim())
      .filter(Boolean),
  );
}

const FORMAL_ANYWHERE = /\b(Ihnen|Ihrem|Ihren|Ihrer|Ihres)\b/;
// "Sie"/"Ihr"/"Ihre" inside a sentence (not after its start) can only be the formal address
const FORMAL_INSIDE = /[^.!?:«"„\s]\s+(Sie|Ihr|Ihre)\b/;
// at a sentence's start "Sie" is formal when a plural verb follows ("Sie können"), "Ihr"/"Ihre" always
const FORMAL_AT_START =
  /(^|[.!?:«"„]\s*)(Ihr|Ihre)\b|(^|[.!?:]\s+)Sie\s+(können|haben|sind|müssen|wollen|werden|möchten|sollten|dürfen|\p{Ll}+en)\b/u;

/** The problems of one German text: the formal address, or a banned word (empty when it follows the glossary). */
export function germanVoiceProblems(text: string, banned: readonly string[]): string[] {
  const problems: string[] = [];
  if (FORMAL_ANYWHERE.test(text) || FORMAL_INSIDE.test(text) || FORMAL_AT_START.test(text))
    problems.push('formal address ("Sie"): German uses "du"');
  for (const word of banned)
    if (new RegExp(`(^|[^\\p{L}])${word}(?![\\p{L}])`, 'u').test(text))
      problems.push(`banned word "${word}"`);
  return problems;
}
