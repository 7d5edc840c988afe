import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { addDays, calendarDateOf, CARD_LEVELS, daysBetween, formatIsoDate, parseIsoDate } from '@portal/core';
import {
  DAY_MS,
  examAwareDue,
  examMoment,
  examReadiness,
  flagHardCards,
  FLAG_ERROR_RATE,
  FLAG_MIN_ANSWERS,
  readinessShown,
  TARGET_RETENTION,
  type Memory,
  type ReadinessShown,
} from '@portal/core/memory';
import type { User } from '../../auth/plugin.js';
import { canSeeCategory, loadAccess, visibleCategories, type Access } from '../../auth/visibility.js';
import {
  cardAnswers,
  cardProgress,
  cards,
  categories,
  EXAM_FLAGS,
  examDates,
  memoryParameters,
  roles,
} from '../../db/schema.js';
import { inSubtree } from '../../db/tree.js';
import { fieldError, HttpError } from '../../lib/http-error.js';
import { programmeOf, type Programme } from '../../auth/programmes.js';
import { defineMessages } from '../../lib/i18n/catalogue.js';

export const MEMORY_MESSAGES = defineMessages('memory', {
  categoryNotFound: { en: 'Category not found', de: 'Diese Kategorie gibt es nicht (mehr).' },
  noAccess: { en: 'You have no access to this category', de: 'Du hast keinen Zugang zu dieser Kategorie.' },
  noProgramme: {
    en: 'You hold no programme for this category, so it has no exam date',
    de: 'Du hast kein Programm für diese Kategorie, deshalb hat sie kein Prüfungsdatum.',
  },
  dateInvalid: {
    en: 'Enter the exam date as a valid date',
    de: 'Gib das Prüfungsdatum als gültiges Datum ein.',
  },
  dateRange: {
    en: 'The exam date must be between today ({from}) and the end of your access ({to})',
    de: 'Das Prüfungsdatum muss zwischen heute ({from}) und dem Ende deines Zugangs ({to}) liegen.',
  },
});

/** DD/MM/YYYY, as the portal shows dates (DESIGN.md). */
const displayDate = (iso: string) => iso.split('-').reverse().join('/');

const categoryColumns = {
  id: categories.id,
  title: categories.title,
  path: categories.path,
  ...Object.fromEntries(EXAM_FLAGS.map((f) => [f, categories[f]])),
} as {
  id: typeof categories.id;
  title: typeof categories.title;
  path: typeof categories.path;
} & { [F in (typeof EXAM_FLAGS)[number]]: (typeof categories)[F] };

/** The category if it exists and the user may see it (404 / 403 otherwise), with the user's access. */
export async function visibleCategory(app: FastifyInstance, user: User, categoryId: number) {
  const [category] = await app.db
    .select(categoryColumns)
    .from(categories)
    .where(eq(categories.id, categoryId));
  if (!category) throw new HttpError(404, MEMORY_MESSAGES.categoryNotFound);
  const access = await loadAccess(app, user);
  if (!canSeeCategory(access, category as never)) throw new HttpError(403, MEMORY_MESSAGES.noAccess);
  return { category, access };
}

const today = (now: Date) => formatIsoDate(calendarDateOf(now));

interface MemoryRow {
  cardId: number;
  categoryPath: string;
  stack: number;
  state: number | null;
  stability: number | null;
  difficulty: number | null;
  due: Date | null;
  lastReview: Date | null;
  reps: number | null;
  lapses: number | null;
  learningSteps: number | null;
  scheduledDays: number | null;
}

const toMemory = (r: MemoryRow): Memory | null =>
  r.reps && r.due
    ? {
        state: Number(r.state),
        stability: Number(r.stability),
        difficulty: Number(r.difficulty),
        due: r.due,
        lastReview: r.lastReview,
        reps: r.reps,
        lapses: Number(r.lapses),
        learningSteps: Number(r.learningSteps),
        scheduledDays: Number(r.scheduledDays),
      }
    : null;

/** The user's memory of every visible card in the category's subtree (null where never answered). */
async function memoriesIn(
  app: FastifyInstance,
  access: Access,
  userId: number,
  path: string,
): Promise<MemoryRow[]> {
  return app.db
    .select({
      cardId: cards.id,
      categoryPath: categories.path,
      stack: sql<number>`coalesce(${cardProgress.stack}, 0)`.mapWith(Number),
      state: cardProgress.memoryState,
      stability: cardProgress.stability,
      difficulty: cardProgress.difficulty,
      due: cardProgress.due,
      lastReview: cardProgress.lastReview,
      reps: cardProgress.reps,
      lapses: cardProgress.lapses,
      learningSteps: cardProgress.learningSteps,
      scheduledDays: cardProgress.scheduledDays,
    })
    .from(cards)
    .innerJoin(categories, eq(categories.id, cards.categoryId))
    .leftJoin(cardProgress, and(eq(cardProgress.cardId, cards.id), eq(cardProgress.userId, userId)))
    .where(and(inSubtree(categories.path, path), visibleCategories(access)))
    .orderBy(asc(cards.id));
}

