import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { tokens, userLinks, users } from '../../db/schema.js';
import {
  bearer,
  createTestApp,
  errorMessage,
  loginAs,
  registerStudent,
  type TestApp,
} from '../../test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload?: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });

const linkFrom = (text: string) => /token=([\w-]+)/.exec(text)![1];

describe('POST /api/auth/register', () => {
  it('creates a student, returns a token and mails a verification link', async () => {
    const res = await post('/api/auth/register', {
      name: 'Mia',
      email: 'mia@learner.test',
      password: 'correct horse battery',
      terms: true,
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.token).toMatch(/^[\w-]{40,}$/);
    expect(body.user).toMatchObject({
      name: 'Mia',
      email: 'mia@learner.test',
      is_student: 1,
      is_teacher: 0,
      is_admin: 0,
      all_access: 0,
      email_verified_at: null,
    });
    expect(body.user.password_hash).toBeUndefined();
    const mail = t.mails.find((m) => m.to === 'mia@learner.test')!;
    expect(mail.text).toContain('http://portal.test/verify-email?token=');
    const verify = await post('/api/auth/verify-email', { token: linkFrom(mail.text) });
    expect(verify.statusCode).toBe(200);
    expect(verify.json().user.email_verified_at).not.toBeNull();
    expect((await post('/api/auth/verify-email', { token: linkFrom(mail.text) })).statusCode).toBe(422);
  });

  it.each([
    [
      { name: 'A', email: 'a1@learner.test', password: 'correct horse battery' },
      'terms',
      'You must accept the terms and conditions.',
    ],
    [
      { name: 'A', email: 'a1@learner.test', password: 'correct horse battery', terms: false },
      'terms',
      'You must accept the terms and conditions.',
    ],
    [
      { name: '', email: 'a2@learner.test', password: 'correct horse battery', terms: true },
      'name',
      'The name field is required.',
    ],
    [
      { name: 'A', email: 'not-an-email', password: 'correct horse battery', terms: true },
      'email',
      'The email must be a valid email address.',
    ],
    [
      { name: 'A', email: 'a3@learner.test', password: 'short', terms: true },
      'password',
      'The password must be at least 8 characters.',
    ],
  ])('refuses %j with the message for %s', async (payload, field, message) => {
    const res = await post('/api/auth/register', payload);
    expect(res.statusCode).toBe(422);
    expect(errorMessage(res)).toBe(message);
    expect(res.json().errors[field]).toContain(message);
  });

  it('refuses a duplicate email, whatever its case', async () => {
    const res = await post('/api/auth/register', {
      name: 'Dup',
      email: 'STUDENT@example.com',
      password: 'correct horse battery',
      terms: true,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      message: 'The email has already been taken.',
      errors: { email: ['The email has already been taken.'] },
    });
  });
});

describe('POST /api/auth/login and POST /api/auth', () => {
  it('logs in each demo account and returns the user with its flags', async () => {
    for (const [who, flags] of [
      ['admin', { is_admin: 1, is_teacher: 0, is_student: 0 }],
      ['teacher', { is_admin: 0, is_teacher: 1, is_student: 0 }],
      ['student', { is_admin: 0, is_teacher: 0, is_student: 1 }],
    ] as const) {
      const token = await loginAs(t.app, who);
      const me = await post('/api/auth', undefined, bearer(token));
      expect(me.statusCode).toBe(200);
      expect(me.json()).toMatchObject({ message: 'User returned', user: flags });
    }
  });

  it('refuses a wrong password and an unknown email with the same message', async () => {
    const wrong = await post('/api/auth/login', { email: 'student@example.com', password: 'wrong-password' });
    const unknown = await post('/api/auth/login', {
      email: 'nobody@example.com',
      password: 'wrong-password',
    });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(422);
      expect(errorMessage(res)).toBe('These credentials do not match our records.');
    }
  });

  it('stores tokens hashed, and a logged-out token gets 401', async () => {
    const token = await loginAs(t.app, 'student');
    const stored = await t.app.db.select().from(tokens);
    expect(stored.some((r) => r.tokenHash === token)).toBe(false);
    expect((await post('/api/auth', { token })).json()).toEqual({ message: 'Logged out' });
    const after = await post('/api/auth', undefined, bearer(token));
    expect(after.statusCode).toBe(401);
    expect(errorMessage(after)).toBe('Please log in');
  });

  it('gives 401 without a token, with a garbage token and with an expired token', async () => {
    expect((await post('/api/auth')).statusCode).toBe(401);
    expect((await post('/api/auth', undefined, bearer('x'.repeat(43)))).statusCode).toBe(401);
    const token = await loginAs(t.app, 'teacher');
    const user = (await t.app.db.select().from(users).where(eq(users.email, 'teacher@example.com')))[0];
    await t.app.db
      .update(tokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(tokens.userId, user.id));
    expect((await post('/api/auth', undefined, bearer(token))).statusCode).toBe(401);
  });
});

