/**
 * When an answer was given (DESIGN.md §4: an answer carries the time it was given, offline answers included; the
 * server trusts it within documented bounds and schedules from it). The rule, with `arrival` the server's clock
 * when the request arrives:
 * - no time given: the arrival time;
 * - later than arrival + ANSWER_CLOCK_SKEW_MS: refused ('future'), the device's clock is wrong;
 * - earlier than arrival − ANSWER_MAX_AGE_DAYS: refused ('too-old');
 * - later than arrival (within the skew allowance): the arrival time (never a review in the future);
 * - earlier than the card's last stored review (answers from two devices crossing): the last review's time, so the
 *   memory model never runs backwards;
 * - otherwise the time given.
 * A refused time leaves the answer unstored; the web app's outbox then sends it again without a time (arrival time).
 */
export const ANSWER_CLOCK_SKEW_MS = 5 * 60_000;
export const ANSWER_MAX_AGE_DAYS = 14;
const DAY_MS = 86_400_000;

export type AnswerTime =
  | { ok: true; at: Date; adjusted: null | 'no-time' | 'after-arrival' | 'before-last-review' }
  | { ok: false; refused: 'future' | 'too-old' };

export function answerTime(arrival: Date, answeredAt: Date | null, lastReview: Date | null): AnswerTime {
  if (!answeredAt) return { ok: true, at: arrival, adjusted: 'no-time' };
  const given = answeredAt.getTime();
  if (given > arrival.getTime() + ANSWER_CLOCK_SKEW_MS) return { ok: false, refused: 'future' };
  if (given < arrival.getTime() - ANSWER_MAX_AGE_DAYS * DAY_MS) return { ok: false, refused: 'too-old' };
  if (given > arrival.getTime()) return { ok: true, at: arrival, adjusted: 'after-arrival' };
  if (lastReview && given < lastReview.getTime())
    return { ok: true, at: new Date(lastReview.getTime()), adjusted: 'before-last-review' };
  return { ok: true, at: new Date(given), adjusted: null };
}