async function parametersOf(app: FastifyInstance, programmeId: number | undefined) {
  if (!programmeId) return null;
  const [row] = await app.db
    .select({ w: memoryParameters.w })
    .from(memoryParameters)
    .where(eq(memoryParameters.categoryId, programmeId));
  return row?.w ?? null;
}

export interface ExamPlan {
  categoryId: number;
  programme: Programme | null;
  daysLeft: number | null;
  cards: number;
  dueToday: number;
  newCards: number;
  /** answers given to the subtree's cards so far */
  answers: number;
  predictedRecall: number | null;
  /** how the prediction may be shown: not started, withheld for too few answers, or a range */
  shown: ReadinessShown | null;
  cardsPerDay: number | null;
}

function planFor(
  categoryId: number,
  programme: Programme | null,
  rows: MemoryRow[],
  w: number[] | null,
  now: Date,
): ExamPlan {
  const memories = rows.map(toMemory);
  const endOfToday = new Date(now);
  endOfToday.setHours(23, 59, 59, 999);
  const plan: ExamPlan = {
    categoryId,
    programme,
    daysLeft: null,
    cards: rows.length,
    dueToday: memories.filter((m) => m && m.due.getTime() <= endOfToday.getTime()).length,
    newCards: memories.filter((m) => !m).length,
    answers: memories.reduce((sum, m) => sum + (m?.reps ?? 0), 0),
    predictedRecall: null,
    shown: null,
    cardsPerDay: null,
  };
  if (!programme) return plan;
  const readiness = examReadiness(memories, now, examMoment(programme.examDate), { w });
  const predictedRecall = Math.round(readiness.recallOnExam * 100);
  return {
    ...plan,
    daysLeft: Math.max(0, daysBetween(today(now), programme.examDate)),
    predictedRecall,
    shown: readinessShown(predictedRecall, plan.answers),
    cardsPerDay: readiness.cardsPerDay,
  };
}

/** GET /api/exam/{categoryId}: the exam date the category's cards aim at and how ready the learner is. */
export async function examPlan(app: FastifyInstance, user: User, categoryId: number, now = new Date()) {
  const { category, access } = await visibleCategory(app, user, categoryId);
  const programme = await programmeOf(app, access, category);
  const rows = await memoriesIn(app, access, user.id, category.path);
  return planFor(category.id, programme ?? null, rows, await parametersOf(app, programme?.id), now);
}

/**
 * PUT /api/exam/{categoryId}: the learner's exam date for the programme holding the category, from today to
 * the end of access; null resets it to the access expiry. The reviews the learner's memory already placed after
 * the new date move before it where the exam-date rule asks for that.
 */
export async function setExamDate(
  app: FastifyInstance,
  user: User,
  categoryId: number,
  examDate: string | null,
  now = new Date(),
) {
  const { category, access } = await visibleCategory(app, user, categoryId);
  const programme = await programmeOf(app, access, category);
  if (!programme) throw new HttpError(409, MEMORY_MESSAGES.noProgramme);
  if (examDate === null) {
    await app.db
      .delete(examDates)
      .where(and(eq(examDates.userId, user.id), eq(examDates.categoryId, programme.id)));
  } else {
    if (!parseIsoDate(examDate))
      throw new HttpError(422, MEMORY_MESSAGES.dateInvalid, { exam_date: [MEMORY_MESSAGES.dateInvalid] });
    const first = today(now);
    if (examDate < first || examDate > programme.accessUntil) {
      throw fieldError(MEMORY_MESSAGES.dateRange, 'exam_date', {
        from: displayDate(first),
        to: displayDate(programme.accessUntil),
      });
    }
    await app.db
      .insert(examDates)
      .values({ userId: user.id, categoryId: programme.id, examDate })
      .onConflictDoUpdate({
        target: [examDates.userId, examDates.categoryId],
        set: { examDate, updatedAt: sql`now()` },
      });
  }
  const exam = examDate ?? programme.accessUntil;
  await replanAfter(app, access, user.id, programme, exam);
  return examPlan(app, user, categoryId, now);
}

