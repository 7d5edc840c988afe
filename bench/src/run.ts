/**
 * `npm run bench`: generates a large database on the local PostgreSQL, starts the production build on it and
 * measures each scenario under HTTP load (autocannon) side by side with its baselines in the same run:
 *  - the same SQL through pgbench (the statements the server sent for one request, captured, replayed by
 *    pgbench with the same parameters; user ids, card ids and unique keys varied as under HTTP load), and
 *  - a bare Fastify route returning a constant JSON (the framework's ceiling on this machine).
 * Then Lighthouse on four learner pages. Prints a table and writes bench/results/latest.json.
 *
 *   npm run bench                      # default size (2,000 categories, 100,000 cards, ...), 10 s per scenario
 *   npm run bench -- --short           # smoke check: small data, 2 s per scenario (CI); not a timed pass/fail
 *   options: --scale N --seconds N --only tree,progress --no-lighthouse --keep-db --url postgres://…/db
 *            --instances N (N servers on the one database, connections split among them as a load balancer would)
 *            --redis (a local redis-server for rate limits and the progress cache, as REDIS_URL)
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  BENCH_PASSWORD,
  generate,
  HEAVY_EMAIL,
  learnerEmail,
  migrate,
  scaledSizes,
  type Generated,
} from './generate.js';
import { createDatabase, dropDatabase } from './lib/pg.js';
import { freePort, repoRoot, snapshotBuild, startNode, startPortal, type Child } from './lib/proc.js';
import { runLoad, type LoadRequest, type LoadResult } from './lib/load.js';
import { buildScript, pgbenchPath, runPgbench, type Captured, type PgbenchResult } from './lib/pgbench.js';
import { SCENARIOS, type Ctx, type Learners } from './scenarios.js';
import { benchImport } from './import-bench.js';
import { runLighthouse, type LighthouseResult } from './lighthouse.js';
import { benchEmbedded, type EmbeddedResult } from './embedded.js';

const { values: args } = parseArgs({
  options: {
    short: { type: 'boolean', default: false },
    scale: { type: 'string' },
    seconds: { type: 'string' },
    warmup: { type: 'string' },
    learners: { type: 'string' },
    only: { type: 'string' },
    'no-lighthouse': { type: 'boolean', default: false },
    'no-embedded': { type: 'boolean', default: false },
    'keep-db': { type: 'boolean', default: false },
    url: { type: 'string' },
    out: { type: 'string' },
    instances: { type: 'string' },
    redis: { type: 'boolean', default: false },
    'import-notes': { type: 'string' },
  },
});

const short = args.short;
const scale = Number(args.scale ?? (short ? 0.02 : 1));
const seconds = Number(args.seconds ?? (short ? 2 : 10));
const warmup = Number(args.warmup ?? (short ? 0 : 2));
const learnerCount = Number(args.learners ?? (short ? 10 : 50));
const only = args.only ? new Set(args.only.split(',')) : null;
const POOL_SIZE = 10; // the server's default DATABASE_POOL_SIZE: at most this many queries run at once
const instances = Number(args.instances ?? 1);
/** notes of the Anki package whose import is timed (issue 19: 10,000; fewer in the short smoke run) */
const importNotes = Number(args['import-notes'] ?? (short ? 1500 : 10_000));

const log = (m: string) => console.log(`[bench] ${m}`);

interface ScenarioResult {
  name: string;
  route: string;
  skipped?: string;
  http?: LoadResult;
  pgbench?: PgbenchResult & { statements: number };
  ratioToPgbench?: number;
  ratioToBare?: number;
  peakRssMb?: number;
  targets?: { p95Ms?: number; minPgbenchRatio?: number };
  targetNotes?: string[];
}

