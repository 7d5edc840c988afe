import { createHash, randomInt } from 'node:crypto';
import { zipSync, type Zippable } from 'fflate';
import { CARD_TYPES, isWordPlaceholder, parseCloze, type CardType, type WordSide } from '@portal/core';
import { decodeEntities, escapeHtml, imageSources } from './anki-html.js';
import { loadSqlJs } from './sqlite.js';

export interface AnkiExportCard {
  /** The subcategory path below the exported category; [] for the category itself. */
  path: string[];
  type: CardType;
  title: string;
  /** CardDataByType[type]; image cards' pictures name entries of `media`. */
  data: Record<string, unknown>;
}

export interface AnkiExportDeck {
  /** The exported category: the top deck. */
  name: string;
  /** Subcategory paths to create as decks even when they hold no card. */
  subdecks?: string[][];
  cards: AnkiExportCard[];
  /** Media by the name the cards use (image cards' pictures, <img src="…"> in HTML). */
  media: Map<string, Uint8Array>;
}

// Anki's schema 11 (rslib/src/storage/schema11.sql), the format every Anki version imports.
export const SCHEMA11 = `
CREATE TABLE col (id integer PRIMARY KEY, crt integer NOT NULL, mod integer NOT NULL, scm integer NOT NULL,
  ver integer NOT NULL, dty integer NOT NULL, usn integer NOT NULL, ls integer NOT NULL, conf text NOT NULL,
  models text NOT NULL, decks text NOT NULL, dconf text NOT NULL, tags text NOT NULL);
CREATE TABLE notes (id integer PRIMARY KEY, guid text NOT NULL, mid integer NOT NULL, mod integer NOT NULL,
  usn integer NOT NULL, tags text NOT NULL, flds text NOT NULL, sfld integer NOT NULL, csum integer NOT NULL,
  flags integer NOT NULL, data text NOT NULL);
CREATE TABLE cards (id integer PRIMARY KEY, nid integer NOT NULL, did integer NOT NULL, ord integer NOT NULL,
  mod integer NOT NULL, usn integer NOT NULL, type integer NOT NULL, queue integer NOT NULL, due integer NOT NULL,
  ivl integer NOT NULL, factor integer NOT NULL, reps integer NOT NULL, lapses integer NOT NULL,
  left integer NOT NULL, odue integer NOT NULL, odid integer NOT NULL, flags integer NOT NULL, data text NOT NULL);
CREATE TABLE revlog (id integer PRIMARY KEY, cid integer NOT NULL, usn integer NOT NULL, ease integer NOT NULL,
  ivl integer NOT NULL, lastIvl integer NOT NULL, factor integer NOT NULL, time integer NOT NULL,
  type integer NOT NULL);
CREATE TABLE graves (usn integer NOT NULL, oid integer NOT NULL, type integer NOT NULL);
CREATE INDEX ix_notes_usn ON notes (usn);
CREATE INDEX ix_cards_usn ON cards (usn);
CREATE INDEX ix_revlog_usn ON revlog (usn);
CREATE INDEX ix_cards_nid ON cards (nid);
CREATE INDEX ix_cards_sched ON cards (did, queue, due);
CREATE INDEX ix_revlog_cid ON revlog (cid);
CREATE INDEX ix_notes_csum ON notes (csum);
`;

/** The field that carries a card Anki cannot hold as it is (anki-read.ts reads it back). */
export const PORTAL_CARD_FIELD = 'Portal card';

const BASIC_MODEL_ID = 1_700_000_000_001;
const CLOZE_MODEL_ID = 1_700_000_000_002;
const DEFAULT_DECK_ID = 1;
const CSS =
  '.card {\n font-family: arial;\n font-size: 20px;\n text-align: center;\n color: black;\n background-color: white;\n}\n';
const LATEX_PRE =
  '\\documentclass[12pt]{article}\n\\special{papersize=3in,5in}\n\\usepackage[utf8]{inputenc}\n' +
  '\\usepackage{amssymb,amsmath}\n\\pagestyle{empty}\n\\setlength{\\parindent}{0in}\n\\begin{document}\n';

const field = (name: string, ord: number) => ({
  name,
  ord,
  sticky: false,
  rtl: false,
  font: 'Arial',
  size: 20,
  media: [],
});

