import { randomBytes } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { CARD_MESSAGES } from '@portal/core';
import type { FastifyInstance } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { uploadedFiles } from '../db/schema.js';
import { HttpError } from './http-error.js';

/**
 * The one upload pipeline (issue 14): /api/file and lesson attachments both store files through storeUpload,
 * so every stored file was sniffed by its bytes, size-checked by multipart's limit, re-encoded when it is a
 * picture, recorded, and never left half-written.
 */

const uploadsDir = (app: FastifyInstance) => path.join(app.config.storageDir, 'user_uploads');
const thumbnailsDir = (app: FastifyInstance) => path.join(app.config.storageDir, 'thumbnails');

export const FILE_MESSAGES = {
  REQUIRED: 'The file field is required.',
  TYPE: 'The file must be a file of type: jpeg, jpg, png, pdf.',
  /** the card editor's own message (translated there by its key) */
  PICTURE_TYPE: CARD_MESSAGES.PICTURES_ONLY,
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

/**
 * Audio clips (issue 28: Anki's `[sound:…]`), by their real content, with the extension they are stored under.
 * Accepted only where the caller asks for them (the import); they are stored as they are (no re-encoding here)
 * and are only ever served with their audio content type and `nosniff`, so bytes hidden in them cannot run.
 */
export const AUDIO_TYPES: Record<string, 'mp3' | 'ogg' | 'opus' | 'm4a'> = {
  'audio/mpeg': 'mp3',
  'audio/ogg': 'ogg',
  'audio/ogg; codecs=opus': 'opus',
  'audio/x-m4a': 'm4a',
  'audio/mp4': 'm4a',
};

/** Pictures above this many pixels are refused before decoding (decompression bombs). */
const MAX_PIXELS = 40_000_000;
/** A thumbnail: the picture within 300×300, never enlarged (also the card thumbnails' rendition). */
export const THUMBNAIL_RESIZE = { width: 300, height: 300, fit: 'inside', withoutEnlargement: true } as const;

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
  /**
   * 'picture': a field that shows pictures (an image card's side) takes JPEG and PNG only; 'audio': an audio
   * clip (the import's [sound:…]) takes MP3, OGG/Opus and M4A only
   */
  only?: 'picture' | 'audio',
): Promise<StoredUpload> {
  if (!buffer.length) throw fileError(422, FILE_MESSAGES.REQUIRED);
  const detected = await fileTypeFromBuffer(buffer);
  const ext = detected ? (only === 'audio' ? AUDIO_TYPES : ALLOWED)[detected.mime] : undefined;
  if (only === 'picture' && ext !== 'jpg' && ext !== 'png') throw fileError(422, FILE_MESSAGES.PICTURE_TYPE);
  if (!detected || !ext) throw fileError(422, FILE_MESSAGES.TYPE);

  let content = buffer;
  let thumbnail: Buffer | null = null;
  // Re-encoding rebuilds the picture from its pixels: EXIF/GPS and any bytes appended after the image data
  // (polyglots) do not survive; huge pictures are refused before decoding.
  if (ext === 'jpg' || ext === 'png') {
    // loaded on the first picture: libvips costs about 30 MB resident, which a server answering learners never needs
    const { default: sharp } = await import('sharp');
    try {
      const image = sharp(buffer, { limitInputPixels: MAX_PIXELS, failOn: 'error' }).rotate();
      content = ext === 'png' ? await image.png().toBuffer() : await image.jpeg({ quality: 90 }).toBuffer();
      const small = sharp(content).resize(THUMBNAIL_RESIZE);
      thumbnail = ext === 'png' ? await small.png().toBuffer() : await small.jpeg({ quality: 80 }).toBuffer();
    } catch {
      throw fileError(422, FILE_MESSAGES.UNREADABLE_IMAGE);
    }
  }

  // a storage disk without room for the file and its margin refuses it before a byte is written (507)
  await app.disks.storage.assertRoom(content.length + (thumbnail?.length ?? 0));
  const name = generatedName(ext);
  const filePath = path.join(uploadsDir(app), name);
  const thumbPath = path.join(thumbnailsDir(app), name);
  try {
    await writeFile(filePath, content, { flag: 'wx' });
    if (thumbnail) await writeFile(thumbPath, thumbnail, { flag: 'wx' });
    await app.db.insert(uploadedFiles).values({
      name,
      originalName: cleanOriginalName(originalName),
      mime: detected.mime.replace(/;.*$/, ''),
      size: content.length,
      uploadedBy: userId,
    });
  } catch (error) {
    await rm(filePath, { force: true });
    await rm(thumbPath, { force: true });
    throw error;
  }
  return {
    name,
    thumbnail: thumbnail ? name : null,
    mime: detected.mime.replace(/;.*$/, ''),
    size: content.length,
  };
}
