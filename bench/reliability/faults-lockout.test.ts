/**
 * Lockout without denial of service, around a Redis that is killed and hung (issues 30 and 33): 100 wrong logins
 * against the admin from rotating addresses (X-Forwarded-For, TRUST_PROXY=1) while the admin logs in from an
 * address that logged in before. The lock holds for strangers, never for the owner; it lives in the database, so it
 * holds while Redis is killed or hung and a lock set during the outage holds after it; no login waits on Redis.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usePortal } from './lib/portal.js';
import { ownRedis, sleep, waitForHealth, type OwnRedis } from './lib/faults.js';
import { ADMIN_EMAIL, BENCH_PASSWORD, TEACHER_EMAIL } from '../src/generate.js';

let redis: OwnRedis;
const env: Record<string, string> = {
  REDIS_TIMEOUT_MS: '300',
  TRUST_PROXY: '1',
  RATE_LIMIT_AUTH_MAX: '10000',
};
beforeAll(async () => {
  redis = await ownRedis();
  await redis.start();
  env.REDIS_URL = `${redis.url}/0`;
});
afterAll(async () => {
  await redis?.stop();
});
const portal = usePortal({ env });

interface Try {
  status: number;
  ms: number;
  code?: string;
}
async function login(email: string, password: string, ip: string): Promise<Try> {
  const t0 = Date.now();
  try {
    const res = await fetch(`${portal.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
      body: JSON.stringify({ email, password }),
      signal: AbortSignal.timeout(15_000),
    });
    const body = (await res.json()) as { code?: string };
    return { status: res.status, ms: Date.now() - t0, code: body.code };
  } catch {
    return { status: 0, ms: Date.now() - t0 };
  }
}
const HOME = '192.0.2.10';
const summary = (label: string, tries: Try[]) => {
  const by: Record<string, number> = {};
  for (const t of tries) by[t.status] = (by[t.status] ?? 0) + 1;
  console.log(
    `[lockout ${label}] ${tries.length} sent, ${tries.filter((t) => t.status !== 0).length} answered, ` +
      `${tries.filter((t) => t.status === 0).length} lost; slowest ${Math.max(0, ...tries.map((t) => t.ms))} ms; ${JSON.stringify(by)}`,
  );
};

describe('100 wrong logins from rotating addresses against the admin, Redis killed and hung', () => {
  it('strangers are locked out, the admin from a known address never is, with or without Redis', async () => {
    expect((await login(ADMIN_EMAIL, BENCH_PASSWORD, HOME)).status).toBe(200); // the admin's known address
    const attack: Try[] = [];
    const owner: Try[] = [];
    let attacking = true;
    const ownerLoop = (async () => {
      while (attacking) {
        owner.push(await login(ADMIN_EMAIL, BENCH_PASSWORD, HOME));
        await sleep(100);
      }
    })();
    for (let i = 0; i < 100; i += 10)
      attack.push(
        ...(await Promise.all(
          Array.from({ length: 10 }, (_, k) => login(ADMIN_EMAIL, 'wrong-password', `203.0.113.${i + k}`)),
        )),
      );
    attacking = false;
    await ownerLoop;
    summary('attack', attack);
    summary('admin from a known address during the attack', owner);
    expect(attack.every((t) => t.status === 422 || t.status === 429)).toBe(true);
    expect(attack.some((t) => t.code === 'auth.account_locked')).toBe(true);
    expect(owner.length).toBeGreaterThan(0);
    expect(owner.every((t) => t.status === 200)).toBe(true);
    const stranger = await login(ADMIN_EMAIL, BENCH_PASSWORD, '198.51.100.200');
    expect(stranger).toMatchObject({ status: 429, code: 'auth.account_locked' });

    // Redis killed: the lock holds, the admin gets in, nothing waits
    await redis.kill();
    const killed: Try[] = [];
    for (let i = 0; i < 10; i++) {
      killed.push(await login(ADMIN_EMAIL, BENCH_PASSWORD, `198.51.100.${i}`));
      killed.push(await login(ADMIN_EMAIL, BENCH_PASSWORD, HOME));
    }
    // a lock set during the outage: the teacher locked by 20 failures from rotating addresses
    for (let i = 0; i < 20; i++)
      killed.push(await login(TEACHER_EMAIL, 'wrong-password', `203.0.113.${150 + i}`));
    summary('Redis killed', killed);
    expect(
      killed.filter((_, i) => i < 20 && i % 2 === 0).every((t) => t.code === 'auth.account_locked'),
    ).toBe(true);
    expect(killed.filter((_, i) => i < 20 && i % 2 === 1).every((t) => t.status === 200)).toBe(true);
    expect(killed.every((t) => t.status !== 0 && t.status < 500)).toBe(true);

    // Redis hung (SIGSTOP): the same, and no login pays a Redis time limit more than once
    await redis.start();
    await waitForHealth(portal.url, (h) => h.body.redis === 'up'); // the portal uses it again
    redis.pause();
    const hung: Try[] = [];
    try {
      for (let i = 0; i < 10; i++) {
        hung.push(await login(ADMIN_EMAIL, BENCH_PASSWORD, `198.51.100.${50 + i}`));
        hung.push(await login(ADMIN_EMAIL, BENCH_PASSWORD, HOME));
        hung.push(await login(TEACHER_EMAIL, BENCH_PASSWORD, `198.51.100.${80 + i}`));
      }
    } finally {
      redis.resume();
    }
    summary('Redis hung', hung);
    expect(hung.filter((_, i) => i % 3 === 0).every((t) => t.code === 'auth.account_locked')).toBe(true);
    expect(hung.filter((_, i) => i % 3 === 1).every((t) => t.status === 200)).toBe(true);
    // the teacher's lock, set while Redis was down, holds after it
    expect(hung.filter((_, i) => i % 3 === 2).every((t) => t.code === 'auth.account_locked')).toBe(true);
    expect(hung.every((t) => t.status !== 0 && t.status < 500)).toBe(true);
    expect(hung.filter((t) => t.ms > 400).length).toBeLessThanOrEqual(1); // at most one Redis time limit
    // and once Redis is back
    await waitForHealth(portal.url, (h) => h.body.redis === 'up');
    expect(await login(TEACHER_EMAIL, BENCH_PASSWORD, '198.51.100.250')).toMatchObject({
      status: 429,
      code: 'auth.account_locked',
    });
  });
});