describe('password reset', () => {
  it('mails a single-use link that sets a new password and logs out every session', async () => {
    const { email, token: session } = await registerStudent(t.app);
    const res = await post('/api/auth/reset-password', { email });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(
      'If this address belongs to an account, we have emailed a link to reset the password.',
    );
    const mail = t.mails.filter((m) => m.to === email && m.subject === 'Reset your password').at(-1)!;
    expect(mail.text).toContain('http://portal.test/reset-password?token=');
    const link = linkFrom(mail.text);

    const mismatch = await post('/api/auth/reset-password/complete', {
      token: link,
      password: 'new-password-1',
      password_confirmation: 'other',
    });
    expect(errorMessage(mismatch)).toBe('Password must match');

    const done = await post('/api/auth/reset-password/complete', {
      token: link,
      password: 'new-password-1',
      password_confirmation: 'new-password-1',
    });
    expect(done.statusCode).toBe(200);
    expect((await post('/api/auth', undefined, bearer(session))).statusCode).toBe(401);
    expect((await post('/api/auth/login', { email, password: 'new-password-1' })).statusCode).toBe(200);

    const again = await post('/api/auth/reset-password/complete', {
      token: link,
      password: 'new-password-2',
      password_confirmation: 'new-password-2',
    });
    expect(again.statusCode).toBe(422);
    expect(errorMessage(again)).toBe(
      'This password reset link is invalid or has expired. Please request a new one.',
    );
  });

  it('refuses an expired link', async () => {
    const { email } = await registerStudent(t.app);
    await post('/api/auth/reset-password', { email });
    const link = linkFrom(
      t.mails.filter((m) => m.to === email && m.subject === 'Reset your password').at(-1)!.text,
    );
    await t.app.db
      .update(userLinks)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(userLinks.purpose, 'reset'));
    const res = await post('/api/auth/reset-password/complete', {
      token: link,
      password: 'new-password-1',
      password_confirmation: 'new-password-1',
    });
    expect(res.statusCode).toBe(422);
  });

  it('answers the same for an unknown address and mails nothing', async () => {
    const before = t.mails.length;
    const res = await post('/api/auth/reset-password', { email: 'ghost@learner.test' });
    expect(res.statusCode).toBe(200);
    expect(t.mails.length).toBe(before);
  });

  it('gives the email error list for an invalid address', async () => {
    const res = await post('/api/auth/reset-password', { email: 'nope' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.email).toEqual(['The email must be a valid email address.']);
  });
});

describe('POST /api/user/update', () => {
  it('updates profile fields of the caller only', async () => {
    const { token } = await registerStudent(t.app);
    const res = await post(
      '/api/user/update',
      { first_name: 'Lea', last_name: 'Meier', birthdate: '2001-02-03', parent: 1, city_parent: 'Bern' },
      bearer(token),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'User information updated',
      user: {
        first_name: 'Lea',
        last_name: 'Meier',
        birthdate: '2001-02-03',
        parent: 1,
        city_parent: 'Bern',
      },
    });
  });

  it('changes the password only when it matches its confirmation', async () => {
    const { token, email } = await registerStudent(t.app);
    const mismatch = await post(
      '/api/user/update',
      { password: 'new-password-9', password_confirmation: 'different-1' },
      bearer(token),
    );
    expect(mismatch.statusCode).toBe(422);
    expect(errorMessage(mismatch)).toBe('Password must match');
    const empty = await post('/api/user/update', { password: '', password_confirmation: '' }, bearer(token));
    expect(errorMessage(empty)).toBe('Password must match');
    const ok = await post(
      '/api/user/update',
      {
        password: 'new-password-9',
        password_confirmation: 'new-password-9',
        current_password: 'secret-password',
      },
      bearer(token),
    );
    expect(ok.json()).toEqual({ message: 'Password updated', other_sessions_ended: 0 });
    expect((await post('/api/auth/login', { email, password: 'new-password-9' })).statusCode).toBe(200);
  });

  it('needs a token', async () => {
    expect((await post('/api/user/update', { first_name: 'X' })).statusCode).toBe(401);
  });

  it('refuses a birthdate that is not a date', async () => {
    const { token } = await registerStudent(t.app);
    const res = await post('/api/user/update', { birthdate: '31.12.2000' }, bearer(token));
    expect(res.statusCode).toBe(422);
    expect(errorMessage(res)).toBe('The birthdate must be a valid date.');
  });
});

