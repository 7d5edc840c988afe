/**
 * Imports of files shaped like real exports (fixtures/, issue 28), asserted as the cards a learner gets (GET
 * /api/cards/read/{id}): an Anki deck with maths, a picture in the text, audio, a reversed and an image-occlusion
 * note; an Anki 23.10+ package (schema 18); GIFT with numerical questions and decimal commas; Moodle XML with
 * pictures; Anki's notes-as-text export with headers. Runs on PGlite and, with PORTAL_TEST_DB=postgres, PostgreSQL.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, like } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isClozeCorrect } from '@portal/core';
import { cards, categories } from '../../db/schema.js';
import { storeUpload } from '../../lib/upload-pipeline.js';
import { bearer, createTestApp, loginAs, type TestApp } from '../../test/harness.js';

const fixture = (name: string) =>
  readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', name));

let t: TestApp;
let teacher: string;
beforeAll(async () => {
  t = await createTestApp();
  teacher = await loginAs(t.app, 'teacher');
});
afterAll(() => t.close());

function multipart(data: Buffer) {
  const boundary = '----portal-fixture-boundary';
  return {
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="export"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      data,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

interface LearnerCard {
  id: number;
  path: string;
  title: string;
  type: number;
  data: Record<string, unknown>;
}

/** Imports the fixture into a new category; answers the preview and the cards a learner reads, in tree order. */
const importFixture = (name: string) => importBytes(name, fixture(name));

async function importBytes(name: string, bytes: Buffer) {
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/categories',
    headers: bearer(teacher),
    payload: { title: `Fixture ${name}` },
  });
  const root = created.json().category as { id: number; path: string };
  const body = multipart(bytes);
  const send = (dryRun: boolean) =>
    t.app.inject({
      method: 'POST',
      url: `/api/import/${root.id}${dryRun ? '?dry_run=1' : ''}`,
      payload: body.payload,
      headers: { ...body.headers, ...bearer(teacher) },
    });
  const preview = await send(true);
  expect(preview.statusCode).toBe(200);
  const imported = await send(false);
  expect(imported.statusCode).toBe(201);
  const got = await importedCards(root.id);
  // the preview is the import (one code path, the editor's limits): what it promised is what was created, for
  // every format's fixture — the same summary, and the cards a learner reads, by count and type
  const { message: _shown, dry_run: _dry, import_key: _key, ...promised } = preview.json();
  const { message: _told, dry_run: _wet, category_ids: _ids, ...made } = imported.json();
  expect(made).toEqual(promised);
  expect(got.length).toBe(promised.cards);
  const byType: Record<string, number> = {};
  for (const card of got) byType[card.type] = (byType[card.type] ?? 0) + 1;
  expect(byType).toEqual(promised.by_type);
  return { root: root.id, preview: preview.json(), result: imported.json(), cards: got };
}

