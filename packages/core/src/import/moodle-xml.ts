import { XMLParser } from 'fast-xml-parser';
import { CARD_TYPES } from '../card-data';
import { clozeSourceText } from './anki-cloze';
import { buildCloze, type BuiltCloze, type ClozePart } from './cloze-build';
import { skipOf, trueFalse } from './skip-reasons';
import { questionSource } from './sources';
import { htmlCard, htmlToText, titleOf } from './plain-text';
import { IMPORT_LIMITS, ImportRefused, type ImportedCard, type ImportSkip, type ParsedImport } from './types';

type Node = Record<string, unknown>;

const asArray = <T>(v: T | T[] | undefined): T[] => (v === undefined ? [] : Array.isArray(v) ? v : [v]);
/** The text of a Moodle `<x><text>…</text></x>` element (or a bare value), as plain text. */
const textOf = (node: unknown): string => {
  if (node === undefined || node === null) return '';
  if (typeof node !== 'object') return htmlToText(String(node));
  const text = (node as Node).text;
  return text === undefined
    ? ''
    : htmlToText(typeof text === 'object' ? String((text as Node)['#text'] ?? '') : String(text));
};
const fraction = (answer: Node) => Number(answer['@_fraction'] ?? 0);

/** The raw HTML of a Moodle `<x><text>…</text></x>` element. */
const rawHtmlOf = (node: unknown): string => {
  if (node === undefined || node === null || typeof node !== 'object') return '';
  const text = (node as Node).text;
  return text === undefined ? '' : String(typeof text === 'object' ? ((text as Node)['#text'] ?? '') : text);
};

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Base64 as bytes (atob: in Node and browsers alike); null when it is not base64. */
function base64Bytes(text: string): Uint8Array | null {
  try {
    const binary = atob(text.replace(/\s+/g, ''));
    const bytes = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
    return bytes;
  } catch {
    return null;
  }
}

/**
 * The files a question carries (`<file name="a.png" path="/" encoding="base64">…</file>` inside its question
 * text, answers or feedback), by the path its HTML names them with ('/a.png').
 */
function questionFiles(node: unknown, out = new Map<string, Uint8Array>()): Map<string, Uint8Array> {
  if (Array.isArray(node)) for (const item of node) questionFiles(item, out);
  else if (node && typeof node === 'object')
    for (const [key, value] of Object.entries(node as Node)) {
      if (key !== 'file') {
        if (typeof value === 'object') questionFiles(value, out);
        continue;
      }
      for (const file of asArray(value as Node | Node[])) {
        if (typeof file !== 'object' || String(file['@_encoding'] ?? 'base64') !== 'base64') continue;
        const name = String(file['@_name'] ?? '');
        const bytes = base64Bytes(String(file['#text'] ?? ''));
        if (name && bytes?.length) out.set(`${String(file['@_path'] ?? '/')}${name}`, bytes);
      }
    }
  return out;
}

