import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { contentProgress, progressCache } from '../../db/schema.js';
import { bearer, createTestApp, errorMessage, type TestApp } from '../../test/harness.js';
import { buildFixture, type Fixture, type FixtureUser } from '../categories/test-fixture.js';

let t: TestApp;
let f: Fixture;
beforeAll(async () => {
  t = await createTestApp();
  f = await buildFixture(t.app);
});
afterAll(() => t.close());

const get = (url: string, who?: FixtureUser) =>
  t.app.inject({ method: 'GET', url, headers: who ? bearer(f.tokens[who]) : {} });
const put = (url: string, who?: FixtureUser) =>
  t.app.inject({ method: 'PUT', url, headers: who ? bearer(f.tokens[who]) : {} });
const names = (res: { json(): { contents: { name: string }[] } }) => res.json().contents.map((c) => c.name);
const stored = async (who: 'ecus' | 'watch' | 'noRole', contentId: number) =>
  (
    await t.app.db
      .select()
      .from(contentProgress)
      .where(and(eq(contentProgress.userId, f.people[who].id), eq(contentProgress.contentId, contentId)))
  )[0]?.stack;

describe('access to the content routes', () => {
  const expected: [FixtureUser | undefined, number, string?][] = [
    [undefined, 401, 'Please log in'],
    ['noRole', 403, 'You have no access to this category'],
    ['expired', 403, 'You have no access to this category'],
    ['future', 403, 'You have no access to this category'],
    ['ecus', 200],
    ['watch', 200],
    ['allAccess', 200],
    ['teacher', 200],
  ];
  it.each(expected)('theory and exercise lists of R: %s → %i', async (who, status, message) => {
    for (const url of [
      `/api/theory/${f.cat.R.id}`,
      `/api/theory/${f.cat.R.id}?children=1`,
      `/api/exercise/${f.cat.R.id}?children=1`,
      `/api/exercise/${f.cat.A2.id}?parent=1`,
    ]) {
      const res = await get(url, who);
      expect(res.statusCode, url).toBe(status);
      if (message) expect(errorMessage(res)).toBe(message);
    }
  });

  it.each([
    [undefined, 401, 'Please log in'],
    ['noRole', 403, 'You have no access to this content'],
    ['expired', 403, 'You have no access to this content'],
    ['future', 403, 'You have no access to this content'],
    ['ecus', 200],
    ['allAccess', 200],
    ['teacher', 200],
  ] as [FixtureUser | undefined, number, string?][])(
    'GET /api/contents/{id}: %s → %i',
    async (who, status, message) => {
      const res = await get(`/api/contents/${f.item('A theory').id}`, who);
      expect(res.statusCode).toBe(status);
      if (message) expect(errorMessage(res)).toBe(message);
    },
  );

  it('a content in a category hidden by its flag: 403 for that learner; 404 for none at all', async () => {
    const res = await get(`/api/contents/${f.item('A1 theory').id}`, 'ecus');
    expect(res.statusCode).toBe(403);
    expect((await get(`/api/contents/${f.item('A1 theory').id}`, 'eth')).statusCode).toBe(200);
    const missing = await get('/api/contents/999999', 'teacher');
    expect(missing.statusCode).toBe(404);
    expect(errorMessage(missing)).toBe('Content not found');
  });

  it('GET /api/contents/category/{id} is for teachers only', async () => {
    expect((await get(`/api/contents/category/${f.cat.A2.id}`)).statusCode).toBe(401);
    for (const who of ['ecus', 'allAccess', 'noRole'] as const) {
      const res = await get(`/api/contents/category/${f.cat.A2.id}`, who);
      expect(res.statusCode).toBe(403);
      expect(errorMessage(res)).toBe('Only teachers may do this');
    }
    const res = await get(`/api/contents/category/${f.cat.A2.id}`, 'teacher');
    expect(res.statusCode).toBe(200);
    expect(names(res)).toEqual(['A2 theory', 'A2 link', 'A2 exercise']);
    expect((await get('/api/contents/category/999999', 'teacher')).statusCode).toBe(404);
  });
});

