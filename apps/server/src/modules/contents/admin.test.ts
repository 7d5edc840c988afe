import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { categoryCounts, contents } from '../../db/schema.js';
import { bearer, createTestApp, errorMessage, loginAs, type TestApp } from '../../test/harness.js';

let t: TestApp;
let teacher: string;
let student: string;
let source: number;
let target: number;
beforeAll(async () => {
  t = await createTestApp();
  [teacher, student] = await Promise.all([loginAs(t.app, 'teacher'), loginAs(t.app, 'student')]);
  source = (await req('POST', '/api/categories', teacher, { title: 'Content source' })).json().category.id;
  target = (await req('POST', '/api/categories', teacher, { title: 'Content target' })).json().category.id;
});
afterAll(() => t.close());

const req = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: unknown) =>
  t.app.inject({ method, url, payload: payload as object, headers: token ? bearer(token) : {} });

// A document of the demo seed, present in the uploads folder.
const PDF = 'demo-funktionen.pdf';
const doc = {
  name: 'Skript',
  description: 'Theorie zum Kapitel',
  relevance: 3,
  difficulty: 3,
  media_type: 'document',
  file_path: PDF,
  content_type: 'theory',
  solution_active: '1',
  solution_path: '',
  no_progress: false,
};
const url = { ...doc, media_type: 'url', file_path: 'https://www.geogebra.org/graphing', name: 'Plotter' };

