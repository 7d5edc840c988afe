/**
 * Where an imported card or a skipped item came from. `source` is the English text the server logs
 * ('line 7', 'question "Capitals"', 'note 1651234567', 'note 1651234567 (reversed)'); `at` is the same place as
 * a kind and a reference, which the admin area shows in the teacher's language (`import.source.<kind>`).
 */
export type SourceKind = 'line' | 'question' | 'note' | 'reversed_note';
export interface SourceAt {
  kind: SourceKind;
  ref: string;
}

export const lineSource = (line: number) => `line ${line}`;
export const questionSource = (name: string) => `question "${name}"`;
export const noteSource = (id: number | string) => `note ${id}`;
export const reversedSource = (noteSourceText: string) => `${noteSourceText} (reversed)`;

const PATTERNS: Array<[SourceKind, RegExp]> = [
  ['line', /^line (\d+)$/],
  ['question', /^question "([\s\S]*)"$/],
  ['reversed_note', /^note (\S+) \(reversed\)$/],
  ['note', /^note (\S+)$/],
];

/** The place a source text names, for the builders above; null for any other text. */
export function sourceAt(source: string): SourceAt | null {
  for (const [kind, pattern] of PATTERNS) {
    const match = pattern.exec(source);
    if (match) return { kind, ref: match[1] };
  }
  return null;
}
