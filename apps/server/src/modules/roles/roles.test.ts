import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, roles, users } from '../../db/schema.js';
import {
  bearer,
  createTestApp,
  errorMessage,
  loginAs,
  registerStudent,
  type TestApp,
} from '../../test/harness.js';
import { ROLE_MESSAGES } from './schema.js';

let t: TestApp;
let admin: string;
let teacher: string;
let student: string;
let ids: { math: number; science: number; languages: number; biology: number };

const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
const post = (url: string, token: string, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers: bearer(token), payload });

/** A multipart body as the panel sends it (admin spec §7: role update is multipart). */
function multipart(fields: Record<string, string>) {
  const boundary = '----portalTestBoundary';
  const body =
    Object.entries(fields)
      .map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
      .join('') + `--${boundary}--\r\n`;
  return { payload: body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** The roles held on a category now (other tests add and remove roles on the same programme, in any order). */
const rolesOn = async (categoryId: number) =>
  (await t.app.db.select({ id: roles.id }).from(roles).where(eq(roles.categoryId, categoryId))).length;

const rootIds = async (token: string) =>
  ((await get('/api/cats/roots', token)).json().roots as Array<{ id: number }>).map((r) => r.id);

const today = () => new Date().toISOString().slice(0, 10);
const dayOffset = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  t = await createTestApp();
  [admin, teacher, student] = await Promise.all([
    loginAs(t.app, 'admin'),
    loginAs(t.app, 'teacher'),
    loginAs(t.app, 'student'),
  ]);
  const rows = await t.app.db.select({ id: categories.id, title: categories.title }).from(categories);
  const byTitle = (title: string) => rows.find((r) => r.title === title)!.id;
  ids = {
    math: byTitle('Mathematik//Maturität'),
    science: byTitle('Naturwissenschaften'),
    languages: byTitle('Sprachen//Englisch'),
    biology: byTitle('Biologie'),
  };
});
afterAll(async () => t?.close());

describe('GET /api/roles (users with roles, searched and paged)', () => {
  it('lists users with their roles and rights, with totals', async () => {
    const res = await get('/api/roles?q=student@example.com', teacher);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBe(1);
    expect(body.users).toHaveLength(1);
    const stella = body.users[0];
    expect(stella).toMatchObject({
      email: 'student@example.com',
      is_student: 1,
      is_teacher: 0,
      is_admin: 0,
      all_access: 0,
    });
    expect(stella.roles).toHaveLength(1);
    expect(stella.roles[0]).toMatchObject({
      category_id: ids.math,
      category_title: 'Mathematik//Maturität',
      exam_type: 'pecus',
      watch_only: 0,
      generated: false,
      active: true,
    });
  });

  it('pages through many users with a total', async () => {
    for (let i = 0; i < 5; i++) await registerStudent(t.app, `Paging Person ${i}`);
    const first = (await get('/api/roles?q=paging%20person&per_page=2&page=1', admin)).json();
    const third = (await get('/api/roles?q=paging%20person&per_page=2&page=3', admin)).json();
    expect(first).toMatchObject({ total: 5, page: 1, per_page: 2, last_page: 3 });
    expect(first.users).toHaveLength(2);
    expect(third.users).toHaveLength(1);
    expect(first.users.map((u: { name: string }) => u.name)).toEqual(['Paging Person 0', 'Paging Person 1']);
    // bad paging values are refused with a message (API convention: page from 1, per_page 1 to 200)
    const bad = await get('/api/roles?page=-3&per_page=abc', admin);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({
      page: ['The page must be a whole number from 1.'],
      per_page: ['The number per page must be a whole number from 1 to 200.'],
    });
    // a search that is a LIKE pattern matches literally
    expect((await get('/api/roles?q=%25', admin)).json().total).toBe(0);
  });

  it('only users holding a role with with_roles=1', async () => {
    const body = (await get('/api/roles?with_roles=1', admin)).json();
    expect(body.users.every((u: { roles: unknown[] }) => u.roles.length > 0)).toBe(true);
    expect(body.users.map((u: { email: string }) => u.email)).toContain('student@example.com');
  });

  it('is refused to learners', async () => {
    expect((await get('/api/roles', student)).statusCode).toBe(403);
  });
});

