import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { Zip, ZipDeflate, unzipSync, zipSync, type Zippable } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { CARD_TYPES } from '@portal/core';
import { ImportRefused } from '@portal/core/import';
import { decodeEntities } from './anki-html.js';
import { readAnkiPackage } from './anki-read.js';
import { SCHEMA11, writeAnkiPackage, type AnkiExportCard } from './anki-write.js';
import { writeProto } from './protobuf.js';
import { loadSqlJs } from './sqlite.js';

const require = createRequire(import.meta.url);

interface AnkiApkgExporter {
  addMedia(name: string, data: Buffer): void;
  addCard(front: string, back: string): void;
  save(): Promise<Buffer>;
}
const { default: createDeck } = require('anki-apkg-export') as {
  default: (name: string) => AnkiApkgExporter;
};
const zstd = require('@bokuweb/zstd-wasm') as {
  init(): Promise<void>;
  compress(bytes: Uint8Array, level?: number): Uint8Array;
};

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
const JPG = Uint8Array.from([0xff, 0xd8, 0xff, 4, 5, 6]);
const encode = (text: string) => new TextEncoder().encode(text);
const concat = (chunks: Uint8Array[]) => {
  const out = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.length, 0));
  chunks.reduce((offset, chunk) => (out.set(chunk, offset), offset + chunk.length), 0);
  return out;
};

async function refusal(promise: Promise<unknown>): Promise<ImportRefused> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ImportRefused);
  return error as ImportRefused;
}

interface LegacyNote {
  id: number;
  mid: number;
  fields: string[];
  did: number;
  /** The home deck of a card in a filtered deck. */
  odid?: number;
  /** a second card (ord 1): the note type's reverse direction */
  reversed?: boolean;
}

/** A schema 11 collection as older Anki versions write it: note types and decks as JSON in `col`. */
async function legacyCollection(
  models: Record<string, unknown>,
  decks: Record<string, unknown>,
  notes: LegacyNote[],
): Promise<Uint8Array> {
  const SQL = await loadSqlJs();
  const db = new SQL.Database();
  db.run(SCHEMA11);
  db.run("insert into col values (1, 0, 0, 0, 11, 0, 0, 0, '{}', ?, ?, '{}', '{}')", [
    JSON.stringify(models),
    JSON.stringify(decks),
  ]);
  db.run('begin');
  const note = db.prepare("insert into notes values (?, 'g', ?, 0, 0, '', ?, '', 0, 0, '')");
  const card = db.prepare("insert into cards values (?, ?, ?, ?, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, ?, 0, '')");
  for (const { id, mid, fields, did, odid = 0, reversed } of notes) {
    note.run([id, mid, fields.join('\x1f')]);
    card.run([id, id, did, 0, odid]);
    if (reversed) card.run([id + 1_000_000, id, did, 1, odid]);
  }
  note.free();
  card.free();
  db.run('commit');
  const bytes = db.export();
  db.close();
  return bytes;
}

