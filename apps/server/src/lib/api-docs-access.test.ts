import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, loginAs, type TestApp } from '../test/harness.js';

/** /api/docs as production serves it without API_DOCS_PUBLIC=1: only for admins (issue 33). */
describe('/api/docs when not public', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { API_DOCS_PUBLIC: '0' } });
  });
  afterAll(() => t.close());

  const get = (url: string, token?: string) =>
    t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });

  it.each(['/api/docs', '/api/docs/json', '/api/docs/yaml', '/api/docs/static/index.html'])(
    '%s: 401 without a token, 403 for a learner or a teacher, 200 for an admin',
    async (url) => {
      expect((await get(url)).statusCode).toBe(401);
      expect((await get(url)).json()).toMatchObject({ message: 'Please log in' });
      expect((await get(url, await loginAs(t.app, 'student'))).statusCode).toBe(403);
      expect((await get(url, await loginAs(t.app, 'teacher'))).statusCode).toBe(403);
      const admin = await get(url, await loginAs(t.app, 'admin'));
      expect([200, 302]).toContain(admin.statusCode);
    },
  );

  it('the admin gets the OpenAPI document itself', async () => {
    const res = await get('/api/docs/json', await loginAs(t.app, 'admin'));
    expect(res.json()).toMatchObject({ openapi: expect.stringMatching(/^3\./) });
  });
});
