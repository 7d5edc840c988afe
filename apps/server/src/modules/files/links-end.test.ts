/**
 * Issue 33: signed links end with the session. Every signed link carries the user's link generation; logout,
 * "log out other devices", a password change or reset, a rights or role change advance it and deletion ends the
 * account, so a link minted before stops at once. Links live at most one hour; files and authenticated JSON are
 * never stored by a browser cache; the calendar feed URL ends with a password change and "log out other devices".
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roles, userLinks } from '../../db/schema.js';
import { INVALID_LINK_MESSAGE } from '../../lib/signed-files.js';
import { hashToken } from '../../auth/tokens.js';
import { bearer, createTestApp, loginAs, registerStudent, type TestApp } from '../../test/harness.js';
import { buildFixture, type Fixture } from '../categories/test-fixture.js';

let t: TestApp;
let f: Fixture;
let admin: string;
const PDF = Buffer.from('%PDF-1.4\n%test\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const PASSWORD = 'secret-password';

beforeAll(async () => {
  t = await createTestApp();
  f = await buildFixture(t.app);
  writeFileSync(path.join(t.storageDir, 'user_uploads', 'a-theory.pdf'), PDF);
  admin = await loginAs(t.app, 'admin');
}, 60_000);
afterAll(() => t.close());

const inject = (method: 'GET' | 'POST', url: string, token?: string, payload?: object) =>
  t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });

/** A learner with an active role on the fixture's programme, logged in twice (two devices). */
async function learner() {
  const me = await registerStudent(t.app, 'Link Learner');
  const [role] = await t.app.db
    .insert(roles)
    .values({
      userId: me.id,
      categoryId: f.cat.R.id,
      examType: 'ecus',
      startDate: '2020-01-01',
      expirationDate: '2099-12-31',
    })
    .returning();
  const email = (await inject('POST', '/api/auth', me.token)).json().user.email as string;
  const other = await loginAs(t.app, { email, password: PASSWORD });
  return { ...me, email, other, roleId: role.id };
}

/** The signed link of the programme's theory document, as the learner's page gets it. */
async function documentLink(token: string): Promise<string> {
  const res = await inject('GET', `/api/contents/${f.item('A theory').id}`, token);
  expect(res.statusCode).toBe(200);
  return res.json().file_url;
}

async function opens(url: string) {
  const res = await t.app.inject({ method: 'GET', url });
  if (res.statusCode === 200) {
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.rawPayload.equals(PDF)).toBe(true);
    return true;
  }
  expect(res.statusCode).toBe(404);
  expect(res.json()).toEqual({ code: INVALID_LINK_MESSAGE.code, message: INVALID_LINK_MESSAGE.en });
  expect(res.headers['cache-control']).toBe('private, no-store');
  return false;
}

async function calendarFeed(token: string) {
  const url: string = (await inject('POST', '/api/calendar/token', token)).json().url;
  return new URL(url).pathname;
}