describe('readAnkiPackage', () => {
  it('reads a deck written by anki-apkg-export: basic, image and empty notes, a subdeck, media', async () => {
    const deck = createDeck('Geography::Europe');
    deck.addMedia('bern.png', Buffer.from(PNG));
    deck.addMedia('map.jpg', Buffer.from(JPG));
    deck.addCard('Capital of <b>Switzerland</b>?', 'Bern<br><img src="bern.png">');
    deck.addCard('<img src="bern.png">', ' <div><img src="map.jpg"></div>&nbsp;');
    deck.addCard('Capital of France?', '<div> </div>');
    const result = await readAnkiPackage(new Uint8Array(await deck.save()));

    expect(result.format).toBe('apkg');
    expect(result.cards).toHaveLength(2);
    expect(result.cards[0]).toMatchObject({
      path: ['Europe'],
      title: 'Capital of Switzerland?',
      type: CARD_TYPES.HTML,
      data: { front_html: 'Capital of <b>Switzerland</b>?', back_html: 'Bern<br><img src="bern.png">' },
    });
    expect(result.cards[0].source).toMatch(/^note \d+$/);
    expect(result.cards[1]).toMatchObject({
      path: ['Europe'],
      title: 'bern.png',
      type: CARD_TYPES.IMAGE,
      data: { front_picture: 'bern.png', back_picture: 'map.jpg' },
    });
    expect(result.skipped).toEqual([
      { source: expect.stringMatching(/^note \d+$/), code: 'back_empty', reason: 'the back is empty' },
    ]);
    expect([...result.media.keys()].sort()).toEqual(['bern.png', 'map.jpg']);
    expect(result.media.get('bern.png')).toEqual(PNG);
    expect(result.media.get('map.jpg')).toEqual(JPG);
  });

  it("titles what the package leaves untitled in the teacher's language (a reversed card, a note)", async () => {
    const basic = { '7': { id: 7, name: 'Basic (and reversed card)', type: 0 } };
    const collection = await legacyCollection(basic, { '1': { id: 1, name: 'Default' } }, [
      // the reverse direction asks a side that holds no text of its own: titled by the front, marked reversed
      { id: 1651234570, mid: 7, fields: ['Hund', '[sound:]'], did: 1, reversed: true },
      { id: 1651234571, mid: 7, fields: ['Katze', 'cat'], did: 1, reversed: true },
      // a front with no text, picture or clip name: titled by its note
      { id: 1651234572, mid: 7, fields: ['[sound:]', 'leer'], did: 1 },
    ]);
    const titles = async (language?: string) =>
      (await readAnkiPackage(zipSync({ 'collection.anki2': collection }), { language })).cards.map(
        (card) => card.title,
      );
    expect(await titles()).toEqual(['Hund', 'Hund (umgekehrt)', 'Katze', 'cat', 'Notiz 1651234572']);
    expect(await titles('de')).toEqual(['Hund', 'Hund (umgekehrt)', 'Katze', 'cat', 'Notiz 1651234572']);
    expect(await titles('en')).toEqual(['Hund', 'Hund (reversed)', 'Katze', 'cat', 'Note 1651234572']);
  });

  it('turns a cloze note with two clozes and a hint into one cloze card', async () => {
    const collection = await legacyCollection(
      { '5': { id: 5, name: 'Cloze', type: 1 } },
      { '1': { id: 1, name: 'Default' } },
      [
        {
          id: 1651234567,
          mid: 5,
          fields: [
            '{{c1::Bern}} is the <i>capital</i> of {{c2::<b>Switzerland</b>::country}} &amp; more',
            'extra',
          ],
          did: 1,
        },
        { id: 1651234568, mid: 5, fields: ['{{c1::1,000}} metres', ''], did: 1 },
        { id: 1651234569, mid: 5, fields: ['no gaps here', ''], did: 1 },
      ],
    );
    const result = await readAnkiPackage(zipSync({ 'collection.anki2': collection, media: encode('{}') }));

    expect(result.cards).toEqual([
      {
        source: 'note 1651234567',
        path: [],
        title: '[…] is the capital of […] & more',
        type: CARD_TYPES.CLOZE,
        data: { question: '[Bern] is the capital of [Switzerland] & more' },
      },
    ]);
    expect(result.skipped).toEqual([
      {
        source: 'note 1651234568',
        code: 'answer_ambiguous_number',
        params: { answer: '1,000' },
        reason:
          'the answer "1,000" may be read with a decimal comma or a thousands separator: write it as a numeric gap in the editor',
      },
      { source: 'note 1651234569', code: 'no_gaps', reason: 'the cloze note has no {{c1::…}} gaps' },
    ]);
  });

  it('keeps deck paths under several top decks; Default is the target; filtered cards count in their home deck', async () => {
    const basic = { '7': { id: 7, name: 'Basic', type: 0 } };
    const decks = {
      '1': { id: 1, name: 'Default' },
      '10': { id: 10, name: 'Geography::Europe::Alps' },
      '11': { id: 11, name: 'History' },
      '12': { id: 12, name: 'Filtered', dyn: 1 },
    };
    const collection = await legacyCollection(basic, decks, [
      { id: 1, mid: 7, fields: ['a', 'b'], did: 10 },
      { id: 2, mid: 7, fields: ['c', 'd'], did: 11 },
      { id: 3, mid: 7, fields: ['e', 'f'], did: 1 },
      { id: 4, mid: 7, fields: ['g', 'h'], did: 12, odid: 11 },
      { id: 5, mid: 7, fields: ['<img src="gone.png">', '<img src="a.png">'], did: 11 },
    ]);
    const result = await readAnkiPackage(zipSync({ 'collection.anki21': collection }), {
      fileName: 'all.colpkg',
    });

    expect(result.format).toBe('colpkg');
    expect(result.cards.map((card) => card.path)).toEqual([
      ['Geography', 'Europe', 'Alps'],
      ['History'],
      [],
      ['History'],
    ]);
    expect(result.skipped).toEqual([
      {
        source: 'note 5',
        code: 'picture_missing',
        params: { name: 'gone.png' },
        reason: 'the picture "gone.png" is not in the package',
      },
    ]);
  });

  it('reads a newer package: zstd collection.anki21b with notetypes and decks tables, protobuf media list', async () => {
    await zstd.init();
    const SQL = await loadSqlJs();
    const db = new SQL.Database();
    db.run(SCHEMA11);
    db.run(`
      CREATE TABLE notetypes (id integer NOT NULL PRIMARY KEY, name text NOT NULL, mtime_secs integer NOT NULL,
        usn integer NOT NULL, config blob NOT NULL);
      CREATE TABLE fields (ntid integer NOT NULL, ord integer NOT NULL, name text NOT NULL, config blob NOT NULL,
        PRIMARY KEY (ntid, ord)) without rowid;
      CREATE TABLE templates (ntid integer NOT NULL, ord integer NOT NULL, name text NOT NULL,
        mtime_secs integer NOT NULL, usn integer NOT NULL, config blob NOT NULL, PRIMARY KEY (ntid, ord)) without rowid;
      CREATE TABLE decks (id integer PRIMARY KEY NOT NULL, name text NOT NULL, mtime_secs integer NOT NULL,
        usn integer NOT NULL, common blob NOT NULL, kind blob NOT NULL);
      INSERT INTO col VALUES (1, 0, 0, 0, 18, 0, 0, 0, '{}', '{}', '{}', '{}', '{}');
    `);
    // NotetypeConfig: kind = 1 (cloze) for 200; Basic leaves the default (0) out, as protobuf does.
    db.run('insert into notetypes values (100, ?, 0, 0, ?), (200, ?, 0, 0, ?)', [
      'Basic',
      writeProto([[3, encode('.card {}')]]),
      'Cloze',
      writeProto([
        [1, 1],
        [3, encode('.card {}')],
      ]),
    ]);
    db.run(
      "insert into decks values (1, 'Default', 0, 0, x'', x''), (30, ?, 0, 0, x'', x''), (31, ?, 0, 0, x'', x'')",
      ['Languages\x1fFrench', 'Languages\x1fFrench\x1fVerbs'],
    );
    db.run(`insert into notes values
      (11, 'a', 100, 0, 0, '', 'chat\x1fcat', 'chat', 0, 0, ''),
      (12, 'b', 200, 0, 0, '', 'je {{c1::suis}} ici\x1f', 'je', 0, 0, ''),
      (13, 'c', 100, 0, 0, '', '<img src="chat.png">\x1f<img src="cat.png">', '', 0, 0, '')`);
    db.run(`insert into cards values
      (21, 11, 30, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, ''),
      (22, 12, 31, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, ''),
      (23, 13, 30, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, '')`);
    const collection = db.export();
    db.close();
    const dummy = await legacyCollection({ '1': { id: 1, name: 'Basic', type: 0 } }, {}, [
      {
        id: 1,
        mid: 1,
        fields: ['Please update to the latest Anki version, then import the .colpkg/.apkg file again.', ''],
        did: 1,
      },
    ]);
    const mediaEntry = (name: string, size: number) =>
      writeProto([
        [1, encode(name)],
        [2, size],
        [3, new Uint8Array(20)],
      ]);
    const mediaList = writeProto([
      [1, mediaEntry('chat.png', PNG.length)],
      [1, mediaEntry('cat.png', JPG.length)],
    ]);
    const files: Zippable = {
      'collection.anki2': dummy,
      'collection.anki21b': [zstd.compress(collection, 3), { level: 0 }],
      media: [zstd.compress(mediaList, 3), { level: 0 }],
      meta: writeProto([[1, 3]]),
      '0': [zstd.compress(PNG, 3), { level: 0 }],
      '1': [zstd.compress(JPG, 3), { level: 0 }],
    };
    const result = await readAnkiPackage(zipSync(files));

    expect(result.skipped).toEqual([]);
    expect(result.cards).toEqual([
      {
        source: 'note 11',
        path: ['French'],
        title: 'chat',
        type: CARD_TYPES.HTML,
        data: { front_html: 'chat', back_html: 'cat' },
      },
      {
        source: 'note 12',
        path: ['French', 'Verbs'],
        title: 'je […] ici',
        type: CARD_TYPES.CLOZE,
        data: { question: 'je [suis] ici' },
      },
      {
        source: 'note 13',
        path: ['French'],
        title: 'chat.png',
        type: CARD_TYPES.IMAGE,
        data: { front_picture: 'chat.png', back_picture: 'cat.png' },
      },
    ]);
    expect(result.media).toEqual(
      new Map([
        ['chat.png', PNG],
        ['cat.png', JPG],
      ]),
    );
  });

  it('reads a zip written as a stream (sizes after the data) and skips the entries it does not need', async () => {
    const card: AnkiExportCard = {
      path: ['a'],
      type: CARD_TYPES.HTML,
      title: 't',
      data: { front_html: 'x', back_html: 'y' },
    };
    const written = unzipSync(await writeAnkiPackage({ name: 'T', cards: [card], media: new Map() }));
    const chunks: Uint8Array[] = [];
    const zip = new Zip((err, chunk) => {
      if (err) throw err;
      chunks.push(chunk);
    });
    const junk = new ZipDeflate('junk.txt');
    zip.add(junk);
    junk.push(new Uint8Array(100_000).fill(3), true);
    const collection = new ZipDeflate('collection.anki2');
    zip.add(collection);
    collection.push(written['collection.anki2'], true);
    zip.end();
    const result = await readAnkiPackage(concat(chunks));

    expect(result.cards.map(({ path, data }) => ({ path, data }))).toEqual([
      { path: ['a'], data: card.data },
    ]);
  });

  it('refuses what is not an Anki package', async () => {
    expect((await refusal(readAnkiPackage(encode('just some text')))).message).toBe(
      'This is not an Anki package (.apkg or .colpkg): it is not a zip archive.',
    );
    expect((await refusal(readAnkiPackage(zipSync({ 'notes.txt': encode('hello') })))).message).toBe(
      'This is not an Anki package (.apkg or .colpkg): it holds no Anki collection.',
    );
    expect(
      (await refusal(readAnkiPackage(zipSync({ 'collection.anki2': encode('not sqlite') })))).message,
    ).toBe('This is not an Anki package (.apkg or .colpkg): its collection is not an Anki database.');
    const truncated = zipSync({ 'collection.anki2': new Uint8Array(100_000).fill(7) }).subarray(0, 60);
    expect((await refusal(readAnkiPackage(truncated))).message).toMatch(/^This is not an Anki package/);
  });

  it('refuses a zip bomb while inflating: 300 MB of zeros in a few hundred kB', async () => {
    const chunks: Uint8Array[] = [];
    const zip = new Zip((err, chunk) => {
      if (err) throw err;
      chunks.push(chunk);
    });
    // Streamed, so the local header declares no sizes: only the inflated bytes can tell.
    const entry = new ZipDeflate('collection.anki2', { level: 9 });
    zip.add(entry);
    const zeros = new Uint8Array(1024 * 1024);
    for (let i = 0; i < 300; i++) entry.push(zeros, i === 299);
    zip.end();
    const bomb = concat(chunks);
    expect(bomb.length).toBeLessThan(1024 * 1024);

    expect((await refusal(readAnkiPackage(bomb))).message).toBe(
      'The package unpacks to more than 100 times its size (a zip bomb): it is refused',
    );
  }, 120_000); // 300 MB deflated: seconds of CPU, more on a loaded machine

  it('refuses an entry whose declared size is past the limit, and does not trust a declared size that lies', async () => {
    const zip = zipSync({ 'collection.anki2': new Uint8Array(1000) });
    // The local header's uncompressed size (offset 22): 300 MB.
    const declaredHuge = zip.slice();
    new DataView(declaredHuge.buffer).setUint32(22, 300 * 1024 * 1024, true);
    expect((await refusal(readAnkiPackage(declaredHuge))).message).toBe(
      'The entry "collection.anki2" unpacks to more than 200 MB: the package is refused',
    );

    const lying = zipSync({ 'collection.anki2': new Uint8Array(20 * 1024 * 1024) });
    new DataView(lying.buffer).setUint32(22, 1000, true);
    expect((await refusal(readAnkiPackage(lying))).message).toBe(
      'The package unpacks to more than 100 times its size (a zip bomb): it is refused',
    );
  });

  it('refuses a package with more notes than the limit, and one with too many media', async () => {
    const notes = Array.from({ length: 20_001 }, (_, i) => ({
      id: i + 1,
      mid: 7,
      fields: ['q', 'a'],
      did: 1,
    }));
    const collection = await legacyCollection({ '7': { id: 7, name: 'Basic', type: 0 } }, {}, notes);
    expect((await refusal(readAnkiPackage(zipSync({ 'collection.anki2': collection })))).message).toBe(
      'The package holds more than 20000 notes: it is refused',
    );

    const mediaList = Object.fromEntries(Array.from({ length: 5001 }, (_, i) => [String(i), `${i}.png`]));
    const small = await legacyCollection({}, {}, []);
    const files = { 'collection.anki2': small, media: encode(JSON.stringify(mediaList)) };
    expect((await refusal(readAnkiPackage(zipSync(files)))).message).toBe(
      'The package holds more than 5000 media files: it is refused',
    );

    await zstd.init();
    const entry = writeProto([[1, encode('a.png')]]);
    const newerList = writeProto(Array.from({ length: 5001 }, () => [1, entry] as [number, Uint8Array]));
    const newer = { 'collection.anki21b': zstd.compress(small, 3), media: zstd.compress(newerList, 3) };
    expect((await refusal(readAnkiPackage(zipSync(newer)))).message).toBe(
      'The package holds more than 5000 media files: it is refused',
    );
  });
});

