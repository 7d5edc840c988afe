import { randomBytes } from 'node:crypto';
import { weekRange } from '@portal/core';
import { hashToken } from '../../apps/server/src/auth/tokens.js';
import { BENCH_PASSWORD, learnerEmail, type Generated } from './generate.js';
import type { LoadRequest, Sequence } from './lib/load.js';
import type { Dynamic } from './lib/pgbench.js';

/** The logged-in learners a run uses: index i is learnerEmail(i) with user id ids[i]. */
export interface Learners {
  tokens: string[];
  ids: number[];
  heavyToken: string;
}

export interface Ctx {
  g: Generated;
  learners: Learners;
}

/** One request chosen for the SQL capture, and which of its values vary under load. */
export interface Sample {
  request: LoadRequest;
  /** Further requests of the same transaction, sent after `request`. */
  then?: LoadRequest[];
  /** Values of the captured SQL that pgbench replaces with expressions (from the request or its response). */
  dynamic(responseBody: string): Dynamic[];
}

export interface Scenario {
  name: string;
  /** The route as the OpenAPI document lists it; the scenario is skipped while the route does not exist. */
  route: string;
  connections: number;
  /** The next request of the load (varied learner, card, key), or a sequence of requests per learner. */
  next(ctx: Ctx): (() => LoadRequest) | Sequence;
  sample(ctx: Ctx): Sample;
  /** Targets checked and printed (never a pass/fail of the run itself). */
  targets?: { p95Ms?: number; minPgbenchRatio?: number };
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const rotate = <T>(xs: T[]) => {
  let i = 0;
  return () => xs[i++ % xs.length];
};
const randomInt = (lo: number, hi: number) => lo + Math.floor(Math.random() * (hi - lo + 1));

/** A user id and card id that stand out among a request's parameters (no small numbers), for the capture. */
function sampleLearner(ctx: Ctx) {
  const i = Math.min(ctx.learners.ids.length - 1, Math.floor(ctx.learners.ids.length / 2));
  return { token: ctx.learners.tokens[i], id: ctx.learners.ids[i] };
}

const learnerUid = (ctx: Ctx, id: number): Dynamic => ({
  value: String(id),
  name: 'uid',
  expr: `random(${ctx.learners.ids[0]}, ${ctx.learners.ids[ctx.learners.ids.length - 1]})`,
});

export const SCENARIOS: Scenario[] = [
  {
    name: 'login',
    route: 'POST /api/auth/login',
    connections: 8,
    next: (ctx) => {
      const n = ctx.learners.ids.length;
      let i = 0;
      return () => ({
        method: 'POST',
        path: '/api/auth/login',
        body: JSON.stringify({ email: learnerEmail(i++ % n), password: BENCH_PASSWORD }),
      });
    },
    sample: () => ({
      request: {
        method: 'POST',
        path: '/api/auth/login',
        body: JSON.stringify({ email: learnerEmail(0), password: BENCH_PASSWORD }),
      },
      // The new token's hash must be unique per transaction.
      dynamic: (body) => [
        {
          value: hashToken((JSON.parse(body) as { token: string }).token),
          name: 'th',
          expr: 'random(1, 9000000000000000)',
        },
      ],
    }),
  },
  {
    name: 'tree',
    route: 'GET /api/cats/{id}',
    connections: 50,
    targets: { p95Ms: 50 },
    next: (ctx) => {
      const token = rotate([...ctx.learners.tokens, ctx.learners.heavyToken]);
      return () => ({ method: 'GET', path: `/api/cats/${ctx.g.benchRoot}`, headers: bearer(token()) });
    },
    sample: (ctx) => {
      const l = sampleLearner(ctx);
      return {
        request: { method: 'GET', path: `/api/cats/${ctx.g.benchRoot}`, headers: bearer(l.token) },
        dynamic: () => [learnerUid(ctx, l.id)],
      };
    },
  },
  {
    name: 'progress',
    route: 'GET /api/categories/progress/{id}/{levels}',
    connections: 50,
    targets: { p95Ms: 50 },
    next: (ctx) => {
      const token = rotate([...ctx.learners.tokens, ctx.learners.heavyToken]);
      return () => ({
        method: 'GET',
        path: `/api/categories/progress/${ctx.g.benchRoot}/7?children=1`,
        headers: bearer(token()),
      });
    },
    sample: (ctx) => {
      const l = sampleLearner(ctx);
      return {
        request: {
          method: 'GET',
          path: `/api/categories/progress/${ctx.g.benchRoot}/7?children=1`,
          headers: bearer(l.token),
        },
        dynamic: () => [learnerUid(ctx, l.id)],
      };
    },
  },
  {
    name: 'answer',
    route: 'POST /api/cards/{id}/{answer}',
    connections: 50,
    targets: { minPgbenchRatio: 0.5 },
    next: (ctx) => {
      const token = rotate(ctx.learners.tokens);
      const { from, to } = ctx.g.benchCards;
      let k = 0;
      const run = randomBytes(4).toString('hex');
      return () => ({
        method: 'POST',
        path: `/api/cards/${randomInt(from, to)}/${Math.random() < 0.7 ? 1 : 0}`,
        headers: { ...bearer(token()), 'idempotency-key': `bench-${run}-${k++}` },
      });
    },
    sample: (ctx) => {
      const l = sampleLearner(ctx);
      const { from, to } = ctx.g.benchCards;
      const card = Math.max(from, Math.min(to, from + 777));
      const key = `bench-capture-${randomBytes(6).toString('hex')}`;
      return {
        request: {
          method: 'POST',
          path: `/api/cards/${card}/1`,
          headers: { ...bearer(l.token), 'idempotency-key': key },
        },
        dynamic: () => [
          learnerUid(ctx, l.id),
          { value: String(card), name: 'cid', expr: `random(${from}, ${to})` },
          { value: key, name: 'key', expr: 'random(1, 9000000000000000)' },
        ],
      };
    },
  },
  {
    // The learner's loop while learning: answer a card, then the sidebar re-reads the progress. The answer
    // statement moves the card in the cached progress tree, so the re-read finds it warm.
    name: 'answer+progress',
    route: 'POST /api/cards/{id}/{answer}',
    connections: 50,
    targets: { p95Ms: 50 },
    next: (ctx) => {
      const learner = rotate(ctx.learners.tokens);
      const { from, to } = ctx.g.benchCards;
      let k = 0;
      const run = randomBytes(4).toString('hex');
      return {
        steps: [
          (c) => {
            c.token = learner();
            return {
              method: 'POST',
              path: `/api/cards/${randomInt(from, to)}/${Math.random() < 0.7 ? 1 : 0}`,
              headers: { ...bearer(c.token as string), 'idempotency-key': `loop-${run}-${k++}` },
            };
          },
          (c) => ({
            method: 'GET',
            path: `/api/categories/progress/${ctx.g.benchRoot}/7?children=1`,
            headers: bearer(c.token as string),
          }),
        ],
      };
    },
    sample: (ctx) => {
      const l = sampleLearner(ctx);
      const { from, to } = ctx.g.benchCards;
      const card = Math.max(from, Math.min(to, from + 555));
      const key = `loop-capture-${randomBytes(6).toString('hex')}`;
      return {
        request: {
          method: 'POST',
          path: `/api/cards/${card}/1`,
          headers: { ...bearer(l.token), 'idempotency-key': key },
        },
        then: [
          {
            method: 'GET',
            path: `/api/categories/progress/${ctx.g.benchRoot}/7?children=1`,
            headers: bearer(l.token),
          },
        ],
        dynamic: () => [
          learnerUid(ctx, l.id),
          { value: String(card), name: 'cid', expr: `random(${from}, ${to})` },
          { value: key, name: 'key', expr: 'random(1, 9000000000000000)' },
        ],
      };
    },
  },
  {
    name: 'lessons',
    route: 'GET /api/lesson/{from}/{to}',
    connections: 50,
    next: (ctx) => {
      const token = rotate(ctx.learners.tokens);
      const w = weekRange(new Date(), 0);
      return () => ({ method: 'GET', path: `/api/lesson/${w.from}/${w.to}`, headers: bearer(token()) });
    },
    sample: (ctx) => {
      const l = sampleLearner(ctx);
      const w = weekRange(new Date(), 0);
      return {
        request: { method: 'GET', path: `/api/lesson/${w.from}/${w.to}`, headers: bearer(l.token) },
        dynamic: () => [learnerUid(ctx, l.id)],
      };
    },
  },
  {
    name: 'cart',
    route: 'GET /api/shop/cart',
    connections: 50,
    next: (ctx) => {
      const token = rotate(ctx.learners.tokens);
      return () => ({ method: 'GET', path: '/api/shop/cart', headers: bearer(token()) });
    },
    sample: (ctx) => {
      const l = sampleLearner(ctx);
      return {
        request: { method: 'GET', path: '/api/shop/cart', headers: bearer(l.token) },
        dynamic: () => [learnerUid(ctx, l.id)],
      };
    },
  },
];
