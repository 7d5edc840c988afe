import { writeFileSync, existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cardProgress, categories, lessons, trashBatches, uploadedFiles } from '../../db/schema.js';
import { bearer, createTestApp, errorMessage, loginAs, type TestApp } from '../../test/harness.js';
import { removeOrphanUploads } from '../files/service.js';
import { purgeExpiredTrash, TRASH_MESSAGES } from './service.js';

/**
 * Issue 18 §2: deletions go to a trash kept 30 days; a restore brings everything back exactly, with the learners'
 * answers and progress; delete for good and the purge job remove it. §8: the orphan-upload job.
 */
let t: TestApp;
let teacher: string;
let admin: string;
let student: string;
let mathId: number;

const req = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: object) =>
  t.app.inject({ method, url, headers: token ? bearer(token) : {}, payload });
const rows = <T>(res: unknown) => (res as { rows: T[] }).rows;

async function createCategory(title: string, parentId: number) {
  const res = await req('POST', '/api/categories', teacher, { title, parent_id: parentId });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().category.id as number;
}
async function createCard(categoryId: number, title: string) {
  const res = await req('POST', `/api/cards/create/${categoryId}`, teacher, {
    title,
    type: 2,
    relevance: 3,
    difficulty: 3,
    learntype_id: 0,
    data: { front_html: `<p>${title} front</p>`, back_html: `<p>${title} back</p>` },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().card.id as number;
}
async function createContent(categoryId: number, name: string) {
  const res = await req('POST', `/api/contents/create/${categoryId}`, teacher, {
    name,
    description: 'Theorie',
    relevance: 3,
    difficulty: 3,
    media_type: 'url',
    file_path: 'https://example.com/theory',
    content_type: 'theory',
    solution_active: '1',
    solution_path: '',
    no_progress: false,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().object.id as number;
}

const progress = async (token = student) =>
  (await req('GET', `/api/categories/progress/${mathId}/7?children=1`, token)).json();
const tree = async (token = student) => (await req('GET', `/api/cats/${mathId}`, token)).body;
const trashList = async () =>
  (await req('GET', '/api/trash', teacher)).json().entries as Array<Record<string, unknown>>;

beforeAll(async () => {
  t = await createTestApp();
  [teacher, admin, student] = await Promise.all([
    loginAs(t.app, 'teacher'),
    loginAs(t.app, 'admin'),
    loginAs(t.app, 'student'),
  ]);
  [{ id: mathId }] = await t.app.db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.title, 'Mathematik//Maturität'));
});
afterAll(async () => t?.close());

describe('a category with children, cards and contents', () => {
  let parent: number;
  let child: number;
  let cardA: number;
  let cardB: number;
  let content: number;
  let studentId: number;

  // a fresh subtree for every test: they delete, restore and purge it, in any order
  let parentTitle: string;
  let childTitle: string;
  let fixtures = 0;
  beforeEach(async () => {
    fixtures++;
    [parentTitle, childTitle] = [`Trash parent ${fixtures}`, `Trash child ${fixtures}`];
    parent = await createCategory(parentTitle, mathId);
    child = await createCategory(childTitle, parent);
    cardA = await createCard(parent, 'Card A');
    cardB = await createCard(child, 'Card B');
    await createCard(child, 'Card C');
    content = await createContent(parent, 'Skript');
    studentId = (await req('POST', '/api/auth', student, {})).json().user.id;
    expect((await req('POST', `/api/cards/${cardA}/1`, student)).statusCode).toBe(200);
    expect((await req('POST', `/api/cards/${cardB}/0`, student)).statusCode).toBe(200);
    expect((await req('PUT', `/api/contents/update/${content}/stack?value=666`, student)).statusCode).toBe(
      200,
    );
  });

  it('the confirmation names what goes with it', async () => {
    const res = await req('GET', `/api/categories/${parent}/delete-summary`, teacher);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ title: parentTitle, subcategories: 1, cards: 3, contents: 1 });
    expect((await req('GET', `/api/categories/${parent}/delete-summary`, student)).statusCode).toBe(403);
    expect((await req('GET', `/api/categories/999999/delete-summary`, teacher)).statusCode).toBe(404);
  });

  it('is deleted into the trash, disappears from every read, and comes back exactly with progress', async () => {
    const progressBefore = await progress();
    const treeBefore = await tree();
    const adminTreeBefore = await tree(teacher);
    expect(treeBefore).toContain(parentTitle);

    const del = await req('POST', `/api/categories/delete/${parent}`, teacher);
    expect(del.statusCode, del.body).toBe(200);
    const trashId = del.json().trash_id as number;
    expect(del.json().deleted.sort()).toEqual([parent, child].sort());

    // gone for learners and authors alike
    expect(await tree()).not.toContain(parentTitle);
    expect(await tree(teacher)).not.toContain(childTitle);
    expect(await progress()).not.toEqual(progressBefore);
    expect((await req('GET', `/api/cards/${cardA}`, teacher)).statusCode).toBe(404);
    expect((await req('GET', `/api/contents/${content}`, student)).statusCode).toBe(404);
    expect((await req('GET', `/api/categories/${child}`, student)).statusCode).toBe(404);
    expect((await req('POST', `/api/cards/${cardA}/1`, student)).statusCode).toBe(404);
    // the progress rows stay
    const kept = await t.app.db.select().from(cardProgress).where(eq(cardProgress.userId, studentId));
    expect(kept.map((r) => r.cardId)).toEqual(expect.arrayContaining([cardA, cardB]));

    const entry = (await trashList()).find((e) => e.id === trashId)!;
    expect(entry).toMatchObject({
      kind: 'category',
      title: parentTitle,
      summary: { subcategories: 1, cards: 3, contents: 1 },
      deleted_by_name: expect.any(String),
      days_left: 30,
    });

    const restored = await req('POST', `/api/trash/${trashId}/restore`, teacher);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json().message).toBe(TRASH_MESSAGES.RESTORED.en);
    expect(await progress()).toEqual(progressBefore);
    expect(await tree()).toEqual(treeBefore);
    expect(await tree(teacher)).toEqual(adminTreeBefore);
    expect((await trashList()).some((e) => e.id === trashId)).toBe(false);
    // a second restore of the same entry
    const again = await req('POST', `/api/trash/${trashId}/restore`, teacher);
    expect(again.statusCode).toBe(404);
    expect(errorMessage(again)).toBe(TRASH_MESSAGES.NOT_FOUND.en);
  });

  it('goes back to its old position and its subtree path follows a moved parent', async () => {
    const sibling = await createCategory('Trash sibling', mathId);
    const positions = async () =>
      (await t.app.db.select().from(categories).where(eq(categories.parentId, mathId)))
        .sort((a, b) => a.position - b.position)
        .map((c) => c.id);
    const before = await positions();
    const del = await req('POST', `/api/categories/delete/${parent}`, teacher);
    expect(await positions()).toEqual(before.filter((id) => id !== parent));
    await req('POST', `/api/trash/${del.json().trash_id}/restore`, teacher);
    expect(await positions()).toEqual(before);
    const [childRow] = await t.app.db.select().from(categories).where(eq(categories.id, child));
    expect(childRow.path).toMatch(new RegExp(`/${mathId}/${parent}/${child}/$`));
    await req('POST', `/api/categories/delete/${sibling}`, teacher);
  });

  it('a card deleted before its category is restored only after the category', async () => {
    const del = await req('DELETE', `/api/cards/${cardB}`, teacher);
    expect(del.statusCode).toBe(200);
    const cardTrash = del.json().trash_id;
    const catTrash = (await req('POST', `/api/categories/delete/${child}`, teacher)).json().trash_id;
    const refused = await req('POST', `/api/trash/${cardTrash}/restore`, teacher);
    expect(refused.statusCode).toBe(422);
    expect(errorMessage(refused)).toBe(TRASH_MESSAGES.CATEGORY_TRASHED.en);
    expect((await req('POST', `/api/trash/${catTrash}/restore`, teacher)).statusCode).toBe(200);
    expect((await req('POST', `/api/trash/${cardTrash}/restore`, teacher)).statusCode).toBe(200);
    expect((await req('GET', `/api/cards/${cardB}`, teacher)).statusCode).toBe(200);
  });

  it('deleted for good: the rows and their progress are gone', async () => {
    const trashId = (await req('POST', `/api/categories/delete/${parent}`, teacher)).json().trash_id;
    expect((await req('POST', `/api/trash/${trashId}/delete`, student)).statusCode).toBe(403);
    const res = await req('POST', `/api/trash/${trashId}/delete`, teacher);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(TRASH_MESSAGES.PURGED.en);
    const left = rows<{ n: number }>(
      await t.app.db.execute(
        sql`select count(*)::int as n from categories_all where id in (${parent}, ${child})`,
      ),
    );
    expect(left[0].n).toBe(0);
    const progressRows = await t.app.db.select().from(cardProgress).where(eq(cardProgress.cardId, cardA));
    expect(progressRows).toEqual([]);
    expect((await req('POST', `/api/trash/${trashId}/restore`, teacher)).statusCode).toBe(404);
  });
});

