import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

export interface RunningServer {
  url: string;
  port: number;
  dataDir: string;
  output: () => string;
  stop(keepData?: boolean): Promise<void>;
  /** Starts it again after stop(true): same port (same origin for the browser), same data. */
  restart(): Promise<void>;
}

/** Starts the BUILT app (apps/server/dist + apps/web/dist) on a free port with a fresh PGlite folder and demo data. */
export async function startServer(
  env: Record<string, string> = {},
  opts: { template?: string } = {},
): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-'));
  // A data folder migrated and seeded once by the global setup: copying it is much faster than initdb + seed.
  if (opts.template && existsSync(opts.template)) cpSync(opts.template, dataDir, { recursive: true });
  let log = '';
  const url = `http://127.0.0.1:${port}`;
  let child = await spawnServer();
  async function spawnServer(): Promise<ChildProcess> {
    const child: ChildProcess = spawn(process.execPath, [path.join(repoRoot, 'apps/server/dist/main.js')], {
      cwd: repoRoot,
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        NODE_ENV: 'development',
        DEMO: '1',
        HOST: '127.0.0.1',
        PORT: String(port),
        APP_URL: `http://127.0.0.1:${port}`,
        PGLITE_DIR: path.join(dataDir, 'db'),
        STORAGE_DIR: path.join(dataDir, 'storage'),
        LOG_LEVEL: 'warn',
        RATE_LIMIT_AUTH_MAX: '1000',
        REGISTER_PER_SOURCE: '1000',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout!.on('data', (d) => (log += d));
    child.stderr!.on('data', (d) => (log += d));
    const deadline = Date.now() + 180_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`server exited early:\n${log}`);
      try {
        const res = await fetch(`${url}/api/health`);
        if (res.ok) break;
      } catch {
        /* not up yet */
      }
      if (Date.now() > deadline) {
        child.kill('SIGKILL');
        throw new Error(`server did not become healthy in 180 s:\n${log}`);
      }
      await new Promise((r) => setTimeout(r, 200));
    }
    return child;
  }
  return {
    url,
    port,
    dataDir,
    output: () => log,
    async stop(keepData = false) {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      if (!keepData) rmSync(dataDir, { recursive: true, force: true });
    },
    async restart() {
      if (child.exitCode === null && child.signalCode === null)
        throw new Error('restart: the server still runs');
      child = await spawnServer();
    },
  };
}
