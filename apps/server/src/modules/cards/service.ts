import { createHash } from 'node:crypto';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildCardSet, CARD_LEVELS, CARD_TYPES, MAX_STACK, nextStack, type RandomSource } from '@portal/core';
import { isTeacher, type User } from '../../auth/plugin.js';
import { canSeeCategory, canStoreProgress, loadAccess, visibleCategories } from '../../auth/visibility.js';
import { cardProgress, cards, categories, EXAM_FLAGS } from '../../db/schema.js';
import { idsInPath, inSubtree } from '../../db/tree.js';
import { HttpError } from '../../lib/http-error.js';
import { applyProgressChangeInRedis } from '../progress/cache.js';
import { PACKED_LENGTH } from '../progress/compute.js';

export const CARD_MESSAGES = {
  notFound: 'Card not found',
  noAccess: 'You have no access to this card',
  categoryNotFound: 'Category not found',
  categoryNoAccess: 'You have no access to this category',
  noImage: 'This card has no image',
  imageMissing: 'The image file is missing',
  keyReused: 'This Idempotency-Key was already used for another answer',
  answerSaved: 'Answer saved',
  answerNotStored: 'Answer checked; progress is not stored for watch-only access',
} as const;

/** A card with the user's progress on it, as loaded from the database. */
export interface CardWithProgress {
  id: number;
  categoryId: number;
  title: string;
  type: number;
  relevance: number;
  difficulty: number;
  learntypeId: number;
  data: unknown;
  description: string | null;
  stack: number;
  lastMistakes: number;
}

const cardColumns = {
  id: cards.id,
  categoryId: cards.categoryId,
  title: cards.title,
  type: cards.type,
  relevance: cards.relevance,
  difficulty: cards.difficulty,
  learntypeId: cards.learntypeId,
  data: cards.data,
  description: cards.description,
  stack: sql<number>`coalesce(${cardProgress.stack}, 0)`.mapWith(Number),
  lastMistakes: sql<number>`coalesce(${cardProgress.lastMistakes}, 0)`.mapWith(Number),
};

const categoryColumns = {
  path: categories.path,
  ...Object.fromEntries(EXAM_FLAGS.map((f) => [f, categories[f]])),
} as { path: typeof categories.path } & { [F in (typeof EXAM_FLAGS)[number]]: (typeof categories)[F] };

/**
 * The card with the user's progress: 404 when it does not exist, 403 when its category is outside the
 * user's access (as the categories module answers for categories).
 */
export async function findVisibleCard(app: FastifyInstance, user: User, cardId: number) {
  const [row] = await app.db
    .select({ card: cardColumns, category: categoryColumns })
    .from(cards)
    .innerJoin(categories, eq(categories.id, cards.categoryId))
    .leftJoin(cardProgress, and(eq(cardProgress.cardId, cards.id), eq(cardProgress.userId, user.id)))
    .where(eq(cards.id, cardId))
    .limit(1);
  if (!row) throw new HttpError(404, CARD_MESSAGES.notFound);
  const access = await loadAccess(app, user);
  if (!canSeeCategory(access, row.category)) throw new HttpError(403, CARD_MESSAGES.noAccess);
  return { card: row.card as CardWithProgress, canStore: canStoreProgress(access, row.category) };
}

// ---------------------------------------------------------------------------------------------
// Answer: one SQL statement (visibility, idempotency, progress upsert), prepared once per connection.
// ---------------------------------------------------------------------------------------------

const flagOfExamType = (alias: string) =>
  `CASE r.exam_type ${EXAM_FLAGS.map((f) => `WHEN '${f}' THEN ${alias}.${f}`).join(' ')} ELSE false END`;

