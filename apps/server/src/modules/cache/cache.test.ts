import { randomUUID } from 'node:crypto';
import { and, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cacheJobs,
  cardAnswers,
  cardProgress,
  cards,
  categories,
  categoryCounts,
  progressCache,
  roles,
  users,
} from '../../db/schema.js';
import { loadAccess } from '../../auth/visibility.js';
import { computeProgressTree } from '../progress/compute.js';
import { bearer, createTestApp, loginAs, type TestApp } from '../../test/harness.js';
import { CACHE_MESSAGES } from './service.js';
import { CACHE_JOB_MESSAGES } from './jobs.js';

let t: TestApp;
let admin: string;
let teacher: string;
let student: string;
let studentId: number;
let mathId: number;
let mathCards: number[];

const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });

const progressOf = async (token: string, id = mathId) => {
  const res = await get(`/api/categories/progress/${id}/7?children=1`, token);
  expect(res.statusCode).toBe(200);
  return res.json();
};

const cacheRow = async (userId: number) =>
  (await t.app.db.select().from(progressCache).where(eq(progressCache.userId, userId)))[0];

const isValidTree = (tree: unknown) => !!tree && typeof tree === 'object' && 'b' in (tree as object);

/** What the user's tree is when computed straight from card_progress and content_progress. */
async function truth(userId: number) {
  const [user] = await t.app.db.select().from(users).where(eq(users.id, userId));
  return computeProgressTree(t.app, await loadAccess(t.app, user));
}

async function pollJob(id: string, token: string) {
  const seen: Array<{ state: string; done: number; total: number; message?: string }> = [];
  for (let i = 0; i < 2000; i++) {
    const res = await get(`/api/cats/jobs/${id}`, token);
    expect(res.statusCode).toBe(200);
    const job = res.json().job;
    seen.push(job);
    if (job.state !== 'running') return seen;
    await new Promise((r) => setTimeout(r, i < 500 ? 2 : 20));
  }
  throw new Error('job did not end');
}

beforeAll(async () => {
  t = await createTestApp();
  [admin, teacher, student] = await Promise.all([
    loginAs(t.app, 'admin'),
    loginAs(t.app, 'teacher'),
    loginAs(t.app, 'student'),
  ]);
  [{ id: studentId }] = await t.app.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'student@example.com'));
  const [math] = await t.app.db
    .select()
    .from(categories)
    .where(eq(categories.title, 'Mathematik//Maturität'));
  mathId = math.id;
  mathCards = (
    await t.app.db
      .select({ id: cards.id })
      .from(cards)
      .innerJoin(categories, eq(categories.id, cards.categoryId))
      .where(like(categories.path, `${math.path}%`))
  ).map((r) => r.id);
  expect(mathCards.length).toBeGreaterThanOrEqual(5);
});
afterAll(async () => t?.close());

const answer = (cardId: number, correct: boolean, token = student) =>
  t.app.inject({ method: 'POST', url: `/api/cards/${cardId}/${correct ? 1 : 0}`, headers: bearer(token) });

describe('GET /api/cats/generate/cat/{categoryId}/{userId}', () => {
  it("rebuilds the user's progress and marks their roles on the category generated", async () => {
    expect((await answer(mathCards[0], true)).statusCode).toBe(200);
    const res = await get(`/api/cats/generate/cat/${mathId}/${studentId}`, teacher);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      message: CACHE_MESSAGES.generated.en,
      category_id: mathId,
      user_id: studentId,
      generated: true,
    });
    const [role] = await t.app.db.select().from(roles).where(eq(roles.userId, studentId));
    expect(body.role_ids).toEqual([role.id]);
    expect(role.generated).toBe(true);
    // the cache holds a valid tree, and it is the one the learner reads
    expect(isValidTree((await cacheRow(studentId)).tree)).toBe(true);
    const seen = await progressOf(student);
    expect(body.progress.cards).toEqual(seen.cards);
    expect(seen.cards.p[3]).toBeGreaterThanOrEqual(1); // a first right answer (memory model: stack 3)
    // the panel list shows the role generated
    const listed = (await get('/api/roles?q=student@example.com', teacher)).json().users[0].roles[0];
    expect(listed.generated).toBe(true);
  });

  it('answers 404 for a missing category or user, 422 for a bad id', async () => {
    expect((await get(`/api/cats/generate/cat/999999/${studentId}`, admin)).statusCode).toBe(404);
    expect((await get(`/api/cats/generate/cat/${mathId}/999999`, admin)).statusCode).toBe(404);
    expect((await get(`/api/cats/generate/cat/x/${studentId}`, admin)).statusCode).toBe(422);
  });
});

