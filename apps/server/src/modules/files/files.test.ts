import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { uploadedFiles } from '../../db/schema.js';
import { simplePdf } from '../../db/seed/pdf.js';
import { bearer, createTestApp, errorMessage, loginAs, type TestApp } from '../../test/harness.js';

let t: TestApp;
let teacher: string;
let student: string;
let png: Buffer;
let jpeg: Buffer;
const pdf = simplePdf('Skript', ['Zeile 1', 'Zeile 2']);
// The first bytes of an ELF executable and of a Windows one.
const elf = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(200, 1)]);
const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(300, 0)]);

beforeAll(async () => {
  t = await createTestApp();
  [teacher, student] = await Promise.all([loginAs(t.app, 'teacher'), loginAs(t.app, 'student')]);
  png = await sharp({ create: { width: 800, height: 400, channels: 3, background: '#3366cc' } })
    .png()
    .toBuffer();
  // A JPEG carrying EXIF metadata, which re-encoding drops.
  jpeg = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#cc6633' } })
    .jpeg()
    .withMetadata({ exif: { IFD0: { Artist: 'Secret Author' } } })
    .toBuffer();
});
afterAll(() => t.close());

function multipart(file: { name: string; type: string; data: Buffer } | null, field = 'file') {
  const boundary = '----portal-test-boundary';
  const chunks: Buffer[] = [];
  chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="note"\r\n\r\nhello\r\n`));
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const upload = (
  app: TestApp,
  token: string | undefined,
  file: { name: string; type: string; data: Buffer } | null,
  field = 'file',
  query = '',
) => {
  const body = multipart(file, field);
  return app.app.inject({
    method: 'POST',
    url: `/api/file${query}`,
    payload: body.payload,
    headers: { ...body.headers, ...(token ? bearer(token) : {}) },
  });
};

/** Everything in the storage folders and the uploads table, to prove a refusal wrote nothing. */
const snapshot = async (app: TestApp = t) => ({
  uploads: readdirSync(path.join(app.storageDir, 'user_uploads')).sort(),
  thumbnails: readdirSync(path.join(app.storageDir, 'thumbnails')).sort(),
  rows: (await app.app.db.select().from(uploadedFiles)).length,
});

describe('POST /api/file', () => {
  it('stores a PNG under a generated name, re-encoded, with a thumbnail and a row', async () => {
    const res = await upload(t, teacher, { name: 'Mein Bild.png', type: 'image/png', data: png });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ message: 'File uploaded', success: true, mime: 'image/png' });
    expect(body.file).toMatch(/^\d{13}-[0-9a-f]{16}\.png$/);
    expect(body.thumbnail).toBe(body.file);
    expect(body.url).toMatch(
      new RegExp(`^/storage/user_uploads/${body.file}\\?expires=\\d+&user=\\d+&signature=`),
    );
    const thumb = await sharp(path.join(t.storageDir, 'thumbnails', body.file)).metadata();
    expect([thumb.width, thumb.height]).toEqual([300, 150]);
    const [row] = await t.app.db.select().from(uploadedFiles).where(eq(uploadedFiles.name, body.file));
    expect(row).toMatchObject({ originalName: 'Mein Bild.png', mime: 'image/png' });
    // Served back with the signed links; the bare path is refused.
    const served = await t.app.inject({ method: 'GET', url: body.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect((await t.app.inject({ method: 'GET', url: body.thumbnail_url })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/storage/thumbnails/${body.file}` })).statusCode).toBe(
      404,
    );
  });

  it('stores a JPEG as .jpg without its metadata, and a PDF as it is (no thumbnail)', async () => {
    const photo = await upload(t, teacher, { name: 'photo.jpeg', type: 'image/jpeg', data: jpeg });
    expect(photo.statusCode, photo.body).toBe(201);
    expect(photo.json().file).toMatch(/\.jpg$/);
    const stored = await sharp(path.join(t.storageDir, 'user_uploads', photo.json().file)).metadata();
    expect(stored.exif).toBeUndefined();
    const doc = await upload(t, teacher, { name: 'skript.pdf', type: 'application/pdf', data: pdf });
    expect(doc.statusCode, doc.body).toBe(201);
    expect(doc.json()).toMatchObject({ mime: 'application/pdf', thumbnail: null });
    expect(doc.json().file).toMatch(/\.pdf$/);
  });

  it('pictures only where pictures belong: a PDF is refused for a picture field and as an image card’s side', async () => {
    const PICTURES_ONLY =
      'An image card shows pictures only: upload a JPEG or PNG (a PDF cannot be its picture).';
    const before = await snapshot();
    // by content: a PDF named and typed as a PNG is still a PDF
    const disguised = await upload(
      t,
      teacher,
      { name: 'bild.png', type: 'image/png', data: pdf },
      'file',
      '?kind=picture',
    );
    expect(disguised.statusCode).toBe(422);
    expect(disguised.json().errors.file).toEqual([PICTURES_ONLY]);
    expect(await snapshot()).toEqual(before);
    const picture = await upload(
      t,
      teacher,
      { name: 'a.png', type: 'image/png', data: png },
      'file',
      '?kind=picture',
    );
    expect(picture.statusCode, picture.body).toBe(201);

    // a PDF stored for a document (or before this rule) cannot become an image card's picture through the API
    const doc = await upload(t, teacher, { name: 'skript.pdf', type: 'application/pdf', data: pdf });
    const category = await t.app.inject({
      method: 'POST',
      url: '/api/categories',
      headers: bearer(teacher),
      payload: { title: 'Bildkarten' },
    });
    const card = (front: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/cards/create/${category.json().category.id}`,
        headers: bearer(teacher),
        payload: {
          title: 'Dreieck',
          relevance: 3,
          difficulty: 3,
          learntype_id: 0,
          type: 1,
          data: { front_picture: front, back_picture: picture.json().file },
        },
      });
    const refused = await card(doc.json().file);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ message: PICTURES_ONLY, errors: { data: [PICTURES_ONLY] } });
    expect((await card(picture.json().file)).statusCode).toBe(201);
  });

  it('keeps the client file name out of the path', async () => {
    const res = await upload(t, teacher, { name: '../../../evil.png', type: 'image/png', data: png });
    expect(res.statusCode).toBe(201);
    expect(res.json().file).toMatch(/^\d{13}-[0-9a-f]{16}\.png$/);
    expect(existsSync(path.join(t.storageDir, '..', 'evil.png'))).toBe(false);
    const [row] = await t.app.db.select().from(uploadedFiles).where(eq(uploadedFiles.name, res.json().file));
    expect(row.originalName).toBe('evil.png');
  });

  it.each([
    ['an ELF executable renamed .png', { name: 'cat.png', type: 'image/png', data: elf }],
    ['a Windows executable renamed .pdf', { name: 'cv.pdf', type: 'application/pdf', data: exe }],
    [
      'a shell script renamed .jpg',
      { name: 'x.jpg', type: 'image/jpeg', data: Buffer.from('#!/bin/sh\nrm -rf /\n') },
    ],
    [
      'an HTML page renamed .pdf',
      { name: 'x.pdf', type: 'application/pdf', data: Buffer.from('<html><script>alert(1)</script></html>') },
    ],
    [
      'a GIF (not an allowed type)',
      {
        name: 'x.gif',
        type: 'image/gif',
        data: Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64'),
      },
    ],
  ])('refuses %s and writes nothing', async (_name, file) => {
    const before = await snapshot();
    const res = await upload(t, teacher, file);
    expect(res.statusCode).toBe(422);
    expect(errorMessage(res)).toBe('The file must be a file of type: jpeg, jpg, png, pdf.');
    expect(res.json().errors.file).toEqual(['The file must be a file of type: jpeg, jpg, png, pdf.']);
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a broken picture (right magic bytes, garbage after) and writes nothing', async () => {
    const before = await snapshot();
    const broken = Buffer.concat([png.subarray(0, 40), Buffer.alloc(500, 7)]);
    const res = await upload(t, teacher, { name: 'broken.png', type: 'image/png', data: broken });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.file).toEqual(['The file could not be read as an image.']);
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a request without a file, an empty file and another field name', async () => {
    const before = await snapshot();
    for (const res of [
      await upload(t, teacher, null),
      await upload(t, teacher, { name: 'empty.png', type: 'image/png', data: Buffer.alloc(0) }),
      await upload(t, teacher, { name: 'x.png', type: 'image/png', data: png }, 'picture'),
      await t.app.inject({
        method: 'POST',
        url: '/api/file',
        payload: { file: 'x' },
        headers: bearer(teacher),
      }),
    ]) {
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.file).toEqual(['The file field is required.']);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('refuses anonymous (401) and students (403) and writes nothing', async () => {
    const before = await snapshot();
    const anonymous = await upload(t, undefined, { name: 'x.png', type: 'image/png', data: png });
    expect(anonymous.statusCode).toBe(401);
    expect(errorMessage(anonymous)).toBe('Please log in');
    expect((await upload(t, student, { name: 'x.png', type: 'image/png', data: png })).statusCode).toBe(403);
    expect(await snapshot()).toEqual(before);
  });
});

describe('POST /api/file with a size limit', () => {
  let small: TestApp;
  beforeAll(async () => {
    small = await createTestApp({ env: { UPLOAD_MAX_BYTES: '4096' } });
  });
  afterAll(() => small.close());

  it('refuses a file over UPLOAD_MAX_BYTES and writes nothing', async () => {
    const token = await loginAs(small.app, 'teacher');
    const big = Buffer.concat([pdf, Buffer.alloc(5000, 0x20)]);
    const before = await snapshot(small);
    const res = await upload(small, token, { name: 'big.pdf', type: 'application/pdf', data: big });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.file).toEqual(['The file may not be greater than 4 kilobytes.']);
    expect(await snapshot(small)).toEqual(before);
    // Just under the limit is fine.
    expect(
      (await upload(small, token, { name: 'ok.pdf', type: 'application/pdf', data: pdf })).statusCode,
    ).toBe(201);
  });
});

describe('POST /api/file/delete/{name}', () => {
  const del = (name: string, token: string | null = teacher) =>
    t.app.inject({
      method: 'POST',
      url: `/api/file/delete/${name}`,
      payload: { file_name: name },
      headers: token ? bearer(token) : {},
    });

  it('deletes an uploaded file, its thumbnail and its row', async () => {
    const name = (await upload(t, teacher, { name: 'a.png', type: 'image/png', data: png })).json()
      .file as string;
    expect((await del(name, null)).statusCode).toBe(401);
    expect((await del(name, student)).statusCode).toBe(403);
    expect(existsSync(path.join(t.storageDir, 'user_uploads', name))).toBe(true);
    const res = await del(name);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: 'File deleted', success: true });
    expect(existsSync(path.join(t.storageDir, 'user_uploads', name))).toBe(false);
    expect(existsSync(path.join(t.storageDir, 'thumbnails', name))).toBe(false);
    expect(await t.app.db.select().from(uploadedFiles).where(eq(uploadedFiles.name, name))).toEqual([]);
    const again = await del(name);
    expect(again.statusCode).toBe(404);
    expect(again.json().errors.file).toEqual(['File not found']);
  });

  it('refuses names with ../ or outside the generated pattern, and deletes nothing', async () => {
    writeFileSync(path.join(t.storageDir, 'secret.txt'), 'keep me');
    const before = await snapshot();
    for (const name of [
      '..%2Fsecret.txt',
      '..%2F..%2Fetc%2Fpasswd',
      encodeURIComponent('../user_uploads/demo-triangle-front.png'),
      'demo-triangle-front.png',
      '1700000000000-0123456789abcdef.exe',
    ]) {
      const res = await del(name);
      expect(res.statusCode, name).toBe(422);
      expect(res.json().errors.file).toEqual(['The file name is invalid.']);
    }
    // A raw or encoded ../ in the path never reaches the route.
    for (const url of ['/api/file/delete/../../secret.txt', '/api/file/delete/%2e%2e', '/api/file/delete/..'])
      expect((await t.app.inject({ method: 'POST', url, headers: bearer(teacher) })).statusCode, url).toBe(
        404,
      );
    // The right pattern but no row: only recorded uploads can be deleted (file_name is optional).
    expect((await del('1700000000000-0123456789abcdef.png')).statusCode).toBe(404);
    const bare = await t.app.inject({
      method: 'POST',
      url: '/api/file/delete/1700000000000-0123456789abcdef.png',
      headers: bearer(teacher),
    });
    expect(bare.statusCode).toBe(404);
    expect(existsSync(path.join(t.storageDir, 'secret.txt'))).toBe(true);
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a file a card or a content still uses', async () => {
    const front = (await upload(t, teacher, { name: 'f.png', type: 'image/png', data: png })).json()
      .file as string;
    const back = (await upload(t, teacher, { name: 'b.png', type: 'image/png', data: png })).json()
      .file as string;
    const card = await t.app.inject({
      method: 'POST',
      url: '/api/cards/create/1',
      payload: {
        title: 'Bildkarte',
        relevance: 3,
        difficulty: 3,
        data: { front_picture: front, back_picture: back },
      },
      headers: bearer(teacher),
    });
    expect(card.statusCode, card.body).toBe(201);
    const refused = await del(front);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.file).toEqual(['The file is still used by a card, a content or a lesson.']);
    expect(existsSync(path.join(t.storageDir, 'user_uploads', front))).toBe(true);

    const doc = (await upload(t, teacher, { name: 's.pdf', type: 'application/pdf', data: pdf })).json()
      .file as string;
    const content = await t.app.inject({
      method: 'POST',
      url: '/api/contents/create/1',
      payload: {
        name: 'Doc',
        description: 'd',
        relevance: 3,
        difficulty: 3,
        media_type: 'document',
        file_path: doc,
      },
      headers: bearer(teacher),
    });
    expect(content.statusCode, content.body).toBe(201);
    expect((await del(doc)).statusCode).toBe(422);

    const trashed = await t.app.inject({
      method: 'DELETE',
      url: `/api/cards/${card.json().card.id}`,
      headers: bearer(teacher),
    });
    // A card in the trash still holds its pictures (a restore needs them); deleted for good, they are free.
    expect((await del(front)).statusCode).toBe(422);
    await t.app.inject({
      method: 'POST',
      url: `/api/trash/${trashed.json().trash_id}/delete`,
      headers: bearer(teacher),
    });
    expect((await del(front)).statusCode).toBe(200);
  });
});
