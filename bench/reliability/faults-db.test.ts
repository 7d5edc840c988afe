/**
 * A hung database (issue 16): the suite's own PostgreSQL is stopped with SIGSTOP (every process of the cluster,
 * so open connections hang too, and the pool fills with hung queries) for 8 s under a learner loop, then resumed.
 * No request waits longer than the time limit, every failure is a 503 "try again in a moment" JSON error (never
 * another 5xx), /api/health answers within 1 s and says 503 database 'down' while hung and 200 soon after, no
 * acknowledged answer is lost, and every learner's progress equals a fresh computation afterwards.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { leaksInternals, usePortal } from './lib/portal.js';
import {
  countBy,
  hangPostgres,
  healthPoller,
  learnerLoop,
  missingAcks,
  progressOf,
  sleep,
  waitForHealth,
} from './lib/faults.js';
import { createTempPostgres, type TempPostgres } from '../src/lib/temp-postgres.js';

const REQUEST_TIMEOUT_MS = 5000;
const HANG_MS = 8000;
const LEARNERS = 20;

let db: TempPostgres;
beforeAll(async () => {
  db = await createTempPostgres();
});
afterAll(async () => {
  await db?.destroy();
});
const portal = usePortal({
  adminUrl: () => db.url,
  env: {
    REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS),
    DATABASE_CONNECT_TIMEOUT_MS: '2000',
    DATABASE_STATEMENT_TIMEOUT_MS: '2000',
  },
});

describe('the database hangs (SIGSTOP) and resumes under load', () => {
  it('answers 503 within the time limit, health tells the truth within 1 s, nothing acknowledged is lost', async () => {
    const learners = await portal.loginLearners(LEARNERS);
    const loop = learnerLoop(portal.url, learners, portal.g.benchRoot, portal.g.benchCards);
    const poll = healthPoller(portal.url);
    await loop.answered(2 * LEARNERS); // the learners are at work

    const hungAt = Date.now();
    const resume = hangPostgres(db);
    let resumedAt = 0;
    try {
      await sleep(HANG_MS);
    } finally {
      resume();
      resumedAt = Date.now();
    }
    const recoveryMs = await waitForHealth(portal.url, (h) => h.status === 200, 30_000);
    // Work that was in flight ends, then normal service again: every learner has been answered since the
    // recovery; from then on, every request (more than 50 of them) is answered normally.
    await loop.servedSince(resumedAt + recoveryMs);
    const healedAt = Date.now();
    await loop.startedSince(healedAt, 60);
    await loop.stop();
    await poll.stop();

    const outcomes = loop.outcomes;
    const first503 = outcomes.filter((o) => o.status === 503 && o.t >= hungAt).sort((a, b) => a.t - b.t)[0];
    const healthDown = poll.samples.find((h) => h.t >= hungAt && h.status === 503);
    const during = outcomes.filter((o) => o.t0 >= hungAt && o.t0 < resumedAt);
    const afterwards = outcomes.filter((o) => o.t0 >= healedAt);
    const slowest = Math.max(...outcomes.map((o) => o.t - o.t0));
    console.log(
      `[db hung] ${HANG_MS / 1000} s: first 503 after ${first503 ? first503.t - hungAt : '-'} ms, health 503 after ` +
        `${healthDown ? healthDown.end - hungAt : '-'} ms, healthy ${recoveryMs} ms after SIGCONT; ` +
        `${during.length} requests during the hang ${JSON.stringify(countBy(during))}; slowest ${slowest} ms; ` +
        `${afterwards.length} after recovery ${JSON.stringify(countBy(afterwards))}; ${loop.acks.length} answers acknowledged`,
    );

    expect(portal.server.exited(), portal.server.output().slice(-2000)).toBe(false);
    // No request waits longer than the time limit (plus the answer's way back).
    expect(slowest).toBeLessThan(REQUEST_TIMEOUT_MS + 1500);
    // No 5xx other than 503, every refusal the API's JSON error.
    for (const o of outcomes.filter((x) => x.status !== 200)) {
      expect(o.status, `${o.what}: ${o.body}`).toBe(503);
      expect(JSON.parse(o.body), o.body).toMatchObject({
        code: 'server.unavailable',
        message: expect.stringMatching(/versuche es gleich noch einmal/),
      });
      expect(leaksInternals(o.body), o.body).toBeNull();
    }
    expect(first503, 'a hung database gives 503').toBeDefined();
    expect(first503!.t - hungAt).toBeLessThan(REQUEST_TIMEOUT_MS + 1500);
    // Health: always within 1 s; 503 with database 'down' while hung (after the first such answer), 200 after.
    for (const h of poll.samples) expect(h.end - h.t, JSON.stringify(h)).toBeLessThan(1000);
    expect(healthDown, 'health reports the hung database').toBeDefined();
    expect(healthDown!.end - hungAt).toBeLessThan(2000);
    expect(healthDown!.body).toMatchObject({ status: 'error', database: 'down' });
    const whileHung = poll.samples.filter((h) => h.t >= healthDown!.t && h.end < resumedAt);
    expect(whileHung.every((h) => h.status === 503)).toBe(true);
    expect(recoveryMs).toBeLessThan(5000);
    expect(afterwards.length).toBeGreaterThan(50);
    expect(
      afterwards.filter((o) => o.status !== 200),
      JSON.stringify(countBy(afterwards)),
    ).toEqual([]);
    expect(await missingAcks(portal.dbUrl, loop.acks)).toBe(0);

    // Progress through the cache equals a fresh computation (all cached trees marked stale).
    const cached = await Promise.all(
      learners.map((l) => progressOf(portal.url, l.token, portal.g.benchRoot)),
    );
    const client = new pg.Client({ connectionString: portal.dbUrl });
    await client.connect();
    await client.query(`UPDATE progress_cache SET tree = 'null'::jsonb, version = version + 1`);
    await client.end();
    const fresh = await Promise.all(learners.map((l) => progressOf(portal.url, l.token, portal.g.benchRoot)));
    expect(cached).toEqual(fresh);
  });
});
