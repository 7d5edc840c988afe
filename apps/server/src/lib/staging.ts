import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';

/** Staging files older than this belong to no running work: an import or a rendering that was interrupted. */
export const STAGING_MAX_AGE_MS = 24 * 60 * 60 * 1000;

/**
 * The start-up sweep (issue 30): every staged file older than a day is removed, in the import staging folder
 * (`imports/`, one file per import job, removed by the job when it ends) and half-written renditions (`*.part`)
 * under `thumbnails/`. A failed or refused write removes its own file at once; this catches the interrupted ones
 * (a killed process). Returns the paths removed.
 */
export async function sweepStaging(storageDir: string, now = Date.now()): Promise<string[]> {
  const removed: string[] = [];
  const sweep = async (dir: string, match: (name: string) => boolean, depth: number) => {
    let entries;
    try {
      entries = await readdir(dir, { withFileTypes: true });
    } catch {
      return; // no such folder yet
    }
    for (const entry of entries) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (depth > 0) await sweep(file, match, depth - 1);
        continue;
      }
      if (!match(entry.name)) continue;
      try {
        if (now - (await stat(file)).mtimeMs < STAGING_MAX_AGE_MS) continue;
        await rm(file, { force: true });
        removed.push(file);
      } catch {
        /* gone meanwhile */
      }
    }
  };
  await sweep(path.join(storageDir, 'imports'), () => true, 0);
  await sweep(path.join(storageDir, 'thumbnails'), (name) => name.endsWith('.part'), 2);
  return removed;
}