/**
 * Records an answer in one round trip. Parameters: $1 user id, $2 card id, $3 idempotency key,
 * $4 the user sees everything (teacher, admin, all_access), $5 correct, $6 mark the user's cached
 * progress stale in the progress_cache table (false when the cache lives in Redis).
 * - visibility: the same rule as auth/visibility.ts (an active role on the card's category or an
 *   ancestor whose exam type's flag is on for the card's category); writable = some such role is
 *   not watch_only;
 * - idempotency: the key is recorded in card_answers; a key already there is a replay and changes
 *   nothing (its first result is returned);
 * - progress (DESIGN.md §4): correct → min(stack + 1, 6), wrong → 1; last_mistakes counts the wrong
 *   answers since the last correct one.
 * - progress cache: when a progress row was written, the card moves from its previous stack to its new
 *   one in the user's cached progress tree and the entry's version is bumped, in the same statement
 *   (progress_tree_move, migration 0003; the same rule as writeProgress() in modules/progress/cache.ts),
 *   so the next progress read needs no recomputation; a tree that does not fit is marked stale.
 *   With Redis ($6 false) the caller applies the same move there.
 * No row comes back when the card does not exist.
 * Exported so the benchmark can run exactly this statement through pgbench.
 */
export const ANSWER_SQL = `
WITH card AS (
  SELECT c.id, cat.path, ${EXAM_FLAGS.map((f) => `cat.${f}`).join(', ')}
  FROM cards c JOIN categories cat ON cat.id = c.category_id
  WHERE c.id = $2::int
),
grants AS (
  SELECT coalesce(bool_or(true), false) AS visible, coalesce(bool_or(NOT r.watch_only), false) AS writable
  FROM card
  JOIN roles r ON r.user_id = $1::int AND r.start_date <= current_date AND r.expiration_date >= current_date
  JOIN categories rc ON rc.id = r.category_id AND card.path LIKE rc.path || '%'
  WHERE NOT $4::boolean AND ${flagOfExamType('card')}
),
before AS (
  SELECT card.id AS card_id, ($4::boolean OR g.visible) AS visible, ($4::boolean OR g.writable) AS writable,
    coalesce(p.stack, 0)::int AS old_stack, coalesce(p.last_mistakes, 0)::int AS old_mistakes
  FROM card CROSS JOIN grants g
  LEFT JOIN card_progress p ON p.user_id = $1::int AND p.card_id = card.id
),
replay AS (
  SELECT card_id, correct, stack FROM card_answers WHERE user_id = $1::int AND request_key = $3::text
),
logged AS (
  INSERT INTO card_answers (user_id, request_key, card_id, correct, stack)
  SELECT $1::int, $3::text, b.card_id, $5::boolean,
    CASE WHEN $5::boolean THEN least(b.old_stack + 1, ${MAX_STACK}) ELSE 1 END
  FROM before b
  WHERE b.visible AND b.writable AND NOT EXISTS (SELECT 1 FROM replay)
  ON CONFLICT (user_id, request_key) DO NOTHING
  RETURNING card_id
),
saved AS (
  INSERT INTO card_progress AS p (user_id, card_id, stack, previous_stack, last_mistakes, updated_at)
  SELECT $1::int, card_id, 1, 0, CASE WHEN $5::boolean THEN 0 ELSE 1 END, now() FROM logged
  ON CONFLICT (user_id, card_id) DO UPDATE SET
    stack = CASE WHEN $5::boolean THEN least(p.stack + 1, ${MAX_STACK}) ELSE 1 END,
    previous_stack = p.stack,
    last_mistakes = CASE WHEN $5::boolean THEN 0 ELSE p.last_mistakes + 1 END,
    updated_at = now()
  RETURNING stack, previous_stack, last_mistakes
),
bumped AS (
  INSERT INTO progress_cache (user_id, tree, version, updated_at)
  SELECT $1::int, 'null'::jsonb, 1, now() FROM saved WHERE $6::boolean
  ON CONFLICT (user_id) DO UPDATE SET
    tree = coalesce(progress_tree_move(progress_cache.tree, (SELECT path FROM card),
      (SELECT previous_stack FROM saved), (SELECT stack FROM saved), ${PACKED_LENGTH}), 'null'::jsonb),
    version = progress_cache.version + 1, updated_at = now()
  RETURNING version
)
SELECT b.visible, b.writable, b.old_stack, b.old_mistakes,
  (SELECT stack FROM saved)::int AS saved_stack, (SELECT last_mistakes FROM saved)::int AS saved_mistakes,
  (SELECT previous_stack FROM saved)::int AS saved_previous_stack, (SELECT path FROM card) AS card_path,
  r.card_id AS replay_card_id, r.correct AS replay_correct, r.stack::int AS replay_stack
FROM before b LEFT JOIN replay r ON true
`;

