/**
 * Author HTML off the event loop (issue 16): while a teacher saves large author HTML — a 100 KB category
 * description of 95 nested levels (just within the limit, sanitized in the worker pool) and a 100 KB one nested
 * 20,000 levels deep (refused by the limit with a 422) — a loop of learners keeps being answered quickly.
 * Before: a 48 KB nested HTML card blocked every request for 20 s, a 100 KB description for over 60 s.
 */
import { describe, expect, it } from 'vitest';
import { usePortal } from './lib/portal.js';
import { countBy, learnerLoop } from './lib/faults.js';

const portal = usePortal();

async function saveDescription(description: string) {
  const t0 = Date.now();
  const res = await fetch(`${portal.url}/api/categories`, {
    method: 'POST',
    headers: { authorization: `Bearer ${portal.tokens.teacher}`, 'content-type': 'application/json' },
    body: JSON.stringify({ title: 'Large description', description }),
  });
  return { status: res.status, body: (await res.json()) as { message?: string }, ms: Date.now() - t0 };
}

describe('large author HTML while learners learn', () => {
  it('learners are answered within a fraction of a second; too deep HTML gets a 422 naming the limit', async () => {
    const learners = await portal.loginLearners(8);
    const loop = learnerLoop(portal.url, learners, portal.g.benchRoot, portal.g.benchCards);
    await loop.answered(2 * learners.length); // the learners are at work
    const startedAt = Date.now();
    const withinLimit = (
      '<div>'.repeat(95) +
      '<p>Satz <b>fett</b> und <i>kursiv</i></p>' +
      '</div>'.repeat(95)
    )
      .repeat(95)
      .slice(0, 99_000);
    const accepted = await saveDescription(withinLimit);
    const refused = await saveDescription('<div>'.repeat(20_000));
    await loop.answered(loop.outcomes.length + 3 * learners.length); // answers after the saves too
    await loop.stop();

    const during = loop.outcomes.filter((o) => o.t0 >= startedAt);
    const slowest = Math.max(...during.map((o) => o.t - o.t0));
    console.log(
      `[author html] ${withinLimit.length} chars nested 95 deep: ${accepted.status} in ${accepted.ms} ms; ` +
        `20,000 levels: ${refused.status} in ${refused.ms} ms; ${during.length} learner requests meanwhile ` +
        `${JSON.stringify(countBy(during))}, slowest ${slowest} ms`,
    );
    expect(accepted.status).toBe(201);
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe(
      'Das HTML ist zu tief verschachtelt: höchstens 100 Ebenen. Entferne verschachtelte Formatierungen.',
    );
    expect(refused.ms).toBeLessThan(1000);
    expect(during.length).toBeGreaterThan(20);
    expect(during.every((o) => o.status === 200)).toBe(true);
    expect(slowest).toBeLessThan(1000);
  });
});
