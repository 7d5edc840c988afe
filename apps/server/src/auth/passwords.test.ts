import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerStudent, type TestApp } from '../test/harness.js';

describe('bounded hashing queue (HASH_QUEUE_MAX=4)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false, env: { HASH_QUEUE_MAX: '4' } });
  });
  afterAll(() => t.close());

  it('answers a burst past the queue with 503 and Retry-After at once, and serves again afterwards', async () => {
    const { email } = await registerStudent(t.app);
    const burst = await Promise.all(
      Array.from({ length: 30 }, () =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: 'flood@learner.test', password: 'flood-password' },
        }),
      ),
    );
    const busy = burst.filter((r) => r.statusCode === 503);
    // two hash at once, four wait; the rest are turned away instead of queueing
    expect(busy.length).toBeGreaterThanOrEqual(20);
    expect(busy[0].json()).toEqual({
      code: 'server.busy',
      message: 'The server is busy. Please try again in a moment.',
    });
    expect(busy[0].headers['retry-after']).toBe('2');
    expect(burst.filter((r) => r.statusCode === 422).length).toBeGreaterThanOrEqual(1);

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: 'secret-password' },
    });
    expect(login.statusCode).toBe(200);
  });
});
