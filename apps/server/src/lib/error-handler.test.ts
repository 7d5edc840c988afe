import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, loginAs, type TestApp } from '../test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('errors without a status code', () => {
  it('a NUL character that PostgreSQL cannot store is a 422, not a 500', async () => {
    const token = await loginAs(t.app, 'admin');
    const res = await t.app.inject({ method: 'GET', url: '/api/roles?q=a%00b', headers: bearer(token) });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('The input contains characters or values that cannot be stored');
  });

  it('a multipart body without its boundary is a 400 with a message', async () => {
    const token = await loginAs(t.app, 'teacher');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/file',
      headers: { ...bearer(token), 'content-type': 'multipart/form-data' },
      payload: 'not really multipart',
    });
    expect(res.statusCode).toBe(400);
    expect(typeof res.json().message).toBe('string');
  });
});
