import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { MIN_OPTIMIZE_ITEMS, optimizationDue, optimizerItems } from '@portal/core/memory';
import { memoryParameters } from '../../db/schema.js';

export const OPTIMIZE_QUEUE = 'memory-optimize';
/** The optimizer's items of one learner's answers to one card (core's optimizerItems). */
export const historyItems = optimizerItems;
export { MIN_OPTIMIZE_ITEMS };

interface HistoryRow {
  user_id: number;
  card_id: number;
  correct: boolean;
  created_at: string | Date;
}

/**
 * Optimizes one programme's FSRS parameters from its learners' answers with the FSRS optimizer's Node binding
 * (fsrs-rs); stores them when there are at least MIN_OPTIMIZE_ITEMS items. Returns the item count.
 */
export async function optimizeProgramme(app: FastifyInstance, programmeId: number, timeoutMs = 30_000) {
  const { rows } = await app.database.executeSql(
    `SELECT a.user_id, a.card_id, a.correct, a.created_at
     FROM card_answers a
     JOIN cards c ON c.id = a.card_id
     JOIN categories cat ON cat.id = c.category_id
     JOIN categories prog ON prog.id = $1::int AND cat.path LIKE prog.path || '%'
     ORDER BY a.user_id, a.card_id, a.created_at, a.request_key`,
    [programmeId],
  );
  const history = rows as HistoryRow[];
  const items: { rating: number; deltaT: number }[][] = [];
  for (let i = 0; i < history.length;) {
    let j = i;
    while (
      j < history.length &&
      history[j].user_id === history[i].user_id &&
      history[j].card_id === history[i].card_id
    )
      j++;
    items.push(
      ...historyItems(history.slice(i, j).map((r) => ({ correct: r.correct, at: new Date(r.created_at) }))),
    );
    i = j;
  }
  if (items.length < MIN_OPTIMIZE_ITEMS) return { items: items.length, optimized: false };
  // loaded on demand: the native optimizer is needed only here, never on a request's path
  const binding = await import('@open-spaced-repetition/binding');
  const trainSet = items.map(
    (item) => new binding.FSRSBindingItem(item.map((r) => new binding.FSRSBindingReview(r.rating, r.deltaT))),
  );
  const w = await binding.computeParameters(trainSet, { enableShortTerm: true, timeout: timeoutMs });
  if (!Array.isArray(w) || w.length < 19 || !w.every(Number.isFinite)) {
    app.log.warn({ programmeId }, 'the FSRS optimizer gave no usable parameters; the defaults stay');
    return { items: items.length, optimized: false };
  }
  await app.db
    .insert(memoryParameters)
    .values({ categoryId: programmeId, w, answers: history.length })
    .onConflictDoUpdate({
      target: memoryParameters.categoryId,
      set: { w, answers: history.length, optimizedAt: sql`now()` },
    });
  return { items: items.length, optimized: true };
}

/**
 * The nightly job: every programme (a category learners hold roles on) whose answers have grown enough since its
 * last optimization gets its parameters optimized, one after the other.
 */
export function defineMemoryOptimizer(app: FastifyInstance) {
  app.jobs.define({
    name: OPTIMIZE_QUEUE,
    cron: '30 3 * * *',
    handle: async () => {
      const { rows } = await app.database.executeSql(
        `SELECT prog.id, coalesce(mp.answers, 0) AS optimized_at_answers,
           (SELECT count(*) FROM card_answers a JOIN cards c ON c.id = a.card_id
              JOIN categories cat ON cat.id = c.category_id WHERE cat.path LIKE prog.path || '%')::int AS answers
         FROM categories prog
         LEFT JOIN memory_parameters mp ON mp.category_id = prog.id
         WHERE EXISTS (SELECT 1 FROM roles r WHERE r.category_id = prog.id)`,
        [],
      );
      for (const row of rows as { id: number; optimized_at_answers: number; answers: number }[]) {
        // items are counted by optimizeProgramme itself; answers are an upper bound on them
        if (!optimizationDue(row.answers, row.optimized_at_answers, row.answers)) continue;
        const result = await optimizeProgramme(app, row.id);
        app.log.info({ programmeId: row.id, ...result }, 'FSRS parameters optimized');
      }
    },
  });
}
