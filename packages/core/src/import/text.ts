import Papa from 'papaparse';
import { htmlCard, htmlToText, wordCard } from './plain-text';
import { IMPORT_LIMITS, ImportRefused, type ImportedCard, type ImportSkip, type ParsedImport } from './types';

const HEADER_WORDS = /^(term|front|vorderseite|question|frage|begriff|word|wort)$/i;

/**
 * Quizlet's and Anki's term/definition exports: tab- or comma-separated, with Anki's optional '#key:value'
 * header lines and an optional header row. Two columns become word cards, more become HTML cards (front = the
 * first column, back = the others, one per line).
 */
export function parseTextExport(text: string): ParsedImport {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  let separator: string | null = null;
  let html = false;
  let skipLines = 0;
  for (const line of lines) {
    const header = /^#(\w+):(.*)$/.exec(line);
    if (!header) break;
    skipLines++;
    const [, key, value] = header;
    if (key === 'separator')
      separator =
        ({ tab: '\t', comma: ',', semicolon: ';', pipe: '|', space: ' ' } as Record<string, string>)[
          value.trim().toLowerCase()
        ] ?? value;
    if (key === 'html') html = value.trim() === 'true';
  }
  const body = lines.slice(skipLines).join('\n');
  const firstLine = body.split('\n').find((l) => l.trim()) ?? '';
  const delimiter =
    separator ??
    (firstLine.includes('\t') ? '\t' : firstLine.includes(';') && !firstLine.includes(',') ? ';' : ',');
  const parsed = Papa.parse<string[]>(body, { delimiter, skipEmptyLines: false });
  const cards: ImportedCard[] = [];
  const skipped: ImportSkip[] = [];
  const escape = (s: string) =>
    html ? s : s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  // Papaparse counts rows, not lines: a quoted field may span lines, so the line number is tracked by hand.
  let line = skipLines + 1;
  let first = true;
  for (const row of parsed.data) {
    const source = `line ${line}`;
    line += row.reduce((n, cell) => n + (cell.match(/\n/g)?.length ?? 0), 0) + 1;
    const cells = row.map((c) => c.trim());
    if (cells.every((c) => !c)) continue;
    // empty trailing columns beyond the definition (a ragged export) are not columns of the card
    while (cells.length > 2 && !cells[cells.length - 1]) cells.pop();
    if (first) {
      first = false;
      if (cells.length >= 2 && HEADER_WORDS.test(cells[0])) continue;
    }
    if (cards.length >= IMPORT_LIMITS.maxCards)
      throw new ImportRefused(
        `The file holds more than ${IMPORT_LIMITS.maxCards} cards: split it and import the parts.`,
      );
    if (cells.length < 2) {
      skipped.push({ source, reason: 'only one column, a card needs a front and a back' });
      continue;
    }
    if (!cells[0]) {
      skipped.push({ source, reason: 'the term is empty' });
      continue;
    }
    if (cells.slice(1).every((c) => !c)) {
      skipped.push({ source, reason: 'the definition is empty' });
      continue;
    }
    if (cells.length === 2)
      cards.push(
        wordCard(source, [], html ? htmlToText(cells[0]) : cells[0], html ? htmlToText(cells[1]) : cells[1]),
      );
    else
      cards.push(
        htmlCard(source, [], escape(cells[0]), cells.slice(1).filter(Boolean).map(escape).join('<br>')),
      );
  }
  if (!cards.length && !skipped.length) throw new ImportRefused('The file is empty.');
  return { format: delimiter === '\t' ? 'tsv' : 'csv', cards, skipped, media: new Map() };
}
