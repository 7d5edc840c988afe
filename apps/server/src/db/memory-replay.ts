import { memoryStack, replayAnswers, type Memory } from '@portal/core/memory';
import type { Database } from './client.js';

const BATCH = 500;

interface PendingRow {
  user_id: number;
  card_id: number;
  stack: number;
  updated_at: string | Date;
}

interface AnswerRow {
  user_id: number;
  card_id: number;
  correct: boolean;
  created_at: string | Date;
}

/**
 * Data migration of migration 0012 (issue 17): progress rows written before the memory model get their FSRS
 * memory by replaying the learner's answers from card_answers in order, and their stack from that memory.
 * A row without recorded answers (none were logged before answers had idempotency keys) is replayed from its
 * stack: stack 1 as one wrong answer, stack k as k - 1 right ones, at its last change.
 * Resumable and idempotent: a row is pending while reps = 0 and stack > 0, and is written only if still so.
 * Afterwards every cached progress tree is marked stale, since stacks moved.
 */
export async function replayMemories(database: Database): Promise<number> {
  let replayed = 0;
  for (;;) {
    const { rows } = await database.executeSql(
      `SELECT user_id, card_id, stack, updated_at FROM card_progress
       WHERE reps = 0 AND stack > 0 ORDER BY user_id, card_id LIMIT ${BATCH}`,
      [],
    );
    const pending = rows as PendingRow[];
    if (pending.length === 0) break;
    const { rows: answerRows } = await database.executeSql(
      `SELECT a.user_id, a.card_id, a.correct, a.created_at FROM card_answers a
       JOIN unnest($1::int[], $2::int[]) AS p(user_id, card_id) ON p.user_id = a.user_id AND p.card_id = a.card_id
       ORDER BY a.created_at, a.request_key`,
      [pending.map((r) => r.user_id), pending.map((r) => r.card_id)],
    );
    const answersOf = new Map<string, { correct: boolean; at: Date }[]>();
    for (const a of answerRows as AnswerRow[]) {
      const key = `${a.user_id}:${a.card_id}`;
      const list = answersOf.get(key) ?? [];
      list.push({ correct: a.correct, at: new Date(a.created_at) });
      answersOf.set(key, list);
    }
    const updates = pending.map((row) => {
      const at = new Date(row.updated_at);
      const answers =
        answersOf.get(`${row.user_id}:${row.card_id}`) ??
        (row.stack === 1
          ? [{ correct: false, at }]
          : Array.from({ length: row.stack - 1 }, () => ({ correct: true, at })));
      const memory = replayAnswers(answers) as Memory;
      const last = answers[answers.length - 1];
      const mistakes = countTrailingMistakes(answers);
      return { row, memory, stack: memoryStack(memory, last.correct), mistakes };
    });
    await database.executeSql(
      `UPDATE card_progress p SET stack = u.stack, previous_stack = u.stack, last_mistakes = u.mistakes,
         memory_state = u.state, stability = u.stability, difficulty = u.difficulty, due = u.due,
         last_review = u.last_review, reps = u.reps, lapses = u.lapses, learning_steps = u.steps,
         scheduled_days = u.days
       FROM unnest($1::int[], $2::int[], $3::smallint[], $4::int[], $5::smallint[], $6::float8[], $7::float8[],
         $8::timestamptz[], $9::timestamptz[], $10::int[], $11::int[], $12::smallint[], $13::int[])
         AS u(user_id, card_id, stack, mistakes, state, stability, difficulty, due, last_review, reps, lapses, steps, days)
       WHERE p.user_id = u.user_id AND p.card_id = u.card_id AND p.reps = 0`,
      [
        updates.map((u) => u.row.user_id),
        updates.map((u) => u.row.card_id),
        updates.map((u) => u.stack),
        updates.map((u) => u.mistakes),
        updates.map((u) => u.memory.state),
        updates.map((u) => u.memory.stability),
        updates.map((u) => u.memory.difficulty),
        updates.map((u) => u.memory.due.toISOString()),
        updates.map((u) => u.memory.lastReview?.toISOString() ?? null),
        updates.map((u) => u.memory.reps),
        updates.map((u) => u.memory.lapses),
        updates.map((u) => u.memory.learningSteps),
        updates.map((u) => u.memory.scheduledDays),
      ],
    );
    replayed += updates.length;
  }
  if (replayed > 0)
    await database.executeSql(
      `UPDATE progress_cache SET tree = 'null'::jsonb, version = version + 1, updated_at = now()`,
      [],
    );
  return replayed;
}

function countTrailingMistakes(answers: readonly { correct: boolean }[]): number {
  let count = 0;
  for (let i = answers.length - 1; i >= 0 && !answers[i].correct; i--) count++;
  return count;
}
