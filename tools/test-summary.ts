/** Prints one closing line, "N passed, N failed, N skipped", over vitest JSON reports. */
import { existsSync, readFileSync } from 'node:fs';

interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
}

let passed = 0;
let failed = 0;
let skipped = 0;
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
}
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