describe('cards, contents, lessons and roles', () => {
  it('bulk card and content deletes are one entry each and undo together', async () => {
    const cat = await createCategory('Bulk', mathId);
    const ids = [await createCard(cat, 'B1'), await createCard(cat, 'B2')];
    const contentId = await createContent(cat, 'Bulk content');
    const cards = await req('POST', '/api/cards/delete', teacher, { card_ids: ids });
    expect(cards.statusCode).toBe(200);
    const contents = await req('DELETE', `/api/contents/${contentId}`, teacher);
    expect(contents.statusCode).toBe(200);
    const list = await trashList();
    expect(list.find((e) => e.id === cards.json().trash_id)).toMatchObject({
      // the names and the category they came from (issue 34 §6)
      kind: 'cards',
      title: 'B1, B2',
      source: 'Bulk',
      summary: { cards: 2 },
    });
    expect(list.find((e) => e.id === contents.json().trash_id)).toMatchObject({
      kind: 'contents',
      title: 'Bulk content',
      source: 'Bulk',
    });
    const admin1 = await req('GET', `/api/categories/${cat}?cards=1&admin=1`, teacher);
    expect(admin1.body).not.toContain('B1');
    await req('POST', `/api/trash/${cards.json().trash_id}/restore`, teacher);
    await req('POST', `/api/trash/${contents.json().trash_id}/restore`, teacher);
    const admin2 = await req('GET', `/api/categories/${cat}?cards=1&admin=1`, teacher);
    expect(admin2.body).toContain('B1');
    expect(admin2.body).toContain('B2');
    expect((await req('GET', `/api/contents/${contentId}`, teacher)).statusCode).toBe(200);
  });

  it('a role goes to the trash and a restore gives the access back', async () => {
    const learner = await req('POST', '/api/auth/register', undefined, {
      name: 'Role Learner',
      email: 'role-learner@learner.test',
      password: 'secret-password',
      terms: true,
    });
    const { token, user } = learner.json();
    const created = await req('POST', `/api/roles/create/${user.id}`, teacher, {
      category_id: mathId,
      exam_type: 'matur',
      start_date: '2020-01-01',
      expiration_date: '2099-12-31',
    });
    expect(created.statusCode, created.body).toBe(201);
    const roleId = created.json().role.id;
    const roots = async () => (await req('GET', '/api/cats/roots', token)).json().roots.length;
    expect(await roots()).toBeGreaterThan(0);
    const del = await req('POST', `/api/roles/delete/${roleId}`, teacher);
    expect(del.statusCode).toBe(200);
    expect(await roots()).toBe(0);
    expect((await trashList()).find((e) => e.id === del.json().trash_id)).toMatchObject({ kind: 'role' });
    expect((await req('POST', `/api/trash/${del.json().trash_id}/restore`, teacher)).statusCode).toBe(200);
    expect(await roots()).toBeGreaterThan(0);
  });

  it('a role whose user was deleted is not "restored": 422 with a code and a message naming why (issue 33)', async () => {
    const learner = await req('POST', '/api/auth/register', undefined, {
      name: 'Gone Learner',
      email: 'gone-learner@learner.test',
      password: 'secret-password',
      terms: true,
    });
    const { user } = learner.json();
    const created = await req('POST', `/api/roles/create/${user.id}`, teacher, {
      category_id: mathId,
      exam_type: 'matur',
      start_date: '2020-01-01',
      expiration_date: '2099-12-31',
    });
    const del = await req('POST', `/api/roles/delete/${created.json().role.id}`, teacher);
    expect((await req('POST', `/api/user/delete/${user.id}`, admin)).statusCode).toBe(200);

    const restore = await req('POST', `/api/trash/${del.json().trash_id}/restore`, teacher);
    expect(restore.statusCode).toBe(422);
    expect(restore.json()).toMatchObject({
      code: 'trash.role_user_gone',
      message: TRASH_MESSAGES.ROLE_USER_GONE.en,
    });
    expect(errorMessage(restore)).toBe(
      'This role cannot be restored: its user has been deleted. Create the role again for an existing account if needed.',
    );
    // the entry stays in the trash (to delete for good), and nothing was restored
    expect((await trashList()).map((e) => e.id)).toContain(del.json().trash_id);
    const left = rows<{ n: number }>(
      await t.app.db.execute(sql`select count(*)::int as n from roles_all where user_id = ${user.id}`),
    );
    expect(left[0].n).toBe(0);
  });

  it('a lesson goes to the trash and comes back', async () => {
    const [lesson] = await t.app.db
      .insert(lessons)
      .values({
        title: 'Trash lesson',
        link: 'https://meet.example.com/1',
        day: '2031-03-12',
        start: '18:00',
        end: '19:00',
        password: 'pw',
        meetingId: '1',
      })
      .returning();
    const del = await req('POST', `/api/lesson/delete/${lesson.id}`, teacher);
    expect(del.statusCode).toBe(200);
    expect(await t.app.db.select().from(lessons).where(eq(lessons.id, lesson.id))).toEqual([]);
    expect((await req('POST', `/api/trash/${del.json().trash_id}/restore`, teacher)).statusCode).toBe(200);
    expect((await t.app.db.select().from(lessons).where(eq(lessons.id, lesson.id)))[0].title).toBe(
      'Trash lesson',
    );
  });
});

