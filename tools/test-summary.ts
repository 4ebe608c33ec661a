/**
 * Prints the closing lines over vitest JSON reports: each failed test by file and name, with the first line
 * of its failure, each unhandled error of the run (from the run-errors report beside the JSON report,
 * tests/support/run-errors-reporter.ts: vitest fails a run for them while every test passes), then
 * "N passed, N failed, N skipped". CI shows only the tail of a run, so the names of what broke belong here.
 */
import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';
import type { RunErrors } from '../tests/support/run-errors-reporter';

interface AssertionResult {
  status: string;
  fullName: string;
  failureMessages?: string[];
}

interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  testResults?: { name: string; status: string; message?: string; assertionResults?: AssertionResult[] }[];
}

let passed = 0;
let failed = 0;
let skipped = 0;
const failures: string[] = [];
for (const file of process.argv.slice(2)) {
  if (!existsSync(file)) {
    console.error(`no test report at ${file}: that run did not finish`);
    failed += 1;
    continue;
  }
  const report = JSON.parse(readFileSync(file, 'utf8')) as VitestReport;
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  skipped += report.numPendingTests + report.numTodoTests;
  failures.push(...runErrors(file.replace(/\.json$/, '.errors.json')));
  for (const suite of report.testResults ?? []) {
    const where = relative(process.cwd(), suite.name);
    const failedTests = (suite.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failedTests) failures.push(`${where} > ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
    if (suite.status === 'failed' && failedTests.length === 0) failures.push(`${where}: ${firstLine(suite.message)}`);
  }
}
for (const failure of failures) console.log(`FAILED ${failure}`);
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);

/** The unhandled errors of a run, and its end state when it did not pass, one line each. */
function runErrors(file: string): string[] {
  if (!existsSync(file)) return [];
  const report = JSON.parse(readFileSync(file, 'utf8')) as RunErrors;
  const lines = report.unhandledErrors.map(
    (error) =>
      `unhandled error: ${firstLine(error.message)} at ${stackFrames(error.stack)}` +
      (error.file ? ` (while ${relative(process.cwd(), error.file)}${error.test ? ` > ${error.test}` : ''} ran)` : ''),
  );
  if (report.state !== 'passed' && lines.length === 0 && report.failedModules.length === 0) lines.push(`the run ended ${report.state}`);
  return lines;
}

/**
 * The frames of a stack down to the first that is the project's own code, where an unhandled error is looked
 * for; at most five, so an error raised inside libraries still shows which library called which.
 */
function stackFrames(stack: string | undefined): string {
  const frames = (stack ?? '').split('\n').filter((line) => line.trim().startsWith('at '));
  const own = frames.findIndex((line) => !line.includes('node_modules') && !line.includes('node:'));
  const shown = frames.slice(0, own === -1 ? 5 : Math.min(own + 1, 5));
  return shown.length === 0 ? 'no stack' : shown.map((line) => line.trim().replace(/^at /, '')).join(' < ');
}

function firstLine(text: string | undefined): string {
  return (text ?? 'no message').split('\n')[0].slice(0, 300);
}
