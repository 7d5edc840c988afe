import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { bearer, createTestApp, loginAs, type TestApp } from '../test/harness.js';
import { registerErrorHandler, UNAVAILABLE_MESSAGE } from './error-handler.js';

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
    expect(res.json()).toMatchObject({
      code: 'validation.unstorable_value',
      message: 'The input contains characters or values that cannot be stored',
    });
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
    expect(res.json()).toMatchObject({ code: 'request.invalid_multipart' });
  });
});

describe('time limits', () => {
  const bare = async () => {
    const app = Fastify({ handlerTimeout: 100 });
    app.decorate('config', { defaultLanguage: 'en', strictContract: false } as never);
    registerErrorHandler(app);
    app.get('/slow', async () => {
      await new Promise((r) => setTimeout(r, 400));
      return { late: true };
    });
    app.get('/cancelled', async () => {
      throw Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' });
    });
    app.get('/pool', async () => {
      throw new Error('timeout exceeded when trying to connect');
    });
    app.get('/no-answer', async () => {
      throw new Error('Query read timeout');
    });
    return app;
  };

  it('a request over REQUEST_TIMEOUT_MS is a 503 "try again in a moment", in time', async () => {
    const app = await bare();
    const t0 = Date.now();
    const res = await app.inject({ method: 'GET', url: '/slow' });
    expect(Date.now() - t0).toBeLessThan(350);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ code: 'server.unavailable', message: UNAVAILABLE_MESSAGE.en });
    await app.close();
  });

  it.each(['/cancelled', '/pool', '/no-answer'])(
    'a database time limit (%s) is a 503 "try again in a moment"',
    async (url) => {
      const app = await bare();
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        code: 'server.unavailable',
        message: 'The service is temporarily unavailable. Please try again in a moment.',
      });
      await app.close();
    },
  );
});
