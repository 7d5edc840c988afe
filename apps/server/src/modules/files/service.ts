import { randomBytes } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { cards, contents, lessonFiles, uploadedFiles } from '../../db/schema.js';
import { HttpError } from '../../lib/http-error.js';
import { GENERATED_NAME, thumbnailsDir, uploadsDir } from './storage.js';

export const FILE_MESSAGES = {
  REQUIRED: 'The file field is required.',
  TYPE: 'The file must be a file of type: jpeg, jpg, png, pdf.',
  tooLarge: (maxBytes: number) =>
    `The file may not be greater than ${Math.floor(maxBytes / 1024)} kilobytes.`,
  UNREADABLE_IMAGE: 'The file could not be read as an image.',
  NAME_INVALID: 'The file name is invalid.',
  NOT_FOUND: 'File not found',
  IN_USE: 'The file is still used by a card, a content or a lesson.',
  UPLOADED: 'File uploaded',
  DELETED: 'File deleted',
} as const;

/** Upload errors name the `file` field: the editor shows its first message (admin spec §8). */
export const fileError = (status: number, message: string) =>
  new HttpError(status, message, { file: [message] });

/** Allowed uploads by their real content (magic bytes), with the extension they are stored under. */
const ALLOWED: Record<string, 'jpg' | 'png' | 'pdf'> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'application/pdf': 'pdf',
};

/** Pictures above this many pixels are refused before decoding (decompression bombs). */
const MAX_PIXELS = 40_000_000;
const THUMBNAIL_SIZE = 300;

const generatedName = (ext: string) => `${Date.now()}-${randomBytes(8).toString('hex')}.${ext}`;

/** The user's file name, only for the record: no folders, no control characters, at most 200 characters. */
const cleanOriginalName = (name: string | undefined) =>
  (name ?? '')
    .split(/[\\/]/)
    .pop()!
    .replace(/\p{Cc}/gu, '')
    .slice(0, 200) || 'upload';

export interface StoredUpload {
  name: string;
  thumbnail: string | null;
  mime: string;
  size: number;
}

/**
 * Checks an uploaded file by its content (jpeg, png or pdf only), re-encodes pictures (dropping metadata and
 * anything hidden after the image data) and writes a thumbnail, stores it under a generated name and records it.
 * Nothing is written unless every check passed.
 */
export async function storeUpload(
  app: FastifyInstance,
  buffer: Buffer,
  originalName: string | undefined,
  userId: number,
): Promise<StoredUpload> {
  if (!buffer.length) throw fileError(422, FILE_MESSAGES.REQUIRED);
  const detected = await fileTypeFromBuffer(buffer);
  const ext = detected ? ALLOWED[detected.mime] : undefined;
  if (!detected || !ext) throw fileError(422, FILE_MESSAGES.TYPE);

  let content = buffer;
  let thumbnail: Buffer | null = null;
  if (ext !== 'pdf') {
    try {
      const image = sharp(buffer, { limitInputPixels: MAX_PIXELS, failOn: 'error' }).rotate();
      content = ext === 'png' ? await image.png().toBuffer() : await image.jpeg({ quality: 90 }).toBuffer();
      const small = sharp(content).resize(THUMBNAIL_SIZE, THUMBNAIL_SIZE, {
        fit: 'inside',
        withoutEnlargement: true,
      });
      thumbnail = ext === 'png' ? await small.png().toBuffer() : await small.jpeg({ quality: 80 }).toBuffer();
    } catch {
      throw fileError(422, FILE_MESSAGES.UNREADABLE_IMAGE);
    }
  }

  const name = generatedName(ext);
  const filePath = path.join(uploadsDir(app), name);
  const thumbPath = path.join(thumbnailsDir(app), name);
  try {
    await writeFile(filePath, content, { flag: 'wx' });
    if (thumbnail) await writeFile(thumbPath, thumbnail, { flag: 'wx' });
    await app.db.insert(uploadedFiles).values({
      name,
      originalName: cleanOriginalName(originalName),
      mime: detected.mime,
      size: content.length,
      uploadedBy: userId,
    });
  } catch (error) {
    await rm(filePath, { force: true });
    await rm(thumbPath, { force: true });
    throw error;
  }
  return { name, thumbnail: thumbnail ? name : null, mime: detected.mime, size: content.length };
}

/**
 * Deletes an uploaded file: only a generated name recorded in uploaded_files, and only when no card,
 * content or lesson file still refers to it.
 */
export async function deleteUpload(app: FastifyInstance, name: string) {
  if (!GENERATED_NAME.test(name)) throw fileError(422, FILE_MESSAGES.NAME_INVALID);
  const [row] = await app.db.select().from(uploadedFiles).where(eq(uploadedFiles.name, name)).limit(1);
  if (!row) throw fileError(404, FILE_MESSAGES.NOT_FOUND);
  const [card] = await app.db
    .select({ id: cards.id })
    .from(cards)
    .where(sql`${cards.data}->>'front_picture' = ${name} or ${cards.data}->>'back_picture' = ${name}`)
    .limit(1);
  const [content] = await app.db
    .select({ id: contents.id })
    .from(contents)
    .where(or(eq(contents.filePath, name), eq(contents.solutionPath, name)))
    .limit(1);
  const [lessonFile] = await app.db
    .select({ id: lessonFiles.id })
    .from(lessonFiles)
    .where(eq(lessonFiles.path, name))
    .limit(1);
  if (card || content || lessonFile) throw fileError(422, FILE_MESSAGES.IN_USE);
  await app.db.delete(uploadedFiles).where(eq(uploadedFiles.id, row.id));
  await rm(path.join(uploadsDir(app), name), { force: true });
  await rm(path.join(thumbnailsDir(app), name), { force: true });
}