describe('a signed link ends with the session it was made in', () => {
  it('a link used after logout stops at once, on every device of the user', async () => {
    const me = await learner();
    const link = await documentLink(me.token);
    const otherLink = await documentLink(me.other);
    expect(await opens(link)).toBe(true);
    expect((await inject('POST', '/api/auth', undefined, { token: me.token })).statusCode).toBe(200);
    expect(await opens(link)).toBe(false);
    expect(await opens(otherLink)).toBe(false);
    // the other device gets a fresh link that works
    const fresh = await documentLink(me.other);
    expect(fresh).not.toBe(otherLink);
    expect(await opens(fresh)).toBe(true);
  });

  it('"log out other devices" ends the links and the calendar feed URL', async () => {
    const me = await learner();
    const link = await documentLink(me.other);
    const feed = await calendarFeed(me.token);
    expect((await t.app.inject({ method: 'GET', url: feed })).statusCode).toBe(200);
    const res = await inject('POST', '/api/user/sessions/logout-others', me.token);
    expect(res.statusCode).toBe(200);
    expect(await opens(link)).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: feed })).statusCode).toBe(404);
    expect((await inject('GET', '/api/calendar/token', me.token)).json()).toEqual({ active: false });
    // a new feed URL works again
    expect((await t.app.inject({ method: 'GET', url: await calendarFeed(me.token) })).statusCode).toBe(200);
  });

  it('a password change ends the links and the calendar feed URL', async () => {
    const me = await learner();
    const link = await documentLink(me.token);
    const feed = await calendarFeed(me.token);
    const res = await inject('POST', '/api/user/update', me.token, {
      current_password: PASSWORD,
      password: 'another-secret-password',
      password_confirmation: 'another-secret-password',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await opens(link)).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: feed })).statusCode).toBe(404);
    expect(await opens(await documentLink(me.token))).toBe(true);
  });

  it('a completed password reset ends the links', async () => {
    const me = await learner();
    const link = await documentLink(me.token);
    expect(
      (await inject('POST', '/api/auth/reset-password', undefined, { email: me.email })).statusCode,
    ).toBe(200);
    const mail = t.mails.findLast((m) => m.to === me.email)!;
    const token = /token=([\w-]+)/.exec(mail.text)![1];
    const [stored] = await t.app.db
      .select()
      .from(userLinks)
      .where(eq(userLinks.tokenHash, hashToken(token)));
    expect(stored.userId).toBe(me.id);
    const done = await inject('POST', '/api/auth/reset-password/complete', undefined, {
      token,
      password: 'reset-secret-password',
      password_confirmation: 'reset-secret-password',
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(await opens(link)).toBe(false);
  });

  it('removing the role ends the links at once (the document is not checked again when served)', async () => {
    const me = await learner();
    const link = await documentLink(me.token);
    expect((await inject('POST', `/api/roles/delete/${me.roleId}`, admin)).statusCode).toBe(200);
    expect(await opens(link)).toBe(false);
  });

  it('changing the role ends the links at once', async () => {
    const me = await learner();
    const link = await documentLink(me.token);
    const res = await inject('POST', `/api/roles/update/${me.roleId}`, admin, { watch_only: 1 });
    expect(res.statusCode, res.body).toBe(200);
    expect(await opens(link)).toBe(false);
  });

  it('a rights change ends the links', async () => {
    const me = await learner();
    const link = await documentLink(me.token);
    const res = await inject('POST', `/api/user/rights/${me.id}`, admin, { all_access: 1 });
    expect(res.statusCode, res.body).toBe(200);
    expect(await opens(link)).toBe(false);
  });

  it('deleting the account ends the links', async () => {
    const me = await learner();
    const link = await documentLink(me.token);
    expect((await inject('POST', `/api/user/delete/${me.id}`, admin)).statusCode).toBe(200);
    expect(await opens(link)).toBe(false);
  });

  it('a link lives at most one hour', async () => {
    const me = await learner();
    const expires = Number(/expires=(\d+)/.exec(await documentLink(me.token))![1]);
    const now = Math.floor(Date.now() / 1000);
    expect(expires - now).toBeGreaterThan(0);
    expect(expires - now).toBeLessThanOrEqual(3600);
  });
});

describe('no private answer is kept in a browser cache', () => {
  it('authenticated JSON: no-store; with an ETag: private, no-cache', async () => {
    const me = await learner();
    for (const url of ['/api/shop/cart', '/api/shop/bought', `/api/contents/${f.item('A theory').id}`]) {
      const res = await inject('GET', url, me.token);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
    await inject('GET', '/api/cats/roots', me.token); // the first read stores the progress tree (its version)
    const tree = await inject('GET', '/api/cats/roots', me.token);
    expect(tree.statusCode).toBe(200);
    expect(tree.headers.etag).toBeTruthy();
    expect(tree.headers['cache-control']).toBe('private, no-cache');
    const auth = await inject('POST', '/api/auth', me.token);
    expect(auth.headers['cache-control']).toBe('no-store');
  });
});
