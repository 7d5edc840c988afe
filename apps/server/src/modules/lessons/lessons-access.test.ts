import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, calendarDateOf, formatIsoDate, weekRange } from '@portal/core';
import { categories, lessons, roles } from '../../db/schema.js';
import { bearer, createTestApp, loginAs, registerStudent, type TestApp } from '../../test/harness.js';

/**
 * Issue 14, lessons: who receives a lesson, its credentials (link, meeting id, password), the calendar feed and the
 * meeting accounts of lessonData.json — for every kind of user.
 */
const today = () => formatIsoDate(calendarDateOf(new Date()));
// Tomorrow's week: inside the calendar feed's window.
const LESSON_DAY = addDays(today(), 1);
const WEEK = weekRange(LESSON_DAY, 0);
const LINK = 'https://meet.example.com/j/paid-lesson-4711';
const PASSWORD = 'paid-pw-4711';
const MEETING_ID = '471 147 1147';

type Who = 'anonymous' | 'with' | 'without' | 'expired' | 'watchOnly' | 'teacher' | 'admin';
const EVERYONE: Who[] = ['anonymous', 'with', 'without', 'expired', 'watchOnly', 'teacher', 'admin'];
const SEES_LESSON: Record<Who, boolean> = {
  anonymous: false,
  with: true,
  without: false,
  expired: false,
  watchOnly: true,
  teacher: true,
  admin: true,
};

let t: TestApp;
let app: FastifyInstance;
const tokens = {} as Record<Exclude<Who, 'anonymous'>, string>;

async function learner(role?: {
  examType: string;
  categoryId: number;
  from: number;
  to: number;
  watchOnly?: boolean;
}) {
  const { token, id } = await registerStudent(app);
  if (role)
    await app.db.insert(roles).values({
      userId: id,
      categoryId: role.categoryId,
      examType: role.examType,
      startDate: addDays(today(), role.from),
      expirationDate: addDays(today(), role.to),
      watchOnly: role.watchOnly ?? false,
    });
  return token;
}

const headersOf = (who: Who) => (who === 'anonymous' ? {} : bearer(tokens[who]));

beforeAll(async () => {
  t = await createTestApp();
  app = t.app;
  const cats = await app.db.select().from(categories);
  const mathId = cats.find((c) => c.title === 'Mathematik//Maturität')!.id;
  const scienceId = cats.find((c) => c.title === 'Naturwissenschaften')!.id;
  await app.db.insert(lessons).values({
    title: 'Paid lesson',
    link: LINK,
    password: PASSWORD,
    meetingId: MEETING_ID,
    day: LESSON_DAY,
    start: '18:00',
    end: '19:00',
    categoryId: mathId,
  });
  tokens.with = await learner({ examType: 'pecus', categoryId: mathId, from: -1, to: 30 });
  // Holds a plus role, but in another programme.
  tokens.without = await learner({ examType: 'pecus', categoryId: scienceId, from: -1, to: 30 });
  tokens.expired = await learner({ examType: 'pecus', categoryId: mathId, from: -60, to: -1 });
  tokens.watchOnly = await learner({
    examType: 'pecus',
    categoryId: mathId,
    from: -1,
    to: 30,
    watchOnly: true,
  });
  tokens.teacher = await loginAs(app, 'teacher');
  tokens.admin = await loginAs(app, 'admin');
  // The science learner must really see science: the lesson is hidden by the rule, not by a broken role.
  expect(
    (await app.inject({ method: 'GET', url: `/api/cats/${scienceId}`, headers: bearer(tokens.without) }))
      .statusCode,
  ).toBe(200);
});
afterAll(async () => t?.close());

describe('lessons and their credentials (issue 14)', () => {
  it.each(EVERYONE)('%s', async (who) => {
    const res = await app.inject({
      method: 'GET',
      url: `/api/lesson/${WEEK.from}/${WEEK.to}`,
      headers: headersOf(who),
    });
    if (who === 'anonymous') {
      expect(res.statusCode).toBe(401);
      return;
    }
    expect(res.statusCode).toBe(200);
    const titles = (res.json() as { lessons: { title: string }[] }).lessons.map((l) => l.title);
    if (SEES_LESSON[who]) {
      expect(titles).toContain('Paid lesson');
      expect(res.body).toContain(LINK);
      expect(res.body).toContain(PASSWORD);
      expect(res.body).toContain(MEETING_ID);
    } else {
      expect(titles).not.toContain('Paid lesson');
      for (const secret of [LINK, PASSWORD, MEETING_ID]) expect(res.body).not.toContain(secret);
    }
  });
});

