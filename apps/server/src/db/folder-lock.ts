import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';

/** Another living server holds the database folder. */
export class DatabaseLockedError extends Error {}

/** A killed process that its parent has not reaped yet (a zombie) still answers kill(pid, 0) but writes nothing. */
const isZombie = (pid: number) => {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).startsWith('Z');
  } catch {
    return false; // no /proc (not Linux), or the process is gone
  }
};

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return !isZombie(pid);
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * One writer per embedded database: an exclusive lock file next to the PGlite folder (`<folder>.lock`) holding the
 * owner's pid, as PostgreSQL's own postmaster.pid does. A lock whose pid no longer runs is stale (a crash) and is
 * taken over, so a restart after a crash needs no clean-up. Returns the release.
 */
export function lockDataFolder(dir: string): () => void {
  const file = `${dir}.lock`;
  for (let attempt = 0; ; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, `${process.pid}\n`);
      closeSync(fd);
      const release = () => {
        process.off('exit', release);
        try {
          if (readFileSync(file, 'utf8').trim() === String(process.pid)) unlinkSync(file);
        } catch {
          /* already gone */
        }
      };
      process.on('exit', release);
      return release;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 0) throw e;
    }
    let owner = NaN;
    try {
      owner = Number(readFileSync(file, 'utf8').trim());
    } catch {
      /* removed meanwhile: try again */
    }
    if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && isAlive(owner))
      throw new DatabaseLockedError(
        `The database folder ${dir} is in use by another server (pid ${owner}); stop that server first or set PGLITE_DIR to another folder`,
      );
    try {
      unlinkSync(file); // stale: its server is gone
    } catch {
      /* removed meanwhile */
    }
  }
}
