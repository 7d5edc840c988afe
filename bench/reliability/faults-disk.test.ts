/**
 * A full disk is an answer, not a hang (issue 30): the embedded default (PGlite) and the storage folder on a small
 * file system of their own (a tmpfs this test mounts), filled for real while learners answer, then freed.
 * - Below DISK_MIN_FREE_MB every write answers 507 `database.full` at once while reads keep answering 200; once
 *   space is freed, writes work again without a restart. Every acknowledged answer is in the database.
 * - An import refused on the full storage answers 507 `storage.full` and leaves no staging file.
 * - Without the margin (DISK_MIN_FREE_MB=0) the disk is filled to the last byte: PostgreSQL's own disk-full errors
 *   (53100) answer 507, and should PGlite fail fatally (PANIC) the process says why, releases its lock and exits
 *   non-zero within seconds; a restart after freeing space works and keeps every acknowledged answer.
 * Where mounting is not permitted (not root, no tmpfs), the test is skipped with a message saying so.
 */
import { spawnSync } from 'node:child_process';
import {
  closeSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readdirSync,
  rmSync,
  statfsSync,
  writeSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { leaksInternals, login } from './lib/portal.js';
import { countBy, health, learnerLoop, sleep, waitForHealth, type Ack, type Outcome } from './lib/faults.js';
import { freePort, startNode, type Child } from '../src/lib/proc.js';

const MARGIN_MB = 48;
const DEMO_PASSWORD = 'demo-password';
const STUDENT = 'student@example.com';
const TEACHER = 'teacher@example.com';

/** Two small file systems of their own: one for the PGlite folder, one for the storage folder. */
const root = mkdtempSync(path.join(os.tmpdir(), 'portal-disk-'));
const dbDisk = path.join(root, 'db-disk');
const storageDisk = path.join(root, 'storage-disk');
mkdirSync(dbDisk);
mkdirSync(storageDisk);
const mount = (dir: string, size: string) =>
  spawnSync('mount', ['-t', 'tmpfs', '-o', `size=${size}`, 'tmpfs', dir], { encoding: 'utf8' }).status === 0;
const mounted = mount(dbDisk, '400m') && mount(storageDisk, '100m');
if (!mounted)
  console.log(
    '[disk] SKIPPED: mounting a tmpfs is not permitted here (mount -t tmpfs needs root); the full-disk faults were not caused',
  );
afterAll(() => {
  for (const d of [dbDisk, storageDisk]) spawnSync('umount', ['-l', d]);
  rmSync(root, { recursive: true, force: true });
});

const dbDir = path.join(dbDisk, 'db');
const storageDir = path.join(storageDisk, 'storage');
const freeBytes = (disk: string) => {
  const s = statfsSync(disk);
  return s.bavail * s.bsize;
};

/** Writes a filler file on `disk` until at most `leave` bytes are free (0: to the last byte, ENOSPC). */
function fill(disk: string, leave: number) {
  const fd = openSync(path.join(disk, 'filler'), 'a');
  try {
    for (;;) {
      const room = freeBytes(disk) - leave;
      if (room <= 0) return;
      writeSync(fd, Buffer.alloc(Math.min(1 << 20, Math.max(4096, room))));
    }
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'ENOSPC') throw e;
  } finally {
    closeSync(fd);
  }
}
const freeSpace = (disk: string) => rmSync(path.join(disk, 'filler'), { force: true });

async function startServer(margin: number): Promise<Child> {
  const port = await freePort();
  return startNode({
    args: [inject('serverMain')],
    env: {
      NODE_ENV: 'development',
      DEMO: '1',
      HOST: '127.0.0.1',
      PORT: String(port),
      PGLITE_DIR: dbDir,
      STORAGE_DIR: storageDir,
      WEB_DIST: inject('webDist'),
      LOG_LEVEL: 'warn',
      RATE_LIMIT_AUTH_MAX: '1000',
      DISK_MIN_FREE_MB: String(margin),
      DISK_CHECK_INTERVAL_MS: '500',
      HEALTH_CHECK_INTERVAL_MS: '300',
    },
    port,
    readyPath: '/api/health',
    timeoutMs: 120_000,
  });
}

