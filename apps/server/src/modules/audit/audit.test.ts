import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RIGHTS_MESSAGES } from '@portal/core';
import { categories, lessons, users } from '../../db/schema.js';
import {
  bearer,
  createTestApp,
  errorMessage,
  loginAs,
  registerStudent,
  type TestApp,
} from '../../test/harness.js';

/**
 * Issue 18 §7 (teachers' rights as admin spec §6 says, enforced by the server) and §9 (the audit log: an entry
 * for every kind of change, readable by admins, filterable by user and by item).
 */
let t: TestApp;
let teacher: string;
let admin: string;
let teacherId: number;
let adminId: number;
let mathId: number;

const req = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: object) =>
  t.app.inject({ method, url, headers: token ? bearer(token) : {}, payload });
const me = async (token: string) => (await req('POST', '/api/auth', token, {})).json().user;
const flags = async (id: number) => (await t.app.db.select().from(users).where(eq(users.id, id)))[0];

interface Entry {
  user_id: number | null;
  user_name: string;
  action: string;
  item_type: string;
  item_id: number | null;
  item_title: string;
  details: Record<string, unknown>;
  at: string;
}
const log = async (query = '') => {
  const res = await req('GET', `/api/audit?per_page=200${query}`, admin);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().entries as Entry[];
};
const has = (entries: Entry[], action: string, type: string, id?: number) =>
  entries.some((e) => e.action === action && e.item_type === type && (id === undefined || e.item_id === id));

beforeAll(async () => {
  t = await createTestApp();
  [teacher, admin] = await Promise.all([loginAs(t.app, 'teacher'), loginAs(t.app, 'admin')]);
  teacherId = (await me(teacher)).id;
  adminId = (await me(admin)).id;
  [{ id: mathId }] = await t.app.db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.title, 'Mathematik//Maturität'));
});
afterAll(async () => t?.close());

