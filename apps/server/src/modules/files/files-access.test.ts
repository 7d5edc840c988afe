/**
 * Issue 14: stored files only by permission. Every /storage link the API hands out is signed for the user
 * who asked; a learner gets links only for what they may see (never for a switched-off solution); the
 * signature cannot be tampered with, outlive its expiry or be moved onto another file.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contents, lessonFiles, lessons } from '../../db/schema.js';
import { INVALID_LINK_MESSAGE, signFileUrl } from '../../lib/signed-files.js';
import { bearer, createTestApp, loginAs, type TestApp } from '../../test/harness.js';
import { buildFixture, type Fixture } from '../categories/test-fixture.js';

let t: TestApp;
let f: Fixture;
const tokens: Record<string, string | undefined> = {};
let lessonId: number;

const PDF = Buffer.from('%PDF-1.4\n%test\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const SIGNED = /^\/storage\/user_uploads\/[^?]+\?expires=\d+&user=\d+&signature=[\w-]{43}$/;

beforeAll(async () => {
  t = await createTestApp();
  f = await buildFixture(t.app);
  for (const name of [
    'a-theory.pdf',
    'r-exercise.pdf',
    'r-solution.pdf',
    'lesson-attachment.pdf',
    'b-exercise.pdf',
  ])
    writeFileSync(path.join(t.storageDir, 'user_uploads', name), PDF);
  writeFileSync(path.join(t.storageDir, 'thumbnails', 'a-theory.pdf'), PDF);
  Object.assign(tokens, {
    anonymous: undefined,
    withProgramme: f.tokens.ecus,
    withoutProgramme: f.tokens.noRole,
    expired: f.tokens.expired,
    watchOnly: f.tokens.watch,
    teacher: f.tokens.teacher,
    admin: await loginAs(t.app, 'admin'),
  });
  const [lesson] = await t.app.db
    .insert(lessons)
    .values({
      categoryId: f.cat.R.id,
      title: 'Fixture lesson',
      link: 'https://meet.example/x',
      day: new Date().toISOString().slice(0, 10),
      start: '10:00',
      end: '11:00',
      password: 'pw',
      meetingId: '1',
      pecus: true,
    } as typeof lessons.$inferInsert)
    .returning();
  lessonId = lesson.id;
  await t.app.db
    .insert(lessonFiles)
    .values({ lessonId, name: 'Sheet', description: '', type: 'file', path: 'lesson-attachment.pdf' });
}, 60_000);
afterAll(() => t.close());

const get = (url: string, token?: string) =>
  t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });

type Who = 'anonymous' | 'withProgramme' | 'withoutProgramme' | 'expired' | 'watchOnly' | 'teacher' | 'admin';
const everyone: Who[] = [
  'anonymous',
  'withProgramme',
  'withoutProgramme',
  'expired',
  'watchOnly',
  'teacher',
  'admin',
];
const mayRead: Record<Who, boolean> = {
  anonymous: false,
  withProgramme: true,
  withoutProgramme: false,
  expired: false,
  watchOnly: true,
  teacher: true,
  admin: true,
};

/** The content item as `who` gets it, or null when refused. */
async function contentAs(who: Who, id: number) {
  const res = await get(`/api/contents/${id}`, tokens[who]);
  if (res.statusCode !== 200) {
    expect([401, 403]).toContain(res.statusCode);
    expect(res.body).not.toContain('/storage/');
    return null;
  }
  return res.json() as { file_url: string | null; solution_url: string | null; solution_path: string | null };
}

async function expectServed(url: string) {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode, url).toBe(200);
  expect(res.headers['cache-control']).toBe('private, no-store');
  expect(res.rawPayload.equals(PDF)).toBe(true);
}

describe('content files and solutions × users', () => {
  it.each(everyone)(
    'theory file for %s: a signed link only with access, and it opens without a header',
    async (who) => {
      const item = await contentAs(who, f.item('A theory').id);
      if (!mayRead[who]) return expect(item).toBeNull();
      expect(item?.file_url).toMatch(SIGNED);
      await expectServed(item!.file_url!);
    },
  );

  it.each(everyone)('active solution for %s', async (who) => {
    const item = await contentAs(who, f.item('R exercise').id);
    if (!mayRead[who]) return expect(item).toBeNull();
    expect(item?.solution_url).toMatch(SIGNED);
    await expectServed(item!.solution_url!);
  });

  it('a switched-off solution: no learner gets its path or a link; teachers and admins get a working link', async () => {
    const id = f.item('R exercise').id;
    await t.app.db.update(contents).set({ solutionActive: false }).where(eq(contents.id, id));
    try {
      for (const who of everyone) {
        const res = await get(`/api/contents/${id}`, tokens[who]);
        if (who === 'teacher' || who === 'admin') {
          expect(res.json().solution_path).toBe('r-solution.pdf');
          expect(res.json().solution_url).toMatch(SIGNED);
          await expectServed(res.json().solution_url);
        } else expect(res.body, who).not.toContain('r-solution');
      }
      // nor through a lesson's content attachment
      const [file] = await t.app.db
        .insert(lessonFiles)
        .values({ lessonId, name: 'Exercise', description: '', type: 'content', contentId: id })
        .returning();
      const week = `/api/lesson/${new Date(Date.now() - 7 * 864e5).toISOString().slice(0, 10)}/${new Date(Date.now() + 7 * 864e5).toISOString().slice(0, 10)}`;
      for (const who of ['withProgramme', 'watchOnly', 'withoutProgramme', 'expired'] as const) {
        const res = await get(week, tokens[who]);
        expect(res.body, who).not.toContain('r-solution');
      }
      const teacherWeek = await get(week, tokens.teacher);
      expect(teacherWeek.body).toContain('r-solution');
      await t.app.db.delete(lessonFiles).where(eq(lessonFiles.id, file.id));
    } finally {
      await t.app.db.update(contents).set({ solutionActive: true }).where(eq(contents.id, id));
    }
  });

  it('a card image is served by /api/image/{id} by permission, never as a /storage link', async () => {
    const res = await get(`/api/image/${f.cardsIn(f.cat.A)[0].id}`);
    expect(res.statusCode).toBe(401);
  });
});