function model(id: number, name: string, cloze: boolean, now: number) {
  return {
    id,
    name,
    type: cloze ? 1 : 0,
    mod: now,
    usn: -1,
    sortf: 0,
    did: DEFAULT_DECK_ID,
    tmpls: [
      {
        name: cloze ? 'Cloze' : 'Card 1',
        ord: 0,
        qfmt: cloze ? '{{cloze:Text}}' : '{{Front}}',
        afmt: cloze ? '{{cloze:Text}}<br>\n{{Back Extra}}' : '{{FrontSide}}\n\n<hr id=answer>\n\n{{Back}}',
        bqfmt: '',
        bafmt: '',
        did: null,
      },
    ],
    // 'Title' and 'Portal card' are not shown on the card: they carry the portal's card title and, for cards
    // Anki has no note type for (choice, pairs, words, cloze alternatives and numbers), the card itself as JSON,
    // which the import reads back (a round trip gives the same cards).
    flds: cloze
      ? [field('Text', 0), field('Back Extra', 1), field('Title', 2), field(PORTAL_CARD_FIELD, 3)]
      : [field('Front', 0), field('Back', 1), field('Title', 2), field(PORTAL_CARD_FIELD, 3)],
    css: CSS,
    latexPre: LATEX_PRE,
    latexPost: '\\end{document}',
    latexsvg: false,
    req: [[0, cloze ? 'any' : 'all', [0]]],
    tags: [],
    vers: [],
  };
}

function deck(id: number, name: string, now: number) {
  return {
    id,
    name,
    mod: now,
    usn: -1,
    desc: '',
    dyn: 0,
    conf: 1,
    collapsed: false,
    browserCollapsed: false,
    extendNew: 0,
    extendRev: 0,
    newToday: [0, 0],
    revToday: [0, 0],
    lrnToday: [0, 0],
    timeToday: [0, 0],
  };
}

const DCONF = {
  '1': {
    id: 1,
    name: 'Default',
    mod: 0,
    usn: 0,
    maxTaken: 60,
    autoplay: true,
    timer: 0,
    replayq: true,
    dyn: false,
    new: { bury: false, delays: [1, 10], initialFactor: 2500, ints: [1, 4, 0], order: 1, perDay: 20 },
    lapse: { delays: [10], leechAction: 1, leechFails: 8, minInt: 1, mult: 0 },
    rev: { bury: false, ease4: 1.3, ivlFct: 1, maxIvl: 36500, perDay: 200, hardFactor: 1.2 },
  },
};

const BASE91 = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789!#$%&()*+,-./:;<=>?@[]^_`{|}~';
const guid = () => Array.from({ length: 10 }, () => BASE91[randomInt(BASE91.length)]).join('');

/**
 * A field's text as Anki sorts and checksums it (rslib text.rs strip_html_preserving_media_filenames): media
 * tags become their file name between spaces, comments, styles, scripts and tags are removed, entities decoded
 * (a no-break space as a space), nothing trimmed.
 */
const MEDIA_TAG =
  /<\b(?:img|audio|video|object|source)\b(?:[^>]|"[^"]+?"|'[^']+?')+?\b(?:src|data)\b=(?:"([^"]+?)"[^>]*>|'([^']+?)'[^>]*>|([^ >]+?)[^>]*>)/gis;
const HTML_TAG = /(<!--.*?-->)|(<style.*?>.*?<\/style>)|(<script.*?>.*?<\/script>)|(<.*?>)/gis;
export function ankiFieldText(html: string): string {
  const stripped = html
    .replace(MEDIA_TAG, (_tag, a?: string, b?: string, c?: string) => ` ${a ?? b ?? c ?? ''} `)
    .replace(HTML_TAG, '');
  return stripped.includes('&') ? decodeEntities(stripped).replace(/\u00a0/g, ' ') : stripped;
}

/** Anki's duplicate check (rslib notes field_checksum): the sha1's first 4 bytes of the first field's text. */
export const ankiChecksum = (fieldHtml: string) =>
  createHash('sha1').update(ankiFieldText(fieldHtml)).digest().readUInt32BE(0);