/** The cards of a category's subtree as a learner reads them, in the order they were written. */
async function importedCards(rootId: number): Promise<LearnerCard[]> {
  const [root] = await t.app.db
    .select({ id: categories.id, path: categories.path })
    .from(categories)
    .where(eq(categories.id, rootId));
  const tree = await t.app.db
    .select({ id: categories.id, title: categories.title, path: categories.path })
    .from(categories)
    .where(like(categories.path, `${root.path}%`));
  const titleOf = new Map(tree.map((c) => [c.id, c.title]));
  const rows = await t.app.db
    .select({ id: cards.id, categoryId: cards.categoryId })
    .from(cards)
    .orderBy(cards.id);
  const mine = rows.filter((r) => titleOf.has(r.categoryId));
  const learnerCards: LearnerCard[] = [];
  for (const row of mine) {
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/cards/read/${row.id}`,
      headers: bearer(teacher),
    });
    expect(read.statusCode).toBe(200);
    const card = read.json() as { title: string; type: number; data: Record<string, unknown> };
    const category = tree.find((c) => c.id === row.categoryId)!;
    const pathTitles = category.path
      .split('/')
      .filter(Boolean)
      .map(Number)
      .filter((id) => titleOf.has(id) && id !== root.id)
      .map((id) => titleOf.get(id));
    learnerCards.push({
      id: row.id,
      path: pathTitles.join(' / '),
      title: card.title,
      type: card.type,
      data: card.data,
    });
  }
  return learnerCards;
}

const html = (front_html: string, back_html: string) => ({ front_html, back_html });
const word = (native: string, translation: string) => ({
  native: { word: native, explanation: '–', example: '–' },
  translation: { word: translation, explanation: '–', example: '–' },
});
const view = (c: LearnerCard) => [c.path, c.title, c.type, c.data];
const signedAudio =
  /<audio controls="" preload="metadata" src="(\/storage\/user_uploads\/[\w-]+\.ogg\?expires=\d+&amp;user=\d+&amp;signature=[\w-]+)"><\/audio>/;
const signedPicture =
  /<img src="\/storage\/user_uploads\/[\w-]+\.png\?expires=\d+&amp;user=\d+&amp;signature=[\w-]+">/;

describe('imports of real-shaped exports, as a learner gets them', () => {
  it('an Anki deck with maths, a picture in the text, audio, reversed and image-occlusion notes', async () => {
    const { preview, cards: got } = await importFixture('maths-media.apkg');
    expect(preview).toMatchObject({
      format: 'apkg',
      cards: 8,
      pictures_kept: 1,
      subcategories: [
        { path: 'Analysis', cards: 5 },
        { path: 'Sprachen', cards: 3 },
      ],
      skipped: [],
      // nothing silently lost: what no card keeps is named with its count
      left_out: [
        { code: 'field', name: 'Back Extra', count: 1 },
        { code: 'tags', name: 'tags', count: 3 },
        { code: 'audio', name: 'audio', count: 1 },
      ],
    });
    const [derivative, graph, bonjour, dog, reversed, cloze, occlusion1, occlusion2] = got;
    expect(view(derivative)).toEqual([
      'Analysis',
      'Was ist die Ableitung von \\(e^x\\)?',
      2,
      html('Was ist die Ableitung von \\(e^x\\)?', '\\(\\frac{d}{dx} e^x = e^x\\)'),
    ]);
    // the picture inside the text is kept, stored through the upload pipeline, behind a signed link
    expect(graph.data.front_html).toMatch(signedPicture);
    expect(graph.data.front_html).toMatch(/^Welche Funktion zeigt der Graph\? /);
    expect(graph.data.back_html).toBe('\\(f(x) = x\\)');
    // the [sound:…] reference never stays as text: the clip is stored (sniffed as OGG) and played by a player
    // behind a signed link, served as audio; the clip the package lacks is counted in left_out
    expect(view(bonjour).slice(0, 3)).toEqual(['Sprachen', 'Bonjour', 2]);
    expect(bonjour.data.back_html).toBe('Guten Tag');
    const player = String(bonjour.data.front_html).match(signedAudio);
    expect(player, String(bonjour.data.front_html)).not.toBeNull();
    expect(
      String(bonjour.data.front_html).startsWith('Bonjour <audio controls="" preload="metadata" src="'),
    ).toBe(true);
    const clip = await t.app.inject({ method: 'GET', url: player![1].replaceAll('&amp;', '&') });
    expect([clip.statusCode, clip.headers['content-type'], clip.headers['x-content-type-options']]).toEqual([
      200,
      'audio/ogg',
      'nosniff',
    ]);
    expect(clip.rawPayload.subarray(0, 4).toString('latin1')).toBe('OggS');
    // "Basic (and reversed card)": both directions
    expect([view(dog), view(reversed)]).toEqual([
      ['Sprachen', 'Hund', 2, html('Hund', 'dog')],
      ['Sprachen', 'dog', 2, html('dog', 'Hund')],
    ]);
    // e<sup>x</sup> and H<sub>2</sub>O stay a superscript and a subscript (formulas), the line breaks (<br>, a <div>) stay, the decimal comma stays, text
    // brackets stay text, the formula's brackets are no gap; the title (one line) gives no answer away
    expect(view(cloze)).toEqual([
      'Analysis',
      'Die Ableitung von … ist […]; ein Viertel ist […]; im Intervall [0, 1] liegt \\( [a, b] \\). Wasser ist \\(H_{2}\\)O.',
      6,
      {
        question:
          'Die Ableitung von \\(e^{x}\\) ist [\\(e^{x}\\)];\nein Viertel ist [#0,25]; im Intervall [[0, 1]] liegt \\( [a, b] \\).\nWasser ist \\(H_{2}\\)O.',
      },
    ]);
    // the image-occlusion note: one image card per cloze number; its front has the masks drawn (the asked one
    // red, the other "hide all" one yellow), its back reveals the asked region and keeps the other masked
    expect([occlusion1, occlusion2].map((c) => [c.path, c.title, c.type])).toEqual([
      ['Analysis', 'Beschrifte den Graphen (1)', 1],
      ['Analysis', 'Beschrifte den Graphen (2)', 1],
    ]);
    const pixel = async (card: LearnerCard, side: 'front_picture' | 'back_picture', x: number, y: number) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/image/${card.id}${side === 'back_picture' ? '?back=1' : ''}`,
        headers: bearer(teacher),
      });
      expect(res.statusCode).toBe(200);
      const { data, info } = await sharp(res.rawPayload).raw().toBuffer({ resolveWithObject: true });
      const at = (y * info.width + x) * info.channels;
      return `#${[...data.subarray(at, at + 3)].map((v) => v.toString(16).padStart(2, '0')).join('')}`;
    };
    // the rectangle (c1) is centred at (30, 24) of the 120×80 picture, the ellipse (c2) at (90, 56)
    expect([
      await pixel(occlusion1, 'front_picture', 30, 24),
      await pixel(occlusion1, 'front_picture', 90, 56),
      await pixel(occlusion1, 'back_picture', 30, 24),
      await pixel(occlusion1, 'back_picture', 90, 56),
      await pixel(occlusion2, 'front_picture', 90, 56),
      await pixel(occlusion2, 'back_picture', 90, 56),
    ]).toEqual(['#ff8e8e', '#ffeba2', '#ffffff', '#ffeba2', '#ff8e8e', '#ffffff']);
    expect(isClozeCorrect(String(cloze.data.question), ['e^x', '0.25'])).toBe(true);
    expect(isClozeCorrect(String(cloze.data.question), ['e^{x}', '0,25'])).toBe(true);
  });

  it('an Anki 23.10+ package (schema 18, zstd, protobuf media list)', async () => {
    const { preview, cards: got } = await importFixture('schema18.apkg');
    expect(preview).toMatchObject({
      cards: 3,
      skipped: [],
      left_out: [
        { code: 'field', name: 'Quelle', count: 1 },
        { code: 'tags', name: 'tags', count: 1 },
      ],
    });
    expect(got.slice(0, 2).map(view)).toEqual([
      [
        'Mechanik',
        'Einheit der Kraft?',
        2,
        html('Einheit der Kraft?', 'Newton \\(\\mathrm{N} = \\mathrm{kg\\,m/s^2}\\)'),
      ],
      [
        'Mechanik',
        'Die Erdbeschleunigung beträgt etwa […] m/s².',
        6,
        { question: 'Die Erdbeschleunigung beträgt etwa [#9,81] m/s².' },
      ],
    ]);
    expect(isClozeCorrect(String(got[1].data.question), ['9.81'])).toBe(true);
    expect(got[2].data.front_html).toMatch(signedPicture);
  });

  it('GIFT with numerical questions and decimal commas', async () => {
    const { preview, cards: got } = await importFixture('numerical.gift');
    expect(preview).toMatchObject({
      cards: 6,
      skipped: [{ source: 'question "Aufsatz"', code: 'essay' }],
    });
    const path = 'Standard für Mathe 1 / Zahlen';
    expect(got.map(view)).toEqual([
      [path, 'Wurzel 2', 6, { question: 'Wie groß ist \\(\\sqrt{2}\\) auf zwei Stellen? [#1.41:0.005]' }],
      [path, 'Zwischen 1 und 2', 6, { question: 'Nenne eine Zahl zwischen 1 und 2. [#1..2]' }],
      [path, 'Produkt', 6, { question: 'Was ist 7 · 8? [#56]' }],
      [path, 'Vorzeichen', 6, { question: 'Die Lösungen von \\(x^2 = 2\\) sind? [#1.41:0.01; #-1.41:0.01]' }],
      [path, 'Hälfte', 6, { question: 'Die Hälfte von 1 ist [#0,5; #0.5].' }],
      [
        path,
        'Wahr oder falsch',
        3,
        { question: 'Jede Primzahl ist ungerade.', answers: [{ false: 'Wahr' }, { true: 'Falsch' }] },
      ],
    ]);
    const q = (i: number) => String(got[i].data.question);
    expect([isClozeCorrect(q(0), ['1,414']), isClozeCorrect(q(0), ['1,42'])]).toEqual([true, false]);
    expect([isClozeCorrect(q(1), ['1,5']), isClozeCorrect(q(1), ['2.5'])]).toEqual([true, false]);
    expect(isClozeCorrect(q(3), ['-1,41'])).toBe(true);
    expect([isClozeCorrect(q(4), ['0,5']), isClozeCorrect(q(4), ['0.5'])]).toEqual([true, true]);
  });

  it('Moodle XML with pictures (@@PLUGINFILE@@ kept), numerical and embedded answers', async () => {
    const { preview, result, cards: got } = await importFixture('pictures.moodle.xml');
    expect(preview).toMatchObject({
      cards: 5,
      by_type: { '2': 1, '3': 2, '6': 2 },
      skipped: [],
      // the picture the file carries is kept (and counted); the one whose file it lacks is named as left out
      pictures_kept: 1,
      images_left_out: 0,
      left_out: [{ code: 'pictures', name: 'pictures', count: 1 }],
    });
    expect(result).toMatchObject({ cards: 5, pictures_kept: 1 });
    const path = 'Standard für Physik / Optik';
    // a question that shows a picture is an HTML card: the picture (its <file>, base64) stored through the upload
    // pipeline behind a signed link, the options below it, the right one on the back
    const [lens] = got;
    expect([lens.path, lens.title, lens.type]).toEqual([path, 'Linse', 2]);
    const front = String(lens.data.front_html);
    expect(front).toMatch(
      /^<p>Welche Linse zeigt das Bild\?<\/p><p><img src="\/storage\/user_uploads\/[\w-]+\.png\?/,
    );
    expect(front).toContain('<li><p>Sammellinse</p></li><li><p>Zerstreuungslinse</p></li>');
    expect(front).not.toContain('@@PLUGINFILE@@');
    expect(lens.data.back_html).toBe('<p>Sammellinse</p>');
    const picture = front.match(/src="([^"]+)"/)![1].replaceAll('&amp;', '&');
    const served = await t.app.inject({ method: 'GET', url: picture });
    expect([served.statusCode, served.headers['content-type']]).toEqual([200, 'image/png']);
    expect((await sharp(served.rawPayload).metadata()).width).toBe(1);
    expect(got.slice(1).map(view)).toEqual([
      [path, 'Brechzahl', 6, { question: 'Die Brechzahl von Wasser ist etwa [#1.33:0.01] .' }],
      [
        path,
        'Licht',
        3,
        { question: 'Licht ist schneller als Schall.', answers: [{ true: 'Wahr' }, { false: 'Falsch' }] },
      ],
      [
        path,
        'Lichtgeschwindigkeit',
        6,
        { question: 'Licht legt in einer Sekunde etwa [#299792:1000] km zurück, im Vakuum mit [c].' },
      ],
      [
        path,
        'Prisma',
        3,
        {
          question: 'Was zerlegt weisses Licht?',
          answers: [{ true: 'Ein Prisma' }, { false: 'Ein Spiegel' }],
        },
      ],
    ]);
    expect(isClozeCorrect(String(got[1].data.question), ['1,335'])).toBe(true);
  });

  it('Anki’s notes-as-text export with headers', async () => {
    const { preview, cards: got } = await importFixture('anki-notes.txt');
    expect(preview).toMatchObject({
      format: 'tsv',
      cards: 4,
      skipped: [],
      left_out: [{ code: 'tags', name: 'tags', count: 2 }],
    });
    expect(got.map(view)).toEqual([
      ['Elemente', 'Symbol von Natrium?', 7, word('Symbol von Natrium?', 'Na')],
      [
        'Formeln',
        'Wasser ist \\(H_{2}\\)O, seine Dichte etwa […] g/cm³ bei […] °C.',
        6,
        { question: 'Wasser ist \\(H_{2}\\)O, seine Dichte etwa [#0,998] g/cm³ bei [20] °C.' },
      ],
      ['Elemente', 'Fe', 7, word('Fe', 'Eisen')],
      ['Elemente', 'Eisen', 7, word('Eisen', 'Fe')],
    ]);
  });
});

