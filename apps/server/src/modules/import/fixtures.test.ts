/**
 * Imports of files shaped like real exports (fixtures/, issue 28), asserted as the cards a learner gets (GET
 * /api/cards/read/{id}): an Anki deck with maths, a picture in the text, audio, a reversed and an image-occlusion
 * note; an Anki 23.10+ package (schema 18); GIFT with numerical questions and decimal commas; Moodle XML with
 * pictures; Anki's notes-as-text export with headers. Runs on PGlite and, with PORTAL_TEST_DB=postgres, PostgreSQL.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isClozeCorrect } from '@portal/core';
import { cards, categories } from '../../db/schema.js';
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
  path: string;
  title: string;
  type: number;
  data: Record<string, unknown>;
}

/** Imports the fixture into a new category; answers the preview and the cards a learner reads, in tree order. */
async function importFixture(name: string) {
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/categories',
    headers: bearer(teacher),
    payload: { title: `Fixture ${name}` },
  });
  const root = created.json().category as { id: number; path: string };
  const body = multipart(fixture(name));
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
    learnerCards.push({ path: pathTitles.join(' / '), title: card.title, type: card.type, data: card.data });
  }
  return { preview: preview.json(), result: imported.json(), cards: learnerCards };
}

const html = (front_html: string, back_html: string) => ({ front_html, back_html });
const word = (native: string, translation: string) => ({
  native: { word: native, explanation: '–', example: '–' },
  translation: { word: translation, explanation: '–', example: '–' },
});
const view = (c: LearnerCard) => [c.path, c.title, c.type, c.data];
const signedPicture =
  /<img src="\/storage\/user_uploads\/[\w-]+\.png\?expires=\d+&amp;user=\d+&amp;signature=[\w-]+">/;

describe('imports of real-shaped exports, as a learner gets them', () => {
  it('an Anki deck with maths, a picture in the text, audio, reversed and image-occlusion notes', async () => {
    const { preview, cards: got } = await importFixture('maths-media.apkg');
    expect(preview).toMatchObject({
      format: 'apkg',
      cards: 6,
      subcategories: [
        { path: 'Analysis', cards: 3 },
        { path: 'Sprachen', cards: 3 },
      ],
      skipped: [{ source: 'note 3006', code: 'image_occlusion' }],
      // nothing silently lost: what no card keeps is named with its count
      left_out: [
        { code: 'field', name: 'Back Extra', count: 1 },
        { code: 'field', name: 'Image', count: 1 },
        { code: 'field', name: 'Header', count: 1 },
        { code: 'tags', name: 'tags', count: 3 },
        { code: 'audio', name: 'audio', count: 1 },
      ],
    });
    const [derivative, graph, bonjour, dog, reversed, cloze] = got;
    expect(view(derivative)).toEqual([
      'Analysis',
      'Was ist die Ableitung von \\(e^x\\)?',
      2,
      html('Was ist die Ableitung von \\(e^x\\)?', '\\(\\frac{d}{dx} e^x = e^x\\)'),
    ]);
    // the picture inside the text is kept, stored through the upload pipeline, behind a signed link
    expect(graph.data.front_html).toMatch(signedPicture);
    expect(graph.data.front_html).toMatch(/^Welche Funktion zeigt der Graph\? /);
    // the [sound:…] reference never stays as text
    expect(view(bonjour)).toEqual(['Sprachen', 'Bonjour', 2, html('Bonjour ', 'Guten Tag')]);
    // "Basic (and reversed card)": both directions
    expect([view(dog), view(reversed)]).toEqual([
      ['Sprachen', 'Hund', 2, html('Hund', 'dog')],
      ['Sprachen', 'dog', 2, html('dog', 'Hund')],
    ]);
    // e<sup>x</sup> stays a superscript (a formula), the decimal comma stays, text brackets stay text, the
    // formula's brackets are no gap; the title gives no answer away
    expect(view(cloze)).toEqual([
      'Analysis',
      'Die Ableitung von … ist […]; ein Viertel ist […]; im Intervall [0, 1] liegt \\( [a, b] \\).',
      6,
      {
        question:
          'Die Ableitung von \\(e^{x}\\) ist [\\(e^{x}\\)]; ein Viertel ist [#0,25]; im Intervall [[0, 1]] liegt \\( [a, b] \\).',
      },
    ]);
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

  it('Moodle XML with pictures (@@PLUGINFILE@@ counted), numerical and embedded answers', async () => {
    const { preview, cards: got } = await importFixture('pictures.moodle.xml');
    expect(preview).toMatchObject({
      cards: 4,
      skipped: [],
      left_out: [{ code: 'pictures', name: 'pictures', count: 1 }],
    });
    const path = 'Standard für Physik / Optik';
    expect(got.map(view)).toEqual([
      [
        path,
        'Linse',
        3,
        {
          question: 'Welche Linse zeigt das Bild?',
          answers: [{ true: 'Sammellinse' }, { false: 'Zerstreuungslinse' }],
        },
      ],
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
