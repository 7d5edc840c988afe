import { trashDaysLeft, trashPurgeAt } from '@portal/core';
import type { TrashKind } from './batch.js';
import type { listTrash } from './service.js';

type TrashRow = Awaited<ReturnType<typeof listTrash>>[number];

export const presentTrashEntry = (row: TrashRow, now = new Date()) => ({
  id: row.id,
  kind: row.kind as TrashKind,
  title: row.title,
  summary: row.summary,
  deleted_at: row.deletedAt.toISOString(),
  deleted_by: row.deletedBy,
  deleted_by_name: row.deletedByName ?? null,
  purge_at: trashPurgeAt(row.deletedAt).toISOString(),
  days_left: trashDaysLeft(row.deletedAt, now),
});
