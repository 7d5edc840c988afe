import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { appSettings, users } from '../schema.js';
import { hashPassword } from '../../auth/passwords.js';
import { createTestApp, testDbKind, type TestApp } from '../../test/harness.js';
import { assertDemoDatabase, DemoRefusedError } from './demo-guard.js';
import { DEMO_ACCOUNTS } from './demo.js';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** Runs the server's main.ts as `npm start` would, with DEMO=1, and returns its exit code and stderr. */
function startServer(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: serverDir,
      env: {
        PATH: process.env.PATH ?? '',
        NODE_ENV: 'development',
        LOG_LEVEL: 'silent',
        PORT: '0',
        HOST: '127.0.0.1',
        DEMO: '1',
        ...env,
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`server did not exit within 60 s:\n${stderr}`));
    }, 60_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stderr });
    });
  });
}

describe('demo mode refuses a database holding other users', () => {
  let t: TestApp;
  let storageDir: string;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    storageDir = mkdtempSync(path.join(os.tmpdir(), 'portal-demo-guard-'));
    await t.app.db.insert(users).values({
      name: 'Real Person',
      email: 'real@school.test',
      passwordHash: await hashPassword('real-pass-123'),
    });
  });
  afterAll(async () => {
    await t.close();
    rmSync(storageDir, { recursive: true, force: true });
  });

  it('assertDemoDatabase throws with a one-line explanation and writes no marker', async () => {
    await expect(assertDemoDatabase(t.app)).rejects.toThrow(DemoRefusedError);
    await expect(assertDemoDatabase(t.app)).rejects.toThrow(
      'Refusing demo mode: this database holds 1 user account and was not created as a demo database; start without DEMO=1, or point PGLITE_DIR/DATABASE_URL at an empty database.',
    );
    expect(await t.app.db.select().from(appSettings)).toEqual([]);
  });

  it.runIf(testDbKind === 'postgres')(
    'a server started with DEMO=1 exits non-zero with the message and seeds nothing',
    async () => {
      const { code, stderr } = await startServer({
        DATABASE_URL: t.app.config.databaseUrl!,
        STORAGE_DIR: storageDir,
      });
      expect(code).not.toBe(0);
      expect(stderr.trim().split('\n')).toEqual([
        'Refusing demo mode: this database holds 1 user account and was not created as a demo database; start without DEMO=1, or point PGLITE_DIR/DATABASE_URL at an empty database.',
      ]);
      const emails = (await t.app.db.select({ email: users.email }).from(users)).map((u) => u.email);
      expect(emails).toEqual(['real@school.test']);
      expect(await t.app.db.select().from(appSettings)).toEqual([]);
    },
    90_000,
  );
});

describe('demo mode on a PGlite data folder', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'portal-demo-pglite-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it.runIf(testDbKind === 'pglite')(
    'refuses a data folder holding a non-demo user (exit non-zero, nothing seeded)',
    async () => {
      const { openDatabase, runMigrations } = await import('../client.js');
      const pgliteDir = path.join(dir, 'db');
      const db = await openDatabase({ pgliteDir });
      await runMigrations(db);
      await db.db.insert(users).values({ name: 'Real Person', email: 'real@school.test', passwordHash: 'x' });
      await db.close();

      const { code, stderr } = await startServer({
        PGLITE_DIR: pgliteDir,
        STORAGE_DIR: path.join(dir, 'storage'),
      });
      expect(code).not.toBe(0);
      expect(stderr).toContain('Refusing demo mode: this database holds 1 user account');

      const after = await openDatabase({ pgliteDir });
      const emails = (await after.db.select({ email: users.email }).from(users)).map((u) => u.email);
      const marker = await after.db.select().from(appSettings).where(eq(appSettings.key, 'demo'));
      await after.close();
      expect(emails).toEqual(['real@school.test']);
      expect(marker).toEqual([]);
    },
    90_000,
  );
});

describe('demo mode on an empty or demo database', () => {
  let t: TestApp;
  // each test on an empty database of its own (they mark and fill it)
  beforeEach(async () => {
    t = await createTestApp({ seed: false });
  });
  afterEach(() => t.close());

  it('an empty database gets the marker; one with only the demo accounts counts as demo', async () => {
    await assertDemoDatabase(t.app);
    expect(await t.app.db.select().from(appSettings)).toMatchObject([{ key: 'demo', value: '1' }]);
    await t.app.db.delete(appSettings);
    await t.app.db.insert(users).values({ name: 'Ada', email: DEMO_ACCOUNTS.admin, passwordHash: 'x' });
    await expect(assertDemoDatabase(t.app)).resolves.toBeUndefined();
  });

  it('a marked demo database stays demo after learners register', async () => {
    await assertDemoDatabase(t.app); // empty: marked as a demo database
    await t.app.db.insert(users).values({ name: 'Learner', email: 'learner@school.test', passwordHash: 'x' });
    await expect(assertDemoDatabase(t.app)).resolves.toBeUndefined();
  });
});
