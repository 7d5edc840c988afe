/**
 * A contender in the lock race of folder-lock.test.ts (a separate process: the lock tells processes apart).
 * Per line `go <folder> <epoch ms>` on stdin it waits for that moment, tries the lock and answers one line:
 * `won`, `refused` or `error <message>`.
 */
import { createInterface } from 'node:readline';
import { DatabaseLockedError, lockDataFolder } from './folder-lock.js';

process.setMaxListeners(0);
for await (const line of createInterface({ input: process.stdin })) {
  const [, folder, at] = line.split(' ');
  // sleep until just before that moment (8 contenders spinning the whole lead would take the cores from the
  // others), then spin: every contender starts at the same moment
  const idle = Number(at) - Date.now() - 3;
  if (idle > 0) await new Promise((r) => setTimeout(r, idle));
  while (Date.now() < Number(at)) {
    /* spin */
  }
  try {
    lockDataFolder(folder);
    process.stdout.write('won\n');
  } catch (e) {
    process.stdout.write(e instanceof DatabaseLockedError ? 'refused\n' : `error ${(e as Error).message}\n`);
  }
}