interface AnswerRow {
  visible: boolean;
  writable: boolean;
  old_stack: number;
  old_mistakes: number;
  saved_stack: number | null;
  saved_mistakes: number | null;
  saved_previous_stack: number | null;
  card_path: string;
  replay_card_id: number | null;
  replay_correct: boolean | null;
  replay_stack: number | null;
}

type RawClient =
  | { query(q: { name: string; text: string; values: unknown[] }): Promise<{ rows: unknown[] }> }
  | { query(text: string, values: unknown[]): Promise<{ rows: unknown[] }> };

/** A named prepared statement on PostgreSQL (parsed once per pooled connection); PGlite runs in-process. */
async function preparedQuery<T>(
  app: FastifyInstance,
  name: string,
  text: string,
  values: unknown[],
): Promise<T[]> {
  const client = (app.db as unknown as { $client: RawClient }).$client;
  if (app.database.kind === 'postgres') {
    const pool = client as {
      query(q: { name: string; text: string; values: unknown[] }): Promise<{ rows: unknown[] }>;
    };
    return (await pool.query({ name, text, values })).rows as T[];
  }
  const lite = client as { query(text: string, values: unknown[]): Promise<{ rows: unknown[] }> };
  return (await lite.query(text, values)).rows as T[];
}

export interface AnswerResult {
  cardId: number;
  correct: boolean;
  stack: number;
  lastMistakes: number;
  /** false for watch-only access: the would-be result, nothing written */
  stored: boolean;
  /** true when the idempotency key was seen before: the first result, nothing written again */
  replayed: boolean;
}

export async function answerCard(
  app: FastifyInstance,
  user: User,
  cardId: number,
  correct: boolean,
  requestKey: string,
): Promise<AnswerResult> {
  const seesAll = isTeacher(user) || user.allAccess;
  const run = () =>
    preparedQuery<AnswerRow>(app, 'card_answer_v2', ANSWER_SQL, [
      user.id,
      cardId,
      requestKey,
      seesAll,
      correct,
      !app.redis,
    ]);
  const [row] = await run();
  if (!row) throw new HttpError(404, CARD_MESSAGES.notFound);
  if (!row.visible) throw new HttpError(403, CARD_MESSAGES.noAccess);

  const replayOf = async (
    r: Pick<AnswerRow, 'replay_card_id' | 'replay_correct' | 'replay_stack' | 'old_mistakes'>,
  ): Promise<AnswerResult> => {
    if (r.replay_card_id !== cardId || r.replay_correct !== correct)
      throw new HttpError(409, CARD_MESSAGES.keyReused);
    return {
      cardId,
      correct,
      stack: Number(r.replay_stack),
      lastMistakes: r.old_mistakes,
      stored: true,
      replayed: true,
    };
  };

  if (row.replay_card_id !== null) return replayOf(row);
  if (!row.writable) {
    return {
      cardId,
      correct,
      stack: nextStack(row.old_stack, correct),
      lastMistakes: correct ? 0 : row.old_mistakes + 1,
      stored: false,
      replayed: false,
    };
  }
  if (row.saved_stack === null) {
    // The same key arrived twice at once: the other request recorded it after this one's snapshot.
    const [again] = await run();
    if (!again || again.replay_card_id === null) throw new Error('answer neither stored nor replayed');
    return replayOf(again);
  }
  if (app.redis)
    await applyProgressChangeInRedis(app, user.id, {
      categoryPath: row.card_path,
      kind: 'cards',
      from: Number(row.saved_previous_stack),
      to: row.saved_stack,
    });
  return {
    cardId,
    correct,
    stack: row.saved_stack,
    lastMistakes: Number(row.saved_mistakes),
    stored: true,
    replayed: false,
  };
}

// ---------------------------------------------------------------------------------------------
// Session cards
// ---------------------------------------------------------------------------------------------

export interface SessionCards {
  category: { id: number; title: string; titles: string[] };
  /** the user's progress over all visible cards of the subtree: n and counts per stack 0..6 */
  progress: { n: number; p: number[] };
  canStore: boolean;
  cards: CardWithProgress[];
}

