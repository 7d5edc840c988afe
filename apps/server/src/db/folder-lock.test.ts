import { spawn, spawnSync, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
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

/** The pid of a process that has ended and been reaped. */
const deadPid = () => spawnSync('true').pid!;

describe('the PGlite folder lock', () => {
  it('refuses a folder held by a living process, takes over one left by a dead or zombie process', async () => {
    const folder = path.join(dir, 'db');
    writeFileSync(`${folder}.lock`, `${process.ppid}\n`); // a living process (an old lock: the pid line only)
    expect(() => lockDataFolder(folder)).toThrow(DatabaseLockedError);

    const z = await zombie();
    // wait until the child has exited (a zombie until its parent reaps it, which this parent never does)
    const state = () => readFileSync(`/proc/${z.pid}/stat`, 'utf8');
    for (const deadline = Date.now() + 10_000; !/\) Z /.test(state()) && Date.now() < deadline;)
      await new Promise((r) => setTimeout(r, 10));
    expect(state()).toMatch(/\) Z /);
    writeFileSync(`${folder}.lock`, `${z.pid}\n`);
    const release = lockDataFolder(folder);
    expect(readFileSync(`${folder}.lock`, 'utf8').split('\n')[0]).toBe(String(process.pid));
    // held by this process now: a second lock (another server in this process) is refused as well
    expect(() => lockDataFolder(folder)).toThrow(DatabaseLockedError);
    release();
    expect(existsSync(`${folder}.lock`)).toBe(false);
    z.end();
  });

  it('a reused pid (same number, another start time) and an empty or garbled lock are stale', () => {
    const folder = path.join(dir, 'reused');
    writeFileSync(`${folder}.lock`, `${process.ppid}\n1\nold\n`); // the parent's pid, but not its start time
    lockDataFolder(folder)();
    writeFileSync(`${folder}.lock`, '');
    lockDataFolder(folder)();
    writeFileSync(`${folder}.lock`, 'not a pid\n');
    lockDataFolder(folder)();
    expect(readdirSync(dir).filter((f) => f.startsWith('reused.'))).toEqual([]); // no temp or claim left
  });

  it('200 takeovers raced by 8 processes: exactly one wins each time', async () => {
    const CONTENDERS = 8;
    const ROUNDS = 200;
    const contender = fileURLToPath(new URL('./folder-lock-contender.ts', import.meta.url));
    const children: ChildProcessWithoutNullStreams[] = [];
    const lines: AsyncIterator<string>[] = [];
    for (let i = 0; i < CONTENDERS; i++) {
      const child = spawn(process.execPath, ['--import', 'tsx', contender], { cwd: path.dirname(contender) });
      children.push(child);
      lines.push(createInterface({ input: child.stdout })[Symbol.asyncIterator]());
    }
    try {
      const dead = deadPid();
      const tally = { rounds: 0, oneWinner: 0, staleLocks: 0, freeFolders: 0 };
      for (let round = 0; round < ROUNDS; round++) {
        const folder = path.join(dir, `race-${round}`);
        // most rounds replace a crashed server's lock; some race for a free folder, some for a garbled lock
        if (round % 10 === 0) tally.freeFolders++;
        else {
          writeFileSync(`${folder}.lock`, round % 10 === 5 ? '' : `${dead}\n\nstale${round}\n`);
          tally.staleLocks++;
        }
        const at = Date.now() + 60; // everyone starts in the same millisecond
        for (const c of children) c.stdin.write(`go ${folder} ${at}\n`);
        const answers = await Promise.all(lines.map(async (l) => (await l.next()).value as string));
        const won = children.filter((_, i) => answers[i] === 'won');
        expect(answers.filter((a) => a !== 'won' && a !== 'refused')).toEqual([]);
        expect(won.length, `round ${round}: ${answers.join(', ')}`).toBe(1);
        expect(readFileSync(`${folder}.lock`, 'utf8').split('\n')[0]).toBe(String(won[0].pid));
        tally.rounds++;
        if (won.length === 1) tally.oneWinner++;
      }
      console.log(`[lock race] ${JSON.stringify(tally)}`);
      expect(tally.oneWinner).toBe(ROUNDS);
      // nothing but the lock files is left (no temp files, no takeover claims)
      expect(readdirSync(dir).filter((f) => f.startsWith('race-') && !f.endsWith('.lock'))).toEqual([]);
    } finally {
      for (const c of children) c.kill('SIGKILL');
    }
  }, 120_000);
});
