import Papa from 'papaparse';
import { maskedClozeText } from '../card-title';
import { CARD_TYPES } from '../card-data';
import { ankiCloze, hasAnkiCloze } from './anki-cloze';
import { htmlCard, htmlToText, wordCard } from './plain-text';
import { skipOf } from './skip-reasons';
import { lineSource } from './sources';
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
  // Anki's notes-as-text export: '#tags column:3', '#deck column:4', '#notetype column:1', '#guid column:2'
  // (1-based), or one deck / note type for the whole file ('#deck:…', '#notetype:…')
  const columns: Partial<Record<'tags' | 'deck' | 'notetype' | 'guid', number>> = {};
  let fileDeck: string | null = null;
  let fileNotetype: string | null = null;
  for (const line of lines) {
    const header = /^#([\w ]+):(.*)$/.exec(line);
    if (!header) break;
    skipLines++;
    const key = header[1].trim().toLowerCase();
    const value = header[2].trim();
    if (key === 'separator')
      separator =
        (
          { tab: '\t', comma: ',', semicolon: ';', pipe: '|', space: ' ', colon: ':' } as Record<
            string,
            string
          >
        )[value.toLowerCase()] ?? value;
    else if (key === 'html') html = value.toLowerCase() === 'true';
    else if (key === 'deck') fileDeck = value;
    else if (key === 'notetype') fileNotetype = value;
    else {
      const column = /^(tags|deck|notetype|guid) column$/.exec(key);
      if (column && Number(value) >= 1) columns[column[1] as keyof typeof columns] = Number(value);
    }
  }
  const body = lines.slice(skipLines).join('\n');
  const firstLine = body.split('\n').find((l) => l.trim()) ?? '';
  const delimiter =
    separator ??
    (firstLine.includes('\t') ? '\t' : firstLine.includes(';') && !firstLine.includes(',') ? ';' : ',');
  const parsed = Papa.parse<string[]>(body, { delimiter, skipEmptyLines: false });
  const cards: ImportedCard[] = [];
  const skipped: ImportSkip[] = [];
  // plain text as HTML: a line break inside a quoted field stays a line break
  const escape = (s: string) =>
    html ? s : s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/\r?\n/g, '<br>');
  const special = new Set(Object.values(columns).map((c) => c - 1));
  const decks: string[][] = [];
  let tagged = 0;
  // Papaparse counts rows, not lines: a quoted field may span lines, so the line number is tracked by hand.
  let line = skipLines + 1;
  let first = true;
  for (const row of parsed.data) {
    const source = lineSource(line);
    line += row.reduce((n, cell) => n + (cell.match(/\n/g)?.length ?? 0), 0) + 1;
    if (row.every((c) => !c.trim())) continue;
    const column = (name: keyof typeof columns) =>
      columns[name] !== undefined ? (row[columns[name] - 1] ?? '').trim() : '';
    // the special columns are not fields of the card: tags are counted, deck and note type read
    const cells = row.filter((_, i) => !special.has(i)).map((c) => c.trim());
    const deck = column('deck') || fileDeck || '';
    const notetype = column('notetype') || fileNotetype || '';
    // empty trailing columns beyond the definition (a ragged export) are not columns of the card
    while (cells.length > 2 && !cells[cells.length - 1]) cells.pop();
    if (first) {
      first = false;
      if (cells.length >= 2 && HEADER_WORDS.test(cells[0])) continue;
    }
    if (cards.length >= IMPORT_LIMITS.maxCards)
      throw new ImportRefused('too_many_cards', { max: String(IMPORT_LIMITS.maxCards) });
    if (column('tags')) tagged++;
    const path = deck ? deck.split('::').map((p) => p.trim()) : [];
    const before = cards.length;
    if (/cloze|lückentext/i.test(notetype) || (hasAnkiCloze(cells[0] ?? '') && !notetype)) {
      const built = ankiCloze(html ? (cells[0] ?? '') : escape(cells[0] ?? ''));
      if ('skip' in built)
        skipped.push({ source, reason: built.skip, code: built.code, params: built.params });
      else
        cards.push({
          source,
          path,
          title: maskedClozeText(built.question),
          type: CARD_TYPES.CLOZE,
          data: { question: built.question },
        });
    } else if (cells.length < 2) {
      skipped.push({
        source,
        reason: 'only one column, a card needs a front and a back',
        code: 'one_column',
      });
    } else if (!cells[0]) {
      skipped.push(skipOf(source, 'term_empty'));
    } else if (cells.slice(1).every((c) => !c)) {
      skipped.push(skipOf(source, 'definition_empty'));
    } else if (cells.length === 2)
      cards.push(
        wordCard(
          source,
          path,
          html ? htmlToText(cells[0]) : cells[0],
          html ? htmlToText(cells[1]) : cells[1],
        ),
      );
    else
      cards.push(
        htmlCard(source, path, escape(cells[0]), cells.slice(1).filter(Boolean).map(escape).join('<br>')),
      );
    // "Basic (and reversed card)": the reverse direction too
    if (cards.length > before && /reverse|umgekehrt/i.test(notetype) && cells.length === 2)
      cards.push(
        wordCard(
          `${source} (reversed)`,
          path,
          html ? htmlToText(cells[1]) : cells[1],
          html ? htmlToText(cells[0]) : cells[0],
        ),
      );
    while (decks.length < cards.length) decks.push(path);
  }
  // one top deck shared by every card stands for the target category (as an Anki package's)
  const tops = new Set(decks.map((d) => d[0] ?? ''));
  if (tops.size === 1 && decks.every((d) => d.length > 0))
    for (const card of cards) card.path = card.path.slice(1);
  if (!cards.length && !skipped.length) throw new ImportRefused('file_empty');
  return {
    format: delimiter === '\t' ? 'tsv' : 'csv',
    cards,
    skipped,
    media: new Map(),
    leftOut: tagged ? [{ code: 'tags', name: 'tags', count: tagged }] : [],
  };
}