const PLUGINFILE = /(<img\b[^>]*?\bsrc\s*=\s*)(["'])@@PLUGINFILE@@([^"']*)\2/gi;

/** The file path an `@@PLUGINFILE@@/…` reference names ('/my%20pic.png?x' → '/my pic.png'). */
const pluginPath = (reference: string) => {
  const bare = reference.replace(/[?#].*$/, '');
  try {
    return decodeURIComponent(bare);
  } catch {
    return bare;
  }
};

/** '$course$/top/Geography/Europe' → ['Geography', 'Europe']. */
export function moodleCategoryPath(raw: string): string[] {
  const parts = raw
    .split('/')
    .map((p) => p.trim())
    .filter(Boolean);
  while (
    parts.length &&
    (/^\$\w+\$$/.test(parts[0]) || parts[0] === 'top' || /^Default for /i.test(parts[0]))
  )
    parts.shift();
  return parts;
}

/** `{1:SHORTANSWER:=Bern~%50%Berne}` → the accepted answers (100 % ones); NUMERICAL ones as numbers. */
function embeddedGap(spec: string): ClozePart | null {
  const m = /^\{\s*\d*\s*:\s*(\w+)\s*:(.*)\}$/s.exec(spec);
  if (!m) return null;
  const kind = m[1].toUpperCase();
  const right: string[] = [];
  for (const option of m[2].split(/(?<!\\)~/)) {
    const hit = /^(=|%100%)(.*)$/s.exec(option.trim());
    if (hit) right.push(hit[2].split(/(?<!\\)#/)[0].replace(/\\(.)/g, '$1'));
  }
  if (!right.length) return null;
  return /^(NUMERICAL|NM)$/.test(kind) ? { numbers: right } : { answers: right };
}

/** Moodle's embedded-answers (cloze) text, each `{…}` a gap of its right answers; line breaks kept. */
function multianswerQuestion(html: string): BuiltCloze {
  const gaps: ClozePart[] = [];
  // placeholders keep the gaps apart while the HTML around them becomes text (whose formulas hold braces too)
  let failed = false;
  const marked = html.replace(/\{[^{}]*\}/g, (spec) => {
    const gap = embeddedGap(htmlToText(spec));
    if (!gap) failed = true;
    else gaps.push(gap);
    return `\ue000${gaps.length - 1}\ue000`;
  });
  if (failed) return { code: 'no_right_answer', skip: 'a gap has no right answer' };
  const parts: ClozePart[] = clozeSourceText(marked)
    .split(/\ue000(\d+)\ue000/)
    .map((part, index) => (index % 2 === 0 ? part : gaps[Number(part)]));
  return buildCloze(parts);
}

/** A list: 'a' lettered (choice options), '1' numbered (gaps), 'ul' bullets. */
const list = (items: string[], kind: 'a' | '1' | 'ul') => {
  const [open, close] = kind === 'ul' ? ['<ul>', '</ul>'] : [`<ol type="${kind}">`, '</ol>'];
  return `${open}${items.map((item) => `<li>${item}</li>`).join('')}${close}`;
};

/**
 * A question that shows a picture, as an HTML card (front: the question with its pictures and, for a choice, its
 * options; back: the right answer(s)): the learner sees the picture and judges their answer by the back.
 */
function moodleHtmlCard(
  q: Node,
  type: string,
  withPictures: (html: string) => string,
  [yes, no]: [string, string],
): { front: string; back: string } | ImportSkip {
  const question = withPictures(rawHtmlOf(q.questiontext));
  const answers = asArray(q.answer as Node | Node[]);
  const answerHtml = (a: Node) => withPictures(rawHtmlOf(a) || escapeHtml(textOf(a)));
  switch (type) {
    case 'multichoice': {
      const right = answers.filter((a) => fraction(a) > 0);
      if (!right.length) return skipOf('', 'no_right_answer');
      if (answers.some((a) => !textOf(a) && !/<img\b/i.test(rawHtmlOf(a)))) return skipOf('', 'answer_empty');
      return {
        front: question + list(answers.map(answerHtml), 'a'),
        back: right.map(answerHtml).join('<br>'),
      };
    }
    case 'truefalse': {
      const right = answers.find((a) => fraction(a) === 100);
      if (!right) return skipOf('', 'no_right_answer');
      return { front: question, back: escapeHtml(textOf(right).toLowerCase() === 'true' ? yes : no) };
    }
    case 'matching': {
      const pairs = asArray(q.subquestion as Node | Node[]).filter((p) => textOf(p) || rawHtmlOf(p));
      if (!pairs.length || pairs.some((p) => !textOf(p.answer))) return skipOf('', 'pair_without_answer');
      return {
        front:
          question +
          list(
            pairs.map((p) => withPictures(rawHtmlOf(p))),
            'ul',
          ),
        back: list(
          pairs.map((p) => `${withPictures(rawHtmlOf(p))} → ${escapeHtml(textOf(p.answer))}`),
          'ul',
        ),
      };
    }
    case 'shortanswer':
    case 'numerical': {
      const right = answers.filter((a) => fraction(a) === 100);
      if (!right.length) return skipOf('', 'no_right_answer');
      const shown = right.map((a) => {
        const tolerance = Number(textOf(a.tolerance) || 0) ? ` ± ${textOf(a.tolerance)}` : '';
        return escapeHtml(`${textOf(a)}${type === 'numerical' ? tolerance : ''}`);
      });
      return { front: question, back: shown.join(' / ') };
    }
    case 'cloze':
    case 'multianswer': {
      const gaps: string[] = [];
      for (const match of question.matchAll(/\{[^{}]*\}/g)) {
        const gap = embeddedGap(match[0]) as Exclude<ClozePart, string> | null;
        if (!gap) return skipOf('', 'no_right_answer');
        gaps.push(('numbers' in gap ? gap.numbers : gap.answers).join(' / '));
      }
      if (!gaps.length) return skipOf('', 'no_answer');
      let n = 0;
      return {
        front: question.replace(/\{[^{}]*\}/g, () => `_____ (${++n})`),
        back: list(gaps.map(escapeHtml), '1'),
      };
    }
    default:
      return skipOf('', 'question_type', { type: type || 'unknown' });
  }
}

/**
 * Moodle XML question banks: multichoice (one right answer → single choice, several → multiple choice),
 * true/false → single choice, matching → pair matching, short answer and cloze (multianswer) → cloze cards.
 * `<question type="category">` entries set the subcategory of the questions after them.
 */
export function parseMoodleXml(xml: string, language = 'de'): ParsedImport {
  const [yes, no] = trueFalse(language);
  const parser = new XMLParser({
    ignoreAttributes: false,
    processEntities: true,
    htmlEntities: false,
    // Only the built-in entities: a DOCTYPE declaring its own (billion laughs) is refused by the parser.
    allowBooleanAttributes: true,
  });
  let doc: Node;
  try {
    doc = parser.parse(xml) as Node;
  } catch {
    throw new ImportRefused('moodle_unreadable');
  }
  const quiz = doc.quiz as Node | undefined;
  if (!quiz || typeof quiz !== 'object') throw new ImportRefused('not_moodle');
  const questions = asArray(quiz.question as Node | Node[]);
  if (questions.length > IMPORT_LIMITS.maxCards)
    throw new ImportRefused('too_many_cards', { max: String(IMPORT_LIMITS.maxCards) });
  const cards: ImportedCard[] = [];
  const skipped: ImportSkip[] = [];
  let path: string[] = [];
  let pictures = 0;
  const media = new Map<string, Uint8Array>();
  questions.forEach((q, index) => {
    const type = String(q['@_type'] ?? '');
    if (type === 'category') {
      path = moodleCategoryPath(textOf(q.category));
      return;
    }
    const name = textOf(q.name) || `question ${index + 1}`;
    const source = questionSource(name);
    const questionText = textOf(q.questiontext);
    const answers = asArray(q.answer as Node | Node[]);
    // Pictures (@@PLUGINFILE@@) the file carries (<file>, base64): choice, pair and cloze texts are plain text, so
    // a question showing one becomes an HTML card, its pictures stored through the upload pipeline on import.
    const files = questionFiles(q);
    const keeps = (html: string) => [...html.matchAll(PLUGINFILE)].some((m) => files.has(pluginPath(m[3])));
    if (files.size && [rawHtmlOf(q.questiontext), ...answers.map(rawHtmlOf)].some(keeps)) {
      const withPictures = (html: string) =>
        html.replace(PLUGINFILE, (whole, start: string, _quote: string, reference: string) => {
          const file = pluginPath(reference);
          const bytes = files.get(file);
          if (!bytes) return whole;
          const key = `moodle-${index + 1}-${file.replace(/^\/+/, '').replace(/\//g, '-')}`;
          media.set(key, bytes);
          return `${start}"${escapeHtml(key)}"`;
        });
      const card = moodleHtmlCard(q, type, withPictures, [yes, no]);
      if ('reason' in card) skipped.push({ ...card, source });
      else cards.push({ ...htmlCard(source, path, card.front, card.back), title: titleOf(name) });
      return;
    }
    // pictures whose file the question does not carry (or in a type kept as text) are counted as left out
    pictures += (JSON.stringify(q).match(/<img\b/gi) ?? []).length;
    const card = (cardType: ImportedCard['type'], data: Record<string, unknown>) =>
      cards.push({ source, path, title: titleOf(name), type: cardType, data });
    const skip = (code: 'no_right_answer' | 'pair_without_answer' | 'answer_empty') =>
      skipped.push(skipOf(source, code));
    const cloze = (parts: ClozePart[]) => {
      const built = buildCloze(parts);
      if ('skip' in built)
        return void skipped.push({ source, reason: built.skip, code: built.code, params: built.params });
      card(CARD_TYPES.CLOZE, { question: built.question });
    };
    switch (type) {
      case 'multichoice': {
        const options = answers.map((a) => ({ text: textOf(a), right: fraction(a) > 0 }));
        const single = String(q.single ?? 'true') !== 'false';
        const rightCount = options.filter((o) => o.right).length;
        if (!rightCount) return skip('no_right_answer');
        if (options.some((o) => !o.text)) return skip('answer_empty');
        card(single || rightCount === 1 ? CARD_TYPES.SINGLE_CHOICE : CARD_TYPES.MULTI_CHOICE, {
          question: questionText,
          answers: options.map((o) => (o.right ? { true: o.text } : { false: o.text })),
        });
        return;
      }
      case 'truefalse': {
        const right = answers.find((a) => fraction(a) === 100);
        const rightIsTrue = right ? textOf(right).toLowerCase() === 'true' : null;
        if (rightIsTrue === null) return skip('no_right_answer');
        card(CARD_TYPES.SINGLE_CHOICE, {
          question: questionText,
          answers: [rightIsTrue ? { true: yes } : { false: yes }, rightIsTrue ? { false: no } : { true: no }],
        });
        return;
      }
      case 'matching': {
        const pairs = asArray(q.subquestion as Node | Node[])
          .map((s) => [textOf(s), textOf(s.answer)] as [string, string])
          .filter(([left]) => left);
        if (!pairs.length || pairs.some(([, right]) => !right)) return skip('pair_without_answer');
        card(CARD_TYPES.PAIR_MATCHING, { question: questionText || name, answers: pairs });
        return;
      }
      case 'shortanswer':
      case 'numerical': {
        const right = answers.filter((a) => fraction(a) === 100);
        const gap: ClozePart =
          type === 'numerical'
            ? {
                // <answer fraction="100"><text>1.41</text><tolerance>0.005</tolerance></answer>
                numbers: right.map((a) => {
                  const tolerance = Number(textOf(a.tolerance) || 0) ? `:${textOf(a.tolerance)}` : '';
                  return `${textOf(a)}${tolerance}`;
                }),
              }
            : { answers: right.map(textOf).filter(Boolean) };
        if (!right.length) return skip('no_right_answer');
        // the question's line breaks and sub/superscripts are kept in the cloze text
        const lines = clozeSourceText(rawHtmlOf(q.questiontext));
        const blank = /_{3,}/.exec(lines);
        return cloze(
          blank
            ? [lines.slice(0, blank.index), gap, lines.slice(blank.index + blank[0].length)]
            : [`${lines} `, gap],
        );
      }
      case 'cloze':
      case 'multianswer': {
        const raw = (q.questiontext as Node | undefined)?.text;
        const built = multianswerQuestion(
          String(typeof raw === 'object' ? (raw as Node)['#text'] : (raw ?? '')),
        );
        if ('skip' in built)
          return void skipped.push({ source, reason: built.skip, code: built.code, params: built.params });
        card(CARD_TYPES.CLOZE, { question: built.question });
        return;
      }
      default:
        return void skipped.push(skipOf(source, 'question_type', { type: type || 'unknown' }));
    }
  });
  return {
    format: 'moodle-xml',
    cards,
    skipped,
    media,
    leftOut: pictures ? [{ code: 'pictures', name: 'pictures', count: pictures }] : [],
  };
}
