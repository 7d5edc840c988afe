import {
  createEmptyCard,
  default_w,
  forgetting_curve,
  fsrs,
  generatorParameters,
  Rating,
  State,
  type Card,
  type FSRS,
} from 'ts-fsrs';
import { MAX_STACK, UNANSWERED_STACK } from './progress';

/**
 * A learner's memory of one card, as FSRS models it (ts-fsrs): stability is the number of days until the
 * predicted recall falls to 90 %, difficulty 1..10; due is when the next review should happen.
 */
export interface Memory {
  /** ts-fsrs State: 0 new, 1 learning, 2 review, 3 relearning */
  state: number;
  stability: number;
  difficulty: number;
  due: Date;
  lastReview: Date | null;
  reps: number;
  lapses: number;
  learningSteps: number;
  scheduledDays: number;
}

/** The recall a learner should have of every card on exam day (and the retention FSRS schedules for). */
export const TARGET_RETENTION = 0.9;
export const DAY_MS = 86_400_000;

export interface MemoryOptions {
  /** FSRS parameters (the programme's optimized ones); ts-fsrs's defaults when absent */
  w?: readonly number[] | null;
  /** the recall a review is scheduled for; TARGET_RETENTION when absent */
  retention?: number;
}

const schedulers = new Map<string, FSRS>();

/** One ts-fsrs scheduler per parameter set: no fuzz (the due date must be reproducible), short-term steps on. */
export function scheduler(options: MemoryOptions = {}): FSRS {
  const retention = options.retention ?? TARGET_RETENTION;
  const key = `${retention}|${options.w ? options.w.join(',') : ''}`;
  let found = schedulers.get(key);
  if (!found) {
    found = fsrs(
      generatorParameters({
        request_retention: retention,
        enable_fuzz: false,
        enable_short_term: true,
        ...(options.w ? { w: [...options.w] } : {}),
      }),
    );
    if (schedulers.size > 100) schedulers.clear();
    schedulers.set(key, found);
  }
  return found;
}

function toCard(memory: Memory): Card {
  return {
    due: memory.due,
    stability: memory.stability,
    difficulty: memory.difficulty,
    elapsed_days: 0,
    scheduled_days: memory.scheduledDays,
    learning_steps: memory.learningSteps,
    reps: memory.reps,
    lapses: memory.lapses,
    state: memory.state as State,
    last_review: memory.lastReview ?? undefined,
  };
}

function fromCard(card: Card): Memory {
  return {
    state: card.state,
    stability: card.stability,
    difficulty: card.difficulty,
    due: card.due,
    lastReview: card.last_review ?? null,
    reps: card.reps,
    lapses: card.lapses,
    learningSteps: card.learning_steps,
    scheduledDays: card.scheduled_days,
  };
}

/** Predicted recall (0..1) of a card at a moment; 0 for a card never answered. */
export function recallAt(memory: Memory | null, at: Date, options: MemoryOptions = {}): number {
  if (!memory || memory.state === State.New || !memory.lastReview) return 0;
  const days = Math.max(0, (at.getTime() - memory.lastReview.getTime()) / DAY_MS);
  // the library's pure curve with a plain parameter array (the scheduler's parameter proxy is slow in bulk)
  return forgetting_curve(options.w ?? default_w, days, memory.stability);
}

/** Days from a review until the predicted recall falls to `retention`, for a memory of this stability. */
export function daysUntilRecall(stability: number, retention: number, options: MemoryOptions = {}): number {
  const f = scheduler(options);
  // forgetting_curve is monotonic in t: bisect, so any parameter set (decay) is handled alike.
  let lo = 0;
  let hi = 36_500;
  if (f.forgetting_curve(hi, stability) >= retention) return hi;
  for (let i = 0; i < 60; i++) {
    const mid = (lo + hi) / 2;
    if (f.forgetting_curve(mid, stability) >= retention) lo = mid;
    else hi = mid;
  }
  return lo;
}

/**
 * The exam-date rule: a next review is never placed after the exam when the predicted recall on exam day
 * would then fall below the target; it moves to the day the recall reaches the target (never before the
 * review itself), so a review in time keeps the card above the target on exam day.
 */