describe('hostile input to the auth routes', () => {
  const routes = [
    '/api/auth',
    '/api/auth/login',
    '/api/auth/register',
    '/api/auth/reset-password',
    '/api/auth/reset-password/complete',
    '/api/auth/verify-email',
    '/api/user/update',
  ];

  it.each(routes)('%s answers malformed JSON with 400 and a message', async (url) => {
    const res = await t.app.inject({
      method: 'POST',
      url,
      payload: '{"email": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(typeof res.json().message).toBe('string');
    expect(res.body).not.toMatch(/at .*\.(ts|js):\d+/);
  });

  it.each(routes)('%s answers wrong types and oversized fields with 4xx', async (url) => {
    const token = await loginAs(t.app, 'student');
    for (const payload of [
      { email: 42, password: ['x'], name: { a: 1 }, token: 7, terms: 'maybe' },
      {
        email: `${'a'.repeat(5000)}@x.ch`,
        password: 'p'.repeat(100_000),
        name: 'n'.repeat(10_000),
        token: 't'.repeat(10_000),
        first_name: 'f'.repeat(10_000),
      },
      [1, 2, 3],
      'just a string',
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        payload: JSON.stringify(payload),
        headers: { 'content-type': 'application/json', ...bearer(token) },
      });
      expect(res.statusCode, `${url} ${res.body}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(typeof res.json().message).toBe('string');
    }
  });

  it('refuses a body over the size limit with 413', async () => {
    const res = await post('/api/auth/login', { email: 'a@b.ch', password: 'x'.repeat(2 * 1024 * 1024) });
    expect(res.statusCode).toBe(413);
    expect(errorMessage(res)).toBe('The request is too large');
  });
});

describe('rate limits', () => {
  it('answers the 4th login attempt in a window with 429 and a message', async () => {
    const limited = await createTestApp({ seed: false, env: { RATE_LIMIT_AUTH_MAX: '3' } });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 4; i++) {
        codes.push(
          (
            await limited.app.inject({
              method: 'POST',
              url: '/api/auth/login',
              payload: { email: 'x@y.ch', password: 'another-secret-password' },
            })
          ).statusCode,
        );
      }
      expect(codes).toEqual([422, 422, 422, 429]);
      const res = await limited.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { name: 'a', email: 'r@y.ch', password: 'another-secret-password', terms: true },
      });
      expect(res.statusCode).toBe(201);
      for (let i = 0; i < 3; i++)
        await limited.app.inject({
          method: 'POST',
          url: '/api/auth/reset-password',
          payload: { email: 'r@y.ch' },
        });
      const blocked = await limited.app.inject({
        method: 'POST',
        url: '/api/auth/reset-password',
        payload: { email: 'r@y.ch' },
      });
      expect(blocked.statusCode).toBe(429);
      expect(errorMessage(blocked)).toMatch(/^Too many attempts\. Please wait \d+ seconds and try again\.$/);
    } finally {
      await limited.close();
    }
  });
});

describe('GET /api/health', () => {
  it('reports the database', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'ok',
      database: 'up',
      redis: 'off',
      mail: 'off',
      jobs: 'off',
      disk: 'off', // the embedded database in memory: no folder to watch
      storage: 'up',
    });
  });

  it('answers 503 with the report and a message while the database is down', async () => {
    const database = (down: boolean) =>
      t.app.health.register({
        name: 'database',
        critical: true,
        check: async () => {
          if (down) return 'down';
          await t.app.database.ping();
          return 'up';
        },
      });
    database(true);
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        status: 'error',
        database: 'down',
        redis: 'off',
        mail: 'off',
        jobs: 'off',
        disk: 'off',
        storage: 'up',
        message: 'Not serving: database is not reachable',
      });
    } finally {
      database(false);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});

describe('OpenAPI document', () => {
  it('marks the account routes public, documents 429 for login and both health answers, with examples', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const op = (path: string, method = 'post') => doc.paths[path][method];
    for (const path of [
      '/api/auth/login',
      '/api/auth/register',
      '/api/auth/reset-password',
      '/api/auth/reset-password/complete',
      '/api/auth/verify-email',
    ]) {
      expect(op(path).security, path).toEqual([]);
      expect(op(path).responses['429'], path).toBeDefined();
    }
    expect(op('/api/user/update').security).toBeUndefined(); // the document's default: a bearer token
    const login = op('/api/auth/login');
    expect(login.requestBody.content['application/json'].example).toMatchObject({
      email: expect.any(String),
    });
    const ok = login.responses['200'].content['application/json'];
    expect(ok.example).toMatchObject({ token: expect.any(String), user: { email: expect.any(String) } });
    expect(Object.keys(ok.schema.properties)).toEqual(['token', 'user']);
    expect(Object.keys(login.responses).sort()).toEqual([
      '200',
      '400',
      '413',
      '415',
      '422',
      '429',
      '500',
      '503',
    ]);
    expect(op('/api/auth').responses['401']).toBeDefined();
    const health = op('/api/health', 'get');
    expect(health.security).toEqual([]);
    expect(health.responses['200'].content['application/json'].schema.properties.status.enum).toEqual([
      'ok',
      'degraded',
    ]);
    expect(JSON.stringify(health.responses['503'].content['application/json'].schema)).toContain('"message"');
  });
});

describe('password strength (issue 33)', () => {
  it.each([
    ['aaaaaaaa', 'password.weak', 'This password is too easy to guess'],
    ['\u0000'.repeat(8), 'password.control_characters', 'The password must not contain control characters'],
    ['qwertzuiop', 'password.weak', 'This password is too easy to guess'],
    ['ｐａｓｓｗｏｒｄ', 'password.common', 'This password is too common'],
    ['Sommerferien2024', 'password.weak', 'This password is too easy to guess'],
    [
      'pass\tword-long-enough',
      'password.control_characters',
      'The password must not contain control characters',
    ],
  ])('register refuses %j (422, %s) at the password field', async (password, code, message) => {
    const res = await post('/api/auth/register', {
      name: 'Strength Tester',
      email: `strength-${Math.random().toString(36).slice(2)}@learner.test`,
      password,
      terms: true,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe(code);
    expect(errorMessage(res)).toMatch(new RegExp(`^${message}`));
    expect(res.json().errors.password[0]).toMatch(new RegExp(`^${message}`));
  });

  it('the user’s own name and email make a password weak', async () => {
    const res = await post('/api/auth/register', {
      name: 'Anna Muster',
      email: 'anna.muster@learner.test',
      password: 'anna.muster2024',
      terms: true,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('password.weak');
    // the same password is fine for someone else
    const other = await post('/api/auth/register', {
      name: 'Berta Beispiel',
      email: 'berta.beispiel@learner.test',
      password: 'anna.muster2024',
      terms: true,
    });
    expect(other.statusCode).toBe(201);
  });

  it('a password is kept in its NFKC form: typed full-width, it logs in typed plain', async () => {
    const email = 'nfkc-learner@learner.test';
    const res = await post('/api/auth/register', {
      name: 'NFKC Learner',
      email,
      password: 'ｃｏｒｒｅｃｔ ｈｏｒｓｅ ｂａｔｔｅｒｙ',
      terms: true,
    });
    expect(res.statusCode).toBe(201);
    const login = await post('/api/auth/login', { email, password: 'correct horse battery' });
    expect(login.statusCode).toBe(200);
  });
});