describe('calendar feed (issue 14)', () => {
  it.each(EVERYONE.filter((w) => w !== 'anonymous'))('%s', async (who) => {
    const created = await app.inject({ method: 'POST', url: '/api/calendar/token', headers: headersOf(who) });
    expect(created.statusCode).toBe(200);
    const feedPath = new URL((created.json() as { url: string }).url).pathname;
    const feed = await app.inject({ method: 'GET', url: feedPath });
    expect(feed.statusCode).toBe(200);
    if (SEES_LESSON[who]) {
      expect(feed.body).toContain('Paid lesson');
    } else {
      expect(feed.body).not.toContain('Paid lesson');
      expect(feed.body).not.toContain(PASSWORD);
      expect(feed.body).not.toContain('paid-lesson-4711');
    }
  });

  it('a regenerated secret revokes the old feed', async () => {
    const first = await app.inject({
      method: 'POST',
      url: '/api/calendar/token',
      headers: bearer(tokens.with),
    });
    const second = await app.inject({
      method: 'POST',
      url: '/api/calendar/token',
      headers: bearer(tokens.with),
    });
    const oldPath = new URL((first.json() as { url: string }).url).pathname;
    const newPath = new URL((second.json() as { url: string }).url).pathname;
    expect(newPath).not.toBe(oldPath);
    expect((await app.inject({ method: 'GET', url: oldPath })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: newPath })).statusCode).toBe(200);
  });

  it('a feed stops showing a lesson once the role has ended', async () => {
    const { token, id } = await registerStudent(app);
    const [math] = await app.db
      .select()
      .from(categories)
      .where(eq(categories.title, 'Mathematik//Maturität'));
    const [role] = await app.db
      .insert(roles)
      .values({
        userId: id,
        categoryId: math.id,
        examType: 'pecus',
        startDate: addDays(today(), -1),
        expirationDate: addDays(today(), 30),
      })
      .returning();
    const created = await app.inject({ method: 'POST', url: '/api/calendar/token', headers: bearer(token) });
    const feedPath = new URL((created.json() as { url: string }).url).pathname;
    expect((await app.inject({ method: 'GET', url: feedPath })).body).toContain('Paid lesson');
    await app.db
      .update(roles)
      .set({ expirationDate: addDays(today(), -1) })
      .where(eq(roles.id, role.id));
    expect((await app.inject({ method: 'GET', url: feedPath })).body).not.toContain('Paid lesson');
  });
});

describe('meeting accounts of lessonData.json: teachers and admins only (issue 14)', () => {
  const expected: Record<Who, number> = {
    anonymous: 401,
    with: 403,
    without: 403,
    expired: 403,
    watchOnly: 403,
    teacher: 200,
    admin: 200,
  };
  for (const url of ['/publicFiles/json/lessonData.json', '/api/lesson-data'])
    it.each(EVERYONE)(`${url} as %s`, async (who) => {
      const res = await app.inject({ method: 'GET', url, headers: headersOf(who) });
      expect(res.statusCode).toBe(expected[who]);
      if (expected[who] === 200) {
        const data = res.json() as { rooms: unknown[]; accDetails: { password: string }[] };
        expect(data.rooms.length).toBeGreaterThan(0);
        expect(data.accDetails[0].password).toBeTruthy();
        expect(res.headers['cache-control']).toContain('private');
      } else {
        expect(res.body).not.toContain('password');
      }
    });
});

describe('an empty Lessons tab explains itself (issue 14)', () => {
  it('a learner without plus access learns which programmes include the online lessons', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/lesson/access',
      headers: bearer(tokens.expired),
    });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { plus_access: boolean; programmes: { id: number; title: string }[] };
    expect(body.plus_access).toBe(false);
    expect(body.programmes.map((p) => p.title)).toContain('Mathematik//Maturität');
  });

  it.each(['with', 'watchOnly', 'teacher', 'admin'] as const)('%s has plus access', async (who) => {
    const res = await app.inject({ method: 'GET', url: '/api/lesson/access', headers: bearer(tokens[who]) });
    expect(res.json()).toEqual({ plus_access: true, programmes: [] });
  });

  it('anonymous gets 401', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/lesson/access' })).statusCode).toBe(401);
  });
});