export function examAwareDue(
  memory: Memory,
  reviewedAt: Date,
  examDate: Date | null,
  options: MemoryOptions & { target?: number } = {},
): Date {
  if (!examDate || memory.due.getTime() <= examDate.getTime()) return memory.due;
  if (examDate.getTime() <= reviewedAt.getTime()) return memory.due;
  const target = options.target ?? TARGET_RETENTION;
  if (recallAt(memory, examDate, options) >= target) return memory.due;
  const keepsTarget = daysUntilRecall(memory.stability, target, options) * DAY_MS;
  return new Date(Math.min(examDate.getTime(), reviewedAt.getTime() + keepsTarget));
}

/**
 * The recall reviews are spaced for while an exam lies ahead: what counts is the recall on exam day, which the
 * exam-date rule keeps at TARGET_RETENTION; between reviews a lower recall gives longer intervals and larger
 * gains in stability per review (FSRS's stability grows more the lower the recall at the review), so the same
 * readiness on exam day takes fewer answers (the learning benchmark, bench/src/lib/learning-sim.ts).
 */
export const EXAM_SPACING_RETENTION = 0.8;

/**
 * The memory after an answer: a correct answer rates Good, a wrong one Again (ts-fsrs), then the exam-date
 * rule places the next review. With an exam ahead (and no retention asked for), reviews are spaced for
 * EXAM_SPACING_RETENTION and the exam-date rule pulls the last one before the exam so that the predicted recall
 * on exam day stays at TARGET_RETENTION.
 */
export function reviewMemory(
  memory: Memory | null,
  correct: boolean,
  now: Date,
  options: MemoryOptions & { examDate?: Date | null } = {},
): Memory {
  const examDate = options.examDate ?? null;
  const examAhead = !!examDate && examDate.getTime() > now.getTime();
  const spacing = {
    ...options,
    retention: options.retention ?? (examAhead ? EXAM_SPACING_RETENTION : undefined),
  };
  const f = scheduler(spacing);
  const card = memory ? toCard(memory) : createEmptyCard(now);
  const next = fromCard(f.next(card, now, correct ? Rating.Good : Rating.Again).card);
  return { ...next, due: examAwareDue(next, now, examDate, spacing) };
}

/**
 * Upper stability bounds (days) of stacks 2..5; stack 6 is everything above. A first correct answer
 * (stability ≈ 2.3 days with the default parameters) lands in stack 3, a card missed and then answered
 * right in the same session (≈ 0.25 days) in stack 2, a miss in stack 1: knowing never ranks below not knowing.
 */
export const STABILITY_BANDS = [1, 7, 21, 60] as const;

/**
 * The progress level of a card (DESIGN.md §4): 0 never answered, 1 last answer wrong, 2..6 bands of
 * stability. It changes only with an answer, so the cached progress trees stay exact between answers.
 */
export function memoryStack(memory: Memory | null, lastCorrect: boolean): number {
  if (!memory || memory.reps === 0) return UNANSWERED_STACK;
  if (!lastCorrect) return 1;
  const band = STABILITY_BANDS.findIndex((upper) => memory.stability < upper);
  return band === -1 ? MAX_STACK : 2 + band;
}

/** Whether a card is due for review at `now` (never-answered cards are new, not due). */
export function isDue(memory: Memory | null, now: Date): boolean {
  return !!memory && memory.reps > 0 && memory.due.getTime() <= now.getTime();
}

/** Replays a card's answers in order (the migration and the optimizer's history use this). */
export function replayAnswers(
  answers: readonly { correct: boolean; at: Date }[],
  options: MemoryOptions & { examDate?: Date | null } = {},
): Memory | null {
  let memory: Memory | null = null;
  for (const answer of answers) memory = reviewMemory(memory, answer.correct, answer.at, options);
  return memory;
}

export interface Readiness {
  /** mean predicted recall on exam day if nothing more is studied (never-answered cards count 0), 0..1 */
  recallOnExam: number;
  /** reviews (right answers at their due dates, new cards from now) until every card holds the target on exam day */
  reviewsToReady: number;
  /** whole days from now to the exam, at least 1 */
  daysLeft: number;
  /** reviewsToReady spread over the days left, rounded up */
  cardsPerDay: number;
}

