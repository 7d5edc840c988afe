/**
 * Pictures inside an HTML card's text (issue 27): uploaded through the one pipeline, stored in the card's HTML by
 * their stable path, served to a reader only through a signed link the API mints for them, and kept by the .apkg
 * export and import.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { cards, categories } from '../../db/schema.js';
import { bearer, createTestApp, loginAs, registerStudent, type TestApp } from '../../test/harness.js';

let t: TestApp;
let teacher: string;
let student: string;
let equations: number;
let picture: string;
let png: Buffer;

const inject = (method: 'GET' | 'POST', url: string, token: string | null, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: token ? bearer(token) : {},
    ...(payload ? { payload: payload as object } : {}),
  });

function multipart(name: string, data: Buffer) {
  const boundary = '----in-text-picture';
  return {
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      data,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const upload = (url: string, name: string, data: Buffer) => {
  const body = multipart(name, data);
  return t.app.inject({
    method: 'POST',
    url,
    payload: body.payload,
    headers: { ...body.headers, ...bearer(teacher) },
  });
};

/** The src of the first <img> of an HTML text, its entities decoded as a browser reads them. */
const srcOf = (html: string) => /<img\b[^>]*\bsrc="([^"]*)"/.exec(html)?.[1].replace(/&amp;/g, '&') ?? null;

beforeAll(async () => {
  t = await createTestApp();
  teacher = await loginAs(t.app, 'teacher');
  student = await loginAs(t.app, 'student');
  [{ id: equations }] = await t.app.db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.title, 'Gleichungen'));
  png = await sharp({ create: { width: 120, height: 80, channels: 3, background: '#1971c2' } })
    .png()
    .toBuffer();
  const res = await upload('/api/file', 'diagramm.png', png);
  expect(res.statusCode, res.body).toBe(201);
  picture = res.json().file as string;
  expect(picture).toMatch(/^\d{13}-[0-9a-f]{16}\.png$/);
});
afterAll(() => t?.close());

const NEW_CARD = { relevance: 3, difficulty: 3, learntype_id: 0, type: 2 };

