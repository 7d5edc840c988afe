import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Longest file first, from a table of measured durations, so the workers finish together: on a clean clone vitest
 * has no durations of its own and starts the larger files first, which put short-but-slow files (memory-model,
 * accessibility) at the end of the run, alone on one worker. Files not in the table (new ones) start first, as
 * vitest does with unknown files; update the table when a file's duration changes a lot
 * (`npm run test -w e2e` prints each file's time).
 */
export const SECONDS: Record<string, number> = {
  // measured 27 Nov 2026 with two workers on a shared machine (load ~15 on two cores, about 1.6× the idle times):
  // only the order matters
  'accessibility.test.ts': 195,
  'formulas.test.ts': 187,
  'learner-rough-edges.test.ts': 171,
  'admin.test.ts': 215, // the walk at five widths since issue 34 (about +67 s measured under load)
  'offline.test.ts': 130, // six tests since issue 31 (four when measured: 94)
  'flashcards.test.ts': 108,
  'authoring.test.ts': 93,
  'memory-model.test.ts': 92,
  'frame.test.ts': 89,
  'frame-panels.test.ts': 89,
  'memory.test.ts': 78,
  'auth.test.ts': 66,
  'shop.test.ts': 51,
  'lessons.test.ts': 48,
  'cache-roles.test.ts': 47,
  'frame-errors.test.ts': 39,
  'content.test.ts': 31,
  'files-access.test.ts': 30,
  'import-play.test.ts': 26,
  'import.test.ts': 20,
};

export default class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const weight = (f: TestSpecification) => SECONDS[path.basename(f.moduleId)] ?? Infinity;
    return [...files].sort((a, b) => weight(b) - weight(a) || a.moduleId.localeCompare(b.moduleId));
  }
}
