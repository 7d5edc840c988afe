import { unlink } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { LESSON_MESSAGES } from './schema.js';
import { fieldError, HttpError, type FieldProblem } from '../../lib/http-error.js';
import { validationProblem } from '../../lib/error-handler.js';
import type { CatalogueMessage, MessageParams } from '../../lib/i18n/catalogue.js';

/** An upload limit as people read it (MB from one megabyte on, else KB). */
const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${Math.floor(bytes / (1024 * 1024))} MB` : `${Math.floor(bytes / 1024)} KB`;

export interface UploadedFile {
  /** The name the user gave; kept for display only, never used as a path. */
  filename: string;
  data: Buffer;
}

export interface ReadForm {
  fields: Record<string, string>;
  file: UploadedFile | null;
}

const UNSAFE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

const scalar = (v: unknown): string | undefined =>
  typeof v === 'string' ? v : typeof v === 'number' || typeof v === 'boolean' ? String(v) : undefined;

/**
 * The fields of a multipart form (and at most one file part named `file`), or of a JSON body, as strings.
 * A file larger than config.uploadMaxBytes is refused before anything is written.
 */
export async function readForm(app: FastifyInstance, req: FastifyRequest): Promise<ReadForm> {
  const fields: Record<string, string> = {};
  let file: UploadedFile | null = null;
  if (!req.isMultipart()) {
    const body = req.body && typeof req.body === 'object' ? (req.body as Record<string, unknown>) : {};
    for (const [key, value] of Object.entries(body)) {
      if (UNSAFE_KEYS.has(key)) continue;
      const s = scalar(value);
      if (s !== undefined) fields[key] = s;
      else if (value === null) fields[key] = '';
    }
    return { fields, file };
  }
  try {
    for await (const part of req.parts()) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        // Browsers send an empty part when no file was chosen.
        if (part.fieldname === 'file' && (data.length > 0 || part.filename))
          file = { filename: part.filename, data };
      } else {
        if (UNSAFE_KEYS.has(part.fieldname)) continue;
        const s = scalar(part.value);
        if (s !== undefined) fields[part.fieldname] = s;
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw fieldError(
        LESSON_MESSAGES.fileTooLarge,
        'file',
        { size: sizeText(app.config.uploadMaxBytes) },
        413,
      );
    throw error;
  }
  return { fields, file };
}

/** Parses form strings with a zod schema; the first problem becomes a 422 with the field's message. */
export function parseForm<S extends z.ZodType>(schema: S, fields: Record<string, unknown>): z.infer<S> {
  const result = schema.safeParse(fields);
  if (result.success) return result.data;
  const errors: Record<string, FieldProblem[]> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.join('.') || 'body';
    const { message, params } = validationProblem({
      keyword: issue.code,
      message: issue.message,
      params: { ...issue },
    });
    (errors[field] ??= []).push({ message, params: { field, ...params } });
  }
  const [field, [first]] = Object.entries(errors)[0] as [
    string,
    { message: CatalogueMessage; params: MessageParams }[],
  ];
  throw new HttpError(422, first.message, errors, undefined, undefined, { field, ...first.params });
}

export const uploadsDir = (app: FastifyInstance) => path.join(app.config.storageDir, 'user_uploads');
const thumbnailsDir = (app: FastifyInstance) => path.join(app.config.storageDir, 'thumbnails');

const SAFE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

/** Deletes a stored upload (and its thumbnail) by its generated name; other names are never touched. */
export async function deleteUpload(app: FastifyInstance, name: string | null | undefined): Promise<void> {
  if (!name || !SAFE_NAME.test(name) || name.includes('..')) return;
  for (const dir of [uploadsDir(app), thumbnailsDir(app)])
    await unlink(path.join(dir, name)).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') app.log.warn({ err: error, name }, 'could not delete an upload');
    });
}
