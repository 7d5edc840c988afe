/**
 * `npm run bench -- --short` works: small data, against the suite's PostgreSQL. A smoke check that every scenario
 * runs with its pgbench baseline and without errors, never a timed pass/fail: one second per load window is enough
 * for that (`--seconds 1`; the short run's default of two doubles the 13 scenarios' load and pgbench windows).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, inject, it } from 'vitest';
import { repoRoot } from '../src/lib/proc.js';

interface Report {
  scenarios: {
    name: string;
    skipped?: string;
    http?: { requests: number; errors: number; non2xx: number; sampleErrors: string[] };
    pgbench?: { tps: number; errors: string[] };
  }[];
  bare: { requests: number };
  peakRssMb: number;
  embedded: {
    error?: string;
    firstStartRssMb: number;
    startRssMb: number;
    loadPeakRssMb: number;
    load: { requests: number; errors: number; non2xx: number; sampleErrors: string[] };
  };
}

it(
  'npm run bench -- --short --seconds 1 runs every scenario and its pgbench baseline without errors',
  { timeout: 400_000 },
  () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'portal-bench-smoke-'));
    try {
      const out = path.join(dir, 'short.json');
      const r = spawnSync(
        process.execPath,
        ['--import', 'tsx', 'bench/src/run.ts', '--short', '--seconds', '1', '--no-lighthouse', '--out', out],
        {
          cwd: repoRoot,
          env: { ...process.env, BENCH_ADMIN_URL: inject('pgAdminUrl') },
          encoding: 'utf8',
          timeout: 360_000,
        },
      );
      console.log(
        r.stdout
          .split('\n')
          .filter((l) => !l.startsWith('[bench]'))
          .join('\n'),
      );
      expect(r.status, r.stderr.slice(-3000)).toBe(0);
      const report = JSON.parse(readFileSync(out, 'utf8')) as Report;
      expect(report.bare.requests).toBeGreaterThan(0);
      expect(report.peakRssMb).toBeGreaterThan(0);
      for (const s of report.scenarios) {
        expect(s.skipped, s.name).toBeUndefined();
        expect(s.http!.requests, s.name).toBeGreaterThan(0);
        expect(s.http!.errors + s.http!.non2xx, `${s.name}: ${s.http!.sampleErrors.join(' | ')}`).toBe(0);
        expect(s.pgbench?.tps ?? 0, `${s.name}: ${s.pgbench?.errors.join(' | ')}`).toBeGreaterThan(0);
      }
      // the embedded default (PGlite, demo data): started twice, measured, and answered its learners without errors
      const { embedded } = report;
      expect(embedded.error).toBeUndefined();
      expect(embedded.firstStartRssMb).toBeGreaterThan(0);
      expect(embedded.startRssMb).toBeGreaterThan(0);
      expect(embedded.loadPeakRssMb).toBeGreaterThanOrEqual(embedded.startRssMb);
      expect(embedded.load.requests).toBeGreaterThan(0);
      expect(embedded.load.errors + embedded.load.non2xx, embedded.load.sampleErrors.join(' | ')).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  },
);
