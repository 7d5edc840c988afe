import { CARD_TYPES, preserveClozeGaps } from '@portal/core';
import type { Database } from './client.js';

const MARKER = 'cloze_gaps_pending';

/**
 * Data migration of migration 0014 (issue 27): every stored cloze (trashed ones too) whose gaps would change
 * under the formula rule (brackets inside a formula are not gaps, `[[`/`]]` are literal) is rewritten so that
 * it keeps the gaps it had, its other text written literally. Runs once: the rewrite and the removal of the
 * migration's marker are one statement, so a crash leaves either both or neither. Returns the rewritten count.
 */
export async function preserveStoredClozes(database: Database): Promise<number> {
  const { rows: pending } = await database.executeSql(`SELECT 1 FROM app_settings WHERE key = $1`, [MARKER]);
  if (pending.length === 0) return 0;
  // only texts holding a formula delimiter, an escape or a doubled bracket can read differently
  const { rows } = await database.executeSql(
    `SELECT id, data->>'question' AS question FROM cards_all
     WHERE type = $1 AND data->>'question' ~ '\\\\|\\$\\$|\\[\\[|\\]\\]'`,
    [CARD_TYPES.CLOZE],
  );
  const changed = (rows as { id: number; question: string | null }[]).flatMap((row) => {
    if (row.question === null) return [];
    const question = preserveClozeGaps(row.question);
    return question === row.question ? [] : [{ id: row.id, question }];
  });
  await database.executeSql(
    `WITH rewritten AS (
       UPDATE cards_all c SET data = jsonb_set(c.data, '{question}', to_jsonb(u.question))
       FROM unnest($1::int[], $2::text[]) AS u(id, question) WHERE c.id = u.id RETURNING c.id
     )
     DELETE FROM app_settings WHERE key = $3 AND (SELECT count(*) FROM rewritten) >= 0`,
    [changed.map((c) => c.id), changed.map((c) => c.question), MARKER],
  );
  return changed.length;
}