describe('round trip (issue 28)', () => {
  it('exporting a category and importing the package gives back the same cards', async () => {
    // the imported deck (formulas, a picture in the text, audio, image cards, a cloze with a numeric gap,
    // subcategories) and, written in the editor, the cards Anki has no note type for
    const source = await importFixture('maths-media.apkg');
    const made = [
      {
        type: 3,
        title: 'Hauptstadt',
        data: { question: 'Hauptstadt der Schweiz?', answers: [{ true: 'Bern' }, { false: 'Zürich' }] },
      },
      {
        type: 4,
        title: 'Primzahlen',
        data: { question: 'Primzahlen?', answers: [{ true: '2' }, { true: '3' }, { false: '4' }] },
      },
      {
        type: 5,
        title: 'Zuordnen',
        data: {
          question: 'Ordne zu',
          answers: [
            ['Na', 'Natrium'],
            ['K', 'Kalium'],
          ],
        },
      },
      {
        type: 6,
        title: 'Bern ist die […] der […].',
        data: { question: 'Bern ist die [Bundesstadt, Hauptstadt] der [Schweiz].' },
      },
      {
        type: 7,
        title: 'Hund',
        data: {
          native: { word: 'Hund', explanation: 'ein Tier', example: 'Der Hund bellt.' },
          translation: { word: 'dog', explanation: 'an animal', example: 'The dog barks.' },
        },
      },
    ];
    for (const card of made) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/cards/create/${source.root}`,
        headers: bearer(teacher),
        payload: { ...card, relevance: 3, difficulty: 3, learntype_id: 0 },
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    const exported = await t.app.inject({
      method: 'GET',
      url: `/api/export/${source.root}?format=apkg`,
      headers: bearer(teacher),
    });
    expect(exported.statusCode).toBe(200);
    const again = await importBytes('round trip', exported.rawPayload);
    expect(again.preview).toMatchObject({ skipped: [], left_out: [] });
    // stored files get new names (and signed links): compared by what they are
    const comparable = (cards: LearnerCard[]) =>
      cards
        .map((c) =>
          JSON.stringify([c.path, c.title, c.type, c.data])
            .replace(/\d{13}-[0-9a-f]{16}\.(png|jpg|ogg)(\?[^"\\]*)?/g, 'FILE.$1')
            .replace(/FILE\.(png|jpg|ogg)&amp;[^"\\]*/g, 'FILE.$1'),
        )
        .sort();
    const before = await importedCards(source.root);
    expect(before).toHaveLength(13);
    expect(comparable(again.cards)).toEqual(comparable(before));
  });
});

describe('audio clips through the one upload pipeline (issue 28)', () => {
  /** MPEG-1 Layer III frames (128 kbit/s, 44.1 kHz) without an ID3 tag */
  const mp3 = () => {
    const bytes = Buffer.alloc(417 * 4);
    for (let i = 0; i < 4; i++) bytes.set([0xff, 0xfb, 0x90, 0x64], i * 417);
    return bytes;
  };
  const ogg = (head: string) => {
    const bytes = Buffer.alloc(96);
    bytes.write('OggS', 0);
    bytes[5] = 2;
    bytes[26] = 1;
    bytes[27] = 19;
    bytes.write(head, 28, 'latin1');
    return bytes;
  };
  const m4a = () => {
    const bytes = Buffer.alloc(64);
    bytes.writeUInt32BE(24, 0);
    bytes.write('ftypM4A \0\0\0\0M4A isom', 4, 'latin1');
    return bytes;
  };

  it('stores MP3, OGG, Opus and M4A by their content where a clip is asked for, nothing else', async () => {
    const stored = [];
    for (const [bytes, name] of [
      [mp3(), 'a.ogg'],
      [ogg('\x01vorbis'), 'b.mp3'],
      [ogg('OpusHead'), 'c'],
      [m4a(), 'd.mp3'],
    ] as const)
      stored.push(await storeUpload(t.app, bytes, name, 1, 'audio'));
    // the stored name's extension and the type follow the content, never the name
    expect(stored.map((s) => [s.name.split('.').pop(), s.mime, s.thumbnail])).toEqual([
      ['mp3', 'audio/mpeg', null],
      ['ogg', 'audio/ogg', null],
      ['opus', 'audio/ogg', null],
      ['m4a', 'audio/x-m4a', null],
    ]);
    // the editor's upload (no audio asked for), a picture where a clip is asked for, and a file that only
    // claims to be audio are refused
    await expect(storeUpload(t.app, mp3(), 'a.mp3', 1)).rejects.toMatchObject({ statusCode: 422 });
    await expect(storeUpload(t.app, m4a(), 'a.m4a', 1, 'picture')).rejects.toMatchObject({ statusCode: 422 });
    const png = await sharp({ create: { width: 2, height: 2, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    await expect(storeUpload(t.app, png, 'a.mp3', 1, 'audio')).rejects.toMatchObject({ statusCode: 422 });
    await expect(
      storeUpload(t.app, Buffer.from('<script>alert(1)</script>'), 'x.mp3', 1, 'audio'),
    ).rejects.toMatchObject({ statusCode: 422 });
  });
});
