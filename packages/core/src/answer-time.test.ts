import { describe, expect, it } from 'vitest';
import { ANSWER_CLOCK_SKEW_MS, ANSWER_MAX_AGE_DAYS, answerTime } from './answer-time';

const arrival = new Date('2026-03-10T12:00:00Z');
const minutes = (m: number) => new Date(arrival.getTime() + m * 60_000);
const days = (d: number) => new Date(arrival.getTime() + d * 86_400_000);

describe('answerTime', () => {
  it('allows 5 minutes of clock skew and 14 days of age', () => {
    expect(ANSWER_CLOCK_SKEW_MS).toBe(5 * 60_000);
    expect(ANSWER_MAX_AGE_DAYS).toBe(14);
  });

  it.each([
    // answered at, last review, expected time (or refusal), adjustment
    [null, null, arrival, 'no-time'],
    [minutes(-90), null, minutes(-90), null], // offline for an hour and a half
    [days(-2), days(-3), days(-2), null], // offline for two days
    [days(-14), null, days(-14), null],
    [minutes(4), null, arrival, 'after-arrival'], // a device clock a little ahead
    [minutes(5), null, arrival, 'after-arrival'],
    [minutes(-30), minutes(-10), minutes(-10), 'before-last-review'], // another device answered later
    [minutes(6), null, 'future', null],
    [days(1), null, 'future', null],
    [new Date(days(-14).getTime() - 1), null, 'too-old', null],
    [days(-30), null, 'too-old', null],
  ] as const)('answered %s, last review %s → %s (%s)', (answeredAt, lastReview, expected, adjusted) => {
    const result = answerTime(arrival, answeredAt, lastReview);
    if (typeof expected === 'string') expect(result).toEqual({ ok: false, refused: expected });
    else expect(result).toEqual({ ok: true, at: expected, adjusted });
  });
});