describe('the purge job', () => {
  it('deletes entries older than 30 days for good and keeps younger ones', async () => {
    const cat = await createCategory('Purge', mathId);
    const [old, young] = [await createCard(cat, 'Old'), await createCard(cat, 'Young')];
    const oldTrash = (await req('DELETE', `/api/cards/${old}`, teacher)).json().trash_id;
    const youngTrash = (await req('DELETE', `/api/cards/${young}`, teacher)).json().trash_id;
    const daysAgo = (n: number) => new Date(Date.now() - n * 24 * 60 * 60 * 1000);
    await t.app.db
      .update(trashBatches)
      .set({ deletedAt: daysAgo(31) })
      .where(eq(trashBatches.id, oldTrash));
    await t.app.db
      .update(trashBatches)
      .set({ deletedAt: daysAgo(29) })
      .where(eq(trashBatches.id, youngTrash));
    expect(await purgeExpiredTrash(t.app)).toBe(1);
    const left = rows<{ id: number }>(
      await t.app.db.execute(sql`select id from cards_all where id in (${old}, ${young})`),
    );
    expect(left.map((r) => r.id)).toEqual([young]);
    expect((await trashList()).map((e) => e.id)).toContain(youngTrash);
    expect((await trashList()).map((e) => e.id)).not.toContain(oldTrash);
  });
});

