/**
 * Hostile input on every route of the OpenAPI document (/api/docs/json): schema-derived invalid values (wrong
 * types, out of range, huge strings, unicode edge cases, negative and huge ids), SQL and HTML injection,
 * malformed JSON and multipart, as an anonymous visitor, a learner and an admin. No response may be a 5xx or
 * carry a stack trace or database error, every refusal is the API's JSON error, and the data is unchanged.
 */
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import pg from 'pg';
import { ACCESS_TABLE, type Access } from '../../apps/server/src/auth/access-table.js';
import { learnerEmail } from '../src/generate.js';
import { leaksInternals, usePortal } from './lib/portal.js';
import { triage, type KnownDefect } from './lib/known.js';
import {
  HTML_INJECTION,
  isFreeText,
  requestsFor,
  SQL_INJECTION,
  UNICODE,
  type HostileRequest,
  type Operation,
  type Param,
  type Schema,
} from './lib/hostile.js';

/** Caches may be rebuilt by any read, and a cache job started with an ignored bad `wait` only logs its run: not data. */
// cache_generations: the categories' change counter, bumped by a statement trigger on every write statement to
// categories (also one that changes no row), so it is cache bookkeeping like the others
const CACHE_TABLES = new Set(['progress_cache', 'category_counts', 'cache_jobs', 'cache_generations']);

interface Snapshot {
  /** table → primary key → md5 of the row */
  rows: Map<string, Map<string, string>>;
}

async function snapshot(dbUrl: string): Promise<Snapshot> {
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  try {
    const { rows: tables } = await client.query<{ table_name: string; pk: string[] | null }>(`
      SELECT t.table_name,
        (SELECT array_agg(k.column_name::text ORDER BY k.ordinal_position)
           FROM information_schema.table_constraints c
           JOIN information_schema.key_column_usage k ON k.constraint_name = c.constraint_name AND k.table_schema = c.table_schema
          WHERE c.table_schema = 'public' AND c.table_name = t.table_name AND c.constraint_type = 'PRIMARY KEY') AS pk
      FROM information_schema.tables t WHERE t.table_schema = 'public' AND t.table_type = 'BASE TABLE'`);
    const rows = new Map<string, Map<string, string>>();
    for (const { table_name: table, pk } of tables) {
      if (CACHE_TABLES.has(table)) continue;
      const key = pk?.length ? pk.map((c) => `"${c}"`).join(` || '|' || `) : 'ctid::text';
      // updated_at is bookkeeping: an update that changes nothing (an empty profile update) may still touch it;
      // so is a token's last_used_at, which a request refreshes once a minute (a long run crosses that minute), and
      // a user's link_generation, which every logout advances (the hostile run logs out with junk bodies too).
      const { rows: data } = await client.query<{ k: string; h: string }>(
        `SELECT (${key})::text AS k, md5((to_jsonb(t) - 'updated_at' - 'last_used_at' - 'link_generation')::text) AS h FROM "${table}" t`,
      );
      rows.set(table, new Map(data.map((r) => [r.k, r.h])));
    }
    return { rows };
  } finally {
    await client.end();
  }
}

/** A cheap fingerprint of the whole database (row counts and the users' last update), for HOSTILE_TRACE. */
function fingerprint(dbUrl: string) {
  return async () => {
    const client = new pg.Client({ connectionString: dbUrl });
    await client.connect();
    try {
      const { rows } = await client.query(
        `SELECT (SELECT count(*) FROM categories) c, (SELECT count(*) FROM cards) k, (SELECT count(*) FROM contents) n,
                (SELECT count(*) FROM uploaded_files) f, (SELECT max(updated_at)::text FROM users) u, (SELECT count(*) FROM lessons) l`,
      );
      return JSON.stringify(rows[0]);
    } finally {
      await client.end();
    }
  };
}

/** Differences between two snapshots: rows added, removed and changed per table. */
function diff(a: Snapshot, b: Snapshot) {
  const out: Record<string, { added: number; removed: number; changed: number; sample?: string }> = {};
  for (const [table, before] of a.rows) {
    const after = b.rows.get(table) ?? new Map<string, string>();
    let added = 0;
    let removed = 0;
    let changed = 0;
    let sample: string | undefined;
    for (const [k, h] of before) {
      const h2 = after.get(k);
      if (h2 === undefined) removed++;
      else if (h2 !== h) {
        changed++;
        sample ??= k;
      }
    }
    for (const k of after.keys()) if (!before.has(k)) added++;
    if (added || removed || changed) out[table] = { added, removed, changed, sample };
  }
  return out;
}

