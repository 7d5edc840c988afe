import { existsSync } from 'node:fs';
import { open } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';

/** Names the upload route generates: '<epoch ms>-<16 hex>.<ext>'. Only these can be deleted through the API. */
export const GENERATED_NAME = /^\d{13}-[0-9a-f]{16}\.(?:jpg|png|pdf|mp3|ogg|opus|m4a)$/;

/**
 * A stored file name that cards and contents may reference: generated uploads and the demo seed's files.
 * One path segment of safe characters, never a dot-dot, so it can be joined to the uploads folder.
 */
export const STORED_NAME =
  /^[A-Za-z0-9][A-Za-z0-9_-]*(?:\.[A-Za-z0-9_-]+)*\.(?:jpe?g|png|pdf|mp3|ogg|opus|m4a)$/i;

export const uploadsDir = (app: FastifyInstance) => path.join(app.config.storageDir, 'user_uploads');
export const thumbnailsDir = (app: FastifyInstance) => path.join(app.config.storageDir, 'thumbnails');

/** True when `name` is a safe stored name and the file exists in the uploads folder. */
export function isStoredUpload(app: FastifyInstance, name: unknown): name is string {
  return (
    typeof name === 'string' &&
    name.length <= 200 &&
    STORED_NAME.test(name) &&
    existsSync(path.join(uploadsDir(app), name))
  );
}

/** Whether a stored upload is a JPEG or PNG picture, by its first bytes (never by its name). */
export async function isStoredPicture(app: FastifyInstance, name: string): Promise<boolean> {
  const handle = await open(path.join(uploadsDir(app), name), 'r');
  try {
    const head = Buffer.alloc(4100);
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    const type = await fileTypeFromBuffer(head.subarray(0, bytesRead));
    return type?.mime === 'image/jpeg' || type?.mime === 'image/png';
  } finally {
    await handle.close();
  }
}

/** The lower-case extension of a stored name ('pdf', 'png', 'jpg'), or null. */
export function extensionOf(name: string): string | null {
  const match = /\.([A-Za-z0-9]+)$/.exec(name);
  return match ? match[1].toLowerCase() : null;
}