describe('content lists hold only what the user may see', () => {
  it('children=1: the category and its visible descendants, by chapter then name', async () => {
    expect(names(await get(`/api/theory/${f.cat.A.id}?children=1`, 'ecus'))).toEqual([
      'A theory',
      'A1a theory',
      'A2 link',
      'A2 theory',
    ]);
    expect(names(await get(`/api/theory/${f.cat.A.id}?children=1`, 'teacher'))).toEqual([
      'A theory',
      'A1 theory',
      'A1a theory',
      'A2 link',
      'A2 theory',
    ]);
    expect(names(await get(`/api/exercise/${f.cat.R.id}?children=1`, 'ecus'))).toEqual([
      'R exercise',
      'A2 exercise',
      'B exercise',
    ]);
    expect(names(await get(`/api/exercise/${f.cat.A.id}?children=1`, 'eth'))).toEqual(['A2 exercise']);
    expect(names(await get(`/api/theory/${f.cat.A.id}`, 'ecus'))).toEqual(['A theory']);
  });

  it('parent=1: the visible ancestors’ items of the same type', async () => {
    expect(names(await get(`/api/exercise/${f.cat.A2.id}?parent=1`, 'ecus'))).toEqual(['R exercise']);
    expect(names(await get(`/api/theory/${f.cat.A2.id}?parent=1`, 'ecus'))).toEqual(['A theory']);
    // for the ecus learner A1 is hidden: A1a's parents show A's theory but not A1's
    expect(names(await get(`/api/theory/${f.cat.A1a.id}?parent=1`, 'ecus'))).toEqual(['A theory']);
    expect(names(await get(`/api/theory/${f.cat.A1a.id}?parent=1`, 'teacher'))).toEqual([
      'A theory',
      'A1 theory',
    ]);
    // the eth learner may not see R (the role is on A), so R's exercise is not a parent item for them
    expect(names(await get(`/api/exercise/${f.cat.A2.id}?parent=1`, 'eth'))).toEqual([]);
    expect(names(await get(`/api/exercise/${f.cat.R.id}?parent=1`, 'teacher'))).toEqual([]);
  });

  it('presents the item fields of learner spec §3 with chapter, path, urls and the user’s stack', async () => {
    const list = (await get(`/api/theory/${f.cat.A.id}?children=1`, 'ecus')).json().contents;
    expect(list[0]).toEqual({
      id: f.item('A theory').id,
      name: 'A theory',
      description: 'A theory description',
      relevance: 3,
      difficulty: 3,
      category_id: f.cat.A.id,
      file_path: 'a-theory.pdf',
      file_extension: 'pdf',
      media_type: 'document',
      content_type: 'theory',
      solution_active: '1',
      solution_path: null,
      no_progress: false,
      file_url: expect.stringMatching(
        /^\/storage\/user_uploads\/a-theory\.pdf\?expires=\d+&user=\d+&signature=[\w-]{43}$/,
      ),
      solution_url: null,
      category: { id: f.cat.A.id, chapter: '1', title: 'A', path: 'Fixture//Root › A' },
      stack: 333,
    });
    expect(list[1].category).toEqual({
      id: f.cat.A1a.id,
      chapter: '1.1.1',
      title: 'A1a',
      path: 'Fixture//Root › A › A1 › A1a',
    });
    expect(list[2]).toMatchObject({
      name: 'A2 link',
      media_type: 'url',
      file_url: 'https://example.com/a2',
      no_progress: true,
      solution_active: '0',
      stack: 0,
    });
    const r = (await get(`/api/exercise/${f.cat.R.id}`, 'ecus')).json().contents[0];
    expect(r).toMatchObject({
      solution_path: 'r-solution.pdf',
      solution_url: expect.stringMatching(
        /^\/storage\/user_uploads\/r-solution\.pdf\?expires=\d+&user=\d+&signature=[\w-]{43}$/,
      ),
      category: { chapter: '', path: 'Fixture//Root' },
    });
  });

  it('an inactive solution is hidden from learners and shown to teachers (with its link)', async () => {
    const learner = (await get(`/api/contents/${f.item('A2 exercise').id}`, 'ecus')).json();
    expect(learner).toMatchObject({ solution_active: '0', solution_path: null, solution_url: null });
    const teacher = (await get(`/api/contents/${f.item('A2 exercise').id}`, 'teacher')).json();
    expect(teacher).toMatchObject({
      solution_active: '0',
      solution_path: 'https://example.com/solution',
      solution_url: 'https://example.com/solution',
    });
  });
});