describe('a picture inside an HTML card', () => {
  let cardId: number;
  let signedForTeacher: string;

  beforeAll(async () => {
    const created = await inject('POST', `/api/cards/create/${equations}`, teacher, {
      ...NEW_CARD,
      title: 'Graph lesen',
      data: {
        front_html: `<p>Welche Steigung hat die Gerade?</p><p><img src="/storage/user_uploads/${picture}" alt="Gerade durch (0, 1) und (4, 3)"></p>`,
        back_html: '<p>\\(m = \\frac{1}{2}\\)</p>',
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    cardId = created.json().card.id as number;
    // the editor shows the picture through the link the API signed for the teacher
    signedForTeacher = srcOf(created.json().card.data.front_html as string)!;
  });

  it('is stored by its stable path, even when the editor sends back the signed link it showed', async () => {
    expect(signedForTeacher).toMatch(
      new RegExp(`^/storage/user_uploads/${picture}\\?expires=\\d+&user=\\d+&signature=`),
    );
    const update = await inject('POST', `/api/cards/update/${cardId}`, teacher, {
      data: {
        front_html: `<p>Welche Steigung hat die Gerade?</p><p><img src="${signedForTeacher.replace(/&/g, '&amp;')}" alt="Gerade durch (0, 1) und (4, 3)"></p>`,
        back_html: '<p>\\(m = \\frac{1}{2}\\)</p>',
      },
    });
    expect(update.statusCode, update.body).toBe(200);
    const [stored] = await t.app.db.select().from(cards).where(eq(cards.id, cardId));
    expect((stored.data as { front_html: string }).front_html).toBe(
      `<p>Welche Steigung hat die Gerade?</p><p><img src="/storage/user_uploads/${picture}" alt="Gerade durch (0, 1) und (4, 3)"></p>`,
    );
  });

  it('reaches a learner who may see the card only through a link signed for them', async () => {
    const read = await inject('GET', `/api/cards/read/${cardId}`, student);
    expect(read.statusCode).toBe(200);
    const studentId = (await inject('POST', '/api/auth', student)).json().user.id as number;
    const link = srcOf(read.json().data.front_html)!;
    expect(link).toMatch(
      new RegExp(`^/storage/user_uploads/${picture}\\?expires=\\d+&user=${studentId}&signature=[\\w-]+$`),
    );
    // the alt text stays with the picture
    expect(read.json().data.front_html).toContain('alt="Gerade durch (0, 1) und (4, 3)"');
    // the link opens without a bearer header (an <img>), and shows the re-encoded picture
    const file = await inject('GET', link, null);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(await sharp(file.rawPayload).metadata()).toMatchObject({ width: 120, height: 80 });
    // the stable path alone, or a tampered link, is refused (one 404 for a missing file and an invalid link)
    expect((await inject('GET', `/storage/user_uploads/${picture}`, null)).statusCode).toBe(404);
    expect((await inject('GET', link.replace(/signature=[\w-]+/, 'signature=forged'), null)).statusCode).toBe(
      404,
    );
    // the session carries the same signed picture
    const session = await inject('GET', `/api/cards/session/${equations}`, student);
    expect(session.statusCode).toBe(200);
    const inSession = (session.json().cards as { id: number; data: { front_html?: string } }[]).find(
      (c) => c.id === cardId,
    );
    expect(srcOf(inSession!.data.front_html!)).toBe(link);
  });

  it('does not reach a learner who may not see the card: no card, no link', async () => {
    const stranger = await registerStudent(t.app, 'Ohne Zugang');
    const read = await inject('GET', `/api/cards/read/${cardId}`, stranger.token);
    expect([403, 404]).toContain(read.statusCode);
    expect(read.body).not.toContain(picture);
  });

  it('survives the .apkg round trip: exported with the package’s media, imported through the upload pipeline', async () => {
    const created = await inject('POST', '/api/categories', teacher, { title: 'Bilder im Text' });
    const source = (created.json().category?.id ?? created.json().id) as number;
    const copy = await inject('POST', `/api/cards/create/${source}`, teacher, {
      ...NEW_CARD,
      title: 'Graph lesen',
      data: {
        front_html: `<p>Welche Steigung?</p><p><img src="/storage/user_uploads/${picture}" alt="Gerade"></p>`,
        back_html: '<p>\\(\\frac{1}{2}\\)</p>',
      },
    });
    expect(copy.statusCode, copy.body).toBe(201);
    const exported = await inject('GET', `/api/export/${source}?format=apkg`, teacher);
    expect(exported.statusCode).toBe(200);
    const target = (
      await inject('POST', '/api/categories', teacher, { title: 'Bilder im Text (Kopie)' })
    ).json();
    const targetId = (target.category?.id ?? target.id) as number;
    const body = multipart('Bilder im Text.apkg', exported.rawPayload);
    const imported = await t.app.inject({
      method: 'POST',
      url: `/api/import/${targetId}`,
      payload: body.payload,
      headers: { ...body.headers, ...bearer(teacher) },
    });
    expect(imported.statusCode, imported.body).toBe(201);
    expect(imported.json()).toMatchObject({ format: 'apkg', cards: 1, images_left_out: 0, skipped: [] });
    const [card] = await t.app.db.select().from(cards).where(eq(cards.categoryId, targetId));
    const html = (card.data as { front_html: string }).front_html;
    // a new stored picture (the pipeline's generated name), referenced by its stable path, alt text kept
    const name = /src="\/storage\/user_uploads\/([^"]+)"/.exec(html)?.[1];
    expect(name).toMatch(/^\d{13}-[0-9a-f]{16}\.png$/);
    expect(name).not.toBe(picture);
    expect(html).toBe(`<p>Welche Steigung?</p><p><img src="/storage/user_uploads/${name}" alt="Gerade"></p>`);
    expect((card.data as { back_html: string }).back_html).toBe('<p>\\(\\frac{1}{2}\\)</p>');
    // and it is served like the original: signed for the teacher reading it, the same picture
    const read = await inject('GET', `/api/cards/${card.id}`, teacher);
    const link = srcOf(read.json().data.front_html)!;
    expect(link).toMatch(new RegExp(`^/storage/user_uploads/${name}\\?expires=`));
    const file = await inject('GET', link, null);
    expect(file.statusCode).toBe(200);
    expect(await sharp(file.rawPayload).metadata()).toMatchObject({ width: 120, height: 80, format: 'png' });
  });
});
