/**
 * Faults at start-up and in the request itself (issue 16):
 * - a malformed setting (SMTP_URL) stops start-up with one line naming it: no stack trace, exit 1;
 * - a second server on one PGlite folder refuses to start with one clear line; after the first server is killed
 *   (a stale lock) the folder starts again and every acknowledged registration is there;
 * - a request body that trickles in byte by byte ends with 408 after BODY_TIMEOUT_MS, while others are served.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { login } from './lib/portal.js';
import { health, sleep } from './lib/faults.js';
import { freePort, repoRoot, startNode, type Child } from '../src/lib/proc.js';

const BODY_TIMEOUT_MS = 2000;
const folder = mkdtempSync(path.join(os.tmpdir(), 'portal-faults-start-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** The environment of an embedded-database server (development mode, no demo data) on `port`. */
const pgliteEnv = (port: number, extra: Record<string, string> = {}) => ({
  NODE_ENV: 'development',
  DEMO: '0',
  HOST: '127.0.0.1',
  PORT: String(port),
  PGLITE_DIR: path.join(folder, 'db'),
  STORAGE_DIR: path.join(folder, 'storage'),
  WEB_DIST: inject('webDist'),
  LOG_LEVEL: 'warn',
  RATE_LIMIT_AUTH_MAX: '1000',
  BODY_TIMEOUT_MS: String(BODY_TIMEOUT_MS),
  ...extra,
});

/** Runs the server to its exit (it must not start): exit code, stderr+stdout, time. */
function runToExit(env: Record<string, string>, limitMs = 60_000) {
  return new Promise<{ code: number | null; output: string; ms: number }>((resolve, reject) => {
    const t0 = Date.now();
    const child = spawn(process.execPath, [inject('serverMain')], {
      cwd: repoRoot,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the server did not stop within ${limitMs} ms:\n${output}`));
    }, limitMs);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output, ms: Date.now() - t0 });
    });
  });
}

const startPglite = async (extra: Record<string, string> = {}): Promise<Child> => {
  const port = await freePort();
  return startNode({
    args: [inject('serverMain')],
    env: pgliteEnv(port, extra),
    port,
    readyPath: '/api/health',
  });
};

describe('bad settings', () => {
  it.each([
    ['SMTP_URL', 'smtp//user:secret@mail.example'],
    ['SMTP_URL', 'not a url'],
    ['REDIS_URL', 'localhost:6379'],
    ['REQUEST_TIMEOUT_MS', 'soon'],
  ])('%s=%s stops start-up with one line naming it, exit 1', async (name, value) => {
    const port = await freePort();
    const r = await runToExit(pgliteEnv(port, { [name]: value }));
    const lines = r.output.trim().split('\n');
    console.log(`[bad setting] ${name}: exit ${r.code} after ${r.ms} ms: ${lines[0]}`);
    expect(r.code).toBe(1);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(new RegExp(`^Invalid setting ${name}: `));
    expect(r.output).not.toMatch(/\n\s+at /);
    expect(r.output).not.toContain('secret'); // a URL may hold a password: never echoed
  });
});

describe('one writer per embedded database folder', () => {
  it('a second server on the folder refuses to start; after a crash the folder opens again with every write', async () => {
    const first = await startPglite();
    const emails: string[] = [];
    try {
      for (let i = 0; i < 10; i++) {
        const email = `writer-${i}@faults.test`;
        const res = await fetch(`${first.url}/api/auth/register`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ name: `Writer ${i}`, email, password: 'writer-password-1', terms: true }),
        });
        expect(res.status, await res.text()).toBeLessThan(300);
        emails.push(email);
      }
      const second = await runToExit(pgliteEnv(await freePort()));
      const lines = second.output.trim().split('\n');
      console.log(`[pglite lock] second server: exit ${second.code} after ${second.ms} ms: ${lines[0]}`);
      expect(second.code).not.toBe(0);
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(
        /^Cannot start: The database folder .* is in use by another server \(pid \d+\)/,
      );
      // The first server is untouched.
      expect((await health(first.url)).status).toBe(200);
    } finally {
      process.kill(first.pid, 'SIGKILL'); // a crash: the lock file stays behind
      while (!first.exited()) await sleep(20); // gone
    }
    const restarted = await startPglite();
    try {
      for (const email of emails) await login(restarted.url, email, 'writer-password-1');
    } finally {
      await restarted.stop();
    }
  });
});

describe('time limits of the request itself', () => {
  it('a body sent byte by byte ends with 408 after BODY_TIMEOUT_MS while other requests are served', async () => {
    const server = await startPglite();
    try {
      const socket = net.connect(server.port, '127.0.0.1');
      await new Promise((r) => socket.once('connect', r));
      let answer = '';
      socket.on('data', (d) => (answer += d));
      const closed = new Promise<number>((r) => socket.once('close', () => r(Date.now())));
      const t0 = Date.now();
      socket.write(
        'POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 400\r\n\r\n{',
      );
      const drip = setInterval(() => socket.writable && socket.write(' '), 200);
      // Meanwhile the server answers others at once.
      const others: number[] = [];
      for (let i = 0; i < 5; i++) {
        const h = await health(server.url);
        others.push(h.end - h.t);
        expect(h.status).toBe(200);
        await sleep(200);
      }
      const end = await Promise.race([closed, sleep(BODY_TIMEOUT_MS + 5000).then(() => 0)]);
      clearInterval(drip);
      socket.destroy();
      console.log(
        `[slow body] connection answered and closed after ${end ? end - t0 : 'never'} ms: ${answer.split('\r\n')[0]}; ` +
          `other requests meanwhile ${Math.max(...others)} ms at most`,
      );
      expect(end).toBeGreaterThan(0);
      expect(end - t0).toBeGreaterThanOrEqual(BODY_TIMEOUT_MS - 100);
      expect(end - t0).toBeLessThan(BODY_TIMEOUT_MS + 2000);
      expect(answer).toMatch(/^HTTP\/1\.1 408 /);
      expect(Math.max(...others)).toBeLessThan(1000);
    } finally {
      await server.stop();
    }
  });
});