async function createContent(body: Record<string, unknown>, category = source) {
  const res = await req('POST', `/api/contents/create/${category}`, teacher, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().object as { id: number } & Record<string, unknown>;
}
const count = async () => (await t.app.db.select({ n: sql<number>`count(*)::int` }).from(contents))[0].n;

describe('access: teachers and admins only', () => {
  it.each([
    ['POST', '/api/contents/create/1', doc],
    ['PUT', '/api/contents/update/1', { name: 'Hacked' }],
    ['DELETE', '/api/contents/1', undefined],
    ['POST', '/api/contents/delete', { content_ids: [1] }],
    ['POST', '/api/contents/update/moveTo/2', { content_ids: [1] }],
  ] as const)('%s %s: anonymous 401, student 403, nothing changed', async (method, path, body) => {
    const before = await t.app.db.select().from(contents).orderBy(asc(contents.id));
    const anonymous = await req(method, path, undefined, body);
    expect(anonymous.statusCode).toBe(401);
    expect(errorMessage(anonymous)).toBe('Please log in');
    expect((await req(method, path, student, body)).statusCode).toBe(403);
    expect(await t.app.db.select().from(contents).orderBy(asc(contents.id))).toEqual(before);
  });
});

describe('POST /api/contents/create/{categoryId}', () => {
  it('creates a document and answers with object', async () => {
    const res = await req('POST', `/api/contents/create/${source}`, teacher, { ...doc, category_id: source });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().message).toBe('Content created');
    expect(res.json().object).toMatchObject({
      name: 'Skript',
      description: 'Theorie zum Kapitel',
      category_id: source,
      file_path: PDF,
      file_extension: 'pdf',
      media_type: 'document',
      content_type: 'theory',
      solution_active: '1',
      solution_path: null,
      no_progress: false,
    });
  });

  it('creates a url, a video and an exercise with a solution; the defaults apply when left out', async () => {
    expect(await createContent(url)).toMatchObject({
      media_type: 'url',
      file_path: url.file_path,
      file_extension: null,
    });
    const video = await createContent({
      ...doc,
      media_type: 'video',
      file_path: 'https://www.youtube-nocookie.com/embed/abc',
    });
    expect(video).toMatchObject({ media_type: 'video' });
    const exercise = await createContent({
      ...doc,
      content_type: 'exercise',
      solution_path: 'demo-loesung-kreis.pdf',
      solution_active: '0',
      no_progress: '1',
    });
    expect(exercise).toMatchObject({
      content_type: 'exercise',
      solution_path: 'demo-loesung-kreis.pdf',
      solution_active: '0',
      no_progress: true,
    });
    const defaults = await createContent({ name: 'Nur Pflicht', description: 'd', file_path: PDF });
    expect(defaults).toMatchObject({
      relevance: 3,
      difficulty: 3,
      content_type: 'theory',
      media_type: 'document',
      solution_active: '1',
      no_progress: false,
    });
  });

  const cases: [string, Record<string, unknown>, string, string][] = [
    // admin spec §5 "Content", in order: each case also breaks every later rule
    [
      'empty name',
      { ...doc, name: '', description: '', relevance: 0, media_type: '' },
      'name',
      'Title must be entered',
    ],
    [
      'empty description',
      { ...doc, description: ' ', relevance: 0, media_type: '' },
      'description',
      'Description must be entered',
    ],
    [
      'relevance 0',
      { ...doc, relevance: 0, difficulty: 9, media_type: '' },
      'relevance',
      'Relevance needs to be between 1 and 5',
    ],
    ['relevance 6', { ...doc, relevance: 6 }, 'relevance', 'Relevance needs to be between 1 and 5'],
    [
      'difficulty 0',
      { ...doc, difficulty: 0, media_type: '' },
      'difficulty',
      'Difficulty needs to be between 1 and 5',
    ],
    ['no media type', { ...doc, media_type: '', file_path: '' }, 'media_type', 'Please choose media type'],
    ['unknown media type', { ...doc, media_type: 'podcast' }, 'media_type', 'Please choose media type'],
    ['document without file', { ...doc, file_path: '' }, 'file_path', 'You need to upload document first'],
    [
      'document not uploaded',
      { ...doc, file_path: 'missing.pdf' },
      'file_path',
      'You need to upload document first',
    ],
    [
      'document as a path',
      { ...doc, file_path: '../../../etc/passwd' },
      'file_path',
      'You need to upload document first',
    ],
    ['url without url', { ...url, file_path: '' }, 'file_path', 'You need to enter valid url first'],
    [
      'url not http',
      { ...url, file_path: 'javascript:alert(1)' },
      'file_path',
      'You need to enter valid url first',
    ],
    ['url not a url', { ...url, file_path: 'geogebra' }, 'file_path', 'You need to enter valid url first'],
    // beyond the spec's list
    ['content type', { ...doc, content_type: 'video' }, 'content_type', 'Please choose content type'],
    [
      'solution path',
      { ...doc, solution_path: '../secret.pdf' },
      'solution_path',
      'The solution must be an uploaded document or a url',
    ],
    ['solution flag', { ...doc, solution_active: 'maybe' }, 'solution_active', 'The value must be 1 or 0'],
  ];
  it.each(cases)('%s → 422 on %s: "%s"', async (_name, body, field, message) => {
    const before = await count();
    const res = await req('POST', `/api/contents/create/${source}`, teacher, body);
    expect(res.statusCode).toBe(422);
    expect(errorMessage(res)).toBe(message);
    expect(res.json().errors[field]).toEqual([message]);
    expect(await count()).toBe(before);
  });

  it('refuses an unknown category', async () => {
    const res = await req('POST', '/api/contents/create/999999', teacher, doc);
    expect(res.statusCode).toBe(404);
    expect(errorMessage(res)).toBe('Category not found');
  });

  it('counts theory and exercises in the subtree counts, but not no_progress items', async () => {
    await req('POST', '/api/categories/chapters/', teacher);
    const countsOf = async () =>
      (await t.app.db.select().from(categoryCounts).where(eq(categoryCounts.categoryId, source)))[0];
    const before = await countsOf();
    await createContent({ ...doc, content_type: 'exercise' });
    await createContent({ ...doc, content_type: 'theory', no_progress: true });
    const after = await countsOf();
    expect(after).toMatchObject({ theory: before.theory, exercises: before.exercises + 1 });
  });
});

