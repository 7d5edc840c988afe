import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Reporter, TestCase, TestModule } from 'vitest/node';
import { repoRoot } from './server.js';

/**
 * Lists the browser tests that failed once and passed when retried (vitest `retry: 1`): printed at the end of the
 * run and written to e2e/results/flaky.json, so a flake is seen and fixed, not hidden. A test that fails twice
 * fails the run as usual.
 */
export default class FlakyReporter implements Reporter {
  private flaky: { file: string; test: string; retries: number; errors: string[] }[] = [];

  onTestCaseResult(test: TestCase) {
    const d = test.diagnostic();
    if (test.result().state === 'passed' && d?.flaky)
      this.flaky.push({
        file: path.relative(repoRoot, test.module.moduleId),
        test: test.fullName,
        retries: d.retryCount,
        errors: (test.result().errors ?? []).map((e) => String(e.message).split('\n')[0]),
      });
  }

  onTestRunEnd(_modules: ReadonlyArray<TestModule>) {
    const dir = path.join(repoRoot, 'e2e/results');
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, 'flaky.json'), JSON.stringify(this.flaky, null, 2));
    if (!this.flaky.length) {
      console.log('\nFlaky browser tests: none (no test needed its retry).');
      return;
    }
    console.log(`\nFLAKY browser tests (failed once, passed on the retry): ${this.flaky.length}`);
    for (const f of this.flaky)
      console.log(
        `  - ${f.file} > ${f.test}${f.errors.length ? `\n      first failure: ${f.errors[0]}` : ''}`,
      );
  }
}