async function loginAll(url: string, g: Generated, n: number): Promise<Learners> {
  const login = async (email: string) => {
    const res = await fetch(`${url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: BENCH_PASSWORD }),
    });
    if (!res.ok) throw new Error(`login ${email}: ${res.status} ${await res.text()}`);
    return ((await res.json()) as { token: string }).token;
  };
  const count = Math.min(n, g.benchLearnerIds.to - g.benchLearnerIds.from + 1);
  const tokens: string[] = new Array(count);
  for (let i = 0; i < count; i += 4)
    await Promise.all(
      Array.from({ length: Math.min(4, count - i) }, async (_, k) => {
        tokens[i + k] = await login(learnerEmail(i + k));
      }),
    );
  return {
    tokens,
    ids: tokens.map((_, i) => g.benchLearnerIds.from + i),
    heavyToken: await login(HEAVY_EMAIL),
  };
}

async function send(url: string, r: LoadRequest) {
  const res = await fetch(url + r.path, {
    method: r.method,
    headers: { ...(r.body ? { 'content-type': 'application/json' } : {}), ...r.headers },
    body: r.body,
  });
  return { status: res.status, body: await res.text() };
}

async function routesOf(url: string): Promise<Set<string>> {
  const doc = (await (await fetch(`${url}/api/docs/json`)).json()) as { paths: Record<string, object> };
  const routes = new Set<string>();
  for (const [p, ops] of Object.entries(doc.paths))
    for (const m of Object.keys(ops)) routes.add(`${m.toUpperCase()} ${p}`);
  return routes;
}

const fmt = (n: number | undefined, digits = 0) =>
  n === undefined || !Number.isFinite(n)
    ? '–'
    : n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

function printTable(results: ScenarioResult[], bare: LoadResult | null) {
  const head = [
    'scenario',
    'conns',
    'req/s',
    'p50 ms',
    'p95 ms',
    'p99 ms',
    'errors',
    'pgbench tx/s',
    'pg p95 ms',
    'API/pgbench',
    'API/bare',
    'peak RSS MB',
  ];
  const rows: string[][] = [];
  if (bare)
    rows.push([
      'bare fastify',
      String(bare.connections),
      fmt(bare.rps),
      fmt(bare.latency.p50, 1),
      fmt(bare.latency.p95, 1),
      fmt(bare.latency.p99, 1),
      String(bare.errors + bare.non2xx),
      '–',
      '–',
      '–',
      '1.00',
      '–',
    ]);
  for (const r of results) {
    if (r.skipped) {
      rows.push([r.name, '', `skipped: ${r.skipped}`, '', '', '', '', '', '', '', '', '']);
      continue;
    }
    const h = r.http!;
    rows.push([
      r.name,
      String(h.connections),
      fmt(h.rps),
      fmt(h.latency.p50, 1),
      fmt(h.latency.p95, 1),
      fmt(h.latency.p99, 1),
      String(h.errors + h.non2xx),
      r.pgbench ? `${fmt(r.pgbench.tps)} (${r.pgbench.clients}c)` : '–',
      r.pgbench ? fmt(r.pgbench.latency.p95, 1) : '–',
      r.ratioToPgbench !== undefined ? fmt(r.ratioToPgbench, 2) : '–',
      r.ratioToBare !== undefined ? fmt(r.ratioToBare, 3) : '–',
      fmt(r.peakRssMb),
    ]);
  }
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  console.log('\n' + line(head));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const r of rows) console.log(line(r));
}

/** The figures of issue 22's table, each next to its target. */
function printSummary(
  results: ScenarioResult[],
  peakRssMb: number,
  lighthouse: LighthouseResult[],
  embedded: EmbeddedResult | { error: string },
) {
  const of = (name: string) => results.find((r) => r.name === name && !r.skipped);
  const pair = (a: number | undefined, b: number | undefined, digits: number) =>
    `${fmt(a, digits)} / ${fmt(b, digits)}`;
  const rows: [string, string, string][] = [
    ['answer ÷ pgbench of its SQL', fmt(of('answer')?.ratioToPgbench, 2), '≥ 0.65'],
    [
      'tree / progress ÷ bare Fastify',
      pair(of('tree')?.ratioToBare, of('progress')?.ratioToBare, 3),
      '≥ 0.25',
    ],
    [
      'lessons / cart ÷ pgbench',
      pair(of('lessons')?.ratioToPgbench, of('cart')?.ratioToPgbench, 2),
      '≥ 0.30',
    ],
    [
      'tree / progress p95 at 50 connections (ms)',
      pair(of('tree')?.http?.latency.p95, of('progress')?.http?.latency.p95, 1),
      '≤ 10',
    ],
    [
      `learner JS, gzipped KB (${lighthouse.map((l) => l.page).join(', ')})`,
      lighthouse.map((l) => fmt(l.scriptKb, 1)).join(' / ') || '–',
      '≤ 200 each',
    ],
    [
      'Lighthouse performance (same pages)',
      lighthouse.map((l) => l.performance ?? '–').join(' / ') || '–',
      '≥ 95 each',
    ],
    ['server peak RSS under the bench, PostgreSQL (MB)', fmt(peakRssMb), '≤ 200'],
    [
      'embedded (PGlite, demo data) RSS MB: first start / start / peak under learners / after',
      'error' in embedded
        ? embedded.error
        : `${embedded.firstStartRssMb} / ${embedded.startRssMb} / ${embedded.loadPeakRssMb} / ${embedded.afterLoadRssMb} (${embedded.learners} learners, ${fmt(embedded.load.rps)} req/s, ${embedded.load.errors + embedded.load.non2xx} errors)`,
      '≤ 350',
    ],
  ];
  console.log('\nIssue 22 figures (value | target):');
  const width = Math.max(...rows.map((r) => r[0].length));
  for (const [k, v, target] of rows) console.log(`  ${k.padEnd(width)}  ${v}  | ${target}`);
}

async function main() {
  pgbenchPath();
  const build = snapshotBuild();

  const sizes = scaledSizes(scale);
  const created = args.url ? null : await createDatabase();
  const url = args.url ?? created!.url;
  let bareServer: Child | null = null;
  let servers: Child[] = [];
  let redis: ChildProcess | null = null;
  const captureDir = path.join(os.tmpdir(), `portal-bench-capture-${process.pid}`);
  mkdirSync(captureDir, { recursive: true });
  try {
    log(`database ${url.replace(/^.*\//, '')}: migrating and generating (scale ${scale})`);
    await migrate(url);
    const g = await generate(url, sizes, log);

    // --- capture: the SQL of one request per scenario, from a server with the recording hook -----------
    const captureFile = path.join(captureDir, 'sql.jsonl');
    // the route list comes from the API document, which production serves to admins only unless published
    const capture = await startPortal({
      build,
      databaseUrl: url,
      captureFile,
      env: { API_DOCS_PUBLIC: '1' },
    });
    const routes = await routesOf(capture.url);
    log(`logging in ${learnerCount} learners and the heavy learner`);
    const learners = await loginAll(capture.url, g, learnerCount);
    const ctx: Ctx = { g, learners };
    const scripts = new Map<string, ReturnType<typeof buildScript>>();
    const results: ScenarioResult[] = [];
    const selected = SCENARIOS.filter((s) => !only || only.has(s.name));
    for (const s of selected) {
      if (!routes.has(s.route)) {
        results.push({ name: s.name, route: s.route, skipped: `route ${s.route} not in the API yet` });
        continue;
      }
      const sample = s.sample(ctx);
      const warm = await send(capture.url, sample.request); // warm caches: capture the steady state
      if (warm.status >= 300) {
        results.push({
          name: s.name,
          route: s.route,
          skipped: `sample request gave ${warm.status}: ${warm.body.slice(0, 200)}`,
        });
        continue;
      }
      for (const r of sample.then ?? []) await send(capture.url, r);
      const again = s.name === 'login' || s.name.startsWith('answer') ? s.sample(ctx) : sample; // a new key / token
      const before = existsSync(captureFile) ? readFileSync(captureFile, 'utf8').length : 0;
      const res = await send(capture.url, again.request);
      for (const r of again.then ?? []) await send(capture.url, r);
      const statements = readFileSync(captureFile, 'utf8')
        .slice(before)
        .split('\n')
        .filter(Boolean)
        .map((l) => JSON.parse(l) as Captured);
      try {
        scripts.set(s.name, buildScript(statements, again.dynamic(res.body)));
      } catch (e) {
        log(`${s.name}: no pgbench script (${(e as Error).message})`);
      }
      results.push({ name: s.name, route: s.route, targets: s.targets });
    }
    await capture.stop();

    // --- the framework's ceiling ---------------------------------------------------------------------
    const barePort = await freePort();
    bareServer = await startNode({
      args: [path.join(repoRoot, 'bench/src/bare-server.mjs')],
      env: { PORT: String(barePort), NODE_ENV: 'production' },
      port: barePort,
      readyPath: '/api/health',
    });
    const bareLoad = () =>
      runLoad({
        url: bareServer!.url,
        connections: 50,
        seconds,
        next: () => ({ method: 'GET', path: '/bare' }),
      });
    if (warmup)
      await runLoad({
        url: bareServer.url,
        connections: 50,
        seconds: warmup,
        next: () => ({ method: 'GET', path: '/bare' }),
      });
    log('bare fastify');
    const bare = await bareLoad();
    await bareServer.stop();
    bareServer = null;

    // --- the portal under load, scenario by scenario, each followed by its pgbench baseline -------------
    const env: Record<string, string> = {
      STORAGE_DIR: path.join(os.tmpdir(), `portal-bench-storage-${process.pid}`),
    };
    if (args.redis) {
      const port = await freePort();
      redis = spawn(
        'redis-server',
        ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
        { stdio: 'ignore' },
      );
      await new Promise((r) => setTimeout(r, 500));
      env.REDIS_URL = `redis://127.0.0.1:${port}`;
      log(`redis-server on ${port}`);
    }
    servers = await Promise.all(
      Array.from({ length: instances }, () => startPortal({ build, databaseUrl: url, env })),
    );
    const server = servers[0];
    const urls = servers.map((x) => x.url);
    const peakRss = () => Math.max(...servers.map((x) => x.peakRssKb())) / 1024;
    for (const r of results) {
      if (r.skipped) continue;
      const s = SCENARIOS.find((x) => x.name === r.name)!;
      const next = s.next(ctx);
      const steps = typeof next === 'function' ? 1 : next.steps.length;
      if (warmup) await runLoad({ url: urls, connections: s.connections, seconds: warmup, next });
      log(`${s.name}: ${s.connections} connections, ${seconds} s`);
      r.http = await runLoad({ url: urls, connections: s.connections, seconds, next });
      r.peakRssMb = peakRss();
      const dead = servers.find((x) => x.exited());
      if (dead) throw new Error(`a server died during ${s.name}:\n${dead.output()}`);
      const script = scripts.get(s.name);
      if (script) {
        const clients = Math.min(s.connections, POOL_SIZE * instances);
        log(
          `${s.name}: pgbench, ${script.statements} statements per transaction, ${clients} clients, ${seconds} s`,
        );
        const pgb = await runPgbench({ url, script, clients, seconds });
        r.pgbench = { ...pgb, statements: script.statements };
        // A pgbench transaction is the whole sequence of a scenario's requests.
        if (pgb.tps > 0) r.ratioToPgbench = r.http.rps / steps / pgb.tps;
        if (pgb.errors.length) log(`${s.name}: pgbench errors: ${pgb.errors.join(' | ')}`);
      }
      r.ratioToBare = r.http.rps / bare.rps;
      const notes: string[] = [];
      const errs = r.http.errors + r.http.non2xx;
      if (errs)
        notes.push(`${errs} errors (${JSON.stringify(r.http.statuses)}; ${r.http.sampleErrors.join(' | ')})`);
      if (s.targets?.p95Ms !== undefined)
        notes.push(
          `p95 ${fmt(r.http.latency.p95, 1)} ms ${r.http.latency.p95 < s.targets.p95Ms ? '<' : '≥'} target ${s.targets.p95Ms} ms`,
        );
      if (s.targets?.minPgbenchRatio !== undefined && r.ratioToPgbench !== undefined)
        notes.push(
          `API/pgbench ${fmt(r.ratioToPgbench, 2)} ${r.ratioToPgbench >= s.targets.minPgbenchRatio ? '≥' : '<'} target ${s.targets.minPgbenchRatio}`,
        );
      r.targetNotes = notes;
    }
    const peakRssMb = peakRss();

    // --- Import of an Anki package ----------------------------------------------------------------------
    log(`import: an Anki package of ${importNotes} notes`);
    const importResult = await benchImport(server.url, url, importNotes);

    // --- Lighthouse on the learner pages --------------------------------------------------------------
    let lighthouse: LighthouseResult[] | { error: string } = { error: 'skipped (--no-lighthouse)' };
    if (!args['no-lighthouse']) {
      log('lighthouse: /flashcard, /content/theory, /lessons, /shop');
      try {
        lighthouse = await runLighthouse(server.url, learners.tokens[0]);
      } catch (e) {
        lighthouse = { error: (e as Error).message };
      }
    }
    await Promise.all(servers.map((x) => x.stop()));
    servers = [];

    // --- The embedded default (PGlite, demo data), with the PostgreSQL servers stopped --------------------
    let embedded: EmbeddedResult | { error: string } = { error: 'skipped (--no-embedded)' };
    if (!args['no-embedded']) {
      try {
        embedded = await benchEmbedded(build, { learners: short ? 10 : 50, seconds, log });
      } catch (e) {
        embedded = { error: (e as Error).message };
      }
    }

    printTable(results, bare);
    console.log(
      `\n${instances > 1 ? `${instances} instances, ` : ''}${args.redis ? 'with Redis, ' : ''}server peak RSS (VmHWM): ${fmt(peakRssMb)} MB${instances > 1 ? ' (largest instance)' : ''} (target < 250 MB)`,
    );
    for (const r of results) if (r.targetNotes?.length) console.log(`${r.name}: ${r.targetNotes.join('; ')}`);
    console.log(
      `\nimport: an Anki package of ${importResult.notes.toLocaleString('en')} notes (${importResult.packageKb} KB, written by the portal's export in ${fmt(importResult.exportSeconds, 1)} s) imported in ${fmt(importResult.importSeconds, 1)} s (${importResult.mode}, ${importResult.notesPerSecond} notes/s)`,
    );
    if (Array.isArray(lighthouse)) {
      console.log('\nLighthouse (target ≥ 90):');
      for (const l of lighthouse)
        console.log(
          `  ${l.page.padEnd(16)} performance ${l.performance ?? '–'}  accessibility ${l.accessibility ?? '–'}${l.error ? `  (${l.error})` : ''}`,
        );
    } else console.log(`\nLighthouse: ${lighthouse.error}`);
    printSummary(results, peakRssMb, Array.isArray(lighthouse) ? lighthouse : [], embedded);

    const commit = spawnSync('git', ['rev-parse', '--short', 'HEAD'], {
      cwd: repoRoot,
      encoding: 'utf8',
    }).stdout.trim();
    const report = {
      date: new Date().toISOString(),
      commit,
      mode: short ? 'short' : 'full',
      instances,
      redis: args.redis,
      machine: {
        cpus: os.cpus().length,
        model: os.cpus()[0]?.model,
        memoryGb: Math.round(os.totalmem() / 2 ** 30),
        node: process.version,
      },
      secondsPerScenario: seconds,
      sizes,
      generated: { seconds: g.seconds, counts: g.counts, heavyLearner: g.heavy },
      bare,
      scenarios: results,
      peakRssMb,
      import: importResult,
      lighthouse,
      embedded,
      notes: [
        'Server: production build, NODE_ENV=production with placeholder SMTP/Stripe settings, DEMO=0, pool of 10 connections.',
        'pgbench replays the SQL the server sent for one request of the scenario (captured), prepared statements (-M prepared), clients = min(HTTP connections, pool size).',
        'autocannon, the server, PostgreSQL and pgbench share the same cores; numbers are ratios within one run.',
      ],
    };
    const variant = `${instances > 1 ? `-${instances}x` : ''}${args.redis ? '-redis' : ''}`;
    const out =
      args.out ?? path.join(repoRoot, 'bench/results', `${short ? 'short' : 'latest'}${variant}.json`);
    mkdirSync(path.dirname(out), { recursive: true });
    writeFileSync(out, JSON.stringify(report, null, 2) + '\n');
    const scriptsOut = out.replace(/\.json$/, '.pgbench.sql');
    writeFileSync(
      scriptsOut,
      '-- The pgbench scripts of this run: the SQL the server sent for one request of each scenario.\n' +
        '-- Parameters :sNpM were passed with -D (values omitted here); :uid, :cid, :key, :th vary per transaction.\n\n' +
        [...scripts].map(([k, v]) => `-- ${k}\n${v.script}`).join('\n'),
    );
    log(`wrote ${path.relative(repoRoot, out)} and ${path.relative(repoRoot, scriptsOut)}`);
  } finally {
    await bareServer?.stop();
    await Promise.all(servers.map((x) => x.stop()));
    redis?.kill();
    if (created && !args['keep-db']) await dropDatabase(created.name);
    else if (created) log(`kept ${url}`);
    rmSync(captureDir, { recursive: true, force: true });
    build.remove();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