function operations(doc: {
  paths: Record<
    string,
    Record<string, { parameters?: Param[]; requestBody?: { content?: Record<string, { schema?: Schema }> } }>
  >;
}): Operation[] {
  const ops: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths))
    for (const [method, op] of Object.entries(methods))
      ops.push({
        method: method.toUpperCase(),
        path,
        params: op.parameters ?? [],
        body: op.requestBody?.content?.['application/json']?.schema,
      });
  return ops;
}

/** Routes that act without any input (they take none): only sent by those refused before they act. */
const ACTS_WITHOUT_INPUT = new Set([
  'POST /api/calendar/token',
  'POST /api/categories/chapters',
  'POST /api/categories/chapters/',
]);

const accessOf = (op: Operation): Access | undefined =>
  ACCESS_TABLE[`${op.method} ${op.path.replace(/\{(\w+)\}/g, ':$1')}`];

interface Failure {
  who: string;
  req: HostileRequest;
  status: number;
  body: string;
  problem: string;
}

const timing = new Map<string, { n: number; ms: number }>();

async function sendAll(
  url: string,
  who: string,
  reqs: HostileRequest[],
  failures: Failure[],
  statuses: Record<string, number>,
  /** Diagnosis (HOSTILE_TRACE=1): one request at a time, reporting each that changed this fingerprint of the data. */
  trace?: () => Promise<string>,
) {
  let next = 0;
  let print = trace ? await trace() : '';
  const worker = async () => {
    while (next < reqs.length) {
      const req = reqs[next++];
      let status = 0;
      let body: string;
      const t0 = Date.now();
      try {
        const res = await fetch(url + req.path, {
          method: req.method,
          headers: req.headers,
          body: req.body as BodyInit | undefined,
          signal: AbortSignal.timeout(30_000),
        });
        status = res.status;
        body = await res.text();
      } catch (e) {
        body = String((e as Error).cause ?? e);
      }
      statuses[status] = (statuses[status] ?? 0) + 1;
      const route = `${req.method} ${req.path.split('?')[0].replace(/\/[^/]*\d[^/]*/g, '/:x')}`;
      const t = timing.get(route) ?? { n: 0, ms: 0 };
      t.n++;
      t.ms += Date.now() - t0;
      timing.set(route, t);
      const problem =
        status === 0
          ? 'no response'
          : status >= 500
            ? `status ${status}`
            : (leaksInternals(body) ??
              (status >= 400 && !isJsonError(body) ? 'not a JSON {message} error' : null));
      if (problem) failures.push({ who, req, status, body: body.slice(0, 300), problem });
      if (trace) {
        const now = await trace();
        if (now !== print)
          console.log(
            `[trace] ${who} ${req.method} ${req.path.slice(0, 80)} [${req.label}] → ${status}: ${print} → ${now}`,
          );
        print = now;
      }
    }
  };
  await Promise.all(Array.from({ length: trace ? 1 : 12 }, worker));
}

function isJsonError(body: string) {
  try {
    const v = JSON.parse(body) as { message?: unknown };
    return typeof v.message === 'string';
  } catch {
    return false;
  }
}

// Defects found by this run and since fixed: malformed multipart (500 → 400), NUL bytes (500 → 422).
const KNOWN: KnownDefect<Failure>[] = [
  {
    id: 'early-413-reset',
    what:
      'an oversize body is answered 413 from its Content-Length before it is read, and the connection closes; a ' +
      'client still sending may see the reset before the answer (an HTTP race, seen in CI since the upload ' +
      'routes document their bodies and get oversize requests too). The server stays up and stores nothing.',
    matches: (f) => f.status === 0 && /oversize|huge/i.test(f.req.label),
  },
];

const describeFailure = (f: Failure) =>
  `${f.who} ${f.req.method} ${f.req.path.slice(0, 80)} [${f.req.label}] → ${f.status}`;

const report = (failures: Failure[]) => {
  const file = path.join(os.tmpdir(), 'portal-hostile-failures.json');
  writeFileSync(
    file,
    JSON.stringify(
      failures.map((f) => ({ ...f, req: { ...f.req, body: String(f.req.body ?? '').slice(0, 200) } })),
      null,
      1,
    ),
  );
  return (
    `all ${failures.length} in ${file}\n` +
    failures
      .slice(0, 15)
      .map(
        (f) =>
          `${f.who} ${f.req.method} ${f.req.path.slice(0, 100)} [${f.req.label}] → ${f.problem}: ${f.body.slice(0, 200)}`,
      )
      .join('\n')
  );
};

