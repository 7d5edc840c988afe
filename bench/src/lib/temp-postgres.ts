import { spawn, spawnSync, type SpawnOptions } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { findPgProgram } from './pg.js';
import { freePort } from './proc.js';

/**
 * A throw-away PostgreSQL server in a temporary folder (initdb + pg_ctl of the installed server) on a free
 * port, never the machine's shared server. initdb refuses to run as root, so as root the cluster belongs to
 * the `postgres` system user (Debian's package creates it; PG_TEMP_USER picks another) and every program
 * runs under that user's uid.
 */
export interface TempPostgres {
  url: string;
  port: number;
  dir: string;
  /** Starts the server and waits until it accepts connections. */
  start(): Promise<void>;
  /** 'immediate' is a crash (no checkpoint; recovery from the WAL on the next start). */
  stop(mode?: 'fast' | 'immediate'): Promise<void>;
  log(): string;
  destroy(): Promise<void>;
}

function systemUser(name: string): { uid: number; gid: number } {
  const line = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((l) => l.startsWith(`${name}:`));
  if (!line)
    throw new Error(
      `running as root, and there is no '${name}' user to own the temporary PostgreSQL cluster ` +
        `(initdb refuses root): install Debian's postgresql package or set PG_TEMP_USER`,
    );
  const [, , uid, gid] = line.split(':');
  return { uid: Number(uid), gid: Number(gid) };
}

function program(name: string): string {
  const p = findPgProgram(name);
  if (!p)
    throw new Error(
      `${name} not found: install PostgreSQL (Debian: apt-get install postgresql) or set PG_BIN`,
    );
  return p;
}

function run(cmd: string, args: string[], opts: SpawnOptions): Promise<{ code: number; out: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { ...opts, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout!.on('data', (d) => (out += d));
    child.stderr!.on('data', (d) => (out += d));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code: code ?? 1, out }));
  });
}

const live = new Set<TempPostgres>();
let exitHookInstalled = false;

export async function createTempPostgres(
  opts: { settings?: Record<string, string> } = {},
): Promise<TempPostgres> {
  const initdb = program('initdb');
  const pgCtl = program('pg_ctl');
  const asRoot = process.getuid?.() === 0;
  const owner = asRoot ? systemUser(process.env.PG_TEMP_USER ?? 'postgres') : null;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'portal-pg-'));
  if (owner) chownSync(dir, owner.uid, owner.gid);
  const dataDir = path.join(dir, 'data');
  const logFile = path.join(dir, 'server.log');
  const spawnOpts: SpawnOptions = {
    cwd: dir,
    env: { PATH: process.env.PATH, LANG: 'C.UTF-8', LC_ALL: 'C.UTF-8' },
    ...(owner ? { uid: owner.uid, gid: owner.gid } : {}),
  };
  const init = await run(
    initdb,
    ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync'],
    spawnOpts,
  );
  if (init.code !== 0) throw new Error(`initdb failed:\n${init.out}`);
  const port = await freePort();
  const settings = {
    listen_addresses: '127.0.0.1',
    unix_socket_directories: dir,
    max_connections: '200',
    shared_buffers: '64MB',
    ...opts.settings,
  };
  const serverOpts = [`-p ${port}`, ...Object.entries(settings).map(([k, v]) => `-c ${k}=${v}`)].join(' ');
  const pgCtlArgs = (cmd: string, extra: string[] = []) => [
    '-D',
    dataDir,
    '-l',
    logFile,
    '-w',
    '-t',
    '30',
    ...extra,
    cmd,
  ];

  const instance: TempPostgres = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    dir,
    async start() {
      const r = await run(pgCtl, pgCtlArgs('start', ['-o', serverOpts]), spawnOpts);
      if (r.code !== 0) throw new Error(`pg_ctl start failed:\n${r.out}\n${instance.log()}`);
    },
    async stop(mode = 'fast') {
      const r = await run(pgCtl, pgCtlArgs('stop', ['-m', mode]), spawnOpts);
      if (r.code !== 0) throw new Error(`pg_ctl stop failed:\n${r.out}`);
    },
    log: () => (existsSync(logFile) ? readFileSync(logFile, 'utf8') : ''),
    async destroy() {
      live.delete(instance);
      if (existsSync(path.join(dataDir, 'postmaster.pid'))) await instance.stop('immediate').catch(() => {});
      rmSync(dir, { recursive: true, force: true });
    },
  };
  live.add(instance);
  if (!exitHookInstalled) {
    exitHookInstalled = true;
    // Never leave a server behind, even when the test process ends abruptly.
    process.once('exit', () => {
      for (const i of live) {
        spawnSync(pgCtl, ['-D', path.join(i.dir, 'data'), '-m', 'immediate', 'stop'], spawnOpts);
        rmSync(i.dir, { recursive: true, force: true });
      }
    });
  }
  await instance.start();
  return instance;
}
