import { rm } from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { ORPHAN_UPLOAD_HOURS } from '@portal/core';
import type { FastifyInstance } from 'fastify';
import { uploadedFiles } from '../../db/schema.js';
import { GENERATED_NAME, thumbnailsDir, uploadsDir } from './storage.js';

import { FILE_MESSAGES, fileError } from '../../lib/upload-pipeline.js';

export { FILE_MESSAGES, fileError, storeUpload, type StoredUpload } from '../../lib/upload-pipeline.js';

/**
 * True for an upload (`u`) that no card, content, lesson attachment or category refers to, including the items in
 * the trash (the `_all` tables): a restored item finds its files.
 */
const unreferenced = sql.raw(`not exists (select 1 from cards_all k
      where k.data->>'front_picture' = u.name or k.data->>'back_picture' = u.name
        or position(u.name in k.data::text) > 0)
    and not exists (select 1 from contents_all t where t.file_path = u.name or t.solution_path = u.name)
    and not exists (select 1 from lesson_files f where f.path = u.name)
    and not exists (select 1 from categories_all c where c.image = u.name or position(u.name in c.description) > 0)`);

/**
 * The orphan-upload job (issue 18 §8): uploads older than ORPHAN_UPLOAD_HOURS that nothing refers to (e.g. an
 * image uploaded in an editor that was closed unsaved) are removed with their thumbnails. Returns their names.
 */
export async function removeOrphanUploads(app: FastifyInstance, now = new Date()): Promise<string[]> {
  const cutoff = new Date(now.getTime() - ORPHAN_UPLOAD_HOURS * 60 * 60 * 1000).toISOString();
  const res = await app.db.execute(sql`
    delete from uploaded_files u where u.created_at <= ${cutoff} and ${unreferenced} returning u.name`);
  const names = (res as unknown as { rows: { name: string }[] }).rows.map((r) => r.name);
  for (const name of names.filter((n) => GENERATED_NAME.test(n))) {
    await rm(path.join(uploadsDir(app), name), { force: true });
    await rm(path.join(thumbnailsDir(app), name), { force: true });
  }
  return names;
}

/**
 * Deletes an uploaded file: only a generated name recorded in uploaded_files, and only when no card,
 * content or lesson file still refers to it.
 */
export async function deleteUpload(app: FastifyInstance, name: string) {
  if (!GENERATED_NAME.test(name)) throw fileError(422, FILE_MESSAGES.NAME_INVALID);
  const [row] = await app.db.select().from(uploadedFiles).where(eq(uploadedFiles.name, name)).limit(1);
  if (!row) throw fileError(404, FILE_MESSAGES.NOT_FOUND);
  // Items in the trash count too: their files must be there when they are restored.
  const res = await app.db.execute(
    sql`select 1 from uploaded_files u where u.name = ${name} and ${unreferenced}`,
  );
  if (!(res as unknown as { rows: unknown[] }).rows.length) throw fileError(422, FILE_MESSAGES.IN_USE);
  await app.db.delete(uploadedFiles).where(eq(uploadedFiles.id, row.id));
  await rm(path.join(uploadsDir(app), name), { force: true });
  await rm(path.join(thumbnailsDir(app), name), { force: true });
}
