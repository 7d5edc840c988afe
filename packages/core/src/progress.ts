/** Progress values a content item can carry: never read, read, understood, learned. */
export const CONTENT_LEVELS = [0, 333, 666, 1000] as const;
export type ContentProgress = (typeof CONTENT_LEVELS)[number];

export const CONTENT_LEVEL_COLORS = {
  // not started is grey, as a card never answered (issue 31: red read as a form error, and red means wrong in the
  // flashcards)
  0: 'gray',
  333: 'orange',
  666: 'yellow',
  1000: 'green',
} as const satisfies Record<ContentProgress, string>;

export const CONTENT_LEVEL_NAMES = {
  0: 'never read',
  333: 'read',
  666: 'understood',
  1000: 'learned',
} as const satisfies Record<ContentProgress, string>;

export function isContentProgress(value: unknown): value is ContentProgress {
  return (CONTENT_LEVELS as readonly unknown[]).includes(value);
}

/**
 * The progress a "raise only" update leaves (issue 31: the "mark read" offer after opening a document): the higher of
 * the stored and the asked value, so a level set meanwhile (another tab or device) is never lowered.
 */
export function raisedProgress(stored: ContentProgress, asked: ContentProgress): ContentProgress {
  return stored >= asked ? stored : asked;
}

/** Card stacks 0..6: 0 = never answered, 1..6 are the boxes. */
export const CARD_LEVELS = 7;
export const UNANSWERED_STACK = 0;
export const MAX_STACK = CARD_LEVELS - 1;

export function nextStack(stack: number, correct: boolean): number {
  return correct ? Math.min(stack + 1, MAX_STACK) : 1;
}

/** A progress bar's data: n items in total, p[i] of them at level i. */
export interface ProgressBlock {
  n: number;
  p: number[];
}

export function emptyBlock(levels: number): ProgressBlock {
  return { n: 0, p: new Array<number>(levels).fill(0) };
}

export function addBlocks(a: ProgressBlock, b: ProgressBlock): ProgressBlock {
  const levels = Math.max(a.p.length, b.p.length);
  return {
    n: a.n + b.n,
    p: Array.from({ length: levels }, (_, i) => (a.p[i] ?? 0) + (b.p[i] ?? 0)),
  };
}

/**
 * Whole-number percentages per level that always add up to exactly 100 (largest remainder
 * method), so stacked progress-bar segments fill the bar without a gap or overflow.
 */
export function progressPercentages(block: ProgressBlock): number[] {
  const total = block.p.reduce((sum, count) => sum + count, 0);
  if (block.n === 0 || total === 0) return block.p.map(() => 0);
  const exact = block.p.map((count) => (count * 100) / total);
  const result = exact.map(Math.floor);
  let missing = 100 - result.reduce((sum, value) => sum + value, 0);
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((x, y) => y.remainder - x.remainder || x.index - y.index);
  for (const { index } of byRemainder) {
    if (missing === 0) break;
    result[index] += 1;
    missing -= 1;
  }
  return result;
}
