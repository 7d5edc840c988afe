import type { Db } from '../../db/client.js';
import { trashBatches } from '../../db/schema.js';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type TrashKind = 'category' | 'cards' | 'contents' | 'lesson' | 'role';

/** Opens a trash batch inside the deleting transaction; the caller marks its rows with the returned id. */
export async function openBatch(
  tx: Tx,
  batch: {
    kind: TrashKind;
    title: string;
    actorId: number | null;
    summary: Record<string, number>;
    restore?: Record<string, unknown>;
    /** cards or contents: the category they were deleted from (issue 34 §6: the trash names it) */
    source?: string | null;
  },
): Promise<number> {
  const [row] = await tx
    .insert(trashBatches)
    .values({
      kind: batch.kind,
      title: batch.title.slice(0, 300),
      summary: batch.summary,
      restore: batch.source ? { ...batch.restore, source_title: batch.source } : (batch.restore ?? {}),
      deletedBy: batch.actorId,
    })
    .returning({ id: trashBatches.id });
  return row.id;
}
