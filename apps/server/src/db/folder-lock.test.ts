import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DatabaseLockedError, lockDataFolder } from './folder-lock.js';

const dir = mkdtempSync(path.join(os.tmpdir(), 'portal-lock-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A process that exited but whose parent has not reaped it yet (what a SIGKILLed server is for a moment). */
function zombie(): Promise<{ pid: number; end: () => void }> {
  const parent = spawn('python3', [
    '-c',
    'import os,sys,time\npid=os.fork()\nif pid==0: os._exit(0)\nprint(pid, flush=True)\ntime.sleep(30)',
  ]);
  return new Promise((resolve) =>
    parent.stdout.once('data', (d: Buffer) =>
      resolve({ pid: Number(d.toString().trim()), end: () => parent.kill('SIGKILL') }),
    ),
  );
}

describe('the PGlite folder lock', () => {
  it('refuses a folder held by a living process, takes over one left by a dead or zombie process', async () => {
    const folder = path.join(dir, 'db');
    writeFileSync(`${folder}.lock`, `${process.ppid}\n`); // a living process
    expect(() => lockDataFolder(folder)).toThrow(DatabaseLockedError);

    const z = await zombie();
    await new Promise((r) => setTimeout(r, 200)); // the child has exited by now
    expect(readFileSync(`/proc/${z.pid}/stat`, 'utf8')).toMatch(/\) Z /);
    writeFileSync(`${folder}.lock`, `${z.pid}\n`);
    const release = lockDataFolder(folder);
    expect(readFileSync(`${folder}.lock`, 'utf8').trim()).toBe(String(process.pid));
    release();
    z.end();
  });
});
