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
  while (Date.now() < Number(at)) {
    /* spin: every contender starts at the same moment */
  }
  try {
    lockDataFolder(folder);
    process.stdout.write('won\n');
  } catch (e) {
    process.stdout.write(e instanceof DatabaseLockedError ? 'refused\n' : `error ${(e as Error).message}\n`);
  }
}