const str = (value: unknown) => (typeof value === 'string' ? value : '');
const text = (value: unknown) => escapeHtml(str(value));
const list = (items: string[]) => `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;

interface Note {
  cloze: boolean;
  fields: [string, string];
  /** the card as JSON, for cards Anki cannot hold as they are */
  portal?: string;
}

const AUDIO_PLAYER = /<audio\b[^>]*?\bsrc="([^"]*)"[^>]*>(?:\s*<\/audio>)?/gi;
const SOUND_REFERENCE = /\[sound:([^\]]+)\]/g;

/** A card's audio players as Anki writes clips, `[sound:NAME]` (the media name export.ts put in the src). */
const withSounds = (html: string) =>
  html.replace(AUDIO_PLAYER, (_player, name: string) => `[sound:${decodeEntities(name)}]`);

/** The media names a field's `[sound:…]` references name. */
const soundNames = (html: string) => [...html.matchAll(SOUND_REFERENCE)].map((match) => match[1]);

/**
 * A card as an Anki note. Anki has no choice, pair or word notes: those become Basic notes that show the
 * question (and options) or the native word on the front and the solution or the translation (then the
 * native explanation and example) on the back. A cloze gap keeps its first answer;
 * the other accepted answers go to the Back Extra field.
 */
function toNote(card: AnkiExportCard): Note {
  const note = ankiNote(card);
  return CARRIED_AS_JSON.has(card.type)
    ? { ...note, portal: JSON.stringify({ type: card.type, data: card.data }) }
    : note;
}

/** Card types Anki has no note type for: their notes carry the card itself as well (PORTAL_CARD_FIELD). */
const CARRIED_AS_JSON = new Set<number>([
  CARD_TYPES.SINGLE_CHOICE,
  CARD_TYPES.MULTI_CHOICE,
  CARD_TYPES.PAIR_MATCHING,
  CARD_TYPES.CLOZE,
  CARD_TYPES.WORD,
]);

function ankiNote(card: AnkiExportCard): Note {
  const data = card.data;
  switch (card.type) {
    case CARD_TYPES.IMAGE:
      return {
        cloze: false,
        fields: [`<img src="${text(data.front_picture)}">`, `<img src="${text(data.back_picture)}">`],
      };
    case CARD_TYPES.HTML:
      return { cloze: false, fields: [withSounds(str(data.front_html)), withSounds(str(data.back_html))] };
    case CARD_TYPES.SINGLE_CHOICE:
    case CARD_TYPES.MULTI_CHOICE: {
      const answers = (Array.isArray(data.answers) ? data.answers : []) as Array<Record<string, unknown>>;
      const options = answers.map((answer) => text(answer.true ?? answer.false));
      const correct = answers.filter((answer) => 'true' in answer).map((answer) => text(answer.true));
      return { cloze: false, fields: [`${text(data.question)}${list(options)}`, correct.join('<br>')] };
    }
    case CARD_TYPES.PAIR_MATCHING: {
      const pairs = (Array.isArray(data.answers) ? data.answers : []) as unknown[][];
      return {
        cloze: false,
        fields: [
          `${text(data.question)}${list(pairs.map((pair) => text(pair[0])))}`,
          pairs.map((pair) => `${text(pair[0])} → ${text(pair[1])}`).join('<br>'),
        ],
      };
    }
    case CARD_TYPES.CLOZE: {
      const extra: string[] = [];
      const clozed = parseCloze(str(data.question))
        .map((segment) => {
          // a line break of the text is Anki's <br>
          if (segment.kind === 'text') return text(segment.text).replace(/\n/g, '<br>');
          const [first = '', ...others] = segment.alternatives;
          if (others.length > 0) extra.push(`${text(first)}: also ${others.map(text).join(', ')}`);
          return `{{c1::${text(first)}}}`;
        })
        .join('');
      return { cloze: true, fields: [clozed, extra.join('<br>')] };
    }
    case CARD_TYPES.WORD: {
      const side = (value: unknown) => (typeof value === 'object' && value !== null ? value : {}) as WordSide;
      const native = side(data.native);
      const translation = side(data.translation);
      const lines = (values: unknown[]) =>
        values
          .filter((value) => typeof value !== 'string' || !isWordPlaceholder(value))
          .map(text)
          .filter((line) => line !== '')
          .join('<br>');
      const back = lines([translation.word, translation.explanation, translation.example]);
      const nativeExtra = lines([native.explanation, native.example]);
      return { cloze: false, fields: [text(native.word), nativeExtra ? `${back}<hr>${nativeExtra}` : back] };
    }
    default:
      return { cloze: false, fields: [escapeHtml(card.title), ''] };
  }
}

const SAFE_DECK_PART = (part: string) => part.replace(/::/g, ':').replaceAll('\x1f', ' ').trim() || '-';

/** Writes an Anki deck package (.apkg, schema 11 collection.anki2) that every Anki version imports. */
export async function writeAnkiPackage(input: AnkiExportDeck): Promise<Uint8Array> {
  const SQL = await loadSqlJs();
  const db = new SQL.Database();
  try {
    db.run(SCHEMA11);
    const nowMs = Date.now();
    const now = Math.floor(nowMs / 1000);

    const top = SAFE_DECK_PART(input.name);
    const deckIds = new Map<string, number>();
    const decks: Record<string, ReturnType<typeof deck>> = { '1': deck(DEFAULT_DECK_ID, 'Default', now) };
    const deckId = (path: string[]): number => {
      const name = [top, ...path.map(SAFE_DECK_PART)].join('::');
      let id = deckIds.get(name);
      if (id === undefined) {
        if (path.length > 0) deckId(path.slice(0, -1));
        id = nowMs + deckIds.size;
        deckIds.set(name, id);
        decks[String(id)] = deck(id, name, now);
      }
      return id;
    };
    deckId([]);
    for (const path of input.subdecks ?? []) deckId(path);

    const models = {
      [BASIC_MODEL_ID]: model(BASIC_MODEL_ID, 'Basic', false, now),
      [CLOZE_MODEL_ID]: model(CLOZE_MODEL_ID, 'Cloze', true, now),
    };
    const topId = deckId([]);
    const conf = {
      activeDecks: [topId],
      curDeck: topId,
      newSpread: 0,
      collapseTime: 1200,
      timeLim: 0,
      estTimes: true,
      dueCounts: true,
      curModel: BASIC_MODEL_ID,
      nextPos: input.cards.length + 1,
      sortType: 'noteFld',
      sortBackwards: false,
      addToCur: true,
    };

    const insertNote = db.prepare("insert into notes values (?, ?, ?, ?, -1, '', ?, ?, ?, 0, '')");
    const insertCard = db.prepare(
      "insert into cards values (?, ?, ?, 0, ?, -1, 0, 0, ?, 0, 0, 0, 0, 0, 0, 0, 0, '')",
    );
    const referenced = new Set<string>();
    input.cards.forEach((card, position) => {
      const note = toNote(card);
      for (const html of note.fields)
        for (const name of [...imageSources(html), ...soundNames(html)]) referenced.add(name);
      const id = nowMs + position;
      const first = note.fields[0].normalize('NFC');
      insertNote.run([
        id,
        guid(),
        note.cloze ? CLOZE_MODEL_ID : BASIC_MODEL_ID,
        now,
        [...note.fields, escapeHtml(card.title), note.portal ? escapeHtml(note.portal) : '']
          .map((f) => f.normalize('NFC'))
          .join('\x1f'),
        ankiFieldText(first),
        ankiChecksum(first),
      ]);
      insertCard.run([id, id, deckId(card.path), now, position + 1]);
    });
    insertNote.free();
    insertCard.free();

    db.run("insert into col values (1, ?, ?, ?, 11, 0, 0, 0, ?, ?, ?, ?, '{}')", [
      now,
      nowMs,
      nowMs,
      JSON.stringify(conf),
      JSON.stringify(models),
      JSON.stringify(decks),
      JSON.stringify(DCONF),
    ]);

    const mediaNames = [...input.media.keys()].filter((name) => referenced.has(name));
    const files: Zippable = {
      'collection.anki2': db.export(),
      media: new TextEncoder().encode(
        JSON.stringify(Object.fromEntries(mediaNames.map((name, i) => [i, name]))),
      ),
    };
    mediaNames.forEach((name, i) => {
      files[String(i)] = input.media.get(name)!;
    });
    return zipSync(files, { level: 6 });
  } finally {
    db.close();
  }
}
