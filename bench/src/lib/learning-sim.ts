/**
 * The learning benchmark's simulator (`npm run bench:learning`, issues 17 and 29).
 *
 * A simulated learner holds a HIDDEN true memory of every card, in one of three worlds that the portal knows nothing
 * of (so that "predicted ≈ true" is not built in):
 *  - 'fsrs': FSRS-6 (ts-fsrs's own next_state and forgetting curve) under the learner's own parameters (FSRS's
 *    defaults, varied per learner) and each card's own difficulty;
 *  - 'actr': an ACT-R memory with a spacing effect (Pavlik & Anderson 2005/2008): activation β + ln Σ age^−d, each
 *    presentation's decay d = c·e^(activation then) + a, so massed practice decays faster; recall is logistic in
 *    activation; β per learner and card;
 *  - 'exp': exponential forgetting (half-life regression, Settles & Meeder 2016): recall 2^(−days/h), log2 h grows
 *    with √ right answers and falls with √ wrong ones, plus a per-card and per-learner difficulty noise; no spacing
 *    effect, no power law.
 * The outcome of a review is a Bernoulli draw with the true recall at that moment (the card's prior the first time).
 * The learner studies through the portal's own code:
 *  - the card set: buildCardSet (mode a, the spec's random mixing) or buildMemoryCardSet (modes b and c);
 *  - the session queue: advanceQueue (in-session re-insertion of wrong cards);
 *  - the memory the server stores: mode a the old boxes (core nextStack: +1 right, 1 wrong), modes b and c
 *    reviewMemory (FSRS, right = Good, wrong = Again), mode c with the exam date (examAwareDue);
 *  - the programme's parameters: a cohort of learners studies the deck side by side, and every night the FSRS
 *    optimizer (@open-spaced-repetition/binding, as the server's nightly job calls it) fits the parameters to the
 *    cohort's answers whenever core's optimizationDue says the server would; later answers and predictions use them.
 * Every mode gets the same daily time budget (the learn types' seconds per answer). Sets are repeated until the budget
 * is spent; in b and c the learner also stops for the day when nothing is due and nothing is new (the set would be
 * practice), which is the work the memory model saves. The exam is at the end of the access window; what counts is
 * the mean TRUE recall of every card of the deck at that moment (a card never seen counts 0), beside the portal's
 * prediction of it (examReadiness, what the exam block shows).
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
import {
  DAY_MS,
  examReadiness,
  memoryStack,
  optimizationDue,
  optimizerItems,
  recallAt,
  reviewMemory,
  type Memory,
} from '@portal/core/memory';
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

export type World = 'fsrs' | 'actr' | 'exp';

export const WORLDS: readonly { world: World; label: string }[] = [
  { world: 'fsrs', label: 'FSRS-6, learner noise' },
  { world: 'actr', label: 'ACT-R, spacing effect' },
  { world: 'exp', label: 'exponential, card noise' },
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
  /** how much harder than average (N(0, 1.5); FSRS difficulty shift, and scaled into the other worlds) */
  difficultyShift: number;
  /** chance of a right first answer before any study */
  prior: number;
}

/** A learner: FSRS's default parameters, varied (initial stabilities scaled, stability growth shifted). */
export interface Learner {
  w: number[];
  /** multiplies each card's prior */
  priorFactor: number;
  /** N(0, 0.3): a better memory in the ACT-R and exponential worlds */
  ability: number;
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

/**
 * A learner: initial stabilities w0..w3 × exp(N(0, 0.3)), stability growth w8 + N(0, 0.15), prior × exp(N(0, 0.3)),
 * ability N(0, 0.3).
 */
export function makeLearner(random: RandomSource): Learner {
  const w = [...default_w];
  const scale = Math.exp(0.3 * gaussian(random));
  for (let i = 0; i < 4; i++) w[i] *= scale;
  w[8] = Math.max(0, w[8] + 0.15 * gaussian(random));
  return { w, priorFactor: Math.exp(0.3 * gaussian(random)), ability: 0.3 * gaussian(random) };
}

/** What the simulator asks of a learner's true memory (the worlds below; tests put in simpler ones). */
export interface Truth {
  /** true recall (0..1) of card `index` at `at`; 0 for a card never seen */
  recall(index: number, at: Date): number;
  /** one review at `at`: whether the answer is right; the memory follows the outcome */
  review(index: number, at: Date, random: RandomSource): boolean;
  /** whether the card was ever reviewed */
  seen(index: number): boolean;
}

/** The first answer: right with the card's prior (scaled by the learner), as in every world. */
const firstAnswerChance = (learner: Learner, card: DeckCard) =>
  clamp(card.prior * learner.priorFactor, 0, 0.95);

/** World 'fsrs': one FSRS state per card, evolved with ts-fsrs's next_state under the learner's parameters. */
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

