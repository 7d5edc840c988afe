/**
 * Redis is an optional helper (issue 16): the portal runs with REDIS_URL on its own redis-server, which is killed,
 * hung (SIGSTOP) and absent at start. Throughout, learners loop over progress and answers: every request is
 * answered normally (200) within the time limit, /api/health answers within 1 s and says 'degraded' (200) with
 * redis 'down', no acknowledged answer is lost, and afterwards every learner's progress equals a fresh computation
 * (what Redis missed meanwhile is healed, never served stale).
 */
import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { leaksInternals, login, usePortal } from './lib/portal.js';
import {
  countBy,
  health,
  healthPoller,
  learnerLoop,
  missingAcks,
  ownRedis,
  progressOf,
  sleep,
  waitForHealth,
  type OwnRedis,
  type Outcome,
} from './lib/faults.js';
import { learnerEmail } from '../src/generate.js';
import { freePort, startPortal } from '../src/lib/proc.js';

const REDIS_TIMEOUT_MS = 300;
/** The longest a learner request may take while Redis fails: a few Redis time limits, far below REQUEST_TIMEOUT_MS. */
const LIMIT_MS = 2500;
const LEARNERS = 12;

let redis: OwnRedis;
const env: Record<string, string> = { REDIS_TIMEOUT_MS: String(REDIS_TIMEOUT_MS) };
beforeAll(async () => {
  redis = await ownRedis();
  await redis.start();
  env.REDIS_URL = `${redis.url}/0`;
});
afterAll(async () => {
  await redis?.stop();
});
const portal = usePortal({ env });

/** Every learner's progress through the server, then again after all cached trees are dropped (a fresh computation). */
async function progressMatchesFresh(tokens: { token: string }[]) {
  const cached = await Promise.all(tokens.map((l) => progressOf(portal.url, l.token, portal.g.benchRoot)));
  const bump = spawnSync('redis-cli', ['-p', String(redis.port), 'INCR', 'progress:generation'], {
    encoding: 'utf8',
  });
  expect(bump.status, bump.stderr).toBe(0);
  const fresh = await Promise.all(tokens.map((l) => progressOf(portal.url, l.token, portal.g.benchRoot)));
  expect(cached).toEqual(fresh);
}

function checkOutcomes(label: string, outcomes: Outcome[]) {
  const slowest = Math.max(0, ...outcomes.map((o) => o.t - o.t0));
  const failed = outcomes.filter((o) => o.status !== 200);
  console.log(
    `[redis ${label}] ${outcomes.length} requests, ${outcomes.length - failed.length} answered 200, slowest ${slowest} ms ` +
      JSON.stringify(countBy(failed)),
  );
  for (const o of failed) expect(leaksInternals(o.body), o.body).toBeNull();
  expect(failed.slice(0, 3), JSON.stringify(countBy(failed))).toEqual([]);
  expect(slowest).toBeLessThan(LIMIT_MS);
}