/** Moves reviews placed after the exam before it where recall on exam day would fall below the target. */
async function replanAfter(
  app: FastifyInstance,
  access: Access,
  userId: number,
  programme: Programme,
  exam: string,
) {
  const moment = examMoment(exam);
  const rows = (await memoriesIn(app, access, userId, programme.path)).filter(
    (r) => r.due && r.due.getTime() > moment.getTime(),
  );
  const w = await parametersOf(app, programme.id);
  const moved = rows.flatMap((r) => {
    const memory = toMemory(r);
    if (!memory?.lastReview) return [];
    const due = examAwareDue(memory, memory.lastReview, moment, { w });
    return due.getTime() < memory.due.getTime() ? [{ cardId: r.cardId, due }] : [];
  });
  for (const m of moved)
    await app.db
      .update(cardProgress)
      .set({ due: m.due })
      .where(and(eq(cardProgress.userId, userId), eq(cardProgress.cardId, m.cardId)));
}

// ---------------------------------------------------------------------------------------------
// Learner statistics
// ---------------------------------------------------------------------------------------------

const levelsOf = (rows: { stack: number }[]) => {
  const p = new Array<number>(CARD_LEVELS).fill(0);
  for (const r of rows) p[Math.min(Math.max(r.stack, 0), CARD_LEVELS - 1)] += 1;
  return { n: rows.length, p };
};

/** A level from which a card counts as mastered: remembered for three weeks or more. */
export const MASTERED_STACK = 5;
const STATS_DAYS = 30;

/** GET /api/stats/{categoryId}: answers per day, due cards ahead, recall on exam day, mastery per chapter. */
export async function learnerStatistics(
  app: FastifyInstance,
  user: User,
  categoryId: number,
  now = new Date(),
) {
  const { category, access } = await visibleCategory(app, user, categoryId);
  const programme = await programmeOf(app, access, category);
  const rows = await memoriesIn(app, access, user.id, category.path);
  const w = await parametersOf(app, programme?.id);
  const plan = planFor(category.id, programme ?? null, rows, w, now);

  const first = addDays(today(now), -(STATS_DAYS - 1));
  const answered = await app.db
    .select({
      day: sql<string>`to_char(${cardAnswers.createdAt}, 'YYYY-MM-DD')`,
      right: sql<number>`count(*) FILTER (WHERE ${cardAnswers.correct})`.mapWith(Number),
      wrong: sql<number>`count(*) FILTER (WHERE NOT ${cardAnswers.correct})`.mapWith(Number),
    })
    .from(cardAnswers)
    .innerJoin(cards, eq(cards.id, cardAnswers.cardId))
    .innerJoin(categories, eq(categories.id, cards.categoryId))
    .where(
      and(
        eq(cardAnswers.userId, user.id),
        sql`${cardAnswers.createdAt} >= ${first}::date`,
        inSubtree(categories.path, category.path),
      ),
    )
    .groupBy(sql`1`);
  const byDay = new Map(answered.map((a) => [a.day, a]));
  const answersPerDay = Array.from({ length: STATS_DAYS }, (_, i) => {
    const date = addDays(first, i);
    return { date, right: byDay.get(date)?.right ?? 0, wrong: byDay.get(date)?.wrong ?? 0 };
  });

  const duePerDay = Array.from({ length: STATS_DAYS }, (_, i) => ({
    date: addDays(today(now), i),
    cards: 0,
  }));
  for (const r of rows) {
    if (!r.reps || !r.due) continue;
    const offset = Math.max(0, daysBetween(today(now), formatIsoDate(calendarDateOf(r.due))));
    if (offset < STATS_DAYS) duePerDay[offset].cards += 1;
  }

  const children = await app.db
    .select({ id: categories.id, title: categories.title, path: categories.path })
    .from(categories)
    .where(and(eq(categories.parentId, category.id), visibleCategories(access)))
    .orderBy(asc(categories.position), asc(categories.id));
  const exam = programme ? examMoment(programme.examDate) : null;
  const chapters = children.map((c) => {
    const inChapter = rows.filter((r) => r.categoryPath.startsWith(c.path));
    const readiness =
      exam && inChapter.length ? examReadiness(inChapter.map(toMemory), now, exam, { w }) : null;
    return {
      id: c.id,
      title: c.title,
      cards: inChapter.length,
      mastered: inChapter.filter((r) => r.stack >= MASTERED_STACK).length,
      recallOnExam: readiness ? Math.round(readiness.recallOnExam * 100) : null,
      levels: levelsOf(inChapter),
    };
  });

  return {
    category: { id: category.id, title: category.title },
    plan,
    levels: levelsOf(rows),
    answersPerDay,
    duePerDay,
    chapters,
  };
}