describe('rights: teacher vs admin (admin spec §6)', () => {
  it('a teacher changes is_student, is_teacher and all_access of a learner', async () => {
    const learner = await registerStudent(t.app, 'Rights by teacher');
    const res = await req('POST', `/api/user/rights/${learner.id}`, teacher, {
      is_student: 0,
      is_teacher: 1,
      all_access: 1,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().user).toMatchObject({ is_student: 0, is_teacher: 1, all_access: 1, is_admin: 0 });
  });

  it('a teacher may not grant or revoke is_admin, nor touch an admin', async () => {
    const learner = await registerStudent(t.app, 'No admin by teacher');
    const grant = await req('POST', `/api/user/rights/${learner.id}`, teacher, { is_admin: 1 });
    expect(grant.statusCode).toBe(403);
    expect(errorMessage(grant)).toBe(RIGHTS_MESSAGES.adminOnly);
    expect((await flags(learner.id)).isAdmin).toBe(false);

    const revoke = await req('POST', `/api/user/rights/${adminId}`, teacher, { is_admin: 0 });
    expect(revoke.statusCode).toBe(403);
    const change = await req('POST', `/api/user/rights/${adminId}`, teacher, { is_student: 1 });
    expect(change.statusCode).toBe(403);
    expect(errorMessage(change)).toBe(RIGHTS_MESSAGES.adminTarget);
    const remove = await req('POST', `/api/user/delete/${adminId}`, teacher);
    expect(remove.statusCode).toBe(403);
    expect(errorMessage(remove)).toBe(RIGHTS_MESSAGES.deleteAdmin);
    expect((await flags(adminId)).isAdmin).toBe(true);
  });

  it('self-escalation is refused: a teacher cannot make themselves admin or give themselves all_access', async () => {
    const admin1 = await req('POST', `/api/user/rights/${teacherId}`, teacher, { is_admin: 1 });
    expect(admin1.statusCode).toBe(403);
    expect(errorMessage(admin1)).toBe(RIGHTS_MESSAGES.selfEscalation);
    const all = await req('POST', `/api/user/rights/${teacherId}`, teacher, { all_access: 1 });
    expect(all.statusCode).toBe(403);
    expect(errorMessage(all)).toBe(RIGHTS_MESSAGES.selfEscalation);
    expect(await flags(teacherId)).toMatchObject({ isAdmin: false, allAccess: false });
    const self = await req('POST', `/api/user/delete/${teacherId}`, teacher);
    expect(self.statusCode).toBe(422);
    expect(errorMessage(self)).toBe(RIGHTS_MESSAGES.deleteSelf);
  });

  it('a student may do none of it', async () => {
    const learner = await registerStudent(t.app, 'Student caller');
    const other = await registerStudent(t.app, 'Student target');
    expect(
      (await req('POST', `/api/user/rights/${other.id}`, learner.token, { is_teacher: 1 })).statusCode,
    ).toBe(403);
    expect(
      (await req('POST', `/api/user/rights/${learner.id}`, learner.token, { is_admin: 1 })).statusCode,
    ).toBe(403);
    expect((await req('POST', `/api/user/delete/${other.id}`, learner.token)).statusCode).toBe(403);
  });

  it('an admin grants and revokes is_admin and deletes an admin; never removes their own admin right', async () => {
    const learner = await registerStudent(t.app, 'Made admin');
    expect((await req('POST', `/api/user/rights/${learner.id}`, admin, { is_admin: 1 })).statusCode).toBe(
      200,
    );
    expect((await flags(learner.id)).isAdmin).toBe(true);
    expect((await req('POST', `/api/user/rights/${learner.id}`, admin, { is_admin: 0 })).statusCode).toBe(
      200,
    );
    expect((await req('POST', `/api/user/rights/${learner.id}`, admin, { is_admin: 1 })).statusCode).toBe(
      200,
    );
    expect((await req('POST', `/api/user/delete/${learner.id}`, admin)).statusCode).toBe(200);
    const own = await req('POST', `/api/user/rights/${adminId}`, admin, { is_admin: 0 });
    expect(own.statusCode).toBe(422);
    expect(errorMessage(own)).toBe(RIGHTS_MESSAGES.ownAdminRight);
  });

  it('a teacher deletes a learner', async () => {
    const learner = await registerStudent(t.app, 'Deleted by teacher');
    expect((await req('POST', `/api/user/delete/${learner.id}`, teacher)).statusCode).toBe(200);
    expect(await t.app.db.select().from(users).where(eq(users.id, learner.id))).toEqual([]);
  });

  it('bad input is a 422 with a message, never a 5xx', async () => {
    const learner = await registerStudent(t.app, 'Bad input');
    for (const body of [{ is_admin: 'maybe' }, { is_teacher: 7 }]) {
      const res = await req('POST', `/api/user/rights/${learner.id}`, teacher, body);
      expect(res.statusCode).toBe(422);
      expect(errorMessage(res)).toBeTruthy();
    }
    expect((await req('POST', '/api/user/rights/abc', teacher, {})).statusCode).toBe(422);
    expect((await req('POST', '/api/user/rights/99999', teacher, { is_student: 1 })).statusCode).toBe(404);
  });
});

describe('audit log', () => {
  it('records every kind of change with who and when', async () => {
    const started = Date.now();
    // categories: create, update, move, delete, restore, purge
    const cat = (
      await req('POST', '/api/categories', teacher, { title: 'Audited', parent_id: mathId })
    ).json().category.id as number;
    await req('POST', `/api/categories/${cat}`, teacher, { title: 'Audited 2' });
    await req('POST', `/api/categories/${cat}/move/0`, teacher, { parent_id: mathId });
    // cards: create, update, move, delete
    const other = (
      await req('POST', '/api/categories', teacher, { title: 'Audited target', parent_id: mathId })
    ).json().category.id as number;
    const card = (
      await req('POST', `/api/cards/create/${cat}`, teacher, {
        title: 'Audited card',
        type: 2,
        relevance: 3,
        difficulty: 3,
        learntype_id: 0,
        data: { front_html: '<p>a</p>', back_html: '<p>b</p>' },
      })
    ).json().card.id as number;
    await req('POST', `/api/cards/update/${card}`, teacher, {
      title: 'Audited card 2',
      type: 2,
      relevance: 3,
      difficulty: 3,
      learntype_id: 0,
      data: { front_html: '<p>a</p>', back_html: '<p>c</p>' },
    });
    await req('POST', `/api/cards/update/moveTo/${other}`, teacher, { card_ids: [card] });
    const cardTrash = (await req('DELETE', `/api/cards/${card}`, teacher)).json().trash_id;
    await req('POST', `/api/trash/${cardTrash}/restore`, teacher);
    // contents: create, update, move, delete
    const content = (
      await req('POST', `/api/contents/create/${cat}`, teacher, {
        name: 'Audited content',
        description: 'x',
        relevance: 3,
        difficulty: 3,
        media_type: 'url',
        file_path: 'https://example.com',
        content_type: 'theory',
        solution_active: '1',
        solution_path: '',
        no_progress: false,
      })
    ).json().object.id as number;
    await req('PUT', `/api/contents/update/${content}`, teacher, { name: 'Audited content 2' });
    await req('POST', `/api/contents/update/moveTo/${other}`, teacher, { content_ids: [content] });
    await req('DELETE', `/api/contents/${content}`, teacher);
    // a lesson: delete (create/update go through the multipart form, covered in lessons tests)
    const [lesson] = await t.app.db
      .insert(lessons)
      .values({
        title: 'Audited lesson',
        link: 'https://meet.example.com/2',
        day: '2031-03-12',
        start: '18:00',
        end: '19:00',
        password: 'pw',
        meetingId: '2',
      })
      .returning();
    await req('POST', `/api/lesson/delete/${lesson.id}`, teacher);
    // roles: create, update, delete
    const learner = await registerStudent(t.app, 'Audited learner');
    const role = (
      await req('POST', `/api/roles/create/${learner.id}`, teacher, {
        category_id: mathId,
        exam_type: 'eth',
        start_date: '2020-01-01',
        expiration_date: '2099-12-31',
      })
    ).json().role.id as number;
    await req('POST', `/api/roles/update/${role}`, teacher, { expiration_date: '2098-12-31' });
    await req('POST', `/api/roles/delete/${role}`, teacher);
    // rights: grant and revoke; user delete
    await req('POST', `/api/user/rights/${learner.id}`, teacher, { is_teacher: 1 });
    await req('POST', `/api/user/rights/${learner.id}`, admin, { is_teacher: 0, is_admin: 1 });
    await req('POST', `/api/user/rights/${learner.id}`, admin, { is_admin: 0 });
    // category delete, restore, delete for good
    const catTrash = (await req('POST', `/api/categories/delete/${cat}`, teacher)).json().trash_id;
    await req('POST', `/api/trash/${catTrash}/restore`, teacher);
    const catTrash2 = (await req('POST', `/api/categories/delete/${cat}`, teacher)).json().trash_id;
    await req('POST', `/api/trash/${catTrash2}/delete`, admin);
    await req('POST', `/api/user/delete/${learner.id}`, teacher);

    const all = await log();
    for (const [action, type, id] of [
      ['create', 'category', cat],
      ['update', 'category', cat],
      ['move', 'category', cat],
      ['delete', 'category', cat],
      ['restore', 'category', cat],
      ['purge', 'category', undefined],
      ['create', 'card', card],
      ['update', 'card', card],
      ['move', 'card', card],
      ['delete', 'card', card],
      ['restore', 'card', card],
      ['create', 'content', content],
      ['update', 'content', content],
      ['move', 'content', content],
      ['delete', 'content', content],
      ['delete', 'lesson', lesson.id],
      ['create', 'role', role],
      ['update', 'role', role],
      ['delete', 'role', role],
      ['grant', 'user', learner.id],
      ['revoke', 'user', learner.id],
      ['delete', 'user', learner.id],
    ] as const)
      expect(has(all, action, type, id), `${action} ${type} ${id}`).toBe(true);

    const grants = all.filter((e) => e.item_id === learner.id && e.item_type === 'user');
    expect(grants.map((e) => `${e.action} ${e.details.right} by ${e.user_id}`)).toEqual([
      `delete undefined by ${teacherId}`,
      `revoke is_admin by ${adminId}`,
      `grant is_admin by ${adminId}`,
      `revoke is_teacher by ${adminId}`,
      `grant is_teacher by ${teacherId}`,
    ]);
    const created = all.find(
      (e) => e.action === 'create' && e.item_id === cat && e.item_type === 'category',
    )!;
    expect(created).toMatchObject({ user_id: teacherId, user_name: 'Theo Teacher', item_title: 'Audited' });
    // a move names the item and where from and where to (issue 34 §6)
    const find = (action: string, type: string, id: number) =>
      all.find((e) => e.action === action && e.item_type === type && e.item_id === id)!;
    expect(find('move', 'card', card)).toMatchObject({
      item_title: 'Audited card 2',
      details: { from_id: cat, from_title: 'Audited 2', to_title: 'Audited target', category_id: other },
    });
    expect(find('move', 'content', content).details).toMatchObject({
      from_title: 'Audited 2',
      to_title: 'Audited target',
    });
    const catMove = find('move', 'category', cat);
    expect(catMove.item_title).toBe('Audited 2');
    expect(catMove.details).toMatchObject({ from_id: mathId, parent_id: mathId });
    expect(catMove.details.from_title).toBeTruthy();
    expect(catMove.details.to_title).toBe(catMove.details.from_title);
    expect(new Date(created.at).getTime()).toBeGreaterThanOrEqual(started - 1000);
  });

  it('is filterable by user and by item, and for admins only', async () => {
    // entries of its own to filter (whichever test ran before): an admin's grant and role
    const learner = await registerStudent(t.app, 'Filtered learner');
    await req('POST', `/api/user/rights/${learner.id}`, admin, { is_teacher: 1 });
    await req('POST', `/api/roles/create/${learner.id}`, admin, {
      category_id: mathId,
      exam_type: 'eth',
      start_date: '2020-01-01',
      expiration_date: '2099-12-31',
    });
    const byAdmin = await log(`&user_id=${adminId}`);
    expect(byAdmin.length).toBeGreaterThan(0);
    expect(byAdmin.every((e) => e.user_id === adminId)).toBe(true);
    const roles = await log('&item_type=role');
    expect(roles.every((e) => e.item_type === 'role')).toBe(true);
    const one = roles[0];
    const item = await log(`&item_type=role&item_id=${one.item_id}`);
    expect(item.every((e) => e.item_id === one.item_id)).toBe(true);

    expect((await req('GET', '/api/audit', teacher)).statusCode).toBe(403);
    const bad = await req('GET', '/api/audit?item_type=planet', admin);
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toMatchObject({
      code: 'validation.choice',
      fields: { item_type: [{ code: 'validation.choice' }] },
    });
    expect(errorMessage(bad)).toBe('The selected item_type is not valid.');
    expect((await req('GET', '/api/audit?user_id=x', admin)).statusCode).toBe(422);
    expect((await req('GET', '/api/audit?per_page=1000', admin)).statusCode).toBe(422);
  });
});