describe('lesson attachments × users', () => {
  const week = () =>
    `/api/lesson/${new Date(Date.now() - 7 * 864e5).toISOString().slice(0, 10)}/${new Date(Date.now() + 7 * 864e5).toISOString().slice(0, 10)}`;

  it.each(everyone)(
    '%s: an attachment link is signed for that user and opens; refused users get none',
    async (who) => {
      const res = await get(week(), tokens[who]);
      if (who === 'anonymous') return expect(res.statusCode).toBe(401);
      const lesson = (res.json().lessons as { id: number; files: { url: string }[] }[]).find(
        (l) => l.id === lessonId,
      );
      if (who === 'teacher' || who === 'admin') expect(lesson).toBeDefined();
      if (who === 'withoutProgramme' || who === 'expired') expect(lesson).toBeUndefined();
      if (!lesson) return expect(res.body).not.toContain('lesson-attachment');
      const url = lesson.files[0].url;
      expect(url).toMatch(SIGNED);
      await expectServed(url);
    },
  );
});

describe('the signed links themselves', () => {
  let url: string;
  beforeAll(async () => {
    url = (await get(`/api/contents/${f.item('A theory').id}`, tokens.withProgramme)).json().file_url;
  });
  /** One answer for every refusal (issue 33): the same status and body whether the file exists or not. */
  const refused = async (u: string) => {
    const res = await t.app.inject({ method: 'GET', url: u });
    expect(res.statusCode, u).toBe(404);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.json()).toEqual({ code: INVALID_LINK_MESSAGE.code, message: INVALID_LINK_MESSAGE.en });
    expect(res.rawPayload.equals(PDF)).toBe(false);
  };

  it('without a signature: the same 404 for a stored file and an unknown one, in both folders', async () => {
    await refused('/storage/user_uploads/a-theory.pdf');
    await refused('/storage/thumbnails/a-theory.pdf');
    await refused('/storage/user_uploads/no-such-file.pdf');
    await refused(url.replace('a-theory.pdf', 'no-such-file.pdf'));
    await refused('/storage/user_uploads/..%2F..%2Fetc%2Fpasswd');
  });

  it('another user’s link answers exactly like a missing file', async () => {
    const mine = await t.app.inject({ method: 'GET', url: url.replace(/user=\d+/, 'user=1') });
    const missing = await t.app.inject({ method: 'GET', url: '/storage/user_uploads/no-such-file.pdf' });
    expect([mine.statusCode, mine.body, mine.headers['cache-control']]).toEqual([
      missing.statusCode,
      missing.body,
      missing.headers['cache-control'],
    ]);
  });

  it('tampered signature, changed user or expiry, expired, or copied onto another file: 404', async () => {
    const sig = /signature=([\w-]+)/.exec(url)![1];
    const flipped = sig.slice(0, -1) + (sig.endsWith('A') ? 'B' : 'A');
    await refused(url.replace(sig, flipped));
    await refused(url.replace(/user=\d+/, 'user=1'));
    await refused(url.replace(/expires=(\d+)/, (_m, e) => `expires=${Number(e) + 3600}`));
    await refused(url.replace('a-theory.pdf', 'b-exercise.pdf'));
    await refused(url.replace('/user_uploads/', '/thumbnails/'));
    const secret = t.app.fileSigningSecret;
    const expired = signFileUrl(
      secret,
      'user_uploads',
      'a-theory.pdf',
      1,
      Math.floor(Date.now() / 1000) - 9 * 3600,
    );
    await refused(expired);
    const otherSecret = signFileUrl('x'.repeat(40), 'user_uploads', 'a-theory.pdf', 1);
    await refused(otherSecret);
  });

  it('repeated reads hand out the identical URL (cacheable)', async () => {
    const again = (await get(`/api/contents/${f.item('A theory').id}`, tokens.withProgramme)).json().file_url;
    expect(again).toBe(url);
  });
});

describe('GET /api/file/link/{name}: the editors’ previews', () => {
  it('mints a working link for teachers and admins only; 404 for an unknown or unsafe name', async () => {
    for (const who of ['teacher', 'admin'] as const) {
      const res = await get('/api/file/link/a-theory.pdf', tokens[who]);
      expect(res.statusCode).toBe(200);
      await expectServed(res.json().url);
      const thumb = await get('/api/file/link/a-theory.pdf?thumbnail=1', tokens[who]);
      expect(thumb.json().url).toMatch(/^\/storage\/thumbnails\/a-theory\.pdf\?/);
    }
    expect((await get('/api/file/link/a-theory.pdf')).statusCode).toBe(401);
    for (const who of ['withProgramme', 'withoutProgramme', 'watchOnly'] as const)
      expect((await get('/api/file/link/a-theory.pdf', tokens[who])).statusCode).toBe(403);
    expect((await get('/api/file/link/missing.pdf', tokens.teacher)).statusCode).toBe(404);
    expect((await get('/api/file/link/..%2F.file-signing-secret', tokens.teacher)).statusCode).toBe(404);
  });
});