describe('PUT /api/contents/update/{id}/stack?value=', () => {
  const url = (id: number, value: string) => `/api/contents/update/${id}/stack?value=${value}`;

  it.each(['5', '-1', 'abc', '', '333.0', '1e3', '%20333'])(
    'rejects value=%s with 422 and a clear message',
    async (value) => {
      const res = await put(url(f.item('A2 theory').id, value), 'ecus');
      expect(res.statusCode).toBe(422);
      expect(errorMessage(res)).toBe('The progress value must be 0, 333, 666 or 1000.');
      expect(res.json().errors.value).toEqual(['The progress value must be 0, 333, 666 or 1000.']);
    },
  );

  it('rejects a missing value, and an id that is not a number', async () => {
    expect((await put(`/api/contents/update/${f.item('A2 theory').id}/stack`, 'ecus')).statusCode).toBe(422);
    expect((await put(url(0, '333'), 'ecus')).statusCode).toBe(422);
    expect((await put('/api/contents/update/abc/stack?value=333', 'ecus')).statusCode).toBe(422);
  });

  it('refuses ids of content the user cannot see (403) or that do not exist (404), storing nothing', async () => {
    for (const [who, name] of [
      ['ecus', 'A1 theory'],
      ['noRole', 'B exercise'],
      ['eth', 'B exercise'],
      ['eth', 'R exercise'],
      ['expired', 'A theory'],
      ['future', 'A theory'],
    ] as const) {
      const res = await put(url(f.item(name).id, '666'), who);
      expect(res.statusCode, `${who} ${name}`).toBe(403);
      expect(errorMessage(res)).toBe('You have no access to this content');
    }
    expect(await stored('noRole', f.item('B exercise').id)).toBeUndefined();
    expect(await stored('ecus', f.item('A1 theory').id)).toBe(1000); // unchanged fixture value
    expect((await put(url(999999, '666'), 'ecus')).statusCode).toBe(404);
    expect((await put(url(f.item('A theory').id, '666'))).statusCode).toBe(401);
  });

  it('stores each of the four values and returns it', async () => {
    const id = f.item('B exercise').id;
    for (const value of [333, 666, 1000, 0]) {
      const res = await put(url(id, String(value)), 'ecus');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: 'Progress updated', id, stack: value, stored: true });
      expect(await stored('ecus', id)).toBe(value);
      expect((await get(`/api/contents/${id}`, 'ecus')).json().stack).toBe(value);
    }
  });

  it('raise=1 (the mark-read offer after opening, issue 31) raises never read to read and never lowers a higher level', async () => {
    const id = f.item('B exercise').id;
    const raise = (value: string) => put(`${url(id, value)}&raise=1`, 'ecus');
    expect((await put(url(id, '0'), 'ecus')).statusCode).toBe(200);
    expect((await raise('333')).json()).toEqual({
      message: 'Progress updated',
      id,
      stack: 333,
      stored: true,
    });
    expect(await stored('ecus', id)).toBe(333);
    // understood meanwhile (another tab or device): the late offer keeps it
    await put(url(id, '666'), 'ecus');
    expect((await raise('333')).json()).toEqual({
      message: 'Progress updated',
      id,
      stack: 666,
      stored: true,
    });
    expect(await stored('ecus', id)).toBe(666);
    expect((await get(`/api/contents/${id}`, 'ecus')).json().stack).toBe(666);
    expect((await put(`${url(id, '333')}&raise=yes`, 'ecus')).statusCode).toBe(422);
    // the fixture's value again
    expect((await put(url(id, '0'), 'ecus')).statusCode).toBe(200);
  });

  it('refuses content without progress', async () => {
    const res = await put(url(f.item('A2 link').id, '333'), 'ecus');
    expect(res.statusCode).toBe(422);
    expect(errorMessage(res)).toBe('This content does not track progress.');
  });

  it('watch_only: reads, but stores nothing and answers with the unchanged value', async () => {
    const id = f.item('A theory').id;
    const res = await put(url(id, '1000'), 'watch');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: 'Watch-only access: progress is not stored.',
      id,
      stack: 0,
      stored: false,
    });
    expect(await stored('watch', id)).toBeUndefined();
    expect((await get(`/api/theory/${f.cat.A.id}`, 'watch')).json().contents[0].stack).toBe(0);
  });

  it('teachers and all_access learners store their own progress, separately from others', async () => {
    const id = f.item('A2 theory').id;
    expect((await put(url(id, '666'), 'teacher')).json().stored).toBe(true);
    expect((await put(url(id, '333'), 'allAccess')).json().stack).toBe(333);
    expect((await get(`/api/contents/${id}`, 'teacher')).json().stack).toBe(666);
    expect((await get(`/api/contents/${id}`, 'allAccess')).json().stack).toBe(333);
  });

  it('bumps the version of the user’s cached progress tree', async () => {
    await get(`/api/categories/${f.cat.R.id}`, 'ecus');
    const version = async () =>
      (await t.app.db.select().from(progressCache).where(eq(progressCache.userId, f.people.ecus.id)))[0]
        ?.version ?? -1;
    const before = await version();
    const id = f.item('A theory').id;
    const fixtureStack = await stored('ecus', id);
    await put(url(id, '1000'), 'ecus');
    expect(await version()).toBe(before + 1);
    expect((await get(`/api/categories/${f.cat.A.id}`, 'ecus')).json().theory.p[3]).toBe(1);
    // the fixture's value again, as the list tests of this file expect it
    expect((await put(url(id, String(fixtureStack ?? 0)), 'ecus')).statusCode).toBe(200);
  });
});