describe('GET /api/roles/category (categories with roles and users)', () => {
  it('lists the programmes and the categories holding roles, each with its roles and users', async () => {
    const res = await get('/api/roles/category', teacher);
    expect(res.statusCode).toBe(200);
    const cats = res.json().categories as Array<{
      id: number;
      roles_count: number;
      path_title: string;
      roles: Array<{ user: { email: string } }>;
    }>;
    const math = cats.find((c) => c.id === ids.math)!;
    // the demo student's role, and whatever roles other tests of this file hold on the programme at the moment
    expect(math.roles_count).toBe(await rolesOn(ids.math));
    expect(math.roles_count).toBeGreaterThanOrEqual(1);
    expect(math.path_title).toBe('Mathematik Maturität');
    expect(math.roles).toContainEqual(
      expect.objectContaining({
        exam_type: 'pecus',
        user: expect.objectContaining({ email: 'student@example.com' }),
      }),
    );
    expect(cats.map((c) => c.id)).toEqual(expect.arrayContaining([ids.math, ids.science, ids.languages]));
    expect(cats.map((c) => c.id)).not.toContain(ids.biology);
  });

  it('all=1 lists every category (for the picker); category_id pages one category', async () => {
    const all = (await get('/api/roles/category?all=1', teacher)).json().categories as Array<{
      id: number;
      path_title: string;
    }>;
    expect(all.find((c) => c.id === ids.biology)?.path_title).toBe('Naturwissenschaften › Biologie');
    // in tree order: each programme (by position) followed by its subtree
    const order = all.map((c) => c.id);
    expect(order.indexOf(ids.math)).toBe(0);
    expect(order.indexOf(ids.math)).toBeLessThan(order.indexOf(ids.science));
    expect(order.indexOf(ids.science)).toBeLessThan(order.indexOf(ids.biology));
    expect(order.indexOf(ids.biology)).toBeLessThan(order.indexOf(ids.languages));
    expect(all[1].path_title).toBe('Mathematik Maturität › Algebra');
    const one = (await get(`/api/roles/category?category_id=${ids.math}`, teacher)).json().categories;
    expect(one).toHaveLength(1);
    expect((await get('/api/roles/category?category_id=999999', teacher)).statusCode).toBe(404);
    // three roles on one category, two per page: page 2 holds the oldest one
    const made: number[] = [];
    for (const name of ['Page Learner A', 'Page Learner B', 'Page Learner C']) {
      const learner = await registerStudent(t.app, name);
      const res = await post(`/api/roles/create/${learner.id}`, admin, { category_id: ids.biology });
      made.push(res.json().role.id);
    }
    const page1 = (await get(`/api/roles/category?category_id=${ids.biology}&per_page=2`, teacher)).json()
      .categories[0];
    const page2 = (
      await get(`/api/roles/category?category_id=${ids.biology}&per_page=2&page=2`, teacher)
    ).json().categories[0];
    expect(page1.roles_count).toBe(3);
    expect(page1.roles.map((r: { id: number }) => r.id)).toEqual([made[2], made[1]]);
    expect(page2.roles.map((r: { id: number }) => r.id)).toEqual([made[0]]);
    // the search narrows the roles and their count
    const searched = (
      await get(`/api/roles/category?category_id=${ids.biology}&q=Page%20Learner%20B`, teacher)
    ).json().categories[0];
    expect(searched.roles_count).toBe(1);
    expect(searched.roles[0].user.name).toBe('Page Learner B');
    for (const id of made) await post(`/api/roles/delete/${id}`, admin);
  });

  it('pages the categories with LIMIT/OFFSET and a total, in tree order', async () => {
    const whole = (await get('/api/roles/category?all=1&per_page=200&roles_per_category=0', teacher)).json();
    const order = (whole.categories as Array<{ id: number; roles: unknown[] }>).map((c) => c.id);
    expect(whole.total).toBe(order.length);
    expect(whole).toMatchObject({ page: 1, per_page: 200, last_page: 1 });
    expect(whole.categories.every((c: { roles: unknown[] }) => c.roles.length === 0)).toBe(true);
    expect(order.length).toBeGreaterThan(4);
    const pages: number[] = [];
    const lastPage = Math.ceil(order.length / 3);
    for (let page = 1; page <= lastPage; page++) {
      const res = await get(`/api/roles/category?all=1&per_page=3&page=${page}`, teacher);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({ total: order.length, page, per_page: 3, last_page: lastPage });
      expect(body.categories.length).toBe(page < lastPage ? 3 : order.length - 3 * (lastPage - 1));
      pages.push(...body.categories.map((c: { id: number }) => c.id));
    }
    // the pages put together are the whole list, in the same order
    expect(pages).toEqual(order);
    // past the last page: nothing, the total still told
    const beyond = (await get(`/api/roles/category?all=1&per_page=3&page=${lastPage + 1}`, teacher)).json();
    expect(beyond).toMatchObject({ categories: [], total: order.length, last_page: lastPage });
    // without all=1: the programmes and the categories holding roles, counted the same way
    const listed = (await get('/api/roles/category?per_page=1', teacher)).json();
    expect(listed.categories).toHaveLength(1);
    expect(listed.total).toBe(
      (await get('/api/roles/category?per_page=200', teacher)).json().categories.length,
    );
    // roles_per_category caps each category's roles; roles_count still counts them all
    const capped = (await get('/api/roles/category?roles_per_category=0', teacher)).json();
    const math = capped.categories.find((c: { id: number }) => c.id === ids.math);
    const held = await rolesOn(ids.math);
    expect(math).toMatchObject({ roles_count: held, roles: [] });
    // with category_id the total is the category's number of roles
    expect((await get(`/api/roles/category?category_id=${ids.math}`, teacher)).json()).toMatchObject({
      total: held,
      page: 1,
      last_page: 1,
    });
  });

  it.each([
    ['per_page=0', 'per_page', 'The number per page must be a whole number from 1 to 200.'],
    ['per_page=201', 'per_page', 'The number per page must be a whole number from 1 to 200.'],
    ['per_page=abc', 'per_page', 'The number per page must be a whole number from 1 to 200.'],
    ['per_page=2.5', 'per_page', 'The number per page must be a whole number from 1 to 200.'],
    ['page=0', 'page', 'The page must be a whole number from 1.'],
    ['page=-1', 'page', 'The page must be a whole number from 1.'],
    ['page=abc', 'page', 'The page must be a whole number from 1.'],
    [
      'roles_per_category=201',
      'roles_per_category',
      'The number of roles per category must be a whole number from 0 to 200.',
    ],
  ])('refuses %s with 422 and a message for people', async (query, field, message) => {
    const res = await get(`/api/roles/category?${query}`, teacher);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ message, errors: { [field]: [message] } });
    expect(res.json().code).toMatch(/^roles\.(page|per_page|roles_per_category)$/);
  });
});

