import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import ical from 'node-ical';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, calendarDateOf, formatIsoDate, weekRange } from '@portal/core';
import {
  categories,
  contentProgress,
  contents,
  lessonFiles,
  lessons,
  roles,
  users,
} from '../../db/schema.js';
import {
  bearer,
  countStatements,
  createTestApp,
  errorMessage,
  loginAs,
  registerStudent,
  testDbKind,
  type TestApp,
} from '../../test/harness.js';
import { zonedInstant } from './calendar.js';
import { removeOrphanUploads } from '../files/service.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const PNG = readFileSync(path.join(here, '../../db/seed/assets/circle-front.png'));
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const JPEG_HEADER = Buffer.from([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0, 0,
]);

// A week far from the seeded lessons: Wednesday 12 March 2031.
const WEEK = weekRange('2031-03-12', 0);
/** Lessons the management and attachment tests create: another week than WEEK, whose exact lists are asserted. */
const WORK_DAY = '2031-06-11';
const WORK_WEEK = weekRange(WORK_DAY, 0);
const FLAGS = ['peth', 'pethr', 'pecus', 'ppass', 'pmatur', 'pbm2', 'puzh'] as const;
const today = () => formatIsoDate(calendarDateOf(new Date()));

type Fields = Record<string, string | Buffer | { data: Buffer; filename: string; type?: string }>;

/** A multipart body as a browser's FormData would send it. */
async function multipart(fields: Fields) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (typeof value === 'string') form.append(key, value);
    else if (Buffer.isBuffer(value)) form.append(key, new Blob([new Uint8Array(value)]), 'upload.bin');
    else form.append(key, new Blob([new Uint8Array(value.data)], { type: value.type ?? '' }), value.filename);
  }
  const request = new Request('http://local/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  };
}

const lessonFields = (over: Record<string, string> = {}) => ({
  title: 'Vektorgeometrie live',
  description: 'Skalarprodukt und Winkel',
  link: 'https://meet.example.com/j/555',
  room: 'Raum 3',
  day: WORK_DAY,
  start: '18:00',
  end: '19:30',
  password: 'vektor',
  meeting_id: '555 1234 999',
  ...over,
});

