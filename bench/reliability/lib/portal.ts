import { afterAll, beforeAll, inject } from 'vitest';
import {
  BENCH_PASSWORD,
  generate,
  learnerEmail,
  migrate,
  scaledSizes,
  TEACHER_EMAIL,
  ADMIN_EMAIL,
  HEAVY_EMAIL,
  type Generated,
} from '../../src/generate.js';
import { createDatabase, dropDatabase } from '../../src/lib/pg.js';
import { startPortal, type Child } from '../../src/lib/proc.js';

export interface Portal {
  readonly url: string;
  readonly dbUrl: string;
  readonly g: Generated;
  readonly server: Child;
  login(email: string): Promise<string>;
  loginLearners(n: number): Promise<{ id: number; token: string }[]>;
  tokens: { admin: string; teacher: string; heavy: string };
}

export async function login(url: string, email: string, password = BENCH_PASSWORD): Promise<string> {
  const res = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`login ${email}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { token: string }).token;
}

/**
 * One test file's portal: a fresh database on the suite's PostgreSQL server, the bench generator's data at a
 * small scale, and the production build started on it.
 */
export function usePortal(
  opts: { scale?: number; env?: Record<string, string>; adminUrl?: () => string } = {},
): Portal {
  const state: {
    dbName?: string;
    dbUrl?: string;
    g?: Generated;
    server?: Child;
    tokens?: Portal['tokens'];
  } = {};
  const adminUrl = () => (opts.adminUrl ? opts.adminUrl() : inject('pgAdminUrl'));
  beforeAll(async () => {
    const db = await createDatabase('portal_rel', adminUrl());
    state.dbName = db.name;
    state.dbUrl = db.url;
    await migrate(db.url);
    state.g = await generate(db.url, scaledSizes(opts.scale ?? 0.02));
    state.server = await startPortal({
      build: { serverMain: inject('serverMain'), webDist: inject('webDist'), remove: () => {} },
      databaseUrl: db.url,
      env: opts.env,
    });
    const url = state.server.url;
    const [admin, teacher, heavy] = await Promise.all(
      [ADMIN_EMAIL, TEACHER_EMAIL, HEAVY_EMAIL].map((e) => login(url, e)),
    );
    state.tokens = { admin, teacher, heavy };
  });
  afterAll(async () => {
    await state.server?.stop();
    if (state.dbName) await dropDatabase(state.dbName, adminUrl()).catch(() => {});
  });
  return {
    get url() {
      return state.server!.url;
    },
    get dbUrl() {
      return state.dbUrl!;
    },
    get g() {
      return state.g!;
    },
    get server() {
      return state.server!;
    },
    get tokens() {
      return state.tokens!;
    },
    login: (email) => login(state.server!.url, email),
    async loginLearners(n) {
      const g = state.g!;
      const count = Math.min(n, g.benchLearnerIds.to - g.benchLearnerIds.from + 1);
      const out: { id: number; token: string }[] = new Array(count);
      for (let i = 0; i < count; i += 8)
        await Promise.all(
          Array.from({ length: Math.min(8, count - i) }, async (_, k) => {
            out[i + k] = {
              id: g.benchLearnerIds.from + i + k,
              token: await login(state.server!.url, learnerEmail(i + k)),
            };
          }),
        );
      return out;
    },
  };
}

/** A stack trace or an internal error detail leaking into a response body. */
export function leaksInternals(body: string): string | null {
  const patterns: [RegExp, string][] = [
    [/\n\s+at [^\n]+:\d+:\d+/, 'stack trace'],
    [/"stack"\s*:\s*"[^"]*\bat\b/, 'stack property'],
    [/node_modules\//, 'module path'],
    [/\/(work|home|usr|tmp)\/[^"\s]+\.(m?js|ts)\b/, 'source path'],
    [
      /(syntax error at or near|violates (foreign key|unique|not-null|check) constraint|invalid input syntax for)/i,
      'database error',
    ],
  ];
  for (const [re, what] of patterns) if (re.test(body)) return what;
  return null;
}
