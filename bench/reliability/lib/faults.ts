import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { freePort } from '../../src/lib/proc.js';
import type { TempPostgres } from '../../src/lib/temp-postgres.js';

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A private redis-server on a free port (never the machine's shared one): killed, hung and started again. */
export interface OwnRedis {
  port: number;
  url: string;
  start(): Promise<void>;
  kill(): Promise<void>;
  pause(): void;
  resume(): void;
  stop(): Promise<void>;
}

export async function ownRedis(port?: number): Promise<OwnRedis> {
  const p = port ?? (await freePort());
  let child: ChildProcess | null = null;
  const self: OwnRedis = {
    port: p,
    url: `redis://127.0.0.1:${p}`,
    async start() {
      child = spawn(
        'redis-server',
        ['--port', String(p), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
        {
          stdio: 'ignore',
        },
      );
      const deadline = Date.now() + 10_000;
      while (!(await canConnect(p))) {
        if (Date.now() > deadline) throw new Error(`redis-server on ${p} did not start`);
        await sleep(50);
      }
    },
    async kill() {
      const c = child;
      if (!c || c.exitCode !== null || c.signalCode !== null) return;
      const gone = new Promise((r) => c.once('exit', r));
      c.kill('SIGKILL');
      await gone;
    },
    pause: () => void child?.kill('SIGSTOP'),
    resume: () => void child?.kill('SIGCONT'),
    async stop() {
      child?.kill('SIGCONT');
      await self.kill();
    },
  };
  return self;
}

function canConnect(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const s = net.connect(port, '127.0.0.1');
    s.once('connect', () => {
      s.destroy();
      resolve(true);
    });
    s.once('error', () => resolve(false));
  });
}

/** Every process of a temporary PostgreSQL cluster: the postmaster (postmaster.pid) and its children. */
function clusterPids(db: TempPostgres): number[] {
  const postmaster = Number(readFileSync(path.join(db.dir, 'data', 'postmaster.pid'), 'utf8').split('\n')[0]);
  const pids = [postmaster];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === postmaster) pids.push(Number(entry));
    } catch {
      /* ended meanwhile */
    }
  }
  return pids;
}

/** Hangs the whole cluster (SIGSTOP to every process; no new backend can start) and returns the resume. */
export function hangPostgres(db: TempPostgres): () => void {
  const pids = clusterPids(db);
  for (const pid of pids) process.kill(pid, 'SIGSTOP');
  return () => {
    for (const pid of pids) {
      try {
        process.kill(pid, 'SIGCONT');
      } catch {
        /* gone */
      }
    }
  };
}

export interface Outcome {
  t0: number;
  t: number;
  status: number; // 0: no answer (network error or the client's own time limit)
  what: string;
  body: string;
  /** The error body's `code` (e.g. `database.full`), when the answer was not ok and JSON. */
  code?: string;
  /** Which of the loop's learners sent it (its index). */
  learner?: number;
}
export interface Ack {
  userId: number;
  key: string;
  cardId: number;
}

/** The cards the learners answer: an id range (the bench programme) or a list (a demo session's cards). */
export type CardPick = { from: number; to: number } | number[];
const pickCard = (cards: CardPick) =>
  Array.isArray(cards)
    ? cards[Math.floor(Math.random() * cards.length)]
    : cards.from + Math.floor(Math.random() * (cards.to - cards.from + 1));

const codeOf = (body: string) => {
  try {
    return (JSON.parse(body) as { code?: string }).code;
  } catch {
    return undefined; // not JSON
  }
};

/**
 * Learners looping over progress and answers until stop(): every request timed, every 200 answer recorded.
 * A learner is an id (for the acknowledgement check) and a token; the same account may appear more than once.
 */
