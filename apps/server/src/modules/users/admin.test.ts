import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cardProgress,
  cards,
  categories,
  outbox,
  payments,
  roles,
  tokens,
  userLinks,
  users,
} from '../../db/schema.js';
import {
  bearer,
  createTestApp,
  errorMessage,
  loginAs,
  registerStudent,
  type TestApp,
} from '../../test/harness.js';
import { USER_ADMIN_MESSAGES, RIGHTS_TEXTS } from './admin-service.js';

let t: TestApp;
let admin: string;
let teacher: string;
let adminId: number;
let mathId: number;

const post = (url: string, token: string, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers: bearer(token), payload });
const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
const me = async (token: string) => (await post('/api/auth', token, {})).json().user;

beforeAll(async () => {
  t = await createTestApp();
  [admin, teacher] = await Promise.all([loginAs(t.app, 'admin'), loginAs(t.app, 'teacher')]);
  adminId = (await me(admin)).id;
  [{ id: mathId }] = await t.app.db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.title, 'Mathematik//Maturität'));
});
afterAll(async () => t?.close());

describe('POST /api/user/rights/{id}', () => {
  it('sets the four flags and they take effect at once', async () => {
    const learner = await registerStudent(t.app, 'Rights Learner');
    expect((await get('/api/roles', learner.token)).statusCode).toBe(403);
    expect((await get('/api/cats/roots', learner.token)).json().roots).toEqual([]);

    const res = await post(`/api/user/rights/${learner.id}`, admin, {
      is_student: 1,
      is_teacher: 1,
      is_admin: 0,
      all_access: 1,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(USER_ADMIN_MESSAGES.rightsUpdated.en);
    expect(res.json().user).toMatchObject({ is_student: 1, is_teacher: 1, is_admin: 0, all_access: 1 });
    expect((await get('/api/roles', learner.token)).statusCode).toBe(200);
    expect((await get('/api/cats/roots', learner.token)).json().roots.length).toBe(3);

    // flags as form strings ('true'/'false', '1'/'0'); a flag left out stays as it was
    const back = await post(`/api/user/rights/${learner.id}`, admin, {
      is_teacher: 'false',
      all_access: '0',
    });
    expect(back.json().user).toMatchObject({ is_student: 1, is_teacher: 0, is_admin: 0, all_access: 0 });
    expect((await get('/api/roles', learner.token)).statusCode).toBe(403);
    expect((await get('/api/cats/roots', learner.token)).json().roots).toEqual([]);
  });

  it('nobody removes their own admin right', async () => {
    const res = await post(`/api/user/rights/${adminId}`, admin, {
      is_student: 0,
      is_teacher: 0,
      is_admin: 0,
      all_access: 0,
    });
    expect(res.statusCode).toBe(422);
    expect(errorMessage(res)).toBe(RIGHTS_TEXTS.ownAdminRight.en);
    expect((await me(admin)).is_admin).toBe(1);
    // keeping it while changing the others is fine
    const ok = await post(`/api/user/rights/${adminId}`, admin, { is_admin: 1, all_access: 1 });
    expect(ok.statusCode).toBe(200);
    await post(`/api/user/rights/${adminId}`, admin, { all_access: 0 });
  });

  it('admins only; bad input is a 4xx', async () => {
    const learner = await registerStudent(t.app, 'Other Learner');
    const res = await post(`/api/user/rights/${learner.id}`, teacher, { is_admin: 1 });
    expect(res.statusCode).toBe(403);
    expect((await post(`/api/user/rights/${learner.id}`, learner.token, { is_admin: 1 })).statusCode).toBe(
      403,
    );
    const [row] = await t.app.db.select().from(users).where(eq(users.id, learner.id));
    expect(row.isAdmin).toBe(false);
    expect((await post('/api/user/rights/999999', admin, { is_admin: 1 })).statusCode).toBe(404);
    expect((await post(`/api/user/rights/${learner.id}`, admin, { is_admin: 'yes' })).statusCode).toBe(422);
  });
});

describe('POST /api/user/delete/{id}', () => {
  it("revokes the tokens and removes the user's personal data and progress", async () => {
    const learner = await registerStudent(t.app, 'Leaving Learner');
    await post(`/api/roles/create/${learner.id}`, admin, {
      category_id: mathId,
      exam_type: 'matur',
      expiration_date: '2099-01-01',
    });
    const [card] = await t.app.db.select({ id: cards.id }).from(cards).limit(1);
    await t.app.db.insert(cardProgress).values({ userId: learner.id, cardId: card.id, stack: 3 });
    await t.app.db.insert(payments).values({
      userId: learner.id,
      provider: 'demo',
      providerRef: `ref-${learner.id}`,
      amount: '10.00',
      status: 'succeeded',
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { email: learner.email },
    });
    await t.app.db.insert(outbox).values({ to: learner.email, subject: 'Hello', text: 'personal' });
    expect((await get('/api/cats/roots', learner.token)).statusCode).toBe(200);

    const res = await post(`/api/user/delete/${learner.id}`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: USER_ADMIN_MESSAGES.deleted.en, id: learner.id });

    expect((await get('/api/cats/roots', learner.token)).statusCode).toBe(401);
    const count = async (table: typeof tokens | typeof roles | typeof cardProgress | typeof userLinks) =>
      (
        await t.app.db
          .select({ n: sql<number>`count(*)::int` })
          .from(table)
          .where(eq(table.userId, learner.id))
      )[0].n;
    expect(await count(tokens)).toBe(0);
    expect(await count(roles)).toBe(0);
    expect(await count(cardProgress)).toBe(0);
    expect(await count(userLinks)).toBe(0);
    expect(await t.app.db.select().from(users).where(eq(users.id, learner.id))).toEqual([]);
    expect(await t.app.db.select().from(outbox).where(eq(outbox.to, learner.email))).toEqual([]);
    // the payment stays for the books, no longer linked to the person
    const [payment] = await t.app.db
      .select()
      .from(payments)
      .where(eq(payments.providerRef, `ref-${learner.id}`));
    expect(payment.userId).toBeNull();
    // and the address can register again
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'Back Again', email: learner.email, password: 'secret-password', terms: true },
    });
    expect(again.statusCode).toBe(201);
    expect((await post(`/api/user/delete/${learner.id}`, admin)).statusCode).toBe(404);
  });

  it('nobody deletes themselves; teachers and admins only, and only admins delete admins', async () => {
    const res = await post(`/api/user/delete/${adminId}`, admin);
    expect(res.statusCode).toBe(422);
    expect(errorMessage(res)).toBe(RIGHTS_TEXTS.deleteSelf.en);
    expect((await me(admin)).id).toBe(adminId);
    const learner = await registerStudent(t.app, 'Protected Learner');
    expect((await post(`/api/user/delete/${adminId}`, teacher)).statusCode).toBe(403);
    expect((await post(`/api/user/delete/${learner.id}`, learner.token)).statusCode).toBe(403);
    expect((await t.app.db.select().from(users).where(eq(users.id, learner.id))).length).toBe(1);
    expect((await post(`/api/user/delete/${learner.id}`, teacher)).statusCode).toBe(200);
    expect((await t.app.db.select().from(users).where(eq(users.id, learner.id))).length).toBe(0);
  });
});