describe('the orphan-upload job', () => {
  it('removes uploads nothing refers to after a day, keeps those of cards (also in the trash)', async () => {
    const dir = path.join(t.storageDir, 'user_uploads');
    mkdirSync(dir, { recursive: true });
    const orphan = '1700000000000-0123456789abcdef.png';
    const used = '1700000000001-0123456789abcdef.png';
    const fresh = '1700000000002-0123456789abcdef.png';
    // a real 1×1 PNG: an image card's sides take pictures only, judged by their content
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
      'base64',
    );
    for (const name of [orphan, used, fresh]) writeFileSync(path.join(dir, name), png);
    const dayAgo = new Date(Date.now() - 25 * 60 * 60 * 1000);
    await t.app.db.insert(uploadedFiles).values([
      { name: orphan, originalName: 'a.png', mime: 'image/png', size: 1, createdAt: dayAgo },
      { name: used, originalName: 'b.png', mime: 'image/png', size: 1, createdAt: dayAgo },
      { name: fresh, originalName: 'c.png', mime: 'image/png', size: 1 },
    ]);
    const cat = await createCategory('Uploads', mathId);
    const card = await req('POST', `/api/cards/create/${cat}`, teacher, {
      title: 'Picture',
      type: 1,
      relevance: 3,
      difficulty: 3,
      learntype_id: 0,
      data: { front_picture: used, back_picture: used },
    });
    expect(card.statusCode, card.body).toBe(201);
    await req('DELETE', `/api/cards/${card.json().card.id}`, teacher);

    expect(await removeOrphanUploads(t.app)).toEqual([orphan]);
    expect(existsSync(path.join(dir, orphan))).toBe(false);
    expect(existsSync(path.join(dir, used))).toBe(true);
    expect(existsSync(path.join(dir, fresh))).toBe(true);
  });
});

describe('input', () => {
  it.each(['abc', '0', '-1', '1.5'])('a bad trash id %s is a 422, never a 5xx', async (id) => {
    const res = await req('POST', `/api/trash/${id}/restore`, teacher);
    expect(res.statusCode).toBe(422);
  });
  it('admins see the trash too; learners do not', async () => {
    expect((await req('GET', '/api/trash', admin)).statusCode).toBe(200);
    expect((await req('GET', '/api/trash', student)).statusCode).toBe(403);
  });
});
