import { trashDaysLeft, trashPurgeAt } from '@portal/core';
import type { TrashKind } from './batch.js';
import type { listTrash } from './service.js';

type TrashRow = Awaited<ReturnType<typeof listTrash>>[number];

/** cards or contents deleted together: the category they came from (stored with the batch since issue 34) */
const sourceOf = (restore: unknown) => {
  const title = (restore as { source_title?: unknown } | null)?.source_title;
  return typeof title === 'string' ? title : null;
};

export const presentTrashEntry = (row: TrashRow, now = new Date()) => ({
  id: row.id,
  kind: row.kind as TrashKind,
  title: row.title,
  summary: row.summary,
  source: sourceOf(row.restore),
  deleted_at: row.deletedAt.toISOString(),
  deleted_by: row.deletedBy,
  deleted_by_name: row.deletedByName ?? null,
  purge_at: trashPurgeAt(row.deletedAt).toISOString(),
  days_left: trashDaysLeft(row.deletedAt, now),
});