describe('Redis killed, hung and absent', () => {
  it('killed: answers keep working, health says degraded, and the cache is healed when Redis returns', async () => {
    const learners = await portal.loginLearners(LEARNERS);
    // Warm the Redis cache: these trees would be stale after the answers below if nothing healed them.
    await Promise.all(learners.map((l) => progressOf(portal.url, l.token, portal.g.benchRoot)));
    expect((await health(portal.url)).body).toMatchObject({ status: 'ok', redis: 'up' });

    const loop = learnerLoop(portal.url, learners, portal.g.benchRoot, portal.g.benchCards);
    const poll = healthPoller(portal.url);
    await loop.answered(2 * LEARNERS); // the learners are at work
    const killedAt = Date.now();
    await redis.kill();
    const degradedMs = await waitForHealth(portal.url, (h) => h.body.redis === 'down');
    await sleep(5000);
    const duringFault = loop.outcomes.filter((o) => o.t0 >= killedAt).length;
    await redis.start(); // empty: --save ''
    const backAt = Date.now();
    const recoveryMs = await waitForHealth(portal.url, (h) => h.body.redis === 'up');
    // the learners keep working on the Redis that is back: each is served again, then more answers follow
    await loop.servedSince(backAt + recoveryMs);
    await loop.answered(loop.outcomes.length + 4 * LEARNERS);
    await loop.stop();
    await poll.stop();

    console.log(
      `[redis killed] health degraded ${degradedMs} ms after the kill, up again ${recoveryMs} ms after the restart; ` +
        `${duringFault} requests during the outage, ${loop.acks.length} answers acknowledged`,
    );
    checkOutcomes('killed', loop.outcomes);
    const during = poll.samples.filter((h) => h.t > killedAt + degradedMs && h.end < backAt);
    expect(during.length).toBeGreaterThan(5);
    for (const h of poll.samples) {
      expect(h.status, JSON.stringify(h.body)).toBe(200); // Redis is optional: the portal serves
      expect(h.end - h.t).toBeLessThan(1000);
    }
    for (const h of during)
      expect(h.body).toMatchObject({ status: 'degraded', database: 'up', redis: 'down' });
    expect(await missingAcks(portal.dbUrl, loop.acks)).toBe(0);
    await progressMatchesFresh(learners);
  });

  it('hung (SIGSTOP): no request waits on it, health answers within 1 s, and the cache is healed on SIGCONT', async () => {
    const learners = await portal.loginLearners(LEARNERS);
    await Promise.all(learners.map((l) => progressOf(portal.url, l.token, portal.g.benchRoot)));
    const loop = learnerLoop(portal.url, learners, portal.g.benchRoot, portal.g.benchCards);
    const poll = healthPoller(portal.url);
    await loop.answered(2 * LEARNERS); // the learners are at work
    const hungAt = Date.now();
    redis.pause();
    let degradedMs: number;
    try {
      degradedMs = await waitForHealth(portal.url, (h) => h.body.redis === 'down');
      await sleep(5000);
    } finally {
      redis.resume();
    }
    const resumedAt = Date.now();
    const duringFault = loop.outcomes.filter((o) => o.t0 >= hungAt && o.t <= resumedAt).length;
    const recoveryMs = await waitForHealth(portal.url, (h) => h.body.redis === 'up');
    // the learners keep working on the Redis that is back: each is served again, then more answers follow
    await loop.servedSince(resumedAt + recoveryMs);
    await loop.answered(loop.outcomes.length + 4 * LEARNERS);
    await loop.stop();
    await poll.stop();

    console.log(
      `[redis hung] health degraded ${degradedMs} ms after SIGSTOP, up again ${recoveryMs} ms after SIGCONT; ` +
        `${duringFault} requests served while hung, ${loop.acks.length} answers acknowledged`,
    );
    checkOutcomes('hung', loop.outcomes);
    for (const h of poll.samples) {
      expect(h.status, JSON.stringify(h.body)).toBe(200);
      expect(h.end - h.t).toBeLessThan(1000);
    }
    expect(await missingAcks(portal.dbUrl, loop.acks)).toBe(0);
    await progressMatchesFresh(learners);
  });

  it('absent at start: logins and learning work at once, and Redis is taken into use when it appears', async () => {
    const port = await freePort(); // nothing listens here yet
    const absent = await ownRedis(port);
    const server = await startPortal({
      build: { serverMain: inject('serverMain'), webDist: inject('webDist'), remove: () => {} },
      databaseUrl: portal.dbUrl,
      env: { REDIS_URL: absent.url, REDIS_TIMEOUT_MS: String(REDIS_TIMEOUT_MS) },
    });
    try {
      const t0 = Date.now();
      const token = await login(server.url, learnerEmail(0));
      const loginMs = Date.now() - t0;
      const p0 = Date.now();
      await progressOf(server.url, token, portal.g.benchRoot);
      const progressMs = Date.now() - p0;
      const h = await health(server.url);
      console.log(
        `[redis absent at start] login ${loginMs} ms, progress ${progressMs} ms, health ${h.end - h.t} ms`,
      );
      expect(loginMs).toBeLessThan(LIMIT_MS);
      expect(progressMs).toBeLessThan(LIMIT_MS);
      expect(h.status).toBe(200);
      expect(h.end - h.t).toBeLessThan(1000);
      expect(h.body).toMatchObject({ status: 'degraded', database: 'up', redis: 'down' });

      await absent.start();
      const upMs = await waitForHealth(server.url, (s) => s.body.redis === 'up');
      console.log(`[redis absent at start] Redis in use ${upMs} ms after it started`);
      expect(upMs).toBeLessThan(10_000);
      expect(await progressOf(server.url, token, portal.g.benchRoot)).toEqual(
        await progressOf(portal.url, token, portal.g.benchRoot),
      );
    } finally {
      await server.stop();
      await absent.stop();
    }
  });
});