describe('PUT /api/contents/update/{id}', () => {
  it('updates and answers with object; a left-out file path stays', async () => {
    const item = await createContent(doc);
    const { file_path: _unchanged, ...rest } = doc;
    const res = await req('PUT', `/api/contents/update/${item.id}`, teacher, {
      ...rest,
      id: item.id,
      name: 'Neu',
      content_type: 'exercise',
      relevance: 5,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Content updated');
    expect(res.json().object).toMatchObject({
      id: item.id,
      name: 'Neu',
      content_type: 'exercise',
      relevance: 5,
      file_path: PDF,
      file_extension: 'pdf',
    });
    const toUrl = await req('PUT', `/api/contents/update/${item.id}`, teacher, {
      media_type: 'url',
      file_path: 'https://example.com/a',
    });
    expect(toUrl.json().object).toMatchObject({
      media_type: 'url',
      file_path: 'https://example.com/a',
      file_extension: null,
      name: 'Neu',
    });
  });

  it.each([
    [{ name: '' }, 'Title must be entered'],
    [{ description: '' }, 'Description must be entered'],
    [{ relevance: 9 }, 'Relevance needs to be between 1 and 5'],
    [{ difficulty: '' }, 'Difficulty needs to be between 1 and 5'],
    [{ media_type: '' }, 'Please choose media type'],
    [{ file_path: '' }, 'You need to upload document first'],
    // Switching a document to a url without a url keeps the file name, which is no url.
    [{ media_type: 'url' }, 'You need to enter valid url first'],
  ])('refuses %j with "%s" and keeps the item', async (body, message) => {
    const item = await createContent(doc);
    const res = await req('PUT', `/api/contents/update/${item.id}`, teacher, body);
    expect(res.statusCode).toBe(422);
    expect(errorMessage(res)).toBe(message);
    const [row] = await t.app.db.select().from(contents).where(eq(contents.id, item.id));
    expect(row).toMatchObject({ name: 'Skript', mediaType: 'document', filePath: PDF });
  });

  it('is 404 for an unknown item', async () => {
    expect((await req('PUT', '/api/contents/update/999999', teacher, doc)).statusCode).toBe(404);
  });
});

describe('DELETE /api/contents/{id} and POST /api/contents/delete', () => {
  it('deletes one item; again is 404', async () => {
    const item = await createContent(url);
    const res = await req('DELETE', `/api/contents/${item.id}`, teacher);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: 'Content deleted',
      deleted: [item.id],
      trash_id: expect.any(Number),
    });
    const again = await req('DELETE', `/api/contents/${item.id}`, teacher);
    expect(again.statusCode).toBe(404);
    expect(errorMessage(again)).toBe('Content not found');
  });

  it('deletes many in one transaction: one unknown id and nothing is deleted', async () => {
    const a = await createContent(url);
    const b = await createContent(url);
    const bad = await req('POST', '/api/contents/delete', teacher, { content_ids: [a.id, 999999, b.id] });
    expect(bad.statusCode).toBe(422);
    expect(errorMessage(bad)).toBe('Some of the selected contents do not exist');
    expect(
      (
        await t.app.db
          .select()
          .from(contents)
          .where(inArray(contents.id, [a.id, b.id]))
      ).length,
    ).toBe(2);
    expect(
      (await req('POST', '/api/contents/delete', teacher, { content_ids: [a.id, b.id] })).statusCode,
    ).toBe(200);
    expect(
      (
        await t.app.db
          .select()
          .from(contents)
          .where(inArray(contents.id, [a.id, b.id]))
      ).length,
    ).toBe(0);
  });
});

describe('POST /api/contents/update/moveTo/{id}', () => {
  it('moves the given items, all or none', async () => {
    const a = await createContent(url);
    const b = await createContent(doc);
    const bad = await req('POST', `/api/contents/update/moveTo/${target}`, teacher, {
      content_ids: [a.id, b.id, 999999],
    });
    expect(bad.statusCode).toBe(422);
    let rows = await t.app.db
      .select()
      .from(contents)
      .where(inArray(contents.id, [a.id, b.id]));
    expect(rows.map((r) => r.categoryId)).toEqual([source, source]);
    const res = await req('POST', `/api/contents/update/moveTo/${target}`, teacher, {
      content_ids: [a.id, b.id],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Content moved', category_id: target });
    rows = await t.app.db
      .select()
      .from(contents)
      .where(inArray(contents.id, [a.id, b.id]));
    expect(rows.map((r) => r.categoryId)).toEqual([target, target]);
    expect(
      (await req('POST', '/api/contents/update/moveTo/999999', teacher, { content_ids: [a.id] })).statusCode,
    ).toBe(404);
  });
});