describe('writeAnkiPackage', () => {
  const cards: AnkiExportCard[] = [
    {
      path: [],
      type: CARD_TYPES.HTML,
      title: 'Capital',
      data: {
        front_html: '<p>Capital of <b>Switzerland</b>?</p>',
        back_html: '<p>Bern <img src="bern.png"></p>',
      },
    },
    {
      path: ['Europe'],
      type: CARD_TYPES.IMAGE,
      title: 'Flag',
      data: { front_picture: 'flag.png', back_picture: 'bern.png' },
    },
    {
      path: ['Europe', 'Alps'],
      type: CARD_TYPES.CLOZE,
      title: 'Bern',
      data: { question: 'Bern is the [capital, federal city] of [Switzerland] & <Liechtenstein>?' },
    },
    {
      path: ['Europe'],
      type: CARD_TYPES.SINGLE_CHOICE,
      title: 'Largest',
      data: { question: 'Largest city?', answers: [{ false: 'Bern' }, { true: 'Zürich' }] },
    },
    {
      path: [],
      type: CARD_TYPES.MULTI_CHOICE,
      title: 'Languages',
      data: {
        question: 'Official languages?',
        answers: [{ true: 'German' }, { false: 'English' }, { true: 'French' }],
      },
    },
    {
      path: [],
      type: CARD_TYPES.PAIR_MATCHING,
      title: 'Capitals',
      data: {
        question: 'Match the capitals',
        answers: [
          ['France', 'Paris'],
          ['Italy', 'Rome'],
        ],
      },
    },
    {
      path: ['Words'],
      type: CARD_TYPES.WORD,
      title: 'cat',
      data: {
        native: { word: 'Katze', explanation: 'ein Tier', example: 'Die Katze schläft.' },
        translation: { word: 'cat', explanation: 'an animal', example: 'The cat sleeps.' },
      },
    },
  ];
  const media = new Map([
    ['bern.png', PNG],
    ['flag.png', JPG],
    ['unused.png', Uint8Array.from([9])],
  ]);

  it('writes a schema 11 package with the exact tables, one deck per subcategory and the media', async () => {
    const bytes = await writeAnkiPackage({ name: 'Switzerland', subdecks: [['Empty']], cards, media });
    const entries = unzipSync(bytes);
    expect(Object.keys(entries).sort()).toEqual(['0', '1', 'collection.anki2', 'media']);
    const mediaList = JSON.parse(new TextDecoder().decode(entries.media)) as Record<string, string>;
    expect(mediaList).toEqual({ '0': 'bern.png', '1': 'flag.png' });
    expect(entries['0']).toEqual(PNG);

    const SQL = await loadSqlJs();
    const db = new SQL.Database(entries['collection.anki2']);
    const master = db.exec(
      "select type, name from sqlite_master where name not like 'sqlite_%' order by name",
    )[0];
    expect(master.values).toEqual([
      ['table', 'cards'],
      ['table', 'col'],
      ['table', 'graves'],
      ['index', 'ix_cards_nid'],
      ['index', 'ix_cards_sched'],
      ['index', 'ix_cards_usn'],
      ['index', 'ix_notes_csum'],
      ['index', 'ix_notes_usn'],
      ['index', 'ix_revlog_cid'],
      ['index', 'ix_revlog_usn'],
      ['table', 'notes'],
      ['table', 'revlog'],
    ]);
    const [ver, decksJson, modelsJson] = db.exec('select ver, decks, models from col')[0].values[0];
    expect(ver).toBe(11);
    const deckNames = Object.values(JSON.parse(String(decksJson)) as Record<string, { name: string }>)
      .map((deck) => deck.name)
      .sort();
    expect(deckNames).toEqual([
      'Default',
      'Switzerland',
      'Switzerland::Empty',
      'Switzerland::Europe',
      'Switzerland::Europe::Alps',
      'Switzerland::Words',
    ]);
    const models = Object.values(
      JSON.parse(String(modelsJson)) as Record<string, { name: string; type: number }>,
    );
    expect(models.map((model) => [model.name, model.type])).toEqual([
      ['Basic', 0],
      ['Cloze', 1],
    ]);
    const notes = db.exec('select flds, sfld, csum, usn, length(guid) from notes order by id')[0].values;
    expect(notes[0].slice(1)).toEqual(['Capital of Switzerland?', 2837262028, -1, 10]);
    // Anki's sort field and checksum (rslib strip_html_preserving_media_filenames, field_checksum): a picture's
    // name stays between spaces, entities are decoded, nothing is trimmed; the checksum is the sha1's first 4 bytes
    const sha1Head = (text: string) => createHash('sha1').update(text).digest().readUInt32BE(0);
    expect(notes[1].slice(1, 3)).toEqual([' flag.png ', sha1Head(' flag.png ')]);
    const clozeText = 'Bern is the {{c1::capital}} of {{c1::Switzerland}} & <Liechtenstein>?';
    expect(notes[2].slice(1, 3)).toEqual([clozeText, sha1Head(clozeText)]);
    // the fourth field ('Portal card') carries the cards Anki has no note type for, whole
    const portalFields = notes.map((note) => String(note[0]).split('\x1f')[3]);
    expect(portalFields.map((f) => (f ? JSON.parse(decodeEntities(f)) : f))).toEqual(
      cards.map((card) => ([1, 2].includes(card.type) ? '' : { type: card.type, data: card.data })),
    );
    expect(notes.map((note) => String(note[0]).split('\x1f').slice(0, 3))).toEqual([
      ['<p>Capital of <b>Switzerland</b>?</p>', '<p>Bern <img src="bern.png"></p>', 'Capital'],
      ['<img src="flag.png">', '<img src="bern.png">', 'Flag'],
      [
        'Bern is the {{c1::capital}} of {{c1::Switzerland}} &amp; &lt;Liechtenstein&gt;?',
        'capital: also federal city',
        'Bern',
      ],
      ['Largest city?<ul><li>Bern</li><li>Zürich</li></ul>', 'Zürich', 'Largest'],
      [
        'Official languages?<ul><li>German</li><li>English</li><li>French</li></ul>',
        'German<br>French',
        'Languages',
      ],
      [
        'Match the capitals<ul><li>France</li><li>Italy</li></ul>',
        'France → Paris<br>Italy → Rome',
        'Capitals',
      ],
      ['Katze', 'cat<br>an animal<br>The cat sleeps.<hr>ein Tier<br>Die Katze schläft.', 'cat'],
    ]);
    const cardRows = db.exec('select ord, type, queue, due from cards order by id')[0].values;
    expect(cardRows).toEqual(Array.from({ length: 7 }, (_, i) => [0, 0, 0, i + 1]));
    db.close();
  });

  it('round-trips through readAnkiPackage: every card comes back as it was, with its title and subdeck', async () => {
    const result = await readAnkiPackage(await writeAnkiPackage({ name: 'Switzerland', cards, media }));

    expect(result.skipped).toEqual([]);
    expect(result.leftOut).toEqual([]);
    expect(result.cards.map(({ path, type, title, data }) => ({ path, type, title, data }))).toEqual(cards);
    expect(result.media).toEqual(
      new Map([
        ['bern.png', PNG],
        ['flag.png', JPG],
      ]),
    );
  });
});

beforeAll(async () => {
  await loadSqlJs();
});