describe('role create, update, delete change what the learner sees at once', () => {
  it('create: defaults eth, start and expiry today; the learner sees the programme at once', async () => {
    const learner = await registerStudent(t.app, 'Role Learner');
    // the learner reads first, so a progress tree is cached for them
    expect(await rootIds(learner.token)).toEqual([]);
    expect((await get(`/api/cats/${ids.science}`, learner.token)).statusCode).toBe(403);

    const res = await post(`/api/roles/create/${learner.id}`, admin, { category_id: ids.science });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe(ROLE_MESSAGES.created.en);
    expect(res.json().role).toMatchObject({
      user_id: learner.id,
      category_id: ids.science,
      exam_type: 'eth',
      start_date: today(),
      expiration_date: today(),
      watch_only: 0,
      generated: false,
      active: true,
    });
    expect(await rootIds(learner.token)).toEqual([ids.science]);
    const cat = (await get(`/api/cats/${ids.science}`, learner.token)).json();
    expect(cat.cards.n).toBeGreaterThan(0);

    // update (multipart, as the panel sends it): an exam type whose flag is off on the programme hides it
    const role = res.json().role.id;
    const form = multipart({
      exam_type: 'uzh',
      expiration_date: '2099-12-31T23:00:00.000Z',
      watch_only: '1',
    });
    const upd = await t.app.inject({
      method: 'POST',
      url: `/api/roles/update/${role}`,
      payload: form.payload,
      headers: { ...bearer(teacher), ...form.headers },
    });
    expect(upd.statusCode).toBe(200);
    expect(upd.json().role).toMatchObject({
      exam_type: 'uzh',
      expiration_date: '2099-12-31',
      watch_only: 1,
      start_date: today(),
    });
    expect(await rootIds(learner.token)).toEqual([]);

    // back to an exam type the programme carries: visible again
    const back = await post(`/api/roles/update/${role}`, teacher, { exam_type: 'matur' });
    expect(back.json().role).toMatchObject({ exam_type: 'matur', expiration_date: '2099-12-31' });
    expect(await rootIds(learner.token)).toEqual([ids.science]);

    // delete: gone at once
    const del = await post(`/api/roles/delete/${role}`, teacher);
    expect(del.statusCode).toBe(200);
    expect(del.json().message).toBe(ROLE_MESSAGES.deleted.en);
    expect(await rootIds(learner.token)).toEqual([]);
    expect((await get(`/api/cats/${ids.science}`, learner.token)).statusCode).toBe(403);
    expect((await post(`/api/roles/delete/${role}`, teacher)).statusCode).toBe(404);
  });

  it('the progress numbers follow the role without a stale cache', async () => {
    const learner = await registerStudent(t.app, 'Progress Learner');
    const [algebra] = await t.app.db
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.title, 'Algebra'));
    const sub = await post(`/api/roles/create/${learner.id}`, admin, {
      category_id: algebra.id,
      exam_type: 'matur',
      start_date: dayOffset(-1),
      expiration_date: dayOffset(30),
    });
    expect(sub.statusCode).toBe(201);
    // only the chapter is open: it is the learner's root, and the programme is closed
    expect(await rootIds(learner.token)).toEqual([algebra.id]);
    const chapter = (await get(`/api/categories/progress/${algebra.id}/7`, learner.token)).json();
    expect((await get(`/api/categories/progress/${ids.math}/7`, learner.token)).statusCode).toBe(403);
    // the whole programme: its counts include more than the chapter's, read straight after the create
    const whole = await post(`/api/roles/create/${learner.id}`, admin, {
      category_id: ids.math,
      exam_type: 'matur',
      expiration_date: dayOffset(30),
    });
    const programme = (await get(`/api/categories/progress/${ids.math}/7`, learner.token)).json();
    expect(programme.cards.n).toBeGreaterThan(chapter.cards.n);
    expect((await get(`/api/categories/progress/${algebra.id}/7`, learner.token)).json().cards.n).toBe(
      chapter.cards.n,
    );
    // delete the programme role: back to the chapter alone, at once
    await post(`/api/roles/delete/${whole.json().role.id}`, admin);
    expect((await get(`/api/categories/progress/${ids.math}/7`, learner.token)).statusCode).toBe(403);
    expect(await rootIds(learner.token)).toEqual([algebra.id]);
  });

  it('an expired role takes access away', async () => {
    const learner = await registerStudent(t.app, 'Expiring Learner');
    const res = await post(`/api/roles/create/${learner.id}`, admin, {
      category_id: ids.languages,
      exam_type: 'eth',
      start_date: dayOffset(-10),
      expiration_date: dayOffset(-1),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().role.active).toBe(false);
    expect(await rootIds(learner.token)).toEqual([]);
    expect((await get(`/api/cats/${ids.languages}`, learner.token)).statusCode).toBe(403);

    // a role active today, read (cache built), then its last day passes: the time passing is simulated by
    // moving the dates in the database directly, so no write of this module invalidates anything
    const active = await post(`/api/roles/create/${learner.id}`, admin, {
      category_id: ids.science,
      start_date: dayOffset(-10),
      expiration_date: today(),
    });
    expect(await rootIds(learner.token)).toEqual([ids.science]);
    await t.app.db
      .update(roles)
      .set({ expirationDate: dayOffset(-1) })
      .where(eq(roles.id, active.json().role.id));
    expect(await rootIds(learner.token)).toEqual([]);
    expect((await get(`/api/cats/${ids.science}`, learner.token)).statusCode).toBe(403);
    // and a role that has not started yet gives nothing either
    await t.app.db
      .update(roles)
      .set({ startDate: dayOffset(1), expirationDate: dayOffset(5) })
      .where(eq(roles.id, active.json().role.id));
    expect(await rootIds(learner.token)).toEqual([]);
  });
});