describe('hostile input on every route', () => {
  const portal = usePortal({ scale: 0.01 });

  it('invalid values everywhere: no 5xx, no leak, JSON errors, no changed data', async () => {
    // in production the API document is for admins only (API_DOCS_PUBLIC unset)
    const doc = await (
      await fetch(`${portal.url}/api/docs/json`, {
        headers: { authorization: `Bearer ${portal.tokens.admin}` },
      })
    ).json();
    const ops = operations(doc);
    expect(ops.length).toBeGreaterThan(20);
    const learner = await portal.login(learnerEmail(0));
    const identities: [string, Record<string, string>, Access[]][] = [
      ['anonymous', {}, ['public']],
      ['learner', { authorization: `Bearer ${learner}` }, ['public', 'user']],
      ['admin', { authorization: `Bearer ${portal.tokens.admin}` }, ['teacher', 'admin']],
    ];
    const before = await snapshot(portal.dbUrl);
    const failures: Failure[] = [];
    const statuses: Record<string, number> = {};
    let total = 0;
    for (const [who, auth, full] of identities) {
      const reqs: HostileRequest[] = [];
      for (const op of ops) {
        const access = accessOf(op);
        const callable =
          who === 'anonymous'
            ? access === 'public'
            : who === 'learner'
              ? access === 'public' || access === 'user'
              : true;
        if (ACTS_WITHOUT_INPUT.has(`${op.method} ${op.path}`) && callable) continue;
        const all = requestsFor(op, auth);
        // Routes this identity may not call are refused before validation: a sample of the inputs is enough.
        reqs.push(...(access && !full.includes(access) ? all.filter((_, i) => i % 10 === 0) : all));
      }
      total += reqs.length;
      await sendAll(
        portal.url,
        who,
        reqs,
        failures,
        statuses,
        process.env.HOSTILE_TRACE ? fingerprint(portal.dbUrl) : undefined,
      );
    }
    const after = await snapshot(portal.dbUrl);
    console.log(
      '[hostile] slowest: ' +
        [...timing]
          .sort((a, b) => b[1].ms - a[1].ms)
          .slice(0, 8)
          .map(([r, t]) => `${r} ${t.n}× ${(t.ms / t.n).toFixed(0)} ms`)
          .join(', '),
    );
    console.log(
      `[hostile] ${ops.length} routes, ${total} requests, statuses ${JSON.stringify(statuses)}, ${failures.length} failures`,
    );
    const unexplained = triage(failures, KNOWN, describeFailure);
    expect(unexplained.length, report(unexplained)).toBe(0);
    expect(diff(before, after)).toEqual({});
    expect(portal.server.exited()).toBe(false);
  });

  it('injection payloads as free text are stored as text and act on nothing else', async () => {
    // in production the API document is for admins only (API_DOCS_PUBLIC unset)
    const doc = await (
      await fetch(`${portal.url}/api/docs/json`, {
        headers: { authorization: `Bearer ${portal.tokens.admin}` },
      })
    ).json();
    const ops = operations(doc).filter((op) => op.body?.properties);
    const learner = await portal.login(learnerEmail(1));
    const payloads = [...SQL_INJECTION, ...HTML_INJECTION, ...UNICODE];
    const before = await snapshot(portal.dbUrl);
    const failures: Failure[] = [];
    const statuses: Record<string, number> = {};
    const reqs: [string, HostileRequest][] = [];
    for (const op of ops) {
      const access = accessOf(op);
      const who = access === 'teacher' || access === 'admin' ? 'admin' : 'learner';
      const auth = { authorization: `Bearer ${who === 'admin' ? portal.tokens.admin : learner}` };
      const path = op.path.replace(/\{(\w+)\}/g, '2147483000'); // never an existing row
      for (const [name, schema] of Object.entries(op.body!.properties!)) {
        if (!isFreeText(schema) && Object.keys(schema).length) continue;
        for (const p of payloads)
          reqs.push([
            who,
            {
              label: `body ${name}`,
              method: op.method,
              path,
              headers: { ...auth, 'content-type': 'application/json' },
              body: JSON.stringify({ [name]: p }),
            },
          ]);
      }
    }
    for (const who of ['learner', 'admin'])
      await sendAll(
        portal.url,
        who,
        reqs.filter(([w]) => w === who).map(([, r]) => r),
        failures,
        statuses,
      );
    const after = await snapshot(portal.dbUrl);
    console.log(
      `[hostile] free text: ${reqs.length} requests, statuses ${JSON.stringify(statuses)}, ${failures.length} failures`,
    );
    const unexplained = triage(failures, KNOWN, describeFailure);
    expect(unexplained.length, report(unexplained)).toBe(0);
    // Rows may be added (a create with a payload as its title is a valid create) and the two actors' own user
    // rows may change (their profile); nothing that existed before is removed or changed.
    const d = diff(before, after);
    for (const [table, change] of Object.entries(d)) {
      expect(change.removed, `${table}: rows removed`).toBe(0);
      if (table === 'users')
        expect(change.changed, `${table}: ${JSON.stringify(change)}`).toBeLessThanOrEqual(2);
      else expect(change.changed, `${table}: ${JSON.stringify(change)}`).toBe(0);
    }
    expect(portal.server.exited()).toBe(false);
  });
});