describe('GET /api/cats/clean_user/{id}', () => {
  it('drops the user cache; the next read rebuilds the same numbers', async () => {
    await answer(mathCards[1], false);
    await answer(mathCards[2], true);
    await answer(mathCards[2], true);
    const before = await progressOf(student);
    const cached = await cacheRow(studentId);
    expect(isValidTree(cached.tree)).toBe(true);

    const res = await get(`/api/cats/clean_user/${studentId}`, teacher);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(CACHE_MESSAGES.userCleaned.en);
    const cleaned = await cacheRow(studentId);
    expect(isValidTree(cleaned.tree)).toBe(false);
    expect(cleaned.version).toBeGreaterThan(cached.version);
    const [role] = await t.app.db.select().from(roles).where(eq(roles.userId, studentId));
    expect(role.generated).toBe(false);

    const after = await progressOf(student);
    expect(after).toEqual(before);
    expect(isValidTree((await cacheRow(studentId)).tree)).toBe(true);
    expect((await get('/api/cats/clean_user/999999', teacher)).statusCode).toBe(404);
  });
});

describe('GET /api/cats/clean_all', () => {
  it('runs as a job that reports progress, serves other requests meanwhile, and drops every cache', async () => {
    // many cached trees, so the job takes several batches
    await t.app.db.execute(sql`
      insert into users (name, email, password_hash)
      select 'Bulk ' || g, 'bulk' || g || '@bulk.test', 'x' from generate_series(1, 2600) g`);
    await t.app.db.execute(sql`
      insert into progress_cache (user_id, tree, version)
      select id, '{"fp":"","b":{}}'::jsonb, 3 from users where email like '%@bulk.test'
      on conflict do nothing`);
    await progressOf(student); // the student's tree is cached too
    const versionBefore = (await cacheRow(studentId)).version;
    await t.app.db.update(roles).set({ generated: true });

    const res = await get('/api/cats/clean_all', admin);
    expect(res.statusCode).toBe(202);
    const job = res.json().job;
    expect(job).toMatchObject({ kind: 'clean_all', state: 'running' });
    // the same job is returned while it runs
    expect((await get('/api/cats/clean_all', teacher)).json().job.id).toBe(job.id);
    const seen = await pollJob(job.id, teacher);
    const last = seen[seen.length - 1];
    expect(last).toMatchObject({ state: 'done', message: CACHE_MESSAGES.allCleaned.en, percent: 100 });
    expect(last.total).toBeGreaterThan(2600);
    expect(last.done).toBe(last.total);
    // the polls were answered while the job was running: it did not block them
    expect(seen.some((j) => j.state === 'running' && j.done > 0 && j.done < j.total)).toBe(true);

    const valid = await t.app.db
      .select({ n: sql<number>`count(*)::int` })
      .from(progressCache)
      .where(sql`${progressCache.tree} <> 'null'::jsonb`);
    expect(valid[0].n).toBe(0);
    // entries are marked stale by a higher version, never deleted: a tree computed before the clean
    // (at the old version) can then never be stored over the clean
    const after = await cacheRow(studentId);
    expect(after.version).toBeGreaterThan(versionBefore);
    const gen = await t.app.db
      .select({ n: sql<number>`count(*)::int` })
      .from(roles)
      .where(eq(roles.generated, true));
    expect(gen[0].n).toBe(0);
    expect((await t.app.db.select().from(categoryCounts)).length).toBe(0);
    await t.app.db.delete(users).where(like(users.email, '%@bulk.test'));
  });

  it('loses no answer when answers arrive while it runs', async () => {
    const learnerCards = mathCards.slice(0, 6);
    await t.app.db.delete(cardProgress).where(eq(cardProgress.userId, studentId));
    await progressOf(student);
    // each card i gets i+1 right answers at once: every one applied exactly once (reps = i+1), and on one day
    // FSRS keeps a first right answer's stability, so every card ends in stack 3 whatever the order
    const answers = learnerCards.flatMap((id, i) => Array.from({ length: i + 1 }, () => id));
    const reads: Array<Promise<unknown>> = [];
    const jobs: Array<Promise<unknown>> = [];
    const sent = answers.map(async (id, n) => {
      if (n % 4 === 0) jobs.push(get('/api/cats/clean_all?wait=1', admin));
      if (n % 3 === 0) reads.push(progressOf(student));
      if (n % 5 === 0) jobs.push(get(`/api/cats/clean_user/${studentId}`, teacher));
      const res = await answer(id, true);
      expect(res.statusCode).toBe(200);
    });
    await Promise.all(sent);
    await Promise.all(reads);
    const ends = (await Promise.all(jobs)) as Array<{ statusCode: number }>;
    expect(ends.every((r) => r.statusCode === 200)).toBe(true);

    const stored = await t.app.db
      .select({ cardId: cardProgress.cardId, stack: cardProgress.stack, reps: cardProgress.reps })
      .from(cardProgress)
      .where(eq(cardProgress.userId, studentId));
    const expected = learnerCards.map((id, i) => ({ cardId: id, stack: 3, reps: i + 1 }));
    expect(stored.sort((a, b) => a.cardId - b.cardId)).toEqual(expected.sort((a, b) => a.cardId - b.cardId));
    const [{ n }] = await t.app.db
      .select({ n: sql<number>`count(*)::int` })
      .from(cardAnswers)
      .where(and(eq(cardAnswers.userId, studentId), sql`${cardAnswers.cardId} in ${learnerCards}`));
    expect(n).toBeGreaterThanOrEqual(answers.length); // earlier tests answered some of these cards too

    // the progress the learner reads (from the cache) is the truth: every answer counted
    const read = await progressOf(student);
    const fresh = await truth(studentId);
    const levels = fresh[mathId].slice(0, 7);
    expect(read.cards.p).toEqual(levels);
    for (let box = 1; box <= 6; box++)
      expect(read.cards.p[box]).toBe(expected.filter((e) => e.stack === box).length);
  });
});

