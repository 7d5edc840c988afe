import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const taken = new Set<number>();

function tryListen(port: number): Promise<number | null> {
  return new Promise((resolve) => {
    const srv = net.createServer();
    srv.unref();
    srv.once('error', () => resolve(null));
    srv.listen(port, '127.0.0.1', () => {
      const p = (srv.address() as net.AddressInfo).port;
      srv.close(() => resolve(p));
    });
  });
}

/**
 * A free TCP port: the first free one of BENCH_PORTS (default 3110-3119, this area's range on the shared
 * development machine), else any port the system hands out.
 */
export async function freePort(): Promise<number> {
  const [lo, hi] = (process.env.BENCH_PORTS ?? '3110-3119').split('-').map(Number);
  for (let p = lo; p <= hi; p++) {
    if (taken.has(p)) continue;
    if ((await tryListen(p)) !== null) {
      taken.add(p);
      return p;
    }
  }
  const p = (await tryListen(0))!;
  taken.add(p);
  return p;
}

/** Peak (VmHWM) and current (VmRSS) resident memory of a process in kB, from /proc. */
export function memoryOf(pid: number): { peakKb: number; rssKb: number } | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const num = (key: string) => Number(new RegExp(`^${key}:\\s+(\\d+)`, 'm').exec(status)?.[1] ?? 0);
    return { peakKb: num('VmHWM'), rssKb: num('VmRSS') };
  } catch {
    return null;
  }
}

export interface Child {
  readonly pid: number;
  readonly url: string;
  readonly port: number;
  output(): string;
  exited(): boolean;
  /** The exit code once the process has exited by itself (null while it runs or when a signal ended it). */
  exitCode(): number | null;
  /** Highest VmHWM seen (kB); sampled by the poller and on every call. */
  peakRssKb(): number;
  stop(): Promise<void>;
}

export async function waitForHttp(url: string, child: ChildProcess, log: () => string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`process exited early (${child.exitCode}):\n${log()}`);
    try {
      const res = await fetch(url);
      if (res.status < 500) return;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`${url} did not answer within ${timeoutMs / 1000} s:\n${log()}`);
    }
    await new Promise((r) => setTimeout(r, 150));
  }
}

/** Spawns a node process listening on `port` and waits until `readyPath` answers. */
export async function startNode(opts: {
  args: string[];
  env: Record<string, string | undefined>;
  port: number;
  readyPath: string;
  timeoutMs?: number;
}): Promise<Child> {
  let log = '';
  const child = spawn(process.execPath, opts.args, {
    cwd: repoRoot,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...opts.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (d: Buffer) => {
    log += d;
    if (log.length > 200_000) log = log.slice(-100_000);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const url = `http://127.0.0.1:${opts.port}`;
  await waitForHttp(url + opts.readyPath, child, () => log, opts.timeoutMs);
  let peak = 0;
  const sample = () => {
    const m = child.pid ? memoryOf(child.pid) : null;
    if (m) peak = Math.max(peak, m.peakKb);
    return peak;
  };
  const poller = setInterval(sample, 500);
  poller.unref();
  return {
    pid: child.pid!,
    url,
    port: opts.port,
    output: () => log,
    exited: () => child.exitCode !== null || child.signalCode !== null,
    exitCode: () => child.exitCode,
    peakRssKb: sample,
    async stop() {
      sample();
      clearInterval(poller);
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
        if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      }
    },
  };
}

export interface Build {
  serverMain: string;
  webDist: string;
  remove(): void;
}

/**
 * A private copy of the production build (apps/server/dist and apps/web/dist), so that a rebuild by someone
 * else in the same working tree cannot swap the files under a running benchmark. It lives below
 * node_modules/.cache so the bundle still resolves its npm dependencies from the repository.
 */
export function snapshotBuild(): Build {
  const server = path.join(repoRoot, 'apps/server/dist');
  const web = path.join(repoRoot, 'apps/web/dist');
  for (const f of [path.join(server, 'main.js'), path.join(web, 'index.html')])
    if (!existsSync(f))
      throw new Error(`${path.relative(repoRoot, f)} is missing: run \`npm run build\` first.`);
  const dir = path.join(repoRoot, 'node_modules/.cache/portal-bench', `build-${process.pid}-${Date.now()}`);
  cpSync(server, path.join(dir, 'server'), { recursive: true });
  cpSync(web, path.join(dir, 'web'), { recursive: true });
  return {
    serverMain: path.join(dir, 'server/main.js'),
    webDist: path.join(dir, 'web'),
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}

/**
 * The Node flags and environment of `npm run serve` (root package.json), so the server is measured as it runs in
 * production: a young generation of 4 MiB semi-spaces instead of 16 keeps the peak memory about 30 MB lower under
 * load, at the same throughput (measured with the bench). An old generation capped at 1 GB makes V8 collect at
 * about 1.6 times the live heap instead of up to 4 times (its growing factor on a machine with much memory): with
 * imports running, the main heap stayed near 110 MB instead of climbing to 230 MB (issue 28). Two glibc malloc
 * arenas instead of up to 8 per core keep the memory that libvips and the worker threads free reusable instead of
 * spread over arenas that are never given back (about 80 MB less at the peak of bench/reliability/imports.test.ts).
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=4', '--max-old-space-size=1024'];
export const SERVER_ENV = { MALLOC_ARENA_MAX: '2' };

/**
 * The production build of the portal (apps/server/dist/main.js) on PostgreSQL. It runs with NODE_ENV=production
 * and placeholder SMTP and Stripe settings (nothing in the benchmarked routes sends mail or talks to Stripe), so
 * the code paths are the production ones; demo data is off.
 */
export async function startPortal(opts: {
  build: Build;
  databaseUrl: string;
  port?: number;
  env?: Record<string, string>;
  captureFile?: string;
}): Promise<Child> {
  const port = opts.port ?? (await freePort());
  const args = [...SERVER_NODE_FLAGS];
  if (opts.captureFile) args.push('--import', path.join(repoRoot, 'bench/src/capture-sql.mjs'));
  args.push(opts.build.serverMain);
  return startNode({
    args,
    port,
    readyPath: '/api/health',
    env: {
      ...SERVER_ENV,
      NODE_ENV: 'production',
      DEMO: '0',
      HOST: '127.0.0.1',
      PORT: String(port),
      APP_URL: `http://127.0.0.1:${port}`,
      ALLOW_HTTP_APP_URL: '1',
      DATABASE_URL: opts.databaseUrl,
      WEB_DIST: opts.build.webDist,
      STORAGE_DIR: path.join(os.tmpdir(), `portal-bench-storage-${port}`),
      LOG_LEVEL: 'warn',
      RATE_LIMIT_AUTH_MAX: '100000000',
      SMTP_URL: 'smtp://127.0.0.1:9',
      STRIPE_SECRET_KEY: 'sk_test_bench_placeholder',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_bench_placeholder',
      STRIPE_WEBHOOK_SECRET: 'whsec_bench_placeholder',
      FILE_SIGNING_SECRET: 'bench-placeholder-file-signing-secret-0123456789',
      BENCH_CAPTURE_FILE: opts.captureFile,
      ...opts.env,
    },
  });
}