/**
 * The cards of a session in a category: the visible cards of its subtree, mixed by buildCardSet
 * (at most 20; unanswered first, answered from half the set on) on the server, so the client gets
 * only the cards it will show.
 */
export async function sessionCards(
  app: FastifyInstance,
  user: User,
  categoryId: number,
  random: RandomSource = Math.random,
): Promise<SessionCards> {
  const [category] = await app.db
    .select({ id: categories.id, title: categories.title, ...categoryColumns })
    .from(categories)
    .where(eq(categories.id, categoryId))
    .limit(1);
  if (!category) throw new HttpError(404, CARD_MESSAGES.categoryNotFound);
  const access = await loadAccess(app, user);
  if (!canSeeCategory(access, category)) throw new HttpError(403, CARD_MESSAGES.categoryNoAccess);

  const progressJoin = and(eq(cardProgress.cardId, cards.id), eq(cardProgress.userId, user.id));
  const all = await app.db
    .select({ id: cards.id, stack: sql<number>`coalesce(${cardProgress.stack}, 0)`.mapWith(Number) })
    .from(cards)
    .innerJoin(categories, eq(categories.id, cards.categoryId))
    .leftJoin(cardProgress, progressJoin)
    .where(and(inSubtree(categories.path, category.path), visibleCategories(access)))
    .orderBy(asc(cards.id));

  const p = new Array<number>(CARD_LEVELS).fill(0);
  for (const c of all) p[Math.min(Math.max(c.stack, 0), CARD_LEVELS - 1)] += 1;

  const chosen = buildCardSet(all, random).map((c) => c.id);
  const rows = chosen.length
    ? await app.db
        .select(cardColumns)
        .from(cards)
        .leftJoin(cardProgress, progressJoin)
        .where(inArray(cards.id, chosen))
    : [];
  const byId = new Map(rows.map((r) => [r.id, r as CardWithProgress]));

  const ancestorIds = idsInPath(category.path);
  const ancestors = await app.db
    .select({ id: categories.id, title: categories.title })
    .from(categories)
    .where(inArray(categories.id, ancestorIds));
  const titleOf = new Map(ancestors.map((a) => [a.id, a.title]));

  return {
    category: {
      id: category.id,
      title: category.title,
      titles: ancestorIds.map((id) => titleOf.get(id) ?? ''),
    },
    progress: { n: all.length, p },
    canStore: canStoreProgress(access, category),
    cards: chosen.map((id) => byId.get(id)).filter((c): c is CardWithProgress => !!c),
  };
}

// ---------------------------------------------------------------------------------------------
// Images
// ---------------------------------------------------------------------------------------------

const IMAGE_TYPES: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
};

export interface CardImage {
  file: string;
  size: number;
  contentType: string;
  etag: string;
}

/** The front or back picture of an image card (type 1), as a file under storage/user_uploads. */
export async function cardImage(
  app: FastifyInstance,
  card: CardWithProgress,
  back: boolean,
): Promise<CardImage> {
  if (card.type !== CARD_TYPES.IMAGE || typeof card.data !== 'object' || card.data === null)
    throw new HttpError(404, CARD_MESSAGES.noImage);
  const name = (card.data as Record<string, unknown>)[back ? 'back_picture' : 'front_picture'];
  if (typeof name !== 'string' || !name) throw new HttpError(404, CARD_MESSAGES.noImage);
  // Stored names are generated, but never let one become a path outside the uploads folder.
  const safeName = path.basename(name);
  const contentType = IMAGE_TYPES[path.extname(safeName).toLowerCase()];
  if (!contentType || safeName !== name) throw new HttpError(404, CARD_MESSAGES.noImage);
  const file = path.join(app.config.storageDir, 'user_uploads', safeName);
  const info = await stat(file).catch(() => null);
  if (!info?.isFile()) throw new HttpError(404, CARD_MESSAGES.imageMissing);
  const etag = `"${createHash('sha1').update(`${safeName}:${info.size}:${info.mtimeMs}`).digest('base64url')}"`;
  return { file, size: info.size, contentType, etag };
}
