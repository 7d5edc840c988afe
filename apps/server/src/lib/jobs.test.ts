import { afterAll, beforeAll, expect, it } from 'vitest';
import { openDatabase, runMigrations, type Database } from '../db/client.js';
import { JobEngine } from './jobs.js';

let database: Database;
beforeAll(async () => {
  database = await openDatabase({ pgliteDir: 'memory://' });
  await runMigrations(database);
});
afterAll(() => database.close());

const quiet = { info: () => {}, warn: () => {} };

it('runs a queued job, and start hooks may use the engine while it starts (no wait on itself)', async () => {
  const engine = new JobEngine(database, quiet, 0.5);
  const handled: string[] = [];
  engine.define<{ word: string }>({ name: 'echo', handle: async (job) => void handled.push(job.data.word) });
  let seenInHook: string | undefined;
  engine.onStart(async (e) => {
    const id = await e.send('echo', { word: 'from the hook' });
    seenInHook = (await e.get('echo', id!))?.state;
  });
  const started = await Promise.race([
    engine.start().then(() => 'started'),
    new Promise((resolve) => setTimeout(() => resolve('hung'), 8000)),
  ]);
  expect(started).toBe('started');
  expect(seenInHook).toBe('created');
  await engine.send('echo', { word: 'after start' });
  const deadline = Date.now() + 8000;
  while (handled.length < 2 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
  expect(handled.sort()).toEqual(['after start', 'from the hook']);
  expect(await engine.state()).toBe('up');
  await engine.stop();
  expect(await engine.state()).toBe('off');
}, 30_000);
