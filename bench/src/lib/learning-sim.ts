/**
 * The learning benchmark's simulator (`npm run bench:learning`, issue 17 point 8).
 *
 * A simulated learner holds a HIDDEN true memory of every card: an FSRS state (stability, difficulty) that evolves
 * with ts-fsrs's own formulas (FSRSAlgorithm.next_state, FSRS-6) on each real review outcome, under the learner's
 * own parameters (FSRS's defaults, varied per learner) and each card's own difficulty. The outcome of a review is a
 * Bernoulli draw with the true recall at that moment. The learner studies through the portal's own code:
 *  - the card set: buildCardSet (mode a, the spec's random mixing) or buildMemoryCardSet (modes b and c);
 *  - the session queue: advanceQueue (in-session re-insertion of wrong cards);
 *  - the memory the server stores: mode a the old boxes (core nextStack: +1 right, 1 wrong), modes b and c
 *    reviewMemory (FSRS, right = Good, wrong = Again), mode c with the exam date (examAwareDue).
 * Every mode gets the same daily time budget (the learn types' seconds per answer). Sets are repeated until the budget
 * is spent; in b and c the learner also stops for the day when nothing is due and nothing is new (the set would be
 * practice), which is the work the memory model saves. The exam is at the end of the access window; what counts is
 * the mean TRUE recall of every card of the deck at that moment (a card never seen counts 0).
 */
import {
  advanceQueue,
  buildCardSet,
  buildMemoryCardSet,
  LEARN_TYPES,
  nextStack,
  seededRandom,
  UNANSWERED_STACK,
  type RandomSource,
} from '@portal/core';
import { DAY_MS, memoryStack, recallAt, reviewMemory, type Memory } from '@portal/core/memory';
import {
  dateDiffInDays,
  default_w,
  fsrs,
  generatorParameters,
  Rating,
  type FSRS,
  type FSRSState,
} from 'ts-fsrs';

export type Mode = 'a' | 'b' | 'c';

export const MODES: readonly { mode: Mode; label: string }[] = [
  { mode: 'a', label: '(a) random mixing, boxes' },
  { mode: 'b', label: '(b) FSRS, no exam date' },
  { mode: 'c', label: '(c) FSRS, exam date' },
];

/** Seconds per answer by learn type (the demo seed's learn types). */
export const LEARN_TYPE_SECONDS: Readonly<Record<number, number>> = {
  [LEARN_TYPES.STANDARD]: 20,
  [LEARN_TYPES.WORD]: 5,
  [LEARN_TYPES.DEFINITION]: 30,
};

export interface SimOptions {
  learners: number;
  cards: number;
  days: number;
  /** daily time budget, minutes */
  minutes: number;
  seed: number;
}

export const DEFAULT_OPTIONS: SimOptions = { learners: 40, cards: 400, days: 90, minutes: 5, seed: 1 };

/** A card of the deck, the same for every learner. */
export interface DeckCard {
  id: number;
  learntype_id: number;
  /** 1..5, the teacher's relevance (new cards by relevance in b and c) */
  relevance: number;
  /** added to the true difficulty after the first review (FSRS difficulty 1..10) */
  difficultyShift: number;
  /** chance of a right first answer before any study */
  prior: number;
}

/** A learner: FSRS's default parameters, varied (initial stabilities scaled, stability growth shifted). */
export interface Learner {
  w: number[];
  /** multiplies each card's prior */
  priorFactor: number;
}

function gaussian(random: RandomSource): number {
  const u = Math.max(random(), 1e-12);
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random());
}

const clamp = (x: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, x));

/**
 * The chance of a right first answer on an average card: 1 − P(Again) of the first rating in FSRS's simulator
 * (fsrs-optimizer's default first_rating_prob 0.24 / 0.094 / 0.495 / 0.171).
 */
export const FIRST_RIGHT = 0.76;

/**
 * The deck: 60 % standard cards (20 s), 30 % words (5 s), 10 % definitions (30 s); relevance 1..5; a spread of true
 * difficulty (shift N(0, 1.5) on FSRS's 1..10 scale) and of prior knowledge (the harder, the less often known at once).
 */
export function makeDeck(size: number, random: RandomSource): DeckCard[] {
  return Array.from({ length: size }, (_, i) => {
    const kind = random();
    const learntype_id =
      kind < 0.6 ? LEARN_TYPES.STANDARD : kind < 0.9 ? LEARN_TYPES.WORD : LEARN_TYPES.DEFINITION;
    const difficultyShift = 1.5 * gaussian(random);
    return {
      id: i + 1,
      learntype_id,
      relevance: 1 + Math.floor(random() * 5),
      difficultyShift,
      prior: clamp(FIRST_RIGHT - 0.1 * difficultyShift, 0.05, 0.98),
    };
  });
}

