import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { findPgProgram } from './pg.js';
import { percentiles, type Percentiles } from './stats.js';

/** One statement the server sent, as recorded by capture-sql.mjs. */
export interface Captured {
  pid: number | null;
  text: string;
  values: (string | null)[];
}

/** A captured parameter value to be replaced by a pgbench expression (e.g. a random user id). */
export interface Dynamic {
  value: string;
  /** pgbench variable name, set by `expr` with \set at the top of the script. */
  name: string;
  expr: string;
}

export interface PgbenchScript {
  script: string;
  defines: Record<string, string>;
  statements: number;
}

const MAX_PARAMS = 250; // pgbench allows 255 arguments per statement

/**
 * Turns the statements of one request into a pgbench script that sends the same SQL with the same
 * parameters (parameters of unknown type, as node-postgres does; run with -M prepared: each statement is
 * parsed and planned once per client, the most PostgreSQL can do with them, while the server prepares only its
 * hottest statements and lets drizzle send the rest unnamed). Parameter values are
 * passed with -D so their text is never parsed by pgbench; values listed in `dynamic` become pgbench
 * expressions so that concurrent clients spread over users, cards and unique keys as the HTTP load does.
 */
export function buildScript(statements: Captured[], dynamic: Dynamic[] = []): PgbenchScript {
  const defines: Record<string, string> = {};
  const byValue = new Map(dynamic.map((d) => [d.value, d]));
  const lines = dynamic.map((d) => `\\set ${d.name} ${d.expr}`);
  statements.forEach((st, si) => {
    if (/(^|[^:]):[A-Za-z0-9_]/.test(st.text.replace(/::/g, '')))
      throw new Error(`statement has a ':name' pgbench would read as a variable: ${st.text.slice(0, 200)}`);
    const inline = st.values.length > MAX_PARAMS;
    const sql = st.text.replace(/\$(\d+)\b/g, (_m, n: string) => {
      const v = st.values[Number(n) - 1];
      if (v === null || v === undefined) return 'NULL';
      const dyn = byValue.get(v);
      if (dyn) return `:${dyn.name}`;
      if (inline) {
        if (/:[A-Za-z0-9_]/.test(v))
          throw new Error(`cannot inline parameter ${v} in a statement of ${st.values.length} parameters`);
        return `'${v.replace(/'/g, "''")}'`;
      }
      const name = `s${si}p${n}`;
      defines[name] = v;
      return `:${name}`;
    });
    lines.push(sql.trim().replace(/;?$/, ';'));
  });
  return { script: lines.join('\n') + '\n', defines, statements: statements.length };
}

export interface PgbenchResult {
  tps: number;
  transactions: number;
  failed: number;
  latency: Percentiles;
  errors: string[];
  clients: number;
  seconds: number;
}

export function pgbenchPath(): string {
  const p = findPgProgram('pgbench');
  if (!p)
    throw new Error(
      'pgbench not found: install PostgreSQL contrib tools (Debian: apt-get install postgresql-contrib) or set PG_BIN',
    );
  return p;
}

/** Runs a pgbench script for `seconds` with `clients` connections and reads throughput and per-transaction latency. */
export async function runPgbench(opts: {
  url: string;
  script: PgbenchScript;
  clients: number;
  seconds: number;
  threads?: number;
}): Promise<PgbenchResult> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'portal-pgbench-'));
  try {
    const file = path.join(dir, 'script.sql');
    writeFileSync(file, opts.script.script);
    const u = new URL(opts.url);
    const args = [
      '-n',
      '-M',
      'prepared',
      '-c',
      String(opts.clients),
      '-j',
      String(Math.min(opts.threads ?? 2, opts.clients)),
      '-T',
      String(opts.seconds),
      '-f',
      file,
      '-l',
      '--log-prefix',
      path.join(dir, 'tx'),
      '-h',
      u.hostname,
      '-p',
      u.port || '5432',
      '-U',
      decodeURIComponent(u.username || 'postgres'),
    ];
    for (const [k, v] of Object.entries(opts.script.defines)) args.push('-D', `${k}=${v}`);
    args.push(u.pathname.slice(1));
    const { code, stdout, stderr } = await new Promise<{ code: number; stdout: string; stderr: string }>(
      (resolve, reject) => {
        const child = spawn(pgbenchPath(), args, {
          env: { ...process.env, PGPASSWORD: decodeURIComponent(u.password ?? '') },
        });
        let out = '';
        let err = '';
        child.stdout.on('data', (d) => (out += d));
        child.stderr.on('data', (d) => (err += d));
        child.on('error', reject);
        child.on('close', (c) => resolve({ code: c ?? 1, stdout: out, stderr: err }));
      },
    );
    const tps = Number(/tps = ([\d.]+)/.exec(stdout)?.[1] ?? 0);
    const transactions = Number(/number of transactions actually processed: (\d+)/.exec(stdout)?.[1] ?? 0);
    const failed = Number(/number of failed transactions: (\d+)/.exec(stdout)?.[1] ?? 0);
    const latencies: number[] = [];
    for (const f of readdirSync(dir).filter((n) => n.startsWith('tx'))) {
      for (const line of readFileSync(path.join(dir, f), 'utf8').split('\n')) {
        const cols = line.split(' ');
        if (cols.length >= 3) latencies.push(Number(cols[2]) / 1000);
      }
    }
    const errors = stderr
      .split('\n')
      .filter((l) => /error|abort/i.test(l))
      .slice(0, 5);
    if (code !== 0 && !errors.length) errors.push(`pgbench exited with ${code}: ${stderr.slice(0, 500)}`);
    return {
      tps,
      transactions,
      failed,
      latency: percentiles(latencies),
      errors,
      clients: opts.clients,
      seconds: opts.seconds,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