  review(index: number, at: Date, random: RandomSource): boolean {
    const state = this.states[index];
    const card = this.deck[index];
    const p = state ? this.recall(index, at) : firstAnswerChance(this.learner, card);
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

/**
 * ACT-R's declarative memory with a spacing effect, Pavlik & Anderson's parameters (2005: a 0.177, c 0.217, τ −0.704,
 * s 0.255, h 0.025). Ages are in seconds; beyond the first hour, time counts h-fold (psychological time between
 * sessions). The decay of each presentation follows the activation it met (without β), so reviews close together
 * decay faster. β = 1.18 (a first study recalled with 80 % a day later on an average card) − 0.25 × difficulty
 * shift + ability.
 */
export const ACTR = { a: 0.177, c: 0.217, tau: -0.704, s: 0.255, h: 0.025, beta: 1.18 } as const;

export class ActrMemory implements Truth {
  private readonly presentations: number[][];
  private readonly decays: number[][];

  constructor(
    readonly learner: Learner,
    readonly deck: readonly DeckCard[],
  ) {
    this.presentations = deck.map(() => []);
    this.decays = deck.map(() => []);
  }

  private static age(fromMs: number, toMs: number) {
    const seconds = Math.max(1, (toMs - fromMs) / 1000);
    return seconds <= 3600 ? seconds : 3600 + ACTR.h * (seconds - 3600);
  }

  /** ln Σ age^−d over the card's presentations (−∞ with none). */
  private rawActivation(index: number, atMs: number) {
    const times = this.presentations[index];
    let sum = 0;
    for (let i = 0; i < times.length; i++) sum += ActrMemory.age(times[i], atMs) ** -this.decays[index][i];
    return sum > 0 ? Math.log(sum) : Number.NEGATIVE_INFINITY;
  }

  recall(index: number, at: Date): number {
    if (!this.presentations[index].length) return 0;
    const beta = ACTR.beta - 0.25 * this.deck[index].difficultyShift + this.learner.ability;
    const m = beta + this.rawActivation(index, at.getTime());
    return 1 / (1 + Math.exp((ACTR.tau - m) / ACTR.s));
  }

  seen(index: number): boolean {
    return this.presentations[index].length > 0;
  }

  review(index: number, at: Date, random: RandomSource): boolean {
    const seen = this.seen(index);
    const p = seen ? this.recall(index, at) : firstAnswerChance(this.learner, this.deck[index]);
    const correct = random() < p;
    // the answer (with its feedback) is a presentation, right or wrong
    const raw = this.rawActivation(index, at.getTime());
    this.decays[index].push(ACTR.c * Math.exp(raw) + ACTR.a);
    this.presentations[index].push(at.getTime());
    return correct;
  }
}

/**
 * Exponential forgetting (half-life regression): recall 2^(−days/h) with log2 h = b0 + 2 √(1 + right)
 * − 0.8 √(1 + wrong) − 0.5 × difficulty shift + ability; b0 0.5 gives an average card a half-life of 6 days after
 * one right answer, 13 after three, 24 after five, 52 after eight, whenever they were given.
 */
export const EXPONENTIAL = { b0: 0.5, right: 2.0, wrong: 0.8, card: 0.5 } as const;

export class ExponentialMemory implements Truth {
  private readonly right: number[];
  private readonly wrong: number[];
  private readonly last: (number | null)[];

  constructor(
    readonly learner: Learner,
    readonly deck: readonly DeckCard[],
  ) {
    this.right = deck.map(() => 0);
    this.wrong = deck.map(() => 0);
    this.last = deck.map(() => null);
  }

  private halfLifeDays(index: number) {
    const log2 =
      EXPONENTIAL.b0 +
      EXPONENTIAL.right * Math.sqrt(1 + this.right[index]) -
      EXPONENTIAL.wrong * Math.sqrt(1 + this.wrong[index]) -
      EXPONENTIAL.card * this.deck[index].difficultyShift +
      this.learner.ability;
    return 2 ** log2;
  }

  recall(index: number, at: Date): number {
    const last = this.last[index];
    if (last === null) return 0;
    return 2 ** (-Math.max(0, at.getTime() - last) / DAY_MS / this.halfLifeDays(index));
  }

  seen(index: number): boolean {
    return this.last[index] !== null;
  }

  review(index: number, at: Date, random: RandomSource): boolean {
    const p = this.seen(index) ? this.recall(index, at) : firstAnswerChance(this.learner, this.deck[index]);
    const correct = random() < p;
    if (correct) this.right[index]++;
    else this.wrong[index]++;
    this.last[index] = at.getTime();
    return correct;
  }
}

export function makeTruth(world: World, learner: Learner, deck: readonly DeckCard[]): Truth {
  if (world === 'actr') return new ActrMemory(learner, deck);
  if (world === 'exp') return new ExponentialMemory(learner, deck);
  return new TrueMemory(learner, deck);
}

/** The portal's stored progress of one card, as the server keeps it. */
interface Progress {
  stack: number;
  previousStack: number;
  lastMistakes: number;
  memory: Memory | null;
}

export interface SimResult {
  mode: Mode;
  /** mean true recall over the deck at the exam (never-seen cards count 0) */
  recall: number;
  /** the portal's own prediction of the same (examReadiness, the exam block); NaN in mode a */
  predicted: number;
  /** mean over the window's days of (predicted − true) recall over the deck at study time; NaN in mode a */
  windowError: number;
  answersPerDay: number;
  minutesPerDay: number;
  neverSeen: number;
  /** days the learner stopped before the budget was spent (b and c: nothing due, nothing new) */
  daysStoppedEarly: number;
  /** seconds of study on the busiest day (never above the budget) */
  busiestDaySeconds: number;
}

/** A programme's optimized parameters (none: ts-fsrs's defaults). */
export interface ProgrammeFit {
  w: number[] | null;
}
const NO_FIT: ProgrammeFit = { w: null };

/** Study starts at 17:00 UTC each day (no review crosses midnight, so FSRS's day counts are exact). */
export const STUDY_HOUR = 17;
export const WINDOW_START = Date.UTC(2026, 0, 5);

/** One learner through the access window in one mode, day by day (the cohort runs many side by side). */
export class LearnerRun {
  readonly progress: Progress[];
  /** every answer per card, in order: the programme's review log (the optimizer's input) */
  readonly log: { correct: boolean; at: Date }[][];
  readonly exam: Date;
  private readonly examDate: Date | null;
  private readonly outcomes: RandomSource;
  private readonly sets: RandomSource;
  answers = 0;
  seconds = 0;
  daysStoppedEarly = 0;
  busiestDay = 0;
  private errorSum = 0;
  private errorDays = 0;

  constructor(
    readonly mode: Mode,
    readonly deck: readonly DeckCard[],
    readonly options: Pick<SimOptions, 'days' | 'minutes'>,
    seed: number,
    readonly truth: Truth,
  ) {
    this.outcomes = seededRandom(seed);
    this.sets = seededRandom(seed ^ 0x5eed);
    this.exam = new Date(WINDOW_START + options.days * DAY_MS);
    this.examDate = mode === 'c' ? this.exam : null;
    this.progress = deck.map(() => ({
      stack: UNANSWERED_STACK,
      previousStack: UNANSWERED_STACK,
      lastMistakes: 0,
      memory: null,
    }));
    this.log = deck.map(() => []);
  }

  /** The portal's predicted mean recall over the deck at `at` (with the programme's parameters). */
  predictedAt(at: Date, fit: ProgrammeFit) {
    let sum = 0;
    for (const p of this.progress) sum += recallAt(p.memory, at, { w: fit.w });
    return sum / this.deck.length;
  }

  trueAt(at: Date) {
    let sum = 0;
    for (let i = 0; i < this.deck.length; i++) sum += this.truth.recall(i, at);
    return sum / this.deck.length;
  }

  /** One day of study with the programme's current parameters (w null: ts-fsrs's defaults). */
  studyDay(day: number, fit: ProgrammeFit = NO_FIT) {
    const { deck, progress, mode, examDate } = this;
    const w = fit.w;
    let now = WINDOW_START + day * DAY_MS + STUDY_HOUR * 3_600_000;
    if (mode !== 'a') {
      this.errorSum += this.predictedAt(new Date(now), fit) - this.trueAt(new Date(now));
      this.errorDays++;
    }
    const budget = this.options.minutes * 60;
    let spent = 0;
    let budgetLeft = true;
    while (budgetLeft) {
      let chosen: number[];
      if (mode === 'a') {
        chosen = buildCardSet(
          deck.map((card, index) => ({ index, stack: progress[index].stack })),
          this.sets,
        ).map((card) => card.index);
      } else {
        // as the server's session set (modules/cards/service.ts sessionCards): recall with the default curve (the
        // order of cards by recall is the same under any parameters: it depends on elapsed time ÷ stability only)
        const set = buildMemoryCardSet(
          deck.map((card, index) => {
            const p = progress[index];
            const memory = p.memory;
            return {
              index,
              stack: p.stack,
              relevance: card.relevance,
              dueAt: memory ? memory.due.getTime() : null,
              recall: recallAt(memory, new Date(now)),
              ...(examDate && memory ? { examRecall: recallAt(memory, examDate) } : {}),
              missed: !!memory && (p.stack === 1 || p.previousStack === 1),
            };
          }),
          now,
          this.sets,
        );
        if (set.practice || set.cards.length === 0) {
          this.daysStoppedEarly++;
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
        const correct = this.truth.review(index, at, this.outcomes);
        this.log[index].push({ correct, at });
        const p = progress[index];
        p.lastMistakes = correct ? 0 : p.lastMistakes + 1;
        p.previousStack = p.stack;
        if (mode === 'a') p.stack = nextStack(p.stack, correct);
        else {
          p.memory = reviewMemory(p.memory, correct, at, { w, examDate });
          p.stack = memoryStack(p.memory, correct);
        }
        spent += cost;
        now += cost * 1000;
        this.answers++;
        queue = advanceQueue(queue, correct);
      }
    }
    this.seconds += spent;
    this.busiestDay = Math.max(this.busiestDay, spent);
  }

  /** The result at the exam, with the prediction the exam block would show under the programme's fit. */
  result(fit: ProgrammeFit = NO_FIT): SimResult {
    let neverSeen = 0;
    for (let i = 0; i < this.deck.length; i++) if (!this.truth.seen(i)) neverSeen++;
    const predicted =
      this.mode === 'a'
        ? Number.NaN
        : examReadiness(
            this.progress.map((p) => p.memory),
            new Date(this.exam.getTime() - DAY_MS),
            this.exam,
            { w: fit.w },
          ).recallOnExam;
    return {
      mode: this.mode,
      recall: this.trueAt(this.exam),
      predicted,
      windowError: this.mode === 'a' ? Number.NaN : this.errorSum / Math.max(1, this.errorDays),
      answersPerDay: this.answers / this.options.days,
      minutesPerDay: this.seconds / 60 / this.options.days,
      neverSeen,
      daysStoppedEarly: this.daysStoppedEarly,
      busiestDaySeconds: this.busiestDay,
    };
  }
}

/** One learner through the access window in one mode, with the default parameters throughout. */
export function simulateLearner(
  mode: Mode,
  learner: Learner,
  deck: readonly DeckCard[],
  options: Pick<SimOptions, 'days' | 'minutes'>,
  seed: number,
  truth: Truth = new TrueMemory(learner, deck),
): SimResult {
  const run = new LearnerRun(mode, deck, options, seed, truth);
  for (let day = 0; day < options.days; day++) run.studyDay(day);
  return run.result();
}

/** Fits FSRS parameters to review items as the server's optimizer does (modules/memory/optimizer.ts). */
export type Optimizer = (items: { rating: number; deltaT: number }[][]) => Promise<number[] | null>;

export const fsrsOptimizer: Optimizer = async (items) => {
  // loaded on demand, as on the server (a native module)
  const binding = await import('@open-spaced-repetition/binding');
  const trainSet = items.map(
    (item) => new binding.FSRSBindingItem(item.map((r) => new binding.FSRSBindingReview(r.rating, r.deltaT))),
  );
  // no `timeout`: with one, computeParameters (0.5.x) always takes the whole timeout, with the same result
  const w = await binding.computeParameters(trainSet, { enableShortTerm: true });
  return Array.isArray(w) && w.length >= 19 && w.every(Number.isFinite) ? w : null;
};

export interface ModeSummary extends SimResult {
  world: World;
  /** standard deviation of the learners' recall */
  recallSd: number;
  /** times the optimizer ran (and gave parameters) over the window */
  optimizations: number;
  /** the day of the first optimization (null: never) */
  firstOptimizedDay: number | null;
}

/**
 * A cohort of learners (one programme) in one world and mode: they study side by side day by day; each night the
 * optimizer runs on all their answers so far when optimizationDue says the server's nightly job would.
 */
export async function simulateCohort(
  world: World,
  mode: Mode,
  learners: readonly Learner[],
  deck: readonly DeckCard[],
  options: SimOptions,
  optimizer: Optimizer | null = fsrsOptimizer,
): Promise<ModeSummary> {
  const runs = learners.map(
    (learner, i) =>
      new LearnerRun(mode, deck, options, options.seed * 7919 + i, makeTruth(world, learner, deck)),
  );
  let fit: ProgrammeFit = NO_FIT;
  let optimizedAtAnswers = 0;
  let optimizations = 0;
  let firstOptimizedDay: number | null = null;
  for (let day = 0; day < options.days; day++) {
    for (const run of runs) run.studyDay(day, fit);
    if (mode === 'a' || !optimizer) continue;
    // the night after: the server's nightly job
    const answers = runs.reduce((sum, run) => sum + run.answers, 0);
    if (!optimizationDue(answers, optimizedAtAnswers, answers)) continue;
    const items = runs.flatMap((run) => run.log.flatMap((answersOfCard) => optimizerItems(answersOfCard)));
    if (!optimizationDue(answers, optimizedAtAnswers, items.length)) continue;
    const w = await optimizer(items);
    if (!w) continue;
    fit = { w };
    optimizedAtAnswers = answers;
    optimizations++;
    firstOptimizedDay ??= day + 1;
  }
  const results = runs.map((run) => run.result(fit));
  const mean = (pick: (r: SimResult) => number) =>
    results.reduce((sum, r) => sum + pick(r), 0) / results.length;
  const recall = mean((r) => r.recall);
  return {
    world,
    mode,
    recall,
    recallSd: Math.sqrt(mean((r) => (r.recall - recall) ** 2)),
    predicted: mean((r) => r.predicted),
    windowError: mean((r) => r.windowError),
    answersPerDay: mean((r) => r.answersPerDay),
    minutesPerDay: mean((r) => r.minutesPerDay),
    neverSeen: mean((r) => r.neverSeen),
    daysStoppedEarly: mean((r) => r.daysStoppedEarly),
    busiestDaySeconds: Math.max(...results.map((r) => r.busiestDaySeconds)),
    optimizations,
    firstOptimizedDay,
  };
}

/** Every world and mode (the same deck, learners and seeds in each); means per world and mode. */
export async function simulate(
  options: SimOptions,
  worlds: readonly World[] = WORLDS.map((w) => w.world),
  optimizer: Optimizer | null = fsrsOptimizer,
): Promise<ModeSummary[]> {
  const setup = seededRandom(options.seed);
  const deck = makeDeck(options.cards, setup);
  const learners = Array.from({ length: options.learners }, () => makeLearner(setup));
  const summaries: ModeSummary[] = [];
  for (const world of worlds)
    for (const { mode } of MODES)
      summaries.push(await simulateCohort(world, mode, learners, deck, options, optimizer));
  return summaries;
}