describe('lessons API', () => {
  let t: TestApp;
  let app: FastifyInstance;
  let teacher: string;
  let admin: string;
  let student: string;
  let mathId: number;
  let scienceId: number;
  let equationsId: number;

  const get = (url: string, token?: string) =>
    app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
  const post = async (url: string, token: string | undefined, fields: Fields = {}) => {
    const body = await multipart(fields);
    return app.inject({
      method: 'POST',
      url,
      payload: body.payload,
      headers: { ...body.headers, ...(token ? bearer(token) : {}) },
    });
  };
  const postJson = (url: string, token: string, payload: object) =>
    app.inject({ method: 'POST', url, payload, headers: bearer(token) });
  const weekTitles = async (token: string, range = WEEK, categoryId?: number) => {
    const res = await get(
      `/api/lesson/${range.from}/${range.to}${categoryId ? `/${categoryId}` : ''}`,
      token,
    );
    expect(res.statusCode).toBe(200);
    return (res.json().lessons as { title: string }[]).map((l) => l.title).sort();
  };
  const uploads = () => readdirSync(path.join(t.storageDir, 'user_uploads')).sort();

  /** A fresh student holding the given roles (exam type, start offset, end offset in days from today). */
  /** A new learner with roles [exam type, start offset, end offset in days, category (default: Mathematik)]. */
  async function learnerWith(
    rolesToGive: [string, number, number, number?][],
    extra: Partial<typeof users.$inferInsert> = {},
  ) {
    const { token, id } = await registerStudent(app);
    for (const [examType, startOffset, endOffset, categoryId] of rolesToGive)
      await app.db.insert(roles).values({
        userId: id,
        categoryId: categoryId ?? mathId,
        examType,
        startDate: addDays(today(), startOffset),
        expirationDate: addDays(today(), endOffset),
      });
    if (Object.keys(extra).length) await app.db.update(users).set(extra).where(eq(users.id, id));
    return token;
  }

  beforeAll(async () => {
    t = await createTestApp();
    app = t.app;
    [teacher, admin, student] = await Promise.all([
      loginAs(app, 'teacher'),
      loginAs(app, 'admin'),
      loginAs(app, 'student'),
    ]);
    const cats = await app.db.select().from(categories);
    mathId = cats.find((c) => c.title === 'Mathematik//Maturität')!.id;
    scienceId = cats.find((c) => c.title === 'Naturwissenschaften')!.id;
    equationsId = cats.find((c) => c.title === 'Gleichungen')!.id;
    const only = (flag: (typeof FLAGS)[number] | null) =>
      Object.fromEntries(FLAGS.map((f) => [f, flag === null ? false : f === flag]));
    const base = {
      link: 'https://meet.example.com/x',
      password: 'pw',
      meetingId: '123 456',
      start: '10:00',
      end: '11:00',
    };
    await app.db.insert(lessons).values([
      { ...base, title: 'All plus programmes', day: WEEK.displayFrom, categoryId: mathId }, // Monday
      { ...base, title: 'Only pecus', day: '2031-03-12', categoryId: equationsId, ...only('pecus') },
      { ...base, title: 'Only peth', day: WEEK.displayTo, categoryId: scienceId, ...only('peth') }, // Sunday
      { ...base, title: 'No programme', day: '2031-03-13', ...only(null) },
      { ...base, title: 'Sunday before', day: WEEK.from }, // outside: the stored range's bounds are exclusive
      { ...base, title: 'Monday after', day: WEEK.to },
    ]);
  });
  afterAll(async () => t?.close());

  describe('GET /api/lesson/{from}/{to}: exactly the week, per role and exam type', () => {
    const inWeek = ['All plus programmes', 'No programme', 'Only pecus', 'Only peth'];

    it('teachers and admins see every lesson of the displayed Monday to Sunday, not the stored bounds', async () => {
      expect(await weekTitles(teacher)).toEqual(inWeek);
      expect(await weekTitles(admin)).toEqual(inWeek);
    });

    it('the next week starts with the Monday after', async () => {
      expect(await weekTitles(teacher, weekRange('2031-03-12', 1))).toEqual(['Monday after']);
      expect(await weekTitles(teacher, weekRange('2031-03-12', -1))).toEqual(['Sunday before']);
    });

    it('from = to gives the lessons of that single day; otherwise both ends are exclusive', async () => {
      const day = (d: string) => ({ ...WEEK, from: d, to: d });
      expect(await weekTitles(teacher, day('2031-03-12'))).toEqual(['Only pecus']);
      expect(await weekTitles(teacher, day(WEEK.displayFrom))).toEqual(['All plus programmes']);
      expect(await weekTitles(teacher, day(WEEK.to))).toEqual(['Monday after']);
      expect(await weekTitles(teacher, day('2031-03-11'))).toEqual([]);
      // The same day with a category, and as a learner (visibility still applies).
      expect(await weekTitles(teacher, day('2031-03-12'), mathId)).toEqual(['Only pecus']);
      expect(await weekTitles(student, day('2031-03-13'))).toEqual([]);
      // Neighbouring days: nothing strictly between them; from after to: nothing.
      expect(await weekTitles(teacher, { ...WEEK, from: '2031-03-12', to: '2031-03-13' })).toEqual([]);
      expect(await weekTitles(teacher, { ...WEEK, from: '2031-03-11', to: '2031-03-13' })).toEqual([
        'Only pecus',
      ]);
      expect(await weekTitles(teacher, { ...WEEK, from: WEEK.to, to: WEEK.from })).toEqual([]);
    });

    it('a learner with an active pecus role sees the lessons whose pecus flag is 1', async () => {
      expect(await weekTitles(student)).toEqual(['All plus programmes', 'Only pecus']);
    });

    it('each plus exam type sees the lessons with its own flag, in the programme its role opens', async () => {
      expect(await weekTitles(await learnerWith([['peth', -1, 30, scienceId]]))).toEqual(['Only peth']);
      expect(
        await weekTitles(
          await learnerWith([
            ['peth', -1, 30, scienceId],
            ['pecus', 0, 0],
          ]),
        ),
      ).toEqual(['All plus programmes', 'Only pecus', 'Only peth']);
      expect(await weekTitles(await learnerWith([['pmatur', -10, 10]]))).toEqual(['All plus programmes']);
    });

    it("a plus role in one programme never shows another programme's lessons (issue 14)", async () => {
      // A peth role on Mathematik: the peth lesson of Naturwissenschaften is not hers.
      expect(await weekTitles(await learnerWith([['peth', -1, 30]]))).toEqual(['All plus programmes']);
      // The demo student (pecus on Mathematik) does not get a teacher's pecus lesson of Naturwissenschaften,
      // nor its link, meeting id or password.
      const [secret] = await app.db
        .insert(lessons)
        .values({
          title: 'Science secret',
          link: 'https://meet.example.com/science-secret',
          password: 'science-pw',
          meetingId: '999 888',
          start: '12:00',
          end: '13:00',
          day: WEEK.displayFrom,
          categoryId: scienceId,
        })
        .returning();
      try {
        const res = await get(`/api/lesson/${WEEK.from}/${WEEK.to}`, student);
        expect(res.statusCode).toBe(200);
        expect(res.body).not.toContain('science-secret');
        expect(res.body).not.toContain('science-pw');
        expect(res.body).not.toContain('999 888');
        expect(await weekTitles(student, WEEK, scienceId)).toEqual([]);
        expect(await weekTitles(await learnerWith([['pecus', -1, 30, scienceId]]))).toContain(
          'Science secret',
        );
      } finally {
        await app.db.delete(lessons).where(eq(lessons.id, secret.id));
      }
    });

    it('the week is two statements whatever it holds: the token, then the lessons with their files (issue 22)', async (ctx) => {
      if (testDbKind !== 'pglite') return ctx.skip();
      const [content] = await app.db.select().from(contents).where(eq(contents.categoryId, equationsId));
      const [week] = await app.db.select().from(lessons).where(eq(lessons.title, 'Only pecus'));
      const added = await app.db
        .insert(lessonFiles)
        .values([
          {
            lessonId: week.id,
            name: 'Board',
            description: 'b',
            type: 'link',
            path: 'https://example.com/board',
          },
          { lessonId: week.id, name: 'Theory', description: 't', type: 'content', contentId: content.id },
        ])
        .returning();
      try {
        let res: Awaited<ReturnType<typeof get>> | undefined;
        const statements = await countStatements(app, async () => {
          res = await get(`/api/lesson/${WEEK.from}/${WEEK.to}`, student);
        });
        expect(res!.statusCode).toBe(200);
        const lesson = res!.json().lessons.find((l: { title: string }) => l.title === 'Only pecus');
        expect(lesson.files.map((f: { name: string }) => f.name)).toEqual(['Board', 'Theory']);
        expect(lesson.files[1].content.id).toBe(content.id);
        expect(statements).toBe(2);
      } finally {
        await app.db.delete(lessonFiles).where(
          inArray(
            lessonFiles.id,
            added.map((f) => f.id),
          ),
        );
      }
    });

    it('a lesson without a category reaches learners holding any active role with its p-flag on', async () => {
      const [free] = await app.db
        .insert(lessons)
        .values({
          title: 'Open to pbm2',
          link: 'https://meet.example.com/x',
          password: 'pw',
          meetingId: '1',
          start: '09:00',
          end: '10:00',
          day: WEEK.displayFrom,
          ...Object.fromEntries(FLAGS.map((f) => [f, f === 'pbm2'])),
        })
        .returning();
      try {
        expect(await weekTitles(await learnerWith([['pbm2', -1, 30, scienceId]]))).toEqual(['Open to pbm2']);
        expect(await weekTitles(await learnerWith([['pbm2', -30, -1]]))).toEqual([]);
        expect(await weekTitles(await learnerWith([['bm2', -1, 30]]))).toEqual([]);
      } finally {
        await app.db.delete(lessons).where(eq(lessons.id, free.id));
      }
    });

    it('a role whose programme has the flag switched off on the category does not open its lessons', async () => {
      await app.db.update(categories).set({ pmatur: false }).where(eq(categories.id, mathId));
      try {
        expect(await weekTitles(await learnerWith([['pmatur', -1, 30]]))).toEqual([]);
      } finally {
        await app.db.update(categories).set({ pmatur: true }).where(eq(categories.id, mathId));
      }
    });

    it('base exam types, expired or future roles and no role see no lessons', async () => {
      expect(
        await weekTitles(
          await learnerWith([
            ['ecus', -1, 30],
            ['eth', -1, 30],
          ]),
        ),
      ).toEqual([]);
      expect(await weekTitles(await learnerWith([['pecus', -30, -1]]))).toEqual([]);
      expect(await weekTitles(await learnerWith([['pecus', 1, 30]]))).toEqual([]);
      expect(await weekTitles(await learnerWith([]))).toEqual([]);
    });

    it('all_access learners see every lesson', async () => {
      expect(await weekTitles(await learnerWith([], { allAccess: true }))).toEqual(inWeek);
    });

    it('the category filter keeps the lessons of the category and its subtree', async () => {
      expect(await weekTitles(teacher, WEEK, mathId)).toEqual(['All plus programmes', 'Only pecus']);
      expect(await weekTitles(teacher, WEEK, scienceId)).toEqual(['Only peth']);
      expect(await weekTitles(student, WEEK, scienceId)).toEqual([]);
      const missing = await get(`/api/lesson/${WEEK.from}/${WEEK.to}/999999`, teacher);
      expect(missing.statusCode).toBe(404);
    });

    it('returns lessons by day and start with their fields, flags as 1/0 and times as HH:mm', async () => {
      const res = await get(`/api/lesson/${WEEK.from}/${WEEK.to}`, teacher);
      const list = res.json().lessons;
      expect(list.map((l: { day: string }) => l.day)).toEqual(
        [...list.map((l: { day: string }) => l.day)].sort(),
      );
      const pecus = list.find((l: { title: string }) => l.title === 'Only pecus');
      expect(pecus).toMatchObject({
        category_id: equationsId,
        day: '2031-03-12',
        start: '10:00',
        end: '11:00',
        link: 'https://meet.example.com/x',
        password: 'pw',
        meeting_id: '123 456',
        peth: '0',
        pecus: '1',
        files: [],
      });
      // The category image is inherited from the nearest ancestor that has one (the programme).
      expect(pecus.image).toMatch(
        /^\/storage\/user_uploads\/demo-programme-math\.png\?expires=\d+&user=\d+&signature=[\w-]{43}$/,
      );
      expect(list.find((l: { title: string }) => l.title === 'No programme').image).toBeNull();
    });

    it('needs a login and valid dates', async () => {
      expect((await get(`/api/lesson/${WEEK.from}/${WEEK.to}`)).statusCode).toBe(401);
      for (const [from, to] of [
        ['2031-02-30', '2031-03-08'],
        ['yesterday', '2031-03-08'],
        ['2031-03-01', '2031-3-8'],
      ]) {
        const res = await get(`/api/lesson/${from}/${to}`, student);
        expect(res.statusCode).toBe(422);
        expect(errorMessage(res)).toBe('The date must be a valid date (YYYY-MM-DD)');
      }
      const long = await get('/api/lesson/2020-01-01/2031-01-01', student);
      expect(long.statusCode).toBe(422);
      expect(errorMessage(long)).toBe('The date range may span at most 366 days');
    });
  });

  describe('lesson management', () => {
    it('a teacher creates a lesson from a multipart form; flags default to 1', async () => {
      const res = await post('/api/lesson', teacher, { ...lessonFields(), category_id: String(mathId) });
      expect(res.statusCode).toBe(201);
      const lesson = res.json().lesson;
      expect(lesson).toMatchObject({
        title: 'Vektorgeometrie live',
        description: 'Skalarprodukt und Winkel',
        room: 'Raum 3',
        day: WORK_DAY,
        start: '18:00',
        end: '19:30',
        password: 'vektor',
        meeting_id: '555 1234 999',
        category_id: mathId,
      });
      for (const f of FLAGS) expect(lesson[f]).toBe('1');
      expect(await weekTitles(student, WORK_WEEK)).toContain('Vektorgeometrie live');
      await app.db.delete(lessons).where(eq(lessons.id, lesson.id));
    });

    it('stores the exam-type checkboxes as sent', async () => {
      const res = await post('/api/lesson', admin, {
        ...lessonFields({ title: 'ETH only' }),
        ...Object.fromEntries(FLAGS.map((f) => [f, f === 'peth' ? '1' : '0'])),
      });
      expect(res.statusCode).toBe(201);
      const lesson = res.json().lesson;
      expect(FLAGS.map((f) => lesson[f]).join('')).toBe('1000000');
      expect(await weekTitles(student, WORK_WEEK)).not.toContain('ETH only');
      await app.db.delete(lessons).where(eq(lessons.id, lesson.id));
    });

    it.each(['title', 'link', 'meeting_id', 'password', 'start', 'end'])(
      "an empty %s is refused with 'Fill in all fields'",
      async (field) => {
        for (const value of ['', '   ']) {
          const res = await post('/api/lesson', teacher, lessonFields({ [field]: value }));
          expect(res.statusCode).toBe(422);
          expect(errorMessage(res)).toBe('Fill in all fields');
          expect(res.json().errors).toEqual({ [field]: ['Fill in all fields'] });
        }
        const without: Record<string, string> = lessonFields();
        delete without[field];
        const missing = await post('/api/lesson', teacher, without);
        expect(errorMessage(missing)).toBe('Fill in all fields');
      },
    );

    it('description and day are not required; a missing day means today', async () => {
      const res = await post('/api/lesson', teacher, lessonFields({ description: '', day: '' }));
      expect(res.statusCode).toBe(201);
      expect(res.json().lesson).toMatchObject({ description: '', day: today() });
      await app.db.delete(lessons).where(eq(lessons.id, res.json().lesson.id));
    });

    it.each([
      [{ start: '25:00' }, 'Start and end must be times in the form HH:mm'],
      [{ end: '7pm' }, 'Start and end must be times in the form HH:mm'],
      [{ start: '19:00', end: '18:00' }, 'The end must be after the start'],
      [{ day: '2031-02-29' }, 'The date must be a valid date (YYYY-MM-DD)'],
      [{ day: '12.03.2031' }, 'The date must be a valid date (YYYY-MM-DD)'],
      [{ link: 'javascript:alert(1)' }, 'The link must start with http:// or https://'],
      [{ pecus: 'yes' }, 'Exam-type flags must be 1 or 0'],
      [{ category_id: '999999' }, 'The category does not exist'],
      [{ title: 'x'.repeat(256) }, 'The title may not be longer than 255 characters.'],
    ])('refuses %j: %s', async (over, message) => {
      const res = await post('/api/lesson', teacher, lessonFields(over));
      expect(res.statusCode).toBe(422);
      expect(errorMessage(res)).toBe(message);
    });

    it('accepts the markers: a link or meeting id of 1–2 characters', async () => {
      const res = await post(
        '/api/lesson',
        teacher,
        lessonFields({ title: 'Marker', link: '-', meeting_id: '--' }),
      );
      expect(res.statusCode).toBe(201);
      expect(res.json().lesson).toMatchObject({ link: '-', meeting_id: '--' });
      await app.db.delete(lessons).where(eq(lessons.id, res.json().lesson.id));
    });

    it('updates a lesson; fields not sent keep their values; validation applies', async () => {
      const created = (await post('/api/lesson', teacher, lessonFields({ title: 'Before' }))).json().lesson;
      const res = await post(`/api/lesson/update/${created.id}`, teacher, {
        title: 'After',
        start: '08:15',
        end: '09:00',
        pecus: '0',
        category_id: String(scienceId),
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().lesson).toMatchObject({
        title: 'After',
        start: '08:15',
        end: '09:00',
        pecus: '0',
        peth: '1',
        link: 'https://meet.example.com/j/555',
        day: WORK_DAY,
        category_id: scienceId,
      });
      const json = await postJson(`/api/lesson/update/${created.id}`, teacher, {
        ...lessonFields(),
        title: 'JSON',
      });
      expect(json.json().lesson.title).toBe('JSON');
      const empty = await post(`/api/lesson/update/${created.id}`, teacher, { password: '' });
      expect(empty.statusCode).toBe(422);
      expect(errorMessage(empty)).toBe('Fill in all fields');
      expect((await post('/api/lesson/update/999999', teacher, lessonFields())).statusCode).toBe(404);
      await post(`/api/lesson/delete/${created.id}`, teacher);
    });

    it('deletes a lesson; deleting again is a 404', async () => {
      const created = (await post('/api/lesson', teacher, lessonFields({ title: 'To delete' }))).json()
        .lesson;
      const res = await post(`/api/lesson/delete/${created.id}`, teacher);
      expect(res.statusCode).toBe(200);
      expect(await weekTitles(teacher, WORK_WEEK)).not.toContain('To delete');
      expect((await post(`/api/lesson/delete/${created.id}`, teacher)).statusCode).toBe(404);
    });
  });

  describe('learners may not manage lessons or attachments', () => {
    const calls = [
      ['/api/lesson', lessonFields()],
      ['/api/lesson/update/1', lessonFields()],
      ['/api/lesson/delete/1', {}],
      [
        '/api/file/attach',
        { lesson_id: '1', name: 'n', description: 'd', type: 'link', path: 'https://x.test' },
      ],
      ['/api/file/edit/1', { name: 'n', description: 'd' }],
      ['/api/file/remove/1', {}],
    ] as const;

    it.each(calls)('POST %s: 403 for a student, 401 without login, nothing changes', async (url, fields) => {
      const before = await app.db.select().from(lessons);
      const res = await post(url, student, fields);
      expect(res.statusCode).toBe(403);
      expect(errorMessage(res)).toBe('Only teachers may do this');
      expect((await post(url, undefined, fields)).statusCode).toBe(401);
      expect(await app.db.select().from(lessons)).toEqual(before);
    });
  });

  describe('attachments', () => {
    let lessonId: number;
    let contentId: number;
    let hiddenContentId: number;

    const filesOf = async (token: string, id = lessonId) => {
      const res = await get(`/api/lesson/${WORK_WEEK.from}/${WORK_WEEK.to}`, token);
      const lesson = res.json().lessons.find((l: { id: number }) => l.id === id);
      return lesson?.files as Record<string, unknown>[] | undefined;
    };

    beforeAll(async () => {
      lessonId = (await post('/api/lesson', teacher, lessonFields({ title: 'With files' }))).json().lesson.id;
      const [content] = await app.db
        .select()
        .from(contents)
        .where(eq(contents.categoryId, equationsId))
        .limit(1);
      contentId = content.id;
      const [hidden] = await app.db
        .insert(contents)
        .values({
          categoryId: scienceId,
          name: 'Secret chemistry',
          description: 'not for maths',
          filePath: 'secret.pdf',
        })
        .returning();
      hiddenContentId = hidden.id;
    });

    it('type file: an uploaded pdf is stored under a generated name and served from storage', async () => {
      const before = uploads();
      const res = await post('/api/file/attach', teacher, {
        lesson_id: String(lessonId),
        name: 'Arbeitsblatt',
        description: 'Aufgaben',
        type: 'file',
        file: { data: PDF, filename: '../../etc/passwd.pdf', type: 'application/pdf' },
      });
      expect(res.statusCode).toBe(201);
      const file = res.json().file;
      expect(file).toMatchObject({
        lesson_id: lessonId,
        name: 'Arbeitsblatt',
        description: 'Aufgaben',
        type: 'file',
      });
      expect(file.path).toMatch(/^\d{13}-[0-9a-f]{16}\.pdf$/);
      expect(file.url).toMatch(
        new RegExp(`^/storage/user_uploads/${file.path}\\?expires=\\d+&user=\\d+&signature=`),
      );
      expect(uploads()).toEqual([...before, file.path].sort());
      const served = await app.inject({ method: 'GET', url: file.url });
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload.equals(PDF)).toBe(true);
      expect((await filesOf(student))?.map((f) => f.name)).toContain('Arbeitsblatt');
    });

    it('type file: png and jpeg are accepted by their bytes; a picture that does not decode is refused', async () => {
      const jpeg = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#fff' } })
        .jpeg()
        .toBuffer();
      for (const [data, ext] of [
        [PNG, 'png'],
        [jpeg, 'jpg'],
      ] as const) {
        const res = await post('/api/file/attach', teacher, {
          lesson_id: String(lessonId),
          name: `Bild ${ext}`,
          description: 'Skizze',
          type: 'file',
          file: { data, filename: 'bild.bin' },
        });
        expect(res.statusCode).toBe(201);
        expect(res.json().file.path).toMatch(new RegExp(`\\.${ext}$`));
      }
      // JPEG_HEADER: the right magic bytes and nothing behind them.
      const before = uploads();
      const broken = await post('/api/file/attach', teacher, {
        lesson_id: String(lessonId),
        name: 'Kaputt',
        description: 'Skizze',
        type: 'file',
        file: { data: JPEG_HEADER, filename: 'bild.jpg' },
      });
      expect(broken.statusCode).toBe(422);
      expect(errorMessage(broken)).toBe('The file could not be read as an image.');
      expect(uploads()).toEqual(before);
    });

    it('refuses a file whose bytes are not jpeg, png or pdf, whatever its name, and writes nothing', async () => {
      const before = uploads();
      for (const file of [
        { data: Buffer.from('<script>alert(1)</script>'), filename: 'evil.pdf', type: 'application/pdf' },
        {
          data: Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'binary'),
          filename: 'anim.png',
          type: 'image/png',
        },
        { data: Buffer.from('PK\x03\x04zipzipzip', 'binary'), filename: 'doc.jpg' },
      ]) {
        const res = await post('/api/file/attach', teacher, {
          lesson_id: String(lessonId),
          name: 'Bad',
          description: 'bad bytes',
          type: 'file',
          file,
        });
        expect(res.statusCode).toBe(422);
        expect(errorMessage(res)).toBe('Only jpeg, jpg, png and pdf files are allowed.');
      }
      expect(uploads()).toEqual(before);
    });

    it('type file goes through the upload pipeline: a JPEG loses its EXIF/GPS, appended bytes are dropped', async () => {
      const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#cc6633' } })
        .jpeg()
        .withExif({
          IFD0: { Artist: 'Secret Author' },
          IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '47/1 22/1 0/1' },
        })
        .toBuffer();
      expect((await sharp(photo).metadata()).exif).toBeDefined();
      // A polyglot: a valid JPEG with an HTML/script payload after its end marker.
      const polyglot = Buffer.concat([photo, Buffer.from('<html><script>alert(1)</script></html>')]);
      for (const data of [photo, polyglot]) {
        const res = await post('/api/file/attach', teacher, {
          lesson_id: String(lessonId),
          name: 'Foto',
          description: 'Tafel',
          type: 'file',
          file: { data, filename: 'tafel.jpg', type: 'image/jpeg' },
        });
        expect(res.statusCode, res.body).toBe(201);
        const stored = readFileSync(path.join(t.storageDir, 'user_uploads', res.json().file.path));
        const meta = await sharp(stored).metadata();
        expect(meta.exif).toBeUndefined();
        expect([meta.width, meta.height]).toEqual([640, 480]);
        expect(stored.includes('Secret Author')).toBe(false);
        expect(stored.includes('<script>')).toBe(false);
      }
    });

    it('type file: a failing write leaves no file behind (not even an empty one)', async () => {
      const before = uploads();
      const thumbs = path.join(t.storageDir, 'thumbnails');
      renameSync(thumbs, `${thumbs}.moved`);
      writeFileSync(thumbs, 'not a folder'); // writing the thumbnail fails after the picture was written
      try {
        const res = await post('/api/file/attach', teacher, {
          lesson_id: String(lessonId),
          name: 'Foto',
          description: 'Tafel',
          type: 'file',
          file: {
            data: await sharp({ create: { width: 40, height: 40, channels: 3, background: '#000' } })
              .png()
              .toBuffer(),
            filename: 'x.png',
            type: 'image/png',
          },
        });
        expect(res.statusCode).toBe(500);
        expect(uploads()).toEqual(before);
      } finally {
        rmSync(thumbs);
        renameSync(`${thumbs}.moved`, thumbs);
        mkdirSync(thumbs, { recursive: true });
      }
    });

    it('type link round-trips', async () => {
      const res = await post('/api/file/attach', teacher, {
        lesson_id: String(lessonId),
        name: 'Geogebra',
        description: 'Rechner',
        type: 'link',
        path: 'https://www.geogebra.org/calculator',
      });
      expect(res.statusCode).toBe(201);
      expect(res.json().file).toMatchObject({
        type: 'link',
        path: 'https://www.geogebra.org/calculator',
        url: 'https://www.geogebra.org/calculator',
        content: null,
      });
      const bad = await post('/api/file/attach', teacher, {
        lesson_id: String(lessonId),
        name: 'x',
        description: 'y',
        type: 'link',
        path: 'javascript:alert(1)',
      });
      expect(errorMessage(bad)).toBe('The link must start with http:// or https://');
    });

    it("type content carries the content and the user's progress (mystack)", async () => {
      const res = await post('/api/file/attach', teacher, {
        lesson_id: String(lessonId),
        name: 'Theorie',
        description: 'Lineare Gleichungen',
        type: 'content',
        content_id: String(contentId),
      });
      expect(res.statusCode).toBe(201);
      const fileId = res.json().file.id;
      const studentId = (await app.db.select().from(users).where(eq(users.email, 'student@example.com')))[0]
        .id;
      await app.db.insert(contentProgress).values({ userId: studentId, contentId, stack: 666 });
      const file = (await filesOf(student))!.find((f) => f.id === fileId)!;
      expect(file).toMatchObject({
        type: 'content',
        content_id: contentId,
        content: { id: contentId, stack: 666, mystack: { stack: 666, content_id: contentId } },
      });
      // Typed as in /api/contents: solution_active '1'/'0', no_progress boolean.
      const [stored] = await app.db.select().from(contents).where(eq(contents.id, contentId));
      expect(file.content).toMatchObject({
        solution_active: stored.solutionActive ? '1' : '0',
        no_progress: stored.noProgress,
      });
      expect(file.url).toMatch(
        /^\/storage\/user_uploads\/.+\.pdf\?expires=\d+&user=\d+&signature=[\w-]{43}$/,
      );
      const forTeacher = (await filesOf(teacher))!.find((f) => f.id === fileId)!;
      expect(forTeacher).toMatchObject({ content: { mystack: { stack: 0, content_id: contentId } } });
    });

    it('a content file whose content the learner may not see shows no details of it', async () => {
      const res = await post('/api/file/attach', teacher, {
        lesson_id: String(lessonId),
        name: 'Zusatz',
        description: 'Chemie',
        type: 'content',
        content_id: String(hiddenContentId),
      });
      const fileId = res.json().file.id;
      const forStudent = (await filesOf(student))!.find((f) => f.id === fileId)!;
      expect(forStudent).toMatchObject({
        name: 'Zusatz',
        content: null,
        content_id: null,
        url: null,
        path: null,
      });
      expect(JSON.stringify(forStudent)).not.toContain('Secret chemistry');
      expect(JSON.stringify(forStudent)).not.toContain('secret.pdf');
      expect((await filesOf(teacher))!.find((f) => f.id === fileId)).toMatchObject({
        content: { name: 'Secret chemistry' },
      });
    });

    it.each([
      [{ name: '' }, 'name'],
      [{ description: ' ' }, 'description'],
      [{ type: 'link', path: '' }, 'path'],
      [{ type: 'content' }, 'content_id'],
      [{ type: 'file' }, 'file'],
      [{ type: 'video', path: 'https://x.test' }, 'type'],
    ])("attach %j: 'Fill in all fields' (%s)", async (over, field) => {
      const before = uploads();
      const res = await post('/api/file/attach', teacher, {
        lesson_id: String(lessonId),
        name: 'Name',
        description: 'Beschreibung',
        type: 'link',
        path: 'https://example.com',
        ...over,
      });
      expect(res.statusCode).toBe(422);
      expect(errorMessage(res)).toBe('Fill in all fields');
      expect(res.json().errors).toEqual({ [field]: ['Fill in all fields'] });
      expect(uploads()).toEqual(before);
    });

    it('attach to a missing lesson or content', async () => {
      const noLesson = await post('/api/file/attach', teacher, {
        lesson_id: '999999',
        name: 'n',
        description: 'd',
        type: 'link',
        path: 'https://example.com',
      });
      expect(noLesson.statusCode).toBe(404);
      expect(errorMessage(noLesson)).toBe('Lesson not found');
      const noContent = await post('/api/file/attach', teacher, {
        lesson_id: String(lessonId),
        name: 'n',
        description: 'd',
        type: 'content',
        content_id: '999999',
      });
      expect(noContent.statusCode).toBe(422);
      expect(errorMessage(noContent)).toBe('The content does not exist');
    });

    it('edits name and description without a path; the type is fixed; a new upload replaces the old file', async () => {
      const attached = (
        await post('/api/file/attach', teacher, {
          lesson_id: String(lessonId),
          name: 'Alt',
          description: 'alt',
          type: 'file',
          file: { data: PDF, filename: 'alt.pdf' },
        })
      ).json().file;
      const edited = await post(`/api/file/edit/${attached.id}`, teacher, {
        name: 'Neu',
        description: 'neu',
      });
      expect(edited.statusCode).toBe(200);
      expect(edited.json().file).toMatchObject({
        name: 'Neu',
        description: 'neu',
        type: 'file',
        path: attached.path,
      });

      const empty = await post(`/api/file/edit/${attached.id}`, teacher, { name: 'Neu', description: '' });
      expect(errorMessage(empty)).toBe('Fill in all fields');
      const retype = await post(`/api/file/edit/${attached.id}`, teacher, {
        name: 'Neu',
        description: 'neu',
        type: 'link',
        path: 'https://example.com',
      });
      expect(retype.statusCode).toBe(422);
      expect(errorMessage(retype)).toBe('The type of a file entry cannot be changed');

      const replaced = await post(`/api/file/edit/${attached.id}`, teacher, {
        name: 'Neu',
        description: 'neu',
        file: { data: PNG, filename: 'neu.png' },
      });
      const newPath = replaced.json().file.path;
      expect(newPath).toMatch(/\.png$/);
      expect(uploads()).toContain(newPath);
      expect(uploads()).not.toContain(attached.path);
      expect((await post('/api/file/edit/999999', teacher, { name: 'a', description: 'b' })).statusCode).toBe(
        404,
      );
    });

    it('edits a link and a content entry', async () => {
      const link = (
        await post('/api/file/attach', teacher, {
          lesson_id: String(lessonId),
          name: 'L',
          description: 'l',
          type: 'link',
          path: 'https://old.example.com',
        })
      ).json().file;
      const res = await post(`/api/file/edit/${link.id}`, teacher, {
        name: 'L2',
        description: 'l2',
        path: 'https://new.example.com',
      });
      expect(res.json().file).toMatchObject({ name: 'L2', path: 'https://new.example.com' });
    });

    it('removes an entry and its uploaded file', async () => {
      const attached = (
        await post('/api/file/attach', teacher, {
          lesson_id: String(lessonId),
          name: 'Weg',
          description: 'weg',
          type: 'file',
          file: { data: PDF, filename: 'weg.pdf' },
        })
      ).json().file;
      expect(uploads()).toContain(attached.path);
      const res = await post(`/api/file/remove/${attached.id}`, teacher);
      expect(res.statusCode).toBe(200);
      expect(uploads()).not.toContain(attached.path);
      expect((await filesOf(teacher))!.map((f) => f.id)).not.toContain(attached.id);
      expect((await post(`/api/file/remove/${attached.id}`, teacher)).statusCode).toBe(404);
    });

    it('a deleted lesson keeps its files in the trash; deleted for good, the orphan job removes them', async () => {
      // a lesson of its own (the other tests of this block keep using theirs, in any order)
      const doomed = (await post('/api/lesson', teacher, lessonFields({ title: 'Doomed' }))).json().lesson.id;
      const jpeg = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#fff' } })
        .jpeg()
        .toBuffer();
      for (const [data, filename] of [
        [PDF, 'blatt.pdf'],
        [PNG, 'bild.png'],
        [jpeg, 'foto.jpg'],
      ] as const) {
        const attached = await post('/api/file/attach', teacher, {
          lesson_id: String(doomed),
          name: filename,
          description: 'Anhang',
          type: 'file',
          file: { data, filename },
        });
        expect(attached.statusCode).toBe(201);
      }
      const files = (await filesOf(teacher, doomed))!;
      const stored = files.filter((f) => f.type === 'file').map((f) => f.path as string);
      expect(stored).toHaveLength(3);
      for (const name of stored) expect(existsSync(path.join(t.storageDir, 'user_uploads', name))).toBe(true);
      const res = await post(`/api/lesson/delete/${doomed}`, teacher);
      expect(res.statusCode).toBe(200);
      expect(await filesOf(teacher, doomed)).toBeUndefined();
      // in the trash: a restore finds its attachments
      const inADay = new Date(Date.now() + 25 * 60 * 60 * 1000);
      expect(await removeOrphanUploads(app, inADay)).toEqual([]);
      for (const name of stored) expect(existsSync(path.join(t.storageDir, 'user_uploads', name))).toBe(true);
      const purge = await postJson(`/api/trash/${res.json().trash_id}/delete`, teacher, {});
      expect(purge.statusCode).toBe(200);
      expect((await removeOrphanUploads(app, inADay)).sort()).toEqual([...stored].sort());
      for (const name of stored)
        expect(existsSync(path.join(t.storageDir, 'user_uploads', name))).toBe(false);
      // Demo files of other lessons stay.
      expect(uploads()).toContain('demo-arbeitsblatt.pdf');
    });
  });

  describe('personal calendar feed', () => {
    const feedPath = (url: string) => new URL(url).pathname;
    const soon = addDays(today(), 14);

    beforeAll(async () => {
      // Lessons near today so they fall in the feed window (last 4, next 12 weeks).
      await app.db.insert(lessons).values([
        {
          title: 'Feed: pecus',
          day: soon,
          start: '18:00',
          end: '19:30',
          link: 'https://meet.example.com/f',
          password: 'pw',
          meetingId: '999 888',
          room: 'Raum 7',
        },
        {
          title: 'Feed: peth only',
          day: soon,
          start: '18:00',
          end: '19:00',
          link: '-',
          password: '-',
          meetingId: '-',
          ...Object.fromEntries(FLAGS.map((f) => [f, f === 'peth'])),
        },
        {
          title: 'Feed: too far',
          day: addDays(today(), 7 * 13),
          start: '18:00',
          end: '19:00',
          link: '-',
          password: '-',
          meetingId: '-',
        },
      ]);
    });

    it('creates a secret URL whose feed is iCalendar with the user’s visible lessons', async () => {
      expect((await get('/api/calendar/token', student)).json()).toEqual({ active: false });
      const res = await app.inject({ method: 'POST', url: '/api/calendar/token', headers: bearer(student) });
      expect(res.statusCode).toBe(200);
      const url = res.json().url as string;
      expect(url).toMatch(/^http:\/\/portal\.test\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
      expect((await get('/api/calendar/token', student)).json()).toEqual({ active: true });

      const feed = await app.inject({ method: 'GET', url: feedPath(url) });
      expect(feed.statusCode).toBe(200);
      expect(feed.headers['content-type']).toMatch(/^text\/calendar/);
      const parsed = ical.sync.parseICS(feed.body);
      const events = Object.values(parsed).filter((c) => c?.type === 'VEVENT') as ical.VEvent[];
      const titles = events.map((e) => String(e.summary));
      expect(titles).toContain('Feed: pecus');
      expect(titles).toContain('Live: Gleichungen lösen'); // the demo lesson of today
      expect(titles).not.toContain('Feed: peth only');
      expect(titles).not.toContain('Feed: too far');
      const event = events.find((e) => e.summary === 'Feed: pecus')!;
      expect(event.start.toISOString()).toBe(zonedInstant(soon, '18:00').toISOString());
      expect(event.end!.getTime() - event.start.getTime()).toBe(90 * 60_000);
      expect(String(event.location)).toBe('Raum 7');
      expect(String(event.description)).toContain('Meeting ID: 999 888');
      expect(event.uid).toMatch(/^lesson-\d+@portal\.test$/);
    });

    it('a regenerated token invalidates the old URL', async () => {
      const first = (
        await app.inject({ method: 'POST', url: '/api/calendar/token', headers: bearer(teacher) })
      ).json().url;
      expect((await app.inject({ method: 'GET', url: feedPath(first) })).statusCode).toBe(200);
      const second = (
        await app.inject({ method: 'POST', url: '/api/calendar/token', headers: bearer(teacher) })
      ).json().url;
      expect(second).not.toBe(first);
      const old = await app.inject({ method: 'GET', url: feedPath(first) });
      expect(old.statusCode).toBe(404);
      expect(errorMessage(old)).toBe('Calendar not found');
      const fresh = await app.inject({ method: 'GET', url: feedPath(second) });
      expect(fresh.statusCode).toBe(200);
      // A teacher's feed has every lesson of the window.
      expect(fresh.body).toContain('SUMMARY:Feed: peth only');
    });

    it('unknown or malformed feed names are a 404; the token route needs a login', async () => {
      for (const name of ['x'.repeat(43) + '.ics', 'abc.ics', 'token.ics', '..%2F..%2Fetc%2Fpasswd'])
        expect((await app.inject({ method: 'GET', url: `/api/calendar/${name}` })).statusCode).toBe(404);
      expect((await app.inject({ method: 'POST', url: '/api/calendar/token' })).statusCode).toBe(401);
    });

    it('converts Zurich wall-clock times to UTC across summer time', () => {
      expect(zonedInstant('2031-01-15', '18:00').toISOString()).toBe('2031-01-15T17:00:00.000Z');
      expect(zonedInstant('2031-07-15', '18:00').toISOString()).toBe('2031-07-15T16:00:00.000Z');
      expect(zonedInstant('2031-03-30', '12:00').toISOString()).toBe('2031-03-30T10:00:00.000Z'); // DST day
    });
  });
});

describe('upload size limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { UPLOAD_MAX_BYTES: '2048' } });
  });
  afterAll(async () => t?.close());

  it('refuses a file above config.uploadMaxBytes and writes nothing', async () => {
    const teacher = await loginAs(t.app, 'teacher');
    const [lesson] = await t.app.db.select({ id: lessons.id }).from(lessons).limit(1);
    const before = readdirSync(path.join(t.storageDir, 'user_uploads')).sort();
    const big = Buffer.concat([PDF, Buffer.alloc(4096, 0x20)]);
    const body = await multipart({
      lesson_id: String(lesson.id),
      name: 'Gross',
      description: 'zu gross',
      type: 'file',
      file: { data: big, filename: 'big.pdf' },
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/file/attach',
      payload: body.payload,
      headers: { ...body.headers, ...bearer(teacher) },
    });
    expect(res.statusCode).toBe(413);
    expect(errorMessage(res)).toBe('The file must not be larger than 2 KB');
    expect(readdirSync(path.join(t.storageDir, 'user_uploads')).sort()).toEqual(before);
  });
});
