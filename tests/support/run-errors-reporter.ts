/**
 * A vitest reporter that writes what fails a run besides its tests to the file named by RUN_ERRORS_FILE:
 * unhandled errors (a rejection nobody awaited, an error thrown after a test ended) and the run's end
 * state. Vitest exits 1 for them while every test passed, and its JSON report does not hold them, so
 * tools/test-summary.ts reads this file to name them in the closing lines CI shows.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

type RunEnd = Parameters<NonNullable<Reporter['onTestRunEnd']>>;

export interface RunErrors {
  state: RunEnd[2];
  /** `file` and `test`: the test file its worker was running and the last test that had started there. */
  unhandledErrors: { message: string; stack?: string; file?: string; test?: string }[];
  failedModules: { file: string; errors: string[] }[];
}

function failedModules(modules: ReadonlyArray<TestModule>): RunErrors['failedModules'] {
  return modules
    .filter((module) => module.state() === 'failed')
    .map((module) => ({ file: module.moduleId, errors: module.errors().map((error) => error.message) }));
}

/** Vitest marks an unhandled error with the file and test its worker was running (VITEST_TEST_PATH, _NAME). */
function unhandledError(error: RunEnd[1][number]): RunErrors['unhandledErrors'][number] {
  const marks = error as { VITEST_TEST_PATH?: string; VITEST_TEST_NAME?: string };
  return {
    message: `${error.name ?? 'Error'}: ${error.message}`,
    stack: error.stack,
    file: marks.VITEST_TEST_PATH,
    test: marks.VITEST_TEST_NAME,
  };
}

export default class RunErrorsReporter implements Reporter {
  onTestRunEnd(...[modules, unhandledErrors, state]: RunEnd): void {
    const file = process.env.RUN_ERRORS_FILE;
    if (!file) return;
    const report: RunErrors = {
      state,
      unhandledErrors: unhandledErrors.map(unhandledError),
      failedModules: failedModules(modules),
    };
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, JSON.stringify(report, null, 2));
  }
}
