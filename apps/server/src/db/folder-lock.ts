import { randomBytes } from 'node:crypto';
import {
  closeSync,
  fsyncSync,
  linkSync,
  openSync,
  readFileSync,
  renameSync,
  statSync,
  unlinkSync,
  writeSync,
} from 'node:fs';

/** Another living server holds the database folder. */
export class DatabaseLockedError extends Error {}

/**
 * A process's identity in a lock file: its pid (first line, as PostgreSQL's postmaster.pid), its start time (so a
 * reused pid is not taken for the old owner) and a random nonce (so two lock calls never confuse their files).
 */
interface Identity {
  pid: number;
  started: string;
  nonce: string;
}

/** The start time of a process in clock ticks since boot (/proc/<pid>/stat field 22), '' where unknown. */
function startTimeOf(pid: number): string {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? '';
  } catch {
    return '';
  }
}

/** A killed process that its parent has not reaped yet (a zombie) still answers kill(pid, 0) but writes nothing. */
const isZombie = (pid: number) => {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).startsWith('Z');
  } catch {
    return false; // no /proc (not Linux), or the process is gone
  }
};

/** True while the process that wrote `id` still runs (the same pid, started at the same time, not a zombie). */
function isAlive(id: Identity): boolean {
  try {
    process.kill(id.pid, 0);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  if (isZombie(id.pid)) return false;
  const started = startTimeOf(id.pid);
  return !id.started || !started || started === id.started;
}

const format = (id: Identity) => `${id.pid}\n${id.started}\n${id.nonce}\n`;

/** The identity in a lock file; null when the file is gone. A file without a valid pid is someone's garbage: stale. */
function readIdentity(file: string): Identity | null | 'garbage' {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return null;
  }
  const [pid, started = '', nonce = ''] = text.split('\n');
  const n = Number(pid);
  return Number.isInteger(n) && n > 0 ? { pid: n, started, nonce } : 'garbage';
}

/** A file holding `content`, written and flushed before anyone can see it under its final name. */
function writeTemp(file: string, content: string) {
  const fd = openSync(file, 'wx');
  try {
    writeSync(fd, content);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

const tryUnlink = (file: string) => {
  try {
    unlinkSync(file);
  } catch {
    /* gone */
  }
};

/** How long a start waits for a lock that is changing hands (a takeover under way). */
const TAKE_MS = 5000;
const pause = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/** A takeover claim older than this was left by a process that died within its few microseconds: removed. */
const CLAIM_STALE_MS = 10_000;

/**
 * One writer per embedded database: a lock file next to the PGlite folder (`<folder>.lock`) holding the owner's
 * identity. Taken atomically:
 * - a free folder: the identity is written to a private file first, then hard-linked to the lock name, an exclusive
 *   create that fails when the lock exists, so no one ever reads a half-written lock;
 * - a stale lock (its process is gone: a crash): the one contender that exclusively creates the takeover claim
 *   named after the stale owner's identity re-reads the lock and, still stale, replaces it with its own identity in
 *   one atomic rename. Every other contender sees the new living owner and is refused.
 * A restart after a crash therefore needs no clean-up. Returns the release.
 */
export function lockDataFolder(dir: string): () => void {
  const file = `${dir}.lock`;
  const me: Identity = {
    pid: process.pid,
    started: startTimeOf(process.pid),
    nonce: randomBytes(8).toString('hex'),
  };
  const temp = `${file}.${me.pid}.${me.nonce}`;
  writeTemp(temp, format(me));
  try {
    const deadline = Date.now() + TAKE_MS;
    while (Date.now() < deadline) {
      try {
        linkSync(temp, file);
        return holding(file, me);
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
      }
      const owner = readIdentity(file);
      if (owner === null) continue; // released meanwhile: create again
      if (owner !== 'garbage' && isAlive(owner)) throw lockedError(dir, owner.pid);
      if (takeOver(file, temp, owner)) return holding(file, me);
      pause(2); // another contender is replacing the stale lock: look again in a moment
    }
    throw new Error(`Could not take the lock ${file}: it changes hands without end`);
  } finally {
    tryUnlink(temp);
  }
}

const lockedError = (dir: string, pid: number) =>
  new DatabaseLockedError(
    `The database folder ${dir} is in use by another server (pid ${pid}); stop that server first or set PGLITE_DIR to another folder`,
  );

/** Replaces the stale lock `stale` by `temp` when this process wins its takeover claim; false to look again. */
function takeOver(file: string, temp: string, stale: Identity | 'garbage'): boolean {
  const claim = `${file}.takeover-${stale === 'garbage' ? 'garbage' : `${stale.pid}-${stale.nonce}`}`;
  try {
    writeTemp(claim, String(process.pid));
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
    // Another contender is replacing this stale lock; a claim left by a crash in that moment is removed.
    try {
      if (Date.now() - statSync(claim).mtimeMs > CLAIM_STALE_MS) tryUnlink(claim);
    } catch {
      /* gone */
    }
    return false;
  }
  try {
    // Only the claim's holder replaces this stale owner, and only while the lock still holds it.
    const now = readIdentity(file);
    const same =
      now === stale ||
      (now !== null &&
        now !== 'garbage' &&
        stale !== 'garbage' &&
        now.nonce === stale.nonce &&
        now.pid === stale.pid);
    if (!same) return false;
    renameSync(temp, file);
    return true;
  } finally {
    tryUnlink(claim);
  }
}

function holding(file: string, me: Identity): () => void {
  const release = () => {
    process.off('exit', release);
    const owner = readIdentity(file);
    if (owner && owner !== 'garbage' && owner.pid === me.pid && owner.nonce === me.nonce) tryUnlink(file);
  };
  process.on('exit', release);
  return release;
}