/** A learner: initial stabilities w0..w3 × exp(N(0, 0.3)), stability growth w8 + N(0, 0.15), prior × exp(N(0, 0.3)). */
export function makeLearner(random: RandomSource): Learner {
  const w = [...default_w];
  const scale = Math.exp(0.3 * gaussian(random));
  for (let i = 0; i < 4; i++) w[i] *= scale;
  w[8] = Math.max(0, w[8] + 0.15 * gaussian(random));
  return { w, priorFactor: Math.exp(0.3 * gaussian(random)) };
}

/** What the simulator asks of a learner's true memory (TrueMemory; tests put in simpler ones). */
export interface Truth {
  /** true recall (0..1) of card `index` at `at`; 0 for a card never seen */
  recall(index: number, at: Date): number;
  /** one review at `at`: whether the answer is right; the memory follows the outcome */
  review(index: number, at: Date, random: RandomSource): boolean;
  /** whether the card was ever reviewed */
  seen(index: number): boolean;
}

/** The hidden true memory of one learner: one FSRS state per card, evolved with ts-fsrs's next_state. */
export class TrueMemory implements Truth {
  readonly states: (FSRSState | null)[];
  readonly lastReview: (Date | null)[];
  private readonly algorithm: FSRS;

  constructor(
    readonly learner: Learner,
    readonly deck: readonly DeckCard[],
  ) {
    this.algorithm = fsrs(generatorParameters({ w: learner.w, enable_fuzz: false, enable_short_term: true }));
    this.states = deck.map(() => null);
    this.lastReview = deck.map(() => null);
  }

  /** True recall (0..1) of card `index` at `at`; 0 for a card never seen. */
  recall(index: number, at: Date): number {
    const state = this.states[index];
    const last = this.lastReview[index];
    if (!state || !last) return 0;
    return this.algorithm.forgetting_curve(
      Math.max(0, (at.getTime() - last.getTime()) / DAY_MS),
      state.stability,
    );
  }

  seen(index: number): boolean {
    return this.lastReview[index] !== null;
  }

  /** One review: the outcome is drawn with the true recall (the card's prior the first time); the state follows it. */
  review(index: number, at: Date, random: RandomSource): boolean {
    const state = this.states[index];
    const card = this.deck[index];
    const p = state ? this.recall(index, at) : clamp(card.prior * this.learner.priorFactor, 0, 0.95);
    const correct = random() < p;
    const last = this.lastReview[index];
    const elapsed = last ? dateDiffInDays(last, at) : 0;
    let next = this.algorithm.next_state(state, elapsed, correct ? Rating.Good : Rating.Again);
    if (!state) next = { ...next, difficulty: clamp(next.difficulty + card.difficultyShift, 1, 10) };
    this.states[index] = next;
    this.lastReview[index] = at;
    return correct;
  }
}

/** The portal's stored progress of one card, as the server keeps it. */
interface Progress {
  stack: number;
  lastMistakes: number;
  memory: Memory | null;
}

export interface SimResult {
  mode: Mode;
  /** mean true recall over the deck at the exam (never-seen cards count 0) */
  recall: number;
  /** the portal's own prediction of the same */
  predicted: number;
  answersPerDay: number;
  minutesPerDay: number;
  neverSeen: number;
  /** days the learner stopped before the budget was spent (b and c: nothing due, nothing new) */
  daysStoppedEarly: number;
  /** seconds of study on the busiest day (never above the budget) */
  busiestDaySeconds: number;
}

/** Study starts at 17:00 UTC each day (no review crosses midnight, so FSRS's day counts are exact). */
export const STUDY_HOUR = 17;
export const WINDOW_START = Date.UTC(2026, 0, 5);