async function getJson<T>(url: string, token: string): Promise<T> {
  const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** The demo student's programme root and the cards of a session there. */
async function demoCards(url: string, token: string) {
  const { roots } = await getJson<{ roots: { id: number }[] }>(`${url}/api/cats/roots`, token);
  for (const r of roots) {
    const s = await getJson<{ cards: { id: number }[] }>(`${url}/api/cards/session/${r.id}`, token);
    if (s.cards.length) return { root: r.id, cardIds: s.cards.map((c) => c.id) };
  }
  throw new Error('the demo student has no cards');
}

/** Acknowledged answers missing from the PGlite folder, read once the server has stopped (it holds the lock). */
async function missingAcks(acks: Pick<Ack, 'key' | 'cardId'>[]) {
  const db = await PGlite.create(dbDir);
  try {
    const { rows } = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM card_answers a
       JOIN unnest($1::text[], $2::int[]) AS t(k, c) ON a.request_key = t.k AND a.card_id = t.c`,
      [acks.map((a) => a.key), acks.map((a) => a.cardId)],
    );
    return acks.length - rows[0].n;
  } finally {
    await db.close();
  }
}

/** An import of more than 1000 cards: staged in STORAGE_DIR/imports for its job. */
async function importLarge(url: string, token: string, categoryId: number) {
  const csv = Array.from({ length: 1001 }, (_, i) => `Frage ${i},Antwort ${i}`).join('\n');
  const form = new FormData();
  form.append('file', new Blob([csv], { type: 'text/csv' }), 'gross.csv');
  const t0 = Date.now();
  const res = await fetch(`${url}/api/import/${categoryId}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  return {
    status: res.status,
    body: (await res.json()) as { code?: string; message: string },
    ms: Date.now() - t0,
  };
}
const staged = () =>
  existsSync(path.join(storageDir, 'imports')) ? readdirSync(path.join(storageDir, 'imports')) : [];

/** Six sessions of the demo student, each a learner of the loop. */
const students = (tokens: string[]) => tokens.map((token, id) => ({ id, token }));

const slowest = (os: Outcome[]) => Math.max(0, ...os.map((o) => o.t - o.t0));

describe.skipIf(!mounted)('a full disk under the embedded database and the storage', () => {
  beforeAll(() => {
    mkdirSync(dbDir, { recursive: true });
    mkdirSync(storageDir, { recursive: true });
  });

  it('below the margin writes answer 507 and reads 200; freed, writes work again; nothing acknowledged is lost', async () => {
    const server = await startServer(MARGIN_MB);
    const acks: Ack[] = [];
    try {
      const tokens = await Promise.all(
        Array.from({ length: 6 }, () => login(server.url, STUDENT, DEMO_PASSWORD)),
      );
      const teacher = await login(server.url, TEACHER, DEMO_PASSWORD);
      const { root, cardIds } = await demoCards(server.url, tokens[0]);
      const loop = learnerLoop(server.url, students(tokens), root, cardIds, 15_000);
      await loop.answered(30); // the learners are at work
      const filledAt = Date.now();
      fill(dbDisk, (MARGIN_MB - 16) * 1024 * 1024);
      // the next measure (every DISK_CHECK_INTERVAL_MS, and before a write once the last is a second old) refuses
      const deadline = Date.now() + 10_000;
      while (!loop.outcomes.some((o) => o.t0 >= filledAt && o.status === 507) && Date.now() < deadline)
        await sleep(50);
      const fullAt = Date.now();
      await sleep(4000);
      const whileFull = await health(server.url);
      const freedAt = Date.now();
      freeSpace(dbDisk);
      const back = Date.now() + 10_000;
      while (
        !loop.outcomes.some((o) => o.t0 >= freedAt && o.what === 'answer' && o.status === 200) &&
        Date.now() < back
      )
        await sleep(50);
      const writableAfterMs = Date.now() - freedAt;
      await loop.answered(loop.outcomes.length + 30); // and keep working
      await loop.stop();
      acks.push(...loop.acks);

      const during = loop.outcomes.filter((o) => o.t0 >= fullAt && o.t <= freedAt);
      const fault = loop.outcomes.filter((o) => o.t0 >= filledAt && o.t <= freedAt + writableAfterMs);
      console.log(
        `[disk full, margin ${MARGIN_MB} MB] ${fault.length} requests sent during the fault, ` +
          `${fault.filter((o) => o.status !== 0).length} answered, ${fault.filter((o) => o.status === 0).length} without an answer; ` +
          `writes refused ${fullAt - filledAt} ms after the fill, writable again ${writableAfterMs} ms after freeing; ` +
          `slowest answer during the fault ${slowest(fault)} ms; answers acknowledged ${loop.acks.length} in all; ` +
          `health while full ${whileFull.status} ${JSON.stringify(whileFull.body)}; ${JSON.stringify(countBy(fault))}`,
      );
      expect(loop.outcomes.filter((o) => o.status === 0)).toEqual([]);
      for (const o of loop.outcomes) expect(leaksInternals(o.body), o.body).toBeNull();
      expect(loop.outcomes.filter((o) => o.status >= 500 && o.status !== 507)).toEqual([]);
      expect(during.length).toBeGreaterThan(10);
      for (const o of during.filter((x) => x.what === 'answer')) {
        expect(o.status).toBe(507);
        expect(o.code).toBe('database.full');
      }
      for (const o of during.filter((x) => x.what === 'progress')) expect(o.status).toBe(200);
      expect(slowest(fault)).toBeLessThan(2000);
      expect(writableAfterMs).toBeLessThan(5000);
      expect(whileFull.status).toBe(200);
      expect(whileFull.body).toMatchObject({ status: 'degraded', database: 'up', disk: 'down' });

      // The storage disk full (the database's has room): a large import is refused before it is staged.
      fill(storageDisk, (MARGIN_MB - 8) * 1024 * 1024);
      await waitForHealth(server.url, (h) => h.body.storage === 'down', 10_000); // measured
      const refused = await importLarge(server.url, teacher, root);
      const storageHealth = await health(server.url);
      console.log(
        `[storage full] import of 1001 cards: ${refused.status} ${refused.body.code} in ${refused.ms} ms; ` +
          `staging files left: ${staged().length}; health ${JSON.stringify(storageHealth.body)}`,
      );
      expect(refused.status).toBe(507);
      expect(refused.body).toMatchObject({ code: 'storage.full' });
      expect(staged()).toEqual([]);
      expect(storageHealth.body).toMatchObject({ status: 'degraded', storage: 'down' });
      freeSpace(storageDisk);
    } finally {
      freeSpace(dbDisk);
      freeSpace(storageDisk);
      await server.stop();
    }
    const lost = await missingAcks(acks);
    console.log(`[disk full] acknowledged ${acks.length}, lost ${lost}`);
    expect(lost).toBe(0);
  });

  it('without a margin, filled to the last byte: 507 for disk-full errors, or a clean exit on a PANIC; a restart works', async () => {
    const server = await startServer(0);
    const acks: Ack[] = [];
    let exitCode: number | null;
    let output: string;
    let exitedAfterMs: number | null = null;
    try {
      const tokens = await Promise.all(
        Array.from({ length: 6 }, () => login(server.url, STUDENT, DEMO_PASSWORD)),
      );
      const { root, cardIds } = await demoCards(server.url, tokens[0]);
      const loop = learnerLoop(server.url, students(tokens), root, cardIds, 15_000);
      await loop.answered(30);
      const filledAt = Date.now();
      fill(dbDisk, 0);
      // answers until the process ends (a PANIC) or for 20 s: six learners write to the full disk all that time
      const until = Date.now() + 20_000;
      while (!server.exited() && Date.now() < until) await sleep(100);
      const lastAnswer = Math.max(0, ...loop.outcomes.filter((o) => o.status !== 0).map((o) => o.t));
      await loop.stop();
      acks.push(...loop.acks);
      exitCode = server.exitCode();
      output = server.output();
      if (server.exited()) exitedAfterMs = Date.now() - lastAnswer;
      const fault = loop.outcomes.filter((o) => o.t0 >= filledAt);
      console.log(
        `[disk full, no margin] ${fault.length} requests sent after the fill, ${fault.filter((o) => o.status !== 0).length} answered ` +
          `(${JSON.stringify(countBy(fault))}); slowest answer ${slowest(fault.filter((o) => o.status !== 0))} ms; ` +
          (server.exited()
            ? `the server exited with code ${exitCode} (${exitedAfterMs} ms after its last answer): ${output.split('\n').find((l) => l.startsWith('Fatal')) ?? ''}`
            : 'no PANIC within 20 s: every write failed with 507'),
      );
      for (const o of fault) expect(leaksInternals(o.body), o.body).toBeNull();
      // every answer is a 200, a 507 (disk full) or a read; never a 500
      expect(fault.filter((o) => o.status >= 500 && o.status !== 507)).toEqual([]);
      expect(fault.some((o) => o.status === 507 && o.code === 'database.full') || server.exited()).toBe(true);
      if (server.exited()) {
        expect(exitCode).not.toBe(0);
        expect(exitCode).not.toBeNull(); // ended by itself, not by a signal
        expect(output).toMatch(
          /^Fatal: the embedded database in .* stopped \(PANIC: .*No space left on device.*Its disk is full/m,
        );
        expect(exitedAfterMs!).toBeLessThan(5000);
        expect(existsSync(`${dbDir}.lock`)).toBe(false); // the lock released
      }
    } finally {
      freeSpace(dbDisk);
      await server.stop();
    }
    // a restart on a disk with room again works, with every acknowledged answer
    const restarted = await startServer(MARGIN_MB);
    try {
      const token = await login(restarted.url, STUDENT, DEMO_PASSWORD);
      const { root } = await demoCards(restarted.url, token);
      expect(
        await getJson<object>(`${restarted.url}/api/categories/progress/${root}/7?children=1`, token),
      ).toBeTruthy();
    } finally {
      await restarted.stop();
    }
    const lost = await missingAcks(acks);
    console.log(`[disk full, no margin] acknowledged ${acks.length}, lost ${lost}`);
    expect(lost).toBe(0);
  });
});
