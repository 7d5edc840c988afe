/**
 * Issue 15, accounts that hold: proxy trust, per-account throttling, mail through the outbox queue,
 * password change and policy, sessions (idle timeout, list, log out elsewhere, purge).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { loginThrottles, outbox, tokens, userLinks, users } from '../../db/schema.js';
import { hashPassword } from '../../auth/passwords.js';
import { purgeExpiredSessions } from '../../auth/sessions.js';
import { bearer, createTestApp, errorMessage, registerStudent, type TestApp } from '../../test/harness.js';
import type { Mail } from '../../lib/mailer.js';

const post = (t: TestApp, url: string, payload?: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });
const get = (t: TestApp, url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });
const linkFrom = (text: string) => /token=([\w-]+)/.exec(text)![1];
const resetMails = (t: TestApp, email: string) =>
  t.mails.filter((m) => m.to === email && m.subject === 'Reset your password');

describe('login throttling per account and source (TRUST_PROXY=1)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      seed: false,
      env: {
        TRUST_PROXY: '1',
        LOGIN_FAILURES_PER_ACCOUNT: '5',
        LOGIN_FAILURES_ALL_SOURCES: '20',
        LOGIN_LOCK_SECONDS: '900',
      },
    });
  });
  afterAll(() => t.close());

  const login = (email: string, password: string, ip: string) =>
    post(t, '/api/auth/login', { email, password }, { 'x-forwarded-for': ip });

  it('one source: two failures are free, then it waits 1 s, 2 s, and the fifth locks it out; others still log in', async () => {
    const { email } = await registerStudent(t.app);
    const ip = '203.0.113.7';
    for (let i = 0; i < 3; i++) expect((await login(email, 'wrong-password', ip)).statusCode).toBe(422);
    // the third failure makes this source wait a second: even the right password is not checked meanwhile
    const waiting = await login(email, 'secret-password', ip);
    expect(waiting.statusCode).toBe(429);
    expect(waiting.json()).toMatchObject({ code: 'auth.login_throttled', params: { seconds: 1 } });
    expect(errorMessage(waiting)).toBe(
      'Too many failed logins for this account from your connection. Please wait 1 second and try again, or reset your password.',
    );
    expect(waiting.headers['retry-after']).toBe('1');
    // two more failures (each once its wait is over, as the database records it) lock this source for 15 minutes
    for (let i = 0; i < 2; i++) {
      await t.app.db.execute(
        sql`UPDATE login_throttles SET blocked_until = now() WHERE scope = ${`source:${ip}`}`,
      );
      expect((await login(email, 'wrong-password', ip)).statusCode).toBe(422);
    }
    const locked = await login(email, 'secret-password', ip);
    expect(locked.statusCode).toBe(429);
    expect(errorMessage(locked)).toBe(
      'Too many failed logins for this account from your connection. Please wait 15 minutes and try again, or reset your password.',
    );
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(800);
    // the owner elsewhere is not locked out by it
    expect((await login(email, 'secret-password', '198.51.100.9')).statusCode).toBe(200);
  });

  it('20 failures from rotating addresses lock the account for new sources only; a known source still logs in', async () => {
    const { email } = await registerStudent(t.app);
    const home = '192.0.2.77';
    expect((await login(email, 'secret-password', home)).statusCode).toBe(200); // the owner's known source
    for (let i = 0; i < 20; i++)
      expect((await login(email, 'wrong-password', `203.0.113.${100 + i}`)).statusCode).toBe(422);
    const stranger = await login(email, 'secret-password', '203.0.113.200');
    expect(stranger.statusCode).toBe(429);
    expect(stranger.json()).toMatchObject({ code: 'auth.account_locked' });
    expect(errorMessage(stranger)).toBe(
      'Too many failed logins for this account. Please wait 15 minutes and try again from a device you have logged in with before, or reset your password.',
    );
    expect(Number(stranger.headers['retry-after'])).toBeGreaterThan(800);
    // the lock is in the database, not in this process
    const locks = await t.app.db
      .select()
      .from(loginThrottles)
      .where(and(eq(loginThrottles.scope, 'account'), sql`${loginThrottles.blockedUntil} > now()`));
    expect(locks.length).toBeGreaterThanOrEqual(1);
    // the owner from home: in
    expect((await login(email, 'secret-password', home)).statusCode).toBe(200);
    // further attacks do not lock the known source out either
    for (let i = 0; i < 5; i++) await login(email, 'wrong-password', `203.0.113.${150 + i}`);
    expect((await login(email, 'secret-password', home)).statusCode).toBe(200);
  });

  it('a completed password reset lifts the lock for every source', async () => {
    const { email } = await registerStudent(t.app);
    for (let i = 0; i < 20; i++) await login(email, 'wrong-password', `198.51.100.${100 + i}`);
    expect((await login(email, 'secret-password', '198.51.100.250')).statusCode).toBe(429);
    await post(t, '/api/auth/reset-password', { email }, { 'x-forwarded-for': '198.51.100.250' });
    const token = linkFrom(resetMails(t, email).at(-1)!.text);
    const done = await post(t, '/api/auth/reset-password/complete', {
      token,
      password: 'brand-new-pass',
      password_confirmation: 'brand-new-pass',
    });
    expect(done.statusCode).toBe(200);
    expect((await login(email, 'brand-new-pass', '198.51.100.250')).statusCode).toBe(200);
  });

  it('an unknown address is locked the same way (the answers tell nothing about which exist)', async () => {
    for (let i = 0; i < 20; i++) await login('ghost@learner.test', 'x', `198.51.100.${i}`);
    const res = await login('ghost@learner.test', 'x', '198.51.100.200');
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ code: 'auth.account_locked' });
  });
});

describe('throttling behind a trusted proxy (TRUST_PROXY=1)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      seed: false,
      env: {
        TRUST_PROXY: '1',
        RATE_LIMIT_AUTH_MAX: '4',
      },
    });
  });
  afterAll(() => t.close());

  it('keys the per-address limit on the client address the trusted proxy reports', async () => {
    let n = 0;
    const from = (ip: string) =>
      post(t, '/api/auth/reset-password', { email: `r${n++}@learner.test` }, { 'x-forwarded-for': ip });
    for (let i = 0; i < 4; i++) expect((await from('192.0.2.1')).statusCode).toBe(200);
    expect((await from('192.0.2.1')).statusCode).toBe(429);
    expect((await from('192.0.2.2')).statusCode).toBe(200);
  });
});

describe('TRUST_PROXY as a list of proxy addresses', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false, env: { TRUST_PROXY: '10.0.0.1', RATE_LIMIT_AUTH_MAX: '2' } });
  });
  afterAll(() => t.close());

  const reset = (remoteAddress: string, forwardedFor: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { email: `x${Math.random().toString(36).slice(2)}@learner.test` },
      headers: { 'x-forwarded-for': forwardedFor },
      remoteAddress,
    });

  it('believes X-Forwarded-For from the listed proxy only', async () => {
    // through the proxy: each client has its own budget
    expect((await reset('10.0.0.1', '192.0.2.10')).statusCode).toBe(200);
    expect((await reset('10.0.0.1', '192.0.2.10')).statusCode).toBe(200);
    expect((await reset('10.0.0.1', '192.0.2.10')).statusCode).toBe(429);
    expect((await reset('10.0.0.1', '192.0.2.11')).statusCode).toBe(200);
    // from anyone else the header is ignored: rotating it does not help
    expect((await reset('198.51.100.7', '192.0.2.20')).statusCode).toBe(200);
    expect((await reset('198.51.100.7', '192.0.2.21')).statusCode).toBe(200);
    expect((await reset('198.51.100.7', '192.0.2.22')).statusCode).toBe(429);
  });
});

describe('proxy trust off (the default)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false, env: { RATE_LIMIT_AUTH_MAX: '3' } });
  });
  afterAll(() => t.close());

  it('ignores X-Forwarded-For: rotating it does not escape the per-address limit', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 4; i++)
      codes.push(
        (
          await post(
            t,
            '/api/auth/reset-password',
            { email: `a${i}@learner.test` },
            {
              'x-forwarded-for': `203.0.113.${i}`,
            },
          )
        ).statusCode,
      );
    expect(codes).toEqual([200, 200, 200, 429]);
  });
});

describe('password reset', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false, env: { RESET_REQUESTS_PER_ACCOUNT: '3' } });
  });
  afterAll(() => t.close());

  it('a second link invalidates the first', async () => {
    const { email } = await registerStudent(t.app);
    await post(t, '/api/auth/reset-password', { email });
    await post(t, '/api/auth/reset-password', { email });
    const [first, second] = resetMails(t, email).map((m) => linkFrom(m.text));
    expect(first).not.toBe(second);
    const body = (token: string) => ({
      token,
      password: 'brand-new-pass',
      password_confirmation: 'brand-new-pass',
    });
    const old = await post(t, '/api/auth/reset-password/complete', body(first));
    expect(old.statusCode).toBe(422);
    expect(errorMessage(old)).toBe(
      'This password reset link is invalid or has expired. Please request a new one.',
    );
    const ok = await post(t, '/api/auth/reset-password/complete', body(second));
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({
      message:
        'Your password has been reset and every session and older reset link has ended. You can log in now.',
      sessions_revoked: true,
    });
  });

  it('limits reset requests per address: the 4th in an hour gets 429, for known and unknown addresses alike', async () => {
    const { email } = await registerStudent(t.app);
    for (const address of [email, 'nobody@learner.test']) {
      for (let i = 0; i < 3; i++)
        expect((await post(t, '/api/auth/reset-password', { email: address })).statusCode).toBe(200);
      const res = await post(t, '/api/auth/reset-password', { email: address });
      expect(res.statusCode).toBe(429);
      expect(errorMessage(res)).toMatch(
        /^Too many password reset requests for this address\. Please wait \d+ minutes/,
      );
      expect(res.headers['retry-after']).toBeDefined();
    }
    expect(resetMails(t, email)).toHaveLength(3);
  });

  it('stores only the hash of a reset token, and blanks the mail body once it is sent', async () => {
    const { email } = await registerStudent(t.app);
    await post(t, '/api/auth/reset-password', { email });
    const token = linkFrom(resetMails(t, email).at(-1)!.text);
    const links = await t.app.db.select().from(userLinks);
    expect(links.some((l) => l.tokenHash === token)).toBe(false);
    expect(links.some((l) => l.tokenHash.length === 64)).toBe(true);
    const rows = await t.app.db.select().from(outbox).where(eq(outbox.to, email));
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.status).toBe('sent');
      expect(row.text).toBe('');
      expect(row.sentAt).not.toBeNull();
    }
  });
});

describe('mail off the request path', () => {
  let t: TestApp;
  let smtpUp = false;
  const delivered: Mail[] = [];
  beforeAll(async () => {
    t = await createTestApp({ seed: false, deliverMail: false });
  });
  afterAll(() => t.close());

  it('registration succeeds with SMTP down; the mail waits in the outbox and goes out with retries', async () => {
    const { createMailWorker } = await import('../../lib/mail-worker.js');
    const worker = createMailWorker(t.app.db, {
      transport: {
        send: async (m) => {
          if (!smtpUp) throw new Error('connect ECONNREFUSED 127.0.0.1:25');
          delivered.push(m);
        },
      },
      maxAttempts: 3,
      retentionDays: 7,
      log: { info: () => {}, warn: () => {} },
    });
    const { email } = await registerStudent(t.app);
    const [queued] = await t.app.db.select().from(outbox).where(eq(outbox.to, email));
    expect(queued.status).toBe('pending');
    expect(queued.text).toContain('http://portal.test/verify-email?token=');

    expect(await worker.drain()).toBe(0);
    const [failed] = await t.app.db.select().from(outbox).where(eq(outbox.id, queued.id));
    expect(failed).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastError: 'connect ECONNREFUSED 127.0.0.1:25',
    });
    expect(failed.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 20_000);

    smtpUp = true;
    expect(await worker.drain()).toBe(0); // not due yet: backoff
    await t.app.db
      .update(outbox)
      .set({ nextAttemptAt: new Date(Date.now() - 1) })
      .where(eq(outbox.id, queued.id));
    expect(await worker.drain()).toBe(1);
    expect(delivered.map((m) => m.to)).toEqual([email]);
    const [sent] = await t.app.db.select().from(outbox).where(eq(outbox.id, queued.id));
    expect(sent).toMatchObject({ status: 'sent', attempts: 2, text: '' });
  });

  it('gives up after MAIL_MAX_ATTEMPTS and blanks the body', async () => {
    const { createMailWorker } = await import('../../lib/mail-worker.js');
    const worker = createMailWorker(t.app.db, {
      transport: { send: async () => Promise.reject(new Error('550 mailbox unavailable')) },
      maxAttempts: 2,
      retentionDays: 7,
      log: { info: () => {}, warn: () => {} },
    });
    const { email } = await registerStudent(t.app);
    for (let i = 0; i < 2; i++) {
      await t.app.db
        .update(outbox)
        .set({ nextAttemptAt: new Date(Date.now() - 1) })
        .where(eq(outbox.to, email));
      await worker.drain();
    }
    const [row] = await t.app.db.select().from(outbox).where(eq(outbox.to, email));
    expect(row).toMatchObject({
      status: 'failed',
      attempts: 2,
      text: '',
      lastError: '550 mailbox unavailable',
    });
  });

  it('purges mails older than the retention period', async () => {
    const { email } = await registerStudent(t.app);
    await t.app.db
      .update(outbox)
      .set({ createdAt: new Date(Date.now() - 8 * 86_400_000) })
      .where(eq(outbox.to, email));
    expect(await t.app.mailWorker.purge()).toBeGreaterThanOrEqual(1);
    expect(await t.app.db.select().from(outbox).where(eq(outbox.to, email))).toEqual([]);
  });

  it('answers a reset request with the same status and body for known and unknown addresses', async () => {
    const { email } = await registerStudent(t.app);
    const known = await post(t, '/api/auth/reset-password', { email });
    const unknown = await post(t, '/api/auth/reset-password', { email: 'unknown@learner.test' });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
  });
});

describe('password change and policy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });
  afterAll(() => t.close());

  const change = (token: string, body: object) => post(t, '/api/user/update', body, bearer(token));

  it('refuses a change without current_password (422 with a clear message)', async () => {
    const { token } = await registerStudent(t.app);
    const res = await change(token, { password: 'another-pass-9', password_confirmation: 'another-pass-9' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'user.current_password_required',
      message: 'Please enter your current password to set a new one.',
      errors: { current_password: ['Please enter your current password to set a new one.'] },
    });
  });

  it('refuses a wrong current password', async () => {
    const { token } = await registerStudent(t.app);
    const res = await change(token, {
      password: 'another-pass-9',
      password_confirmation: 'another-pass-9',
      current_password: 'not-my-password',
    });
    expect(res.statusCode).toBe(422);
    expect(errorMessage(res)).toBe('The current password is not correct.');
  });

  it('after a change the other session is rejected (401), this one stays, and reset links end', async () => {
    const { token, email } = await registerStudent(t.app);
    const other = (await post(t, '/api/auth/login', { email, password: 'secret-password' })).json()
      .token as string;
    await post(t, '/api/auth/reset-password', { email });
    const link = linkFrom(resetMails(t, email).at(-1)!.text);
    const res = await change(token, {
      password: 'another-pass-9',
      password_confirmation: 'another-pass-9',
      current_password: 'secret-password',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Password updated', other_sessions_ended: 1 });
    expect((await post(t, '/api/auth', undefined, bearer(other))).statusCode).toBe(401);
    expect((await post(t, '/api/auth', undefined, bearer(token))).statusCode).toBe(200);
    const reset = await post(t, '/api/auth/reset-password/complete', {
      token: link,
      password: 'third-pass-99',
      password_confirmation: 'third-pass-99',
    });
    expect(reset.statusCode).toBe(422);
  });

  it.each([
    [
      'password',
      'This password is too common and appears in lists of leaked passwords. Please choose another one, e.g. a few unrelated words.',
    ],
    ['        ', 'The password must not be only spaces. Please choose one with letters, digits or symbols.'],
    ['short', 'The password must be at least 8 characters.'],
  ])('registration refuses %j with the policy message', async (password, message) => {
    const res = await post(t, '/api/auth/register', {
      name: 'P',
      email: `p${Math.random()}@learner.test`.replace('0.', ''),
      password,
      terms: true,
    });
    expect(res.statusCode).toBe(422);
    expect(errorMessage(res)).toBe(message);
    expect(res.json().errors.password).toEqual([message]);
  });

  it('the policy applies to a change and to a reset too', async () => {
    const { token, email } = await registerStudent(t.app);
    const res = await change(token, {
      password: '12345678',
      password_confirmation: '12345678',
      current_password: 'secret-password',
    });
    expect(res.statusCode).toBe(422);
    expect(errorMessage(res)).toMatch(/too common/);
    await post(t, '/api/auth/reset-password', { email });
    const link = linkFrom(resetMails(t, email).at(-1)!.text);
    const reset = await post(t, '/api/auth/reset-password/complete', {
      token: link,
      password: 'qwertyuiop',
      password_confirmation: 'qwertyuiop',
    });
    expect(reset.statusCode).toBe(422);
    expect(errorMessage(reset)).toMatch(/too common/);
  });
});

describe('sessions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false, env: { TOKEN_IDLE_MINUTES: '30' } });
  });
  afterAll(() => t.close());

  const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';

  it('lists the active sessions with device and last use, and logs out every other one', async () => {
    const { token, email } = await registerStudent(t.app);
    const login = await post(
      t,
      '/api/auth/login',
      { email, password: 'secret-password' },
      { 'user-agent': FIREFOX },
    );
    const other = login.json().token as string;
    const list = await get(t, '/api/user/sessions', bearer(token));
    expect(list.statusCode).toBe(200);
    const sessions = list.json().sessions as {
      device: string | null;
      current: boolean;
      last_used_at: string;
    }[];
    expect(sessions).toHaveLength(2);
    expect(sessions.filter((s) => s.current)).toHaveLength(1);
    expect(sessions.find((s) => !s.current)!.device).toBe('Firefox on Windows');
    expect(Date.parse(sessions[0].last_used_at)).toBeGreaterThan(Date.now() - 60_000);

    const out = await post(t, '/api/user/sessions/logout-others', undefined, bearer(token));
    expect(out.json()).toEqual({
      message: 'You have been logged out on every other device.',
      other_sessions_ended: 1,
    });
    expect((await post(t, '/api/auth', undefined, bearer(other))).statusCode).toBe(401);
    expect((await get(t, '/api/user/sessions', bearer(token))).json().sessions).toHaveLength(1);
    expect((await get(t, '/api/user/sessions')).statusCode).toBe(401);
  });

  it('ends a session idle longer than TOKEN_IDLE_MINUTES, and the purge deletes it', async () => {
    const { token, id } = await registerStudent(t.app);
    expect((await post(t, '/api/auth', undefined, bearer(token))).statusCode).toBe(200);
    const [row] = await t.app.db.select().from(tokens).where(eq(tokens.userId, id));
    expect(row.lastUsedAt).not.toBeNull();
    await t.app.db
      .update(tokens)
      .set({ lastUsedAt: new Date(Date.now() - 31 * 60_000) })
      .where(eq(tokens.userId, id));
    expect((await post(t, '/api/auth', undefined, bearer(token))).statusCode).toBe(401);
    const purged = await purgeExpiredSessions(t.app.db, 30);
    expect(purged.tokens).toBeGreaterThanOrEqual(1);
    expect(await t.app.db.select().from(tokens).where(eq(tokens.userId, id))).toEqual([]);
  });

  it('records a use at most once a minute (the token lookup stays a read)', async () => {
    const { token, id } = await registerStudent(t.app);
    await post(t, '/api/auth', undefined, bearer(token));
    const [first] = await t.app.db.select().from(tokens).where(eq(tokens.userId, id));
    await post(t, '/api/auth', undefined, bearer(token));
    const [second] = await t.app.db.select().from(tokens).where(eq(tokens.userId, id));
    expect(second.lastUsedAt!.getTime()).toBe(first.lastUsedAt!.getTime());
  });
});

describe('one normal form for addresses (NFKC, then the database lower-casing) in lookup, index and limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false, env: { TRUST_PROXY: '1', LOGIN_FAILURES_ALL_SOURCES: '20' } });
  });
  afterAll(() => t.close());
  const login = (email: string, password: string, ip: string) =>
    post(t, '/api/auth/login', { email, password }, { 'x-forwarded-for': ip });
  const register = (email: string) =>
    post(t, '/api/auth/register', { name: 'Victim', email, password: 'secret-password', terms: true });
  const fullWidth = (s: string) =>
    [...s].map((c) => (c >= '!' && c <= '~' ? String.fromCodePoint(c.codePointAt(0)! + 0xfee0) : c)).join('');

  it.each([
    ['İ (U+0130, dotted capital I)', (e: string) => e.replace('i', '\u0130')],
    ['full-width letters and @', fullWidth],
    ['upper case', (e: string) => e.toUpperCase()],
  ])('%s: the same account for login, for the unique index and for the lock', async (_what, variant) => {
    const email = `victim${Math.random().toString(36).slice(2, 8)}@learner.test`;
    expect((await register(email)).statusCode).toBe(201);
    const other = variant(email);
    expect(other).not.toBe(email);
    expect((await login(other, 'secret-password', '192.0.2.1')).statusCode).toBe(200);
    // the variant cannot be registered beside it (where the form allows it at all)
    expect((await register(other)).statusCode).toBe(422);
    // failures typed with the variant count towards the same lock: no 5·2ⁿ guesses through spellings
    for (let i = 0; i < 20; i++) await login(other, 'wrong-password', `203.0.113.${i}`);
    const plain = await login(email, 'secret-password', '203.0.113.99');
    expect(plain.statusCode).toBe(429);
    expect(plain.json()).toMatchObject({ code: 'auth.account_locked' });
  });

  it('combining characters: é typed precomposed or as e + U+0301 is one address', async () => {
    const base = `jos${Math.random().toString(36).slice(2, 8)}`;
    await t.app.db.insert(users).values({
      name: 'José',
      email: `${base}\u00e9@learner.test`,
      passwordHash: await hashPassword('secret-password'),
    });
    expect((await login(`${base}e\u0301@learner.test`, 'secret-password', '192.0.2.2')).statusCode).toBe(200);
    // the unique index refuses the other spelling
    await expect(
      t.app.db
        .insert(users)
        .values({ name: 'Copy', email: `${base}E\u0301@LEARNER.TEST`, passwordHash: 'x' }),
    ).rejects.toThrow();
  });

  it('ß is not ss (case folding is the database lower-casing), the same way in lookup and limits', async () => {
    const base = `strasse${Math.random().toString(36).slice(2, 8)}`;
    expect((await register(`${base}@learner.test`)).statusCode).toBe(201);
    const sharp = `${base.replace('ss', '\u00df')}@learner.test`;
    expect((await login(sharp, 'secret-password', '192.0.2.3')).statusCode).toBe(422); // another address
    for (let i = 0; i < 20; i++) await login(sharp, 'wrong-password', `198.51.100.${i}`);
    expect((await login(sharp, 'wrong-password', '198.51.100.99')).statusCode).toBe(429); // that address is locked
    expect((await login(`${base}@learner.test`, 'secret-password', '198.51.100.98')).statusCode).toBe(200);
    // ẞ (capital sharp s) lower-cases to ß: the locked address
    expect(
      (await login(sharp.replace('\u00df', '\u1e9e'), 'wrong-password', '198.51.100.97')).statusCode,
    ).toBe(429);
  });

  it('the reset limit counts every spelling of the address together', async () => {
    const email = `reset${Math.random().toString(36).slice(2, 8)}@learner.test`;
    // (the reset form takes plain addresses only: z.email)
    const spellings = [email, email.toUpperCase(), email.replace('e', 'E'), ` ${email.replace('r', 'R')} `];
    const codes: number[] = [];
    for (const e of spellings)
      codes.push(
        (await post(t, '/api/auth/reset-password', { email: e }, { 'x-forwarded-for': '192.0.2.50' }))
          .statusCode,
      );
    expect(codes).toEqual([200, 200, 200, 429]);
  });
});