const MAX_PLANNED_REVIEWS = 30;
const PLAN_SAMPLE = 400;

/**
 * How ready a learner is for an exam: the recall they would have on exam day at today's state, and the reviews
 * per day that would bring every card to the target by then (each card answered right whenever it falls due,
 * under the exam-date rule).
 */
export function examReadiness(
  memories: readonly (Memory | null)[],
  now: Date,
  examDate: Date,
  options: MemoryOptions = {},
): Readiness {
  const daysLeft = Math.max(1, Math.ceil((examDate.getTime() - now.getTime()) / DAY_MS));
  // planned as reviewMemory schedules with an exam ahead: spaced for EXAM_SPACING_RETENTION, the last review
  // before the exam placed so that recall on exam day holds TARGET_RETENTION
  const f = scheduler({ ...options, retention: options.retention ?? EXAM_SPACING_RETENTION });
  let recall = 0;
  let reviews = 0;
  for (const memory of memories) recall += recallAt(memory, examDate, options);
  // Planning runs ts-fsrs per card: a large deck is estimated from an even sample of PLAN_SAMPLE cards.
  const step = Math.max(1, memories.length / PLAN_SAMPLE);
  const sample: (Memory | null)[] = [];
  for (let i = 0; i < memories.length; i += step) sample.push(memories[Math.floor(i)]);
  for (const memory of sample) {
    // Right answers whenever due, by FSRS's long-term formulas (next_state, next_interval): a fast estimate.
    let state =
      memory && memory.reps > 0 ? { stability: memory.stability, difficulty: memory.difficulty } : null;
    let at = memory ? Math.max(now.getTime(), memory.due.getTime()) : now.getTime();
    let last = memory?.lastReview?.getTime() ?? at;
    for (let i = 0; i < MAX_PLANNED_REVIEWS && at < examDate.getTime(); i++) {
      const elapsed = Math.max(0, Math.floor((at - last) / DAY_MS));
      state = f.next_state(state, elapsed, Rating.Good);
      reviews++;
      last = at;
      const spaced = at + Math.max(1, f.next_interval(state.stability, elapsed)) * DAY_MS;
      const recallOnExam = forgetting_curve(
        options.w ?? default_w,
        (examDate.getTime() - at) / DAY_MS,
        state.stability,
      );
      at =
        spaced > examDate.getTime() && recallOnExam < TARGET_RETENTION
          ? Math.min(
              spaced,
              at + Math.max(1, daysUntilRecall(state.stability, TARGET_RETENTION, options)) * DAY_MS,
            )
          : spaced;
    }
  }
  reviews = sample.length ? Math.round((reviews * memories.length) / sample.length) : 0;
  return {
    recallOnExam: memories.length ? recall / memories.length : 0,
    reviewsToReady: reviews,
    daysLeft,
    cardsPerDay: Math.ceil(reviews / daysLeft),
  };
}

/** Answers a card needs before its error rate counts, and the error rate that marks it whatever the others do. */
export const FLAG_MIN_ANSWERS = 10;
export const FLAG_ERROR_RATE = 0.6;

/**
 * Cards whose error rate stands out (teacher analytics): with at least FLAG_MIN_ANSWERS answers, an error rate
 * two standard deviations above the mean of such cards in the category, or at least FLAG_ERROR_RATE.
 */
export function flagHardCards(cards: readonly { answers: number; wrong: number }[]): boolean[] {
  const rates = cards.filter((c) => c.answers >= FLAG_MIN_ANSWERS).map((c) => c.wrong / c.answers);
  const mean = rates.reduce((a, b) => a + b, 0) / (rates.length || 1);
  const sd = Math.sqrt(rates.reduce((a, r) => a + (r - mean) ** 2, 0) / (rates.length || 1));
  return cards.map((c) => {
    if (c.answers < FLAG_MIN_ANSWERS) return false;
    const rate = c.wrong / c.answers;
    return rate >= FLAG_ERROR_RATE || (rates.length >= 3 && sd > 0 && rate >= mean + 2 * sd);
  });
}