// ---------------------------------------------------------------------------------------------
// Teacher analytics
// ---------------------------------------------------------------------------------------------

const HARDEST_CARDS = 50;

export const FLAG_RULE = `Marked for review: at least ${FLAG_MIN_ANSWERS} answers and an error rate of ${Math.round(
  FLAG_ERROR_RATE * 100,
)} % or more, or two standard deviations above the category's mean`;

/**
 * GET /api/analytics/{categoryId} (teachers and admins): the hardest cards of the subtree first (error rate over
 * every learner's answers, mean FSRS difficulty), and how the learners holding the programme spread over the
 * levels (every learner × card pair, never answered counting as level 0).
 */
export async function teacherAnalytics(app: FastifyInstance, categoryId: number) {
  const [category] = await app.db
    .select({ id: categories.id, title: categories.title, path: categories.path })
    .from(categories)
    .where(eq(categories.id, categoryId));
  if (!category) throw new HttpError(404, MEMORY_MESSAGES.categoryNotFound);

  const perCard = await app.db
    .select({
      id: cards.id,
      title: cards.title,
      type: cards.type,
      categoryId: cards.categoryId,
      answers: sql<number>`(SELECT count(*) FROM card_answers a WHERE a.card_id = ${cards.id})`.mapWith(
        Number,
      ),
      wrong:
        sql<number>`(SELECT count(*) FROM card_answers a WHERE a.card_id = ${cards.id} AND NOT a.correct)`.mapWith(
          Number,
        ),
      learners:
        sql<number>`(SELECT count(DISTINCT a.user_id) FROM card_answers a WHERE a.card_id = ${cards.id})`.mapWith(
          Number,
        ),
      difficulty: sql<
        number | null
      >`(SELECT avg(p.difficulty) FROM card_progress p WHERE p.card_id = ${cards.id} AND p.reps > 0)`,
    })
    .from(cards)
    .innerJoin(categories, eq(categories.id, cards.categoryId))
    .where(inSubtree(categories.path, category.path));
  const flags = flagHardCards(perCard);
  const ranked = perCard
    .map((c, i) => ({
      ...c,
      difficulty: c.difficulty === null ? null : Math.round(Number(c.difficulty) * 100) / 100,
      errorRate: c.answers ? c.wrong / c.answers : 0,
      flagged: flags[i],
    }))
    .sort(
      (a, b) =>
        Number(b.flagged) - Number(a.flagged) ||
        b.errorRate - a.errorRate ||
        (b.difficulty ?? 0) - (a.difficulty ?? 0) ||
        b.answers - a.answers ||
        a.id - b.id,
    )
    .slice(0, HARDEST_CARDS);

  // learners holding the programme: an active role on the category or an ancestor whose flag is on for it
  const [flagsRow] = await app.db
    .select(Object.fromEntries(EXAM_FLAGS.map((f) => [f, categories[f]])) as Record<string, never>)
    .from(categories)
    .where(eq(categories.id, category.id));
  const openFlags = EXAM_FLAGS.filter((f) => (flagsRow as Record<string, boolean>)[f]);
  const learners = openFlags.length
    ? await app.db
        .selectDistinct({ userId: roles.userId })
        .from(roles)
        .innerJoin(categories, eq(categories.id, roles.categoryId))
        .where(
          and(
            sql`${roles.startDate} <= current_date AND ${roles.expirationDate} >= current_date`,
            sql`${category.path} LIKE ${categories.path} || '%'`,
            inArray(roles.examType, openFlags),
          ),
        )
    : [];
  const learnerIds = learners.map((l) => l.userId);
  const p = new Array<number>(CARD_LEVELS).fill(0);
  if (learnerIds.length && perCard.length) {
    const counts = await app.db
      .select({ stack: cardProgress.stack, n: sql<number>`count(*)`.mapWith(Number) })
      .from(cardProgress)
      .innerJoin(cards, eq(cards.id, cardProgress.cardId))
      .innerJoin(categories, eq(categories.id, cards.categoryId))
      .where(and(inArray(cardProgress.userId, learnerIds), inSubtree(categories.path, category.path)))
      .groupBy(cardProgress.stack);
    for (const c of counts) p[Math.min(Math.max(c.stack, 0), CARD_LEVELS - 1)] += c.n;
    p[0] += learnerIds.length * perCard.length - p.reduce((a, b) => a + b, 0);
  }

  return {
    category: { id: category.id, title: category.title },
    learners: learnerIds.length,
    levels: { n: learnerIds.length * perCard.length, p },
    cards: ranked,
    flagRule: FLAG_RULE,
  };
}

export { DAY_MS, TARGET_RETENTION };