export function learnerLoop(
  url: string,
  learners: { id: number; token: string }[],
  root: number,
  cards: CardPick,
  clientLimitMs = 30_000,
) {
  const outcomes: Outcome[] = [];
  const acks: Ack[] = [];
  let running = true;
  const call = async (
    learner: number,
    token: string,
    what: string,
    method: string,
    p: string,
    extra = {},
  ) => {
    const t0 = Date.now();
    try {
      const res = await fetch(url + p, {
        method,
        headers: { authorization: `Bearer ${token}`, ...extra },
        signal: AbortSignal.timeout(clientLimitMs),
      });
      const body = await res.text();
      outcomes.push({
        t0,
        t: Date.now(),
        status: res.status,
        what,
        body: res.ok ? '' : body.slice(0, 300),
        code: res.ok ? undefined : codeOf(body),
        learner,
      });
      return res.status;
    } catch (e) {
      outcomes.push({ t0, t: Date.now(), status: 0, what, body: String((e as Error).message), learner });
      return 0;
    }
  };
  const one = async (l: { id: number; token: string }, i: number) => {
    while (running) {
      await call(i, l.token, 'progress', 'GET', `/api/categories/progress/${root}/7?children=1`);
      const cardId = pickCard(cards);
      const key = `fault-${l.id}-${randomBytes(8).toString('hex')}`;
      const status = await call(
        i,
        l.token,
        'answer',
        'POST',
        `/api/cards/${cardId}/${Math.random() < 0.7 ? 1 : 0}`,
        {
          'idempotency-key': key,
        },
      );
      if (status === 200) acks.push({ userId: l.id, key, cardId });
      await sleep(20);
    }
  };
  const done = Promise.all(learners.map((l, i) => one(l, i)));
  const until = async (cond: () => boolean, what: () => string, timeoutMs: number) => {
    const deadline = Date.now() + timeoutMs;
    while (!cond()) {
      if (Date.now() > deadline) throw new Error(what());
      await sleep(20);
    }
  };
  return {
    outcomes,
    acks,
    /** Resolves once at least `n` requests have been answered (or have failed) since the loop started. */
    answered(n: number, timeoutMs = 30_000) {
      return until(
        () => outcomes.length >= n,
        () => `only ${outcomes.length} of ${n} requests answered`,
        timeoutMs,
      );
    },
    /**
     * Resolves once every learner has been answered 200 to a request it started at or after `since`: whatever was
     * in flight at `since` has ended, and each learner is served normally again (the event a recovery waits for).
     */
    servedSince(since: number, timeoutMs = 30_000) {
      const served = () =>
        new Set(outcomes.filter((o) => o.t0 >= since && o.status === 200).map((o) => o.learner));
      return until(
        () => served().size >= learners.length,
        () =>
          `only ${served().size} of ${learners.length} learners served since the recovery: ` +
          JSON.stringify(countBy(outcomes.filter((o) => o.t0 >= since))),
        timeoutMs,
      );
    },
    /** Resolves once at least `n` requests started at or after `since` have been answered (or have failed). */
    startedSince(since: number, n: number, timeoutMs = 30_000) {
      const count = () => outcomes.filter((o) => o.t0 >= since).length;
      return until(
        () => count() >= n,
        () => `only ${count()} of ${n} requests answered since ${since}`,
        timeoutMs,
      );
    },
    async stop() {
      running = false;
      await done;
    },
  };
}

export interface HealthSample {
  t: number;
  end: number;
  status: number;
  body: Record<string, string>;
}

/** /api/health every 100 ms, each with a 3 s client limit, until stop(). */
export function healthPoller(url: string) {
  const samples: HealthSample[] = [];
  let running = true;
  const done = (async () => {
    while (running) {
      const t = Date.now();
      try {
        const res = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(3000) });
        samples.push({
          t,
          end: Date.now(),
          status: res.status,
          body: (await res.json()) as Record<string, string>,
        });
      } catch (e) {
        samples.push({ t, end: Date.now(), status: 0, body: { error: String(e) } });
      }
      await sleep(100);
    }
  })();
  return {
    samples,
    async stop() {
      running = false;
      await done;
    },
  };
}

export async function health(url: string): Promise<HealthSample> {
  const t = Date.now();
  const res = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(3000) });
  return { t, end: Date.now(), status: res.status, body: (await res.json()) as Record<string, string> };
}

/** Waits until /api/health satisfies `ok`; returns the time it took. */
export async function waitForHealth(url: string, ok: (h: HealthSample) => boolean, timeoutMs = 20_000) {
  const start = Date.now();
  for (;;) {
    try {
      if (ok(await health(url))) return Date.now() - start;
    } catch {
      /* not answering */
    }
    if (Date.now() - start > timeoutMs)
      throw new Error(`health did not turn as expected within ${timeoutMs} ms`);
    await sleep(50);
  }
}

export async function missingAcks(dbUrl: string, acks: Ack[]): Promise<number> {
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  try {
    const { rows } = await client.query(
      `SELECT count(*)::int AS n FROM card_answers a
       JOIN unnest($1::int[], $2::text[], $3::int[]) AS t(u, k, c) ON a.user_id = t.u AND a.request_key = t.k AND a.card_id = t.c`,
      [acks.map((a) => a.userId), acks.map((a) => a.key), acks.map((a) => a.cardId)],
    );
    return acks.length - (rows[0].n as number);
  } finally {
    await client.end();
  }
}

export async function progressOf(url: string, token: string, root: number): Promise<unknown> {
  const res = await fetch(`${url}/api/categories/progress/${root}/7?children=1`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (res.status !== 200) throw new Error(`progress: ${res.status} ${await res.text()}`);
  return res.json();
}

export const countBy = (outcomes: Outcome[]) => {
  const by: Record<string, number> = {};
  for (const o of outcomes) by[`${o.what} ${o.status}`] = (by[`${o.what} ${o.status}`] ?? 0) + 1;
  return by;
};
