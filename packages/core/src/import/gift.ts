import { CARD_TYPES } from '../card-data';
import { clozeSourceText } from './anki-cloze';
import { buildCloze, type ClozePart } from './cloze-build';
import { skipOf, trueFalse } from './skip-reasons';
import { lineSource, questionSource } from './sources';
import { htmlToText, titleOf } from './plain-text';
import { moodleCategoryPath } from './moodle-xml';
import { IMPORT_LIMITS, ImportRefused, type ImportedCard, type ImportSkip, type ParsedImport } from './types';

const unescape = (s: string) => s.replace(/\\([~=#{}:\\n])/g, (_, c: string) => (c === 'n' ? '\n' : c));
/** Index of the first `char` not preceded by a backslash, from `from`. */
function unescapedIndex(s: string, char: string, from = 0): number {
  for (let i = from; i < s.length; i++) {
    if (s[i] === '\\') i++;
    else if (s[i] === char) return i;
  }
  return -1;
}

const FORMAT = /^\s*\[(html|markdown|plain|moodle)\]/i;
/** Question text (after a `[html]`/`[markdown]`/`[plain]`/`[moodle]` prefix) as plain text. */
const plain = (s: string) => htmlToText(unescape(s.replace(FORMAT, '')));
/**
 * Question text around a gap, its line breaks kept (issue 28): in HTML by `<br>` and blocks, in the other formats
 * also by the file's own line breaks (as Moodle shows them); sub/superscripts as formulas.
 */
const textLines = (s: string, html: boolean) => {
  const text = unescape(s.replace(FORMAT, ''));
  return clozeSourceText(html ? text : text.replace(/\r?\n/g, '<br>'));
};

interface Option {
  right: boolean;
  weight: number;
  text: string;
  marker: '=' | '~';
}

/** `=a ~%50%b#feedback ~c` → options (feedback dropped). */
function options(block: string): Option[] {
  const result: Option[] = [];
  let current: { marker: '=' | '~'; raw: string } | null = null;
  for (let i = 0; i < block.length; i++) {
    const c = block[i];
    if (c === '\\') {
      if (current) current.raw += c + (block[i + 1] ?? '');
      i++;
    } else if (c === '=' || c === '~') {
      // '->' inside a matching pair is not a marker; '=' right after '-' cannot occur in GIFT markers
      if (current) result.push(toOption(current));
      current = { marker: c, raw: '' };
    } else if (current) current.raw += c;
  }
  if (current) result.push(toOption(current));
  return result;
}

function toOption({ marker, raw }: { marker: '=' | '~'; raw: string }): Option {
  const withoutFeedback = raw.slice(
    0,
    unescapedIndex(raw, '#') === -1 ? raw.length : unescapedIndex(raw, '#'),
  );
  const weighted = /^\s*%(-?\d+(?:\.\d+)?)%/.exec(withoutFeedback);
  const weight = weighted ? Number(weighted[1]) : marker === '=' ? 100 : 0;
  const text = plain(weighted ? withoutFeedback.slice(weighted[0].length) : withoutFeedback);
  return { marker, weight, right: weight > 0, text };
}

/**
 * Moodle's GIFT format: multiple choice (one right answer → single choice, several weighted → multiple choice),
 * true/false → single choice, short answer → cloze, matching → pair matching; a missing word in mid-sentence
 * keeps its place ('_____' for a choice, the gap for a short answer). `$CATEGORY:` lines set the subcategory.
 */
export function parseGift(text: string, language = 'de'): ParsedImport {
  const [yes, no] = trueFalse(language);
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  const cards: ImportedCard[] = [];
  const skipped: ImportSkip[] = [];
  let path: string[] = [];
  let block: string[] = [];
  let blockStart = 1;
  let count = 0;

  const flush = () => {
    const raw = block.join('\n').trim();
    block = [];
    if (!raw) return;
    if (++count > IMPORT_LIMITS.maxCards)
      throw new ImportRefused('too_many_cards', { max: String(IMPORT_LIMITS.maxCards) });
    let rest = raw;
    let title = '';
    const named = /^::((?:\\.|[^:]|:(?!:))*)::/s.exec(rest);
    if (named) {
      title = unescape(named[1]).trim();
      rest = rest.slice(named[0].length);
    }
    const open = unescapedIndex(rest, '{');
    const close = open === -1 ? -1 : unescapedIndex(rest, '}', open + 1);
    const source = title ? questionSource(title) : lineSource(blockStart);
    const skip = (
      code:
        | 'no_answer_block'
        | 'essay'
        | 'no_right_answer'
        | 'no_answer'
        | 'pair_without_answer'
        | 'answer_empty',
    ) => skipped.push(skipOf(source, code));
    if (open === -1 || close === -1) return skip('no_answer_block');
    const before = plain(rest.slice(0, open));
    const after = plain(rest.slice(close + 1));
    const answer = rest.slice(open + 1, close).trim();
    const question = after ? `${before} _____ ${after}`.trim() : before;
    const name = titleOf(title || question);
    const card = (type: ImportedCard['type'], data: Record<string, unknown>) =>
      cards.push({ source, path, title: name, type, data });

    const cloze = (parts: ClozePart[]) => {
      const built = buildCloze(parts);
      if ('skip' in built)
        return void skipped.push({ source, reason: built.skip, code: built.code, params: built.params });
      card(CARD_TYPES.CLOZE, { question: built.question });
    };
    // the question around its answer block (its line breaks kept): the gap takes the block's place
    const html = /^\s*\[html\]/i.test(rest);
    const around = (gap: ClozePart): ClozePart[] => {
      const textBefore = textLines(rest.slice(0, open), html);
      const textAfter = textLines(rest.slice(close + 1), html);
      return [
        `${textBefore} `,
        gap,
        // "… {=0,5}." keeps its full stop right after the gap
        /^[.,;:!?)]/.test(textAfter) ? textAfter : ` ${textAfter}`,
      ];
    };

    if (!answer) return skip('essay');
    if (answer.startsWith('#')) {
      // numerical: `#1.41:0.005`, `#1..2`, `#56`, or several `#=1.41:0.005 =%50%1.4:0.1` (full marks count)
      const body = answer.slice(1).trim();
      const numbers = body.startsWith('=')
        ? options(body)
            .filter((o) => o.weight >= 100)
            .map((o) => o.text)
        : [plain(body.slice(0, unescapedIndex(body, '#') === -1 ? body.length : unescapedIndex(body, '#')))];
      if (!numbers.length) return skip('no_right_answer');
      return cloze(around({ numbers }));
    }
    const tf = /^(T|TRUE|F|FALSE)\s*(#.*)?$/is.exec(answer);
    if (tf) {
      const isTrue = tf[1].toUpperCase().startsWith('T');
      return void card(CARD_TYPES.SINGLE_CHOICE, {
        question,
        answers: [isTrue ? { true: yes } : { false: yes }, isTrue ? { false: no } : { true: no }],
      });
    }
    const opts = options(answer);
    if (!opts.length) return skip('no_answer');
    if (opts.every((o) => o.marker === '=') && opts.some((o) => /\s->\s|->/.test(o.text))) {
      const pairs = opts.map((o) => o.text.split('->').map((s) => s.trim()) as [string, string]);
      if (pairs.some((p) => p.length !== 2 || !p[0] || !p[1])) return skip('pair_without_answer');
      return void card(CARD_TYPES.PAIR_MATCHING, { question: question || name, answers: pairs });
    }
    if (opts.every((o) => o.marker === '=')) {
      const answers = opts.map((o) => o.text).filter(Boolean);
      if (!answers.length) return skip('no_right_answer');
      return cloze(around({ answers }));
    }
    const right = opts.filter((o) => o.right);
    if (!right.length) return skip('no_right_answer');
    if (opts.some((o) => !o.text)) return skip('answer_empty');
    card(right.length > 1 ? CARD_TYPES.MULTI_CHOICE : CARD_TYPES.SINGLE_CHOICE, {
      question,
      answers: opts.map((o) => (o.right ? { true: o.text } : { false: o.text })),
    });
  };

  lines.forEach((line, index) => {
    const trimmed = line.trim();
    if (trimmed.startsWith('//')) return;
    const category = /^\$CATEGORY:\s*(.*)$/.exec(trimmed);
    if (category) {
      flush();
      path = moodleCategoryPath(category[1]);
      return;
    }
    if (!trimmed) {
      // a blank line ends a question unless an answer block is still open
      const pending = block.join('\n');
      const opened = unescapedIndex(pending, '{');
      if (opened === -1 || unescapedIndex(pending, '}', opened + 1) !== -1) flush();
      else block.push(line);
      return;
    }
    if (!block.length) blockStart = index + 1;
    block.push(line);
  });
  flush();
  if (!cards.length && !skipped.length) throw new ImportRefused('gift_empty');
  return { format: 'gift', cards, skipped, media: new Map() };
}