/** The moment an exam date ('YYYY-MM-DD') stands for: the start of that day, local time. */
export function examMoment(isoDate: string): Date {
  const [year, month, day] = isoDate.split('-').map(Number);
  return new Date(year, month - 1, day);
}

// ---------------------------------------------------------------------------------------------
// The optimizer's input and when it runs (the server's nightly job and the learning benchmark use the same rule)
// ---------------------------------------------------------------------------------------------

/** Review items (a card's answer after at least one earlier day) a programme needs before its own parameters. */
export const MIN_OPTIMIZE_ITEMS = 1000;
/** Optimize again when the programme has this many more answers than at the last optimization. */
export const REOPTIMIZE_AFTER_ANSWERS = 5000;

/** Whether a programme's parameters are (re)optimized now: enough items, and never yet or enough new answers. */
export function optimizationDue(answers: number, optimizedAtAnswers: number, items: number): boolean {
  if (items < MIN_OPTIMIZE_ITEMS) return false;
  return optimizedAtAnswers === 0 || answers - optimizedAtAnswers >= REOPTIMIZE_AFTER_ANSWERS;
}

/** The days between two answers as FSRS counts them: calendar days, local time. */
const dayNumber = (at: Date) => Math.floor((at.getTime() - at.getTimezoneOffset() * 60_000) / DAY_MS);

/**
 * One learner's answers to one card in order, as the FSRS optimizer's items: for every answer after the first, the
 * history up to it (rating Good 3 or Again 1, days since the previous answer; the first has 0). Items without a
 * review on a later day carry nothing for long-term memory and are left out (the optimizer refuses them).
 */
export function optimizerItems(answers: readonly { correct: boolean; at: Date }[]) {
  const reviews = answers.map((a, i) => ({
    rating: a.correct ? 3 : 1,
    deltaT: i === 0 ? 0 : dayNumber(a.at) - dayNumber(answers[i - 1].at),
  }));
  const items: { rating: number; deltaT: number }[][] = [];
  for (let k = 2; k <= reviews.length; k++) {
    const item = reviews.slice(0, k);
    if (item.some((r, i) => i > 0 && r.deltaT > 0)) items.push(item);
  }
  return items;
}

// ---------------------------------------------------------------------------------------------
// What the exam block may honestly say about readiness
// ---------------------------------------------------------------------------------------------

/** Answers in a category before its predicted recall on exam day is shown. */
export const MIN_ANSWERS_FOR_PREDICTION = 20;

/**
 * How far the true recall on exam day may lie from the predicted one, in points: the widest error the learning
 * benchmark (`npm run bench:learning`, docs/learning.md) measured over its hidden memory worlds once the optimizer had
 * run (default run: +45.9 points in the exponential world, within ±1.2 in the FSRS and ACT-R worlds). FSRS with
 * optimized parameters over-predicts badly where memory fades exponentially, and the portal cannot tell from its
 * answers which world its learners are in: the range is that wide for everyone.
 */
export const PREDICTION_MARGIN = { below: 46, above: 5 } as const;

export type ReadinessShown =
  | { status: 'not-started' }
  | { status: 'too-few-answers'; answers: number; needed: number }
  | { status: 'range'; low: number; high: number };

/**
 * What the exam block shows beside the predicted recall (percent): nothing answered yet ('not-started', never a red
 * 0 %); fewer than MIN_ANSWERS_FOR_PREDICTION answers ('too-few-answers', the prediction withheld); otherwise the
 * range PREDICTION_MARGIN says the truth lies in.
 */
export function readinessShown(predictedPercent: number, answers: number): ReadinessShown {
  if (answers <= 0) return { status: 'not-started' };
  if (answers < MIN_ANSWERS_FOR_PREDICTION)
    return { status: 'too-few-answers', answers, needed: MIN_ANSWERS_FOR_PREDICTION };
  return {
    status: 'range',
    low: Math.max(0, Math.round(predictedPercent - PREDICTION_MARGIN.below)),
    high: Math.min(100, Math.round(predictedPercent + PREDICTION_MARGIN.above)),
  };
}