describe('content caches', () => {
  it('update_content recomputes the subtree counts and reports what was wrong', async () => {
    const res = await get('/api/cats/update_content?wait=1', teacher);
    expect(res.statusCode).toBe(200);
    expect(res.json().job).toMatchObject({ kind: 'update_content', state: 'done' });
    const [{ n: categoryTotal }] = await t.app.db.select({ n: sql<number>`count(*)::int` }).from(categories);
    const counts = await t.app.db.select().from(categoryCounts);
    expect(counts.length).toBe(categoryTotal);
    const math = counts.find((c) => c.categoryId === mathId)!;
    expect(math.cards).toBe(mathCards.length);

    // a wrong count is found and fixed, and the progress trees are marked stale with it
    await progressOf(student);
    await t.app.db.update(categoryCounts).set({ cards: 999 }).where(eq(categoryCounts.categoryId, mathId));
    const again = await get('/api/cats/update_content?wait=1', teacher);
    expect(again.json().message).toBe(
      `${CACHE_MESSAGES.contentUpdated.en}: ${categoryTotal} categories, 1 changed`,
    );
    expect(
      (await t.app.db.select().from(categoryCounts).where(eq(categoryCounts.categoryId, mathId)))[0].cards,
    ).toBe(mathCards.length);
    expect(isValidTree((await cacheRow(studentId)).tree)).toBe(false);
    // nothing wrong: nothing changed
    expect((await get('/api/cats/update_content?wait=1', teacher)).json().message).toBe(
      `${CACHE_MESSAGES.contentUpdated.en}: ${categoryTotal} categories, 0 changed`,
    );
  });

  it('clean_content drops the counts and the trees; reads give the same numbers', async () => {
    // counts to drop, whichever test ran before (update_content writes one per category)
    expect((await get('/api/cats/update_content?wait=1', teacher)).statusCode).toBe(200);
    const before = await progressOf(student);
    const res = await get('/api/cats/clean_content', teacher);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(CACHE_MESSAGES.contentCleaned.en);
    expect(res.json().counts).toBeGreaterThan(0);
    expect((await t.app.db.select().from(categoryCounts)).length).toBe(0);
    expect(isValidTree((await cacheRow(studentId)).tree)).toBe(false);
    expect(await progressOf(student)).toEqual(before);
  });

  it('a job lives in the database: any instance answers its poll, and one whose server died is reported failed', async () => {
    const res = await get('/api/cats/clean_all?wait=1', admin);
    expect(res.statusCode).toBe(200);
    const id = res.json().job.id as string;
    expect(res.json().job).toMatchObject({ state: 'done', attempt: 1 });
    const [stored] = await t.app.db.select().from(cacheJobs).where(eq(cacheJobs.id, id));
    expect(stored).toMatchObject({ kind: 'clean_all', state: 'done' });
    // pg-boss ran it: its job is completed, and health reports the started engine
    expect((await t.app.jobs.get('cache-operation', id))?.state).toBe('completed');
    expect((await get('/api/health', teacher)).json()).toMatchObject({ status: 'ok', jobs: 'up' });

    // A job whose server was killed mid-way and that the job engine no longer has: its row says running, its
    // heartbeat stopped a minute ago.
    const killed = randomUUID();
    await t.app.db.insert(cacheJobs).values({
      id: killed,
      kind: 'update_content',
      state: 'running',
      done: 40,
      total: 100,
      heartbeatAt: new Date(Date.now() - 60_000),
    });
    const polled = await get(`/api/cats/jobs/${killed}`, teacher);
    expect(polled.statusCode).toBe(200);
    expect(polled.json().job).toMatchObject({
      state: 'error',
      message: CACHE_JOB_MESSAGES.interrupted.en,
      done: 40,
    });
    // One that is still alive (recent heartbeat, another instance) is reported running.
    const alive = randomUUID();
    await t.app.db.insert(cacheJobs).values({ id: alive, kind: 'clean_all', state: 'running', total: 10 });
    expect((await get(`/api/cats/jobs/${alive}`, teacher)).json().job.state).toBe('running');
    await t.app.db.delete(cacheJobs).where(eq(cacheJobs.id, alive));
  });

  it('a job interrupted by a stopped server runs again as attempt 2 and ends done', async () => {
    // What a SIGKILL leaves: the row running with a silent heartbeat, pg-boss's job active on a dead worker.
    const id = randomUUID();
    await t.app.db.insert(cacheJobs).values({
      id,
      kind: 'update_content',
      state: 'running',
      done: 3,
      total: 50,
      heartbeatAt: new Date(Date.now() - 60_000),
    });
    await t.app.db.execute(sql`
      insert into pgboss.job (id, name, data, state, retry_limit, retry_delay, started_on, expire_in)
      values (${id}, 'cache-operation', '{"kind":"update_content"}', 'active', 2, 0, now() - interval '1 minute',
              interval '1 hour')`);
    const seen = await pollJob(id, teacher);
    expect(seen[0]).toMatchObject({ state: 'running' });
    const last = seen[seen.length - 1];
    expect(last).toMatchObject({ state: 'done', attempt: 2, percent: 100 });
    expect(last.message).toMatch(new RegExp(`^${CACHE_MESSAGES.contentUpdated.en}`));
  });

  it('an unknown job is 404; learners may not run cache operations', async () => {
    expect((await get('/api/cats/jobs/nope', teacher)).statusCode).toBe(404);
    for (const url of [
      '/api/cats/clean_all',
      '/api/cats/update_content',
      '/api/cats/clean_content',
      `/api/cats/clean_user/${studentId}`,
    ])
      expect((await get(url, student)).statusCode).toBe(403);
  });
});
