import { maskedClozeText } from '@portal/core';
import type { Database } from './client.js';

const BATCH = 500;

/**
 * Data repair of issue 28 (run after the migrations, like replayMemories): the import used to title a cloze card
 * with its own sentence, gaps filled in ("Die Aare fließt durch Bern."), which the session shows above the gaps.
 * Every cloze card whose title is exactly that (its question with each gap's first answer, as the import wrote it,
 * cut to 255 characters) is retitled with the gaps masked ("Die Aare fließt durch […]."). Idempotent: a repaired
 * title no longer matches. Titles a teacher wrote are left alone (the session masks answers in them anyway).
 */
export async function repairClozeTitles(database: Database): Promise<number> {
  let repaired = 0;
  let after = 0;
  for (;;) {
    // the title the old import wrote, computed by the database so only matching cards cross the wire
    const { rows } = await database.executeSql(
      `SELECT id, data->>'question' AS question FROM cards_all
       WHERE type = 6 AND id > $1 AND jsonb_typeof(data->'question') = 'string'
         AND title = left(btrim(regexp_replace(regexp_replace(data->>'question',
               '\\[\\s*([^,\\]]*?)\\s*(,[^\\]]*)?\\]', '\\1', 'g'), '\\s+', ' ', 'g')), 255)
         AND position('[' in data->>'question') > 0
       ORDER BY id LIMIT ${BATCH}`,
      [after],
    );
    const found = rows as Array<{ id: number; question: string }>;
    if (found.length === 0) break;
    for (const { id, question } of found) {
      const title = maskedClozeText(question);
      if (title) {
        await database.executeSql('UPDATE cards_all SET title = $1 WHERE id = $2', [title, id]);
        repaired++;
      }
    }
    after = found[found.length - 1].id;
  }
  return repaired;
}