describe('role validation', () => {
  it('refuses bad input with the message, never a 5xx', async () => {
    const learner = await registerStudent(t.app, 'Invalid Learner');
    const cases: Array<[object, number, string]> = [
      [{}, 422, ROLE_MESSAGES.categoryRequired.en],
      [{ category_id: 999999 }, 422, ROLE_MESSAGES.categoryMissing.en],
      [{ category_id: ids.math, exam_type: 'abc' }, 422, ROLE_MESSAGES.examType.en],
      [{ category_id: ids.math, expiration_date: '2024-02-30' }, 422, ROLE_MESSAGES.date.en],
      [{ category_id: ids.math, expiration_date: 'tomorrow' }, 422, ROLE_MESSAGES.date.en],
      [
        { category_id: ids.math, start_date: '2030-01-02', expiration_date: '2030-01-01' },
        422,
        ROLE_MESSAGES.order.en,
      ],
      [{ category_id: ids.math, watch_only: 'maybe' }, 422, ''],
    ];
    for (const [body, status, message] of cases) {
      const res = await post(`/api/roles/create/${learner.id}`, admin, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      if (message) expect(errorMessage(res)).toBe(message);
    }
    expect((await post('/api/roles/create/999999', admin, { category_id: ids.math })).statusCode).toBe(404);
    expect((await post('/api/roles/create/abc', admin, { category_id: ids.math })).statusCode).toBe(422);
    expect((await post('/api/roles/update/999999', admin, { exam_type: 'eth' })).statusCode).toBe(404);
    const [{ count }] = await t.app.db
      .select({ count: sql<number>`count(*)::int` })
      .from(roles)
      .where(eq(roles.userId, learner.id));
    expect(count).toBe(0);
  });

  it('keeps a role update from putting the expiry before the start', async () => {
    const learner = await registerStudent(t.app, 'Order Learner');
    const role = (
      await post(`/api/roles/create/${learner.id}`, admin, {
        category_id: ids.math,
        start_date: '2030-01-10',
        expiration_date: '2030-02-01',
      })
    ).json().role;
    const res = await post(`/api/roles/update/${role.id}`, admin, { expiration_date: '2030-01-01' });
    expect(res.statusCode).toBe(422);
    expect(errorMessage(res)).toBe(ROLE_MESSAGES.order.en);
  });

  it('refuses roles for learners (403) and anonymous callers (401)', async () => {
    const [stella] = await t.app.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'student@example.com'));
    expect(
      (await post(`/api/roles/create/${stella.id}`, student, { category_id: ids.science })).statusCode,
    ).toBe(403);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/roles/create/${stella.id}`,
          payload: { category_id: ids.science },
        })
      ).statusCode,
    ).toBe(401);
  });
});
