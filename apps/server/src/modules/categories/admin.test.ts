import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, isNull, sql } from 'drizzle-orm';
import { cards, categories, categoryCounts, contents, EXAM_FLAGS, progressCache } from '../../db/schema.js';
import { bearer, createTestApp, errorMessage, loginAs, type TestApp } from '../../test/harness.js';

let t: TestApp;
let teacher: string;
let admin: string;
let student: string;
beforeAll(async () => {
  t = await createTestApp();
  [teacher, admin, student] = await Promise.all([
    loginAs(t.app, 'teacher'),
    loginAs(t.app, 'admin'),
    loginAs(t.app, 'student'),
  ]);
});
afterAll(() => t.close());

const req = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: unknown) =>
  t.app.inject({ method, url, payload: payload as object, headers: token ? bearer(token) : {} });

/** The children of a parent as [id, position] in position order. */
async function children(parentId: number | null) {
  const rows = await t.app.db
    .select({ id: categories.id, position: categories.position })
    .from(categories)
    .where(parentId === null ? isNull(categories.parentId) : eq(categories.parentId, parentId))
    .orderBy(asc(categories.position), asc(categories.id));
  return rows;
}
const ids = async (parentId: number | null) => (await children(parentId)).map((r) => r.id);
async function expectDense(parentId: number | null) {
  const rows = await children(parentId);
  expect(rows.map((r) => r.position)).toEqual(rows.map((_, i) => i));
}
async function row(id: number) {
  return (await t.app.db.select().from(categories).where(eq(categories.id, id)))[0];
}
async function create(body: Record<string, unknown>, token = teacher) {
  const res = await req('POST', '/api/categories', token, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().category as { id: number; path: string; position: number; parent_id: number | null };
}

describe('access: teachers and admins only', () => {
  it.each([
    ['POST', '/api/categories', { title: 'X' }],
    ['POST', '/api/categories/1', { title: 'X' }],
    ['POST', '/api/categories/delete/1', undefined],
    ['POST', '/api/categories/1/move/0', { parent_id: 0 }],
    ['POST', '/api/categories/chapters/', undefined],
  ] as const)('%s %s: anonymous 401, student 403, nothing changed', async (method, url, body) => {
    const before = await t.app.db.select({ n: sql<number>`count(*)::int` }).from(categories);
    const anonymous = await req(method, url, undefined, body);
    expect(anonymous.statusCode).toBe(401);
    expect(errorMessage(anonymous)).toBe('Please log in');
    const learner = await req(method, url, student, body);
    expect(learner.statusCode).toBe(403);
    const after = await t.app.db.select({ n: sql<number>`count(*)::int` }).from(categories);
    expect(after).toEqual(before);
    expect((await row(1)).title).toBe('Mathematik//Maturität');
  });

  it('an admin may author too', async () => {
    const created = await create({ title: 'Admin made' }, admin);
    expect((await req('POST', `/api/categories/delete/${created.id}`, admin)).statusCode).toBe(200);
  });
});

describe('POST /api/categories (create at a position)', () => {
  it('creates with the defaults: description "...", all 14 flags on, appended at the end', async () => {
    const parent = await create({ title: 'Kurs A' });
    const res = await req('POST', '/api/categories', teacher, { title: 'Kapitel', parent_id: parent.id });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.message).toBe('Category created');
    expect(body.category).toMatchObject({
      title: 'Kapitel',
      name: 'Kapitel',
      description: '...',
      parent_id: parent.id,
      position: 0,
    });
    for (const flag of EXAM_FLAGS) expect(body.category[flag]).toBe('1');
    expect(body.category.path).toBe(`${parent.path}${body.category.id}/`);
    expect(body.category.depth).toBe(1);
  });

  it('inserts at the given position and shifts the later siblings, keeping positions dense', async () => {
    const parent = await create({ title: 'Kurs B' });
    const a = await create({ title: 'A', parent_id: parent.id });
    const b = await create({ title: 'B', parent_id: parent.id });
    const c = await create({ title: 'C', parent_id: parent.id });
    const x = await create({ title: 'X', parent_id: parent.id, position: 1 });
    expect(x.position).toBe(1);
    expect(await ids(parent.id)).toEqual([a.id, x.id, b.id, c.id]);
    await expectDense(parent.id);
    const first = await create({ title: 'First', parent_id: parent.id, position: 0 });
    const beyond = await create({ title: 'Beyond', parent_id: parent.id, position: 99 });
    expect(await ids(parent.id)).toEqual([first.id, a.id, x.id, b.id, c.id, beyond.id]);
    await expectDense(parent.id);
  });

  it('creates at the top level for parent_id 0, "0" or null, with a form post too', async () => {
    const before = (await ids(null)).length;
    for (const parent_id of [0, '0', null]) {
      const c = await create({ title: `Top ${String(parent_id)}`, parent_id, position: 0 });
      expect(c.parent_id).toBeNull();
      expect(c.path).toBe(`/${c.id}/`);
      expect((await ids(null))[0]).toBe(c.id);
    }
    expect((await ids(null)).length).toBe(before + 3);
    await expectDense(null);
  });

  it('accepts name as an alias of title and flags as 1/0/true/false; cleans the description', async () => {
    const c = await create({
      name: 'Alias',
      eth: '0',
      uzh: false,
      pass: 0,
      matur: 'true',
      description: '<p onclick="x()">Hallo<script>alert(1)</script></p>',
    });
    const stored = await row(c.id);
    expect(stored.title).toBe('Alias');
    expect([stored.eth, stored.uzh, stored.pass, stored.matur, stored.peth]).toEqual([
      false,
      false,
      false,
      true,
      true,
    ]);
    expect(stored.description).toBe('<p>Hallo</p>');
  });

  it('refuses a description nested deeper than 100 levels with a 422 naming the limit', async () => {
    const res = await req('POST', '/api/categories', teacher, {
      title: 'Deep',
      description: '<div>'.repeat(20_000),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.description).toEqual([
      'The HTML is nested too deeply: at most 100 levels. Remove nested formatting.',
    ]);
  });

  it.each([
    [{ title: '' }, 'title', 'Title must be entered'],
    [{ title: '   ' }, 'title', 'Title must be entered'],
    [{}, 'title', 'Title must be entered'],
    [{ title: 'x'.repeat(256) }, 'title', 'The title may not be greater than 255 characters.'],
    [{ title: 'Orphan', parent_id: 999999 }, 'parent_id', 'The selected parent category does not exist.'],
  ])('refuses %j with 422 "%s"', async (body, field, message) => {
    const before = await t.app.db.select({ n: sql<number>`count(*)::int` }).from(categories);
    const res = await req('POST', '/api/categories', teacher, body);
    expect(res.statusCode).toBe(422);
    expect(errorMessage(res)).toBe(message);
    expect(res.json().errors[field]).toEqual([message]);
    expect(await t.app.db.select({ n: sql<number>`count(*)::int` }).from(categories)).toEqual(before);
  });

  it('accepts the spec form (multipart) as well as JSON', async () => {
    const boundary = 'portal-form';
    const fields = { title: 'Formular', description: 'aus dem Formular', eth: '0', position: '0' };
    const payload =
      Object.entries(fields)
        .map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
        .join('') + `--${boundary}--\r\n`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/categories',
      payload,
      headers: { ...bearer(teacher), 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().category).toMatchObject({
      title: 'Formular',
      description: 'aus dem Formular',
      eth: '0',
      ethr: '1',
      position: 0,
    });
  });

  it('refuses a bad flag or position with a 422, never a 5xx', async () => {
    for (const body of [
      { title: 'T', eth: 'yes' },
      { title: 'T', position: -1 },
      { title: 'T', position: 'abc' },
      { title: 'T', parent_id: 'abc' },
    ]) {
      const res = await req('POST', '/api/categories', teacher, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
    }
  });
});

describe('POST /api/categories/{id} (update)', () => {
  it('updates title, description and flags and answers with updatedObject', async () => {
    const c = await create({ title: 'Before' });
    const res = await req('POST', `/api/categories/${c.id}`, teacher, {
      title: 'After',
      description: '<b>neu</b><img src=x onerror=alert(1)>',
      pmatur: '0',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Category updated');
    expect(res.json().updatedObject).toMatchObject({
      id: c.id,
      title: 'After',
      description: '<b>neu</b><img src="x">',
      pmatur: '0',
      matur: '1',
    });
    // The place in the tree is not changed by an update.
    const moved = await req('POST', `/api/categories/${c.id}`, teacher, {
      title: 'After',
      parent_id: 1,
      position: 0,
    });
    expect(moved.json().updatedObject).toMatchObject({ parent_id: null, position: c.position });
  });

  it('refuses an empty title and an unknown id', async () => {
    const c = await create({ title: 'Keep' });
    const empty = await req('POST', `/api/categories/${c.id}`, teacher, { title: '' });
    expect(empty.statusCode).toBe(422);
    expect(errorMessage(empty)).toBe('Title must be entered');
    expect((await row(c.id)).title).toBe('Keep');
    const unknown = await req('POST', '/api/categories/999999', teacher, { title: 'X' });
    expect(unknown.statusCode).toBe(404);
    expect(errorMessage(unknown)).toBe('Category not found');
    expect((await req('POST', '/api/categories/abc', teacher, { title: 'X' })).statusCode).toBe(422);
  });

  it('marks every cached progress tree stale (flags decide what learners see)', async () => {
    const c = await create({ title: 'Flags' });
    await req('GET', '/api/categories?children=1', student);
    const before = await t.app.db.select().from(progressCache);
    expect(before.length).toBeGreaterThan(0);
    await req('POST', `/api/categories/${c.id}`, teacher, { eth: '0' });
    const after = await t.app.db.select().from(progressCache);
    for (const entry of after) {
      const old = before.find((b) => b.userId === entry.userId);
      if (old) expect(entry.version).toBeGreaterThan(old.version);
    }
  });
});

describe('POST /api/categories/{id}/move/{position}', () => {
  it('reorders within the same parent: position is the index among the other siblings', async () => {
    const p = await create({ title: 'Move 1' });
    const [a, b, c, d] = [
      await create({ title: 'a', parent_id: p.id }),
      await create({ title: 'b', parent_id: p.id }),
      await create({ title: 'c', parent_id: p.id }),
      await create({ title: 'd', parent_id: p.id }),
    ];
    // Dragging a to just before d: the client dropped at index 3 in [a b c d] and sends 3 - 1 = 2.
    const res = await req('POST', `/api/categories/${a.id}/move/2`, teacher, { parent_id: p.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Category moved',
      category: { id: a.id, parent_id: p.id, position: 2 },
    });
    expect(await ids(p.id)).toEqual([b.id, c.id, a.id, d.id]);
    await req('POST', `/api/categories/${d.id}/move/0`, teacher, { parent_id: p.id });
    expect(await ids(p.id)).toEqual([d.id, b.id, c.id, a.id]);
    await expectDense(p.id);
    // Without parent_id the category stays under its parent.
    await req('POST', `/api/categories/${a.id}/move/0`, teacher, {});
    expect(await ids(p.id)).toEqual([a.id, d.id, b.id, c.id]);
    await expectDense(p.id);
  });

  it('moves a subtree to another parent: dense positions on both sides, path and depth of the whole subtree', async () => {
    const left = await create({ title: 'Left' });
    const right = await create({ title: 'Right' });
    const l1 = await create({ title: 'l1', parent_id: left.id });
    const l2 = await create({ title: 'l2', parent_id: left.id });
    const l3 = await create({ title: 'l3', parent_id: left.id });
    const deep = await create({ title: 'deep', parent_id: l2.id });
    const deeper = await create({ title: 'deeper', parent_id: deep.id });
    const r1 = await create({ title: 'r1', parent_id: right.id });
    const r2 = await create({ title: 'r2', parent_id: right.id });

    const res = await req('POST', `/api/categories/${l2.id}/move/1`, teacher, { parent_id: right.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(await ids(left.id)).toEqual([l1.id, l3.id]);
    expect(await ids(right.id)).toEqual([r1.id, l2.id, r2.id]);
    await expectDense(left.id);
    await expectDense(right.id);
    expect(await row(l2.id)).toMatchObject({ parentId: right.id, path: `${right.path}${l2.id}/`, depth: 1 });
    expect(await row(deep.id)).toMatchObject({ path: `${right.path}${l2.id}/${deep.id}/`, depth: 2 });
    expect(await row(deeper.id)).toMatchObject({
      path: `${right.path}${l2.id}/${deep.id}/${deeper.id}/`,
      depth: 3,
    });

    // To the top level (parent_id 0), and one level down again.
    await req('POST', `/api/categories/${deep.id}/move/0`, teacher, { parent_id: 0 });
    expect(await row(deep.id)).toMatchObject({ parentId: null, path: `/${deep.id}/`, depth: 0, position: 0 });
    expect(await row(deeper.id)).toMatchObject({ path: `/${deep.id}/${deeper.id}/`, depth: 1 });
    expect(await ids(l2.id)).toEqual([]);
    await expectDense(null);
    await req('POST', `/api/categories/${deep.id}/move/5`, teacher, { parent_id: l1.id });
    expect(await row(deeper.id)).toMatchObject({
      path: `${left.path}${l1.id}/${deep.id}/${deeper.id}/`,
      depth: 3,
    });
    await expectDense(null);
  });

  it('refuses a move into itself or its own subtree, and changes nothing', async () => {
    const top = await create({ title: 'Cycle' });
    const child = await create({ title: 'child', parent_id: top.id });
    const grandchild = await create({ title: 'grandchild', parent_id: child.id });
    const snapshot = await t.app.db.select().from(categories).orderBy(asc(categories.id));
    for (const parent_id of [top.id, child.id, grandchild.id]) {
      const res = await req('POST', `/api/categories/${top.id}/move/0`, teacher, { parent_id });
      expect(res.statusCode).toBe(422);
      expect(errorMessage(res)).toBe('A category cannot be moved into itself or one of its subcategories.');
    }
    const self = await req('POST', `/api/categories/${child.id}/move/0`, teacher, { parent_id: child.id });
    expect(self.statusCode).toBe(422);
    expect(await t.app.db.select().from(categories).orderBy(asc(categories.id))).toEqual(snapshot);
  });

  it('refuses an unknown category or parent', async () => {
    expect((await req('POST', '/api/categories/999999/move/0', teacher, { parent_id: 0 })).statusCode).toBe(
      404,
    );
    const res = await req('POST', '/api/categories/1/move/0', teacher, { parent_id: 999999 });
    expect(res.statusCode).toBe(422);
    expect(errorMessage(res)).toBe('The selected parent category does not exist.');
    expect((await req('POST', '/api/categories/1/move/-1', teacher, { parent_id: 0 })).statusCode).toBe(422);
  });

  it('concurrent moves still leave every sibling list dense', async () => {
    const p = await create({ title: 'Race' });
    const q = await create({ title: 'Race 2' });
    const kids = [];
    for (let i = 0; i < 6; i++) kids.push(await create({ title: `k${i}`, parent_id: p.id }));
    await Promise.all(
      kids.map((k, i) =>
        req('POST', `/api/categories/${k.id}/move/${(i * 7) % 4}`, teacher, {
          parent_id: i % 2 ? q.id : p.id,
        }),
      ),
    );
    await expectDense(p.id);
    await expectDense(q.id);
    expect((await ids(p.id)).length + (await ids(q.id)).length).toBe(6);
  });
});

describe('POST /api/categories/delete/{id}', () => {
  it('deletes the subtree with its cards and contents and closes the gap', async () => {
    const p = await create({ title: 'Del' });
    const a = await create({ title: 'a', parent_id: p.id });
    const b = await create({ title: 'b', parent_id: p.id });
    const c = await create({ title: 'c', parent_id: p.id });
    const bChild = await create({ title: 'b1', parent_id: b.id });
    await t.app.db
      .insert(cards)
      .values({ categoryId: bChild.id, title: 'gone', type: 6, data: { question: 'a [b]' } });
    await t.app.db
      .insert(contents)
      .values({ categoryId: b.id, name: 'gone', mediaType: 'url', filePath: 'https://example.com' });
    const res = await req('POST', `/api/categories/delete/${b.id}`, teacher);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Category deleted');
    expect(res.json().deleted.sort()).toEqual([b.id, bChild.id].sort());
    expect(await ids(p.id)).toEqual([a.id, c.id]);
    await expectDense(p.id);
    expect(await t.app.db.select().from(cards).where(eq(cards.categoryId, bChild.id))).toEqual([]);
    expect(await t.app.db.select().from(contents).where(eq(contents.categoryId, b.id))).toEqual([]);
    expect((await req('POST', `/api/categories/delete/${b.id}`, teacher)).statusCode).toBe(404);
  });
});

describe('POST /api/categories/chapters/ (update chapters)', () => {
  it('recomputes the subtree counts of every category', async () => {
    await t.app.db.delete(categoryCounts);
    for (const url of ['/api/categories/chapters/', '/api/categories/chapters']) {
      const res = await req('POST', url, teacher);
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe('Chapters updated');
    }
    const all = await t.app.db.select().from(categories);
    const counts = await t.app.db.select().from(categoryCounts);
    expect(counts.length).toBe(all.length);
    // Brute force: the demo programme 'Mathematik//Maturität' (id 1) over its whole subtree.
    const math = all.find((c) => c.id === 1)!;
    const [expected] = (
      (await t.app.db.execute(sql`
      select
        (select count(*)::int from cards k join categories d on d.id = k.category_id where d.path like ${math.path + '%'}) as cards,
        (select count(*)::int from contents k join categories d on d.id = k.category_id where d.path like ${math.path + '%'} and k.content_type = 'theory' and not k.no_progress) as theory,
        (select count(*)::int from contents k join categories d on d.id = k.category_id where d.path like ${math.path + '%'} and k.content_type = 'exercise' and not k.no_progress) as exercises`)) as {
        rows: unknown;
      }
    ).rows as unknown as { cards: number; theory: number; exercises: number }[];
    expect(expected.cards).toBeGreaterThan(5);
    expect(counts.find((c) => c.categoryId === 1)).toMatchObject(expected);
  });
});