/** One learner through the access window in one mode. */
export function simulateLearner(
  mode: Mode,
  learner: Learner,
  deck: readonly DeckCard[],
  options: Pick<SimOptions, 'days' | 'minutes'>,
  seed: number,
  truth: Truth = new TrueMemory(learner, deck),
): SimResult {
  const outcomes = seededRandom(seed);
  const sets = seededRandom(seed ^ 0x5eed);
  const exam = new Date(WINDOW_START + options.days * DAY_MS);
  const examDate = mode === 'c' ? exam : null;
  const progress: Progress[] = deck.map(() => ({ stack: UNANSWERED_STACK, lastMistakes: 0, memory: null }));
  const budget = options.minutes * 60;
  let answers = 0;
  let seconds = 0;
  let daysStoppedEarly = 0;
  let busiestDay = 0;

  for (let day = 0; day < options.days; day++) {
    let now = WINDOW_START + day * DAY_MS + STUDY_HOUR * 3_600_000;
    let spent = 0;
    let budgetLeft = true;
    while (budgetLeft) {
      let chosen: number[];
      if (mode === 'a') {
        chosen = buildCardSet(
          deck.map((card, index) => ({ index, stack: progress[index].stack })),
          sets,
        ).map((card) => card.index);
      } else {
        const set = buildMemoryCardSet(
          deck.map((card, index) => {
            const memory = progress[index].memory;
            return {
              index,
              stack: progress[index].stack,
              relevance: card.relevance,
              dueAt: memory ? memory.due.getTime() : null,
              recall: recallAt(memory, new Date(now)),
              ...(examDate ? { examRecall: recallAt(memory, examDate) } : {}),
            };
          }),
          now,
          sets,
        );
        if (set.practice || set.cards.length === 0) {
          daysStoppedEarly++;
          break;
        }
        chosen = set.cards.map((card) => card.index);
      }
      if (chosen.length === 0) break;
      // mode a is the portal before issue 17: a session's mistakes started at 0; b and c start from last_mistakes
      let queue = chosen.map((index) => ({
        index,
        learntype_id: deck[index].learntype_id,
        mistakes: mode === 'a' ? 0 : progress[index].lastMistakes,
      }));
      while (queue.length > 0) {
        const { index, learntype_id } = queue[0];
        const cost = LEARN_TYPE_SECONDS[learntype_id] ?? LEARN_TYPE_SECONDS[LEARN_TYPES.STANDARD];
        if (spent + cost > budget) {
          budgetLeft = false;
          break;
        }
        const at = new Date(now);
        const correct = truth.review(index, at, outcomes);
        const p = progress[index];
        p.lastMistakes = correct ? 0 : p.lastMistakes + 1;
        if (mode === 'a') p.stack = nextStack(p.stack, correct);
        else {
          p.memory = reviewMemory(p.memory, correct, at, { examDate });
          p.stack = memoryStack(p.memory, correct);
        }
        spent += cost;
        now += cost * 1000;
        answers++;
        queue = advanceQueue(queue, correct);
      }
    }
    seconds += spent;
    busiestDay = Math.max(busiestDay, spent);
  }

  let recall = 0;
  let predicted = 0;
  let neverSeen = 0;
  deck.forEach((_, index) => {
    recall += truth.recall(index, exam);
    predicted += mode === 'a' ? 0 : recallAt(progress[index].memory, exam);
    if (!truth.seen(index)) neverSeen++;
  });
  return {
    mode,
    recall: recall / deck.length,
    predicted: mode === 'a' ? Number.NaN : predicted / deck.length,
    answersPerDay: answers / options.days,
    minutesPerDay: seconds / 60 / options.days,
    neverSeen,
    daysStoppedEarly,
    busiestDaySeconds: busiestDay,
  };
}

export interface ModeSummary extends SimResult {
  /** standard deviation of the learners' recall */
  recallSd: number;
}

/** Every learner in every mode (the same deck, learners and seeds in each mode); means per mode. */
export function simulate(options: SimOptions): ModeSummary[] {
  const setup = seededRandom(options.seed);
  const deck = makeDeck(options.cards, setup);
  const learners = Array.from({ length: options.learners }, () => makeLearner(setup));
  return MODES.map(({ mode }) => {
    const results = learners.map((learner, i) =>
      simulateLearner(mode, learner, deck, options, options.seed * 7919 + i),
    );
    const mean = (pick: (r: SimResult) => number) =>
      results.reduce((sum, r) => sum + pick(r), 0) / results.length;
    const recall = mean((r) => r.recall);
    return {
      mode,
      recall,
      recallSd: Math.sqrt(mean((r) => (r.recall - recall) ** 2)),
      predicted: mean((r) => r.predicted),
      answersPerDay: mean((r) => r.answersPerDay),
      minutesPerDay: mean((r) => r.minutesPerDay),
      neverSeen: mean((r) => r.neverSeen),
      daysStoppedEarly: mean((r) => r.daysStoppedEarly),
      busiestDaySeconds: Math.max(...results.map((r) => r.busiestDaySeconds)),
    };
  });
}
