import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The line a test file starts with when what it checks runs no SQL that differs between SQLite and PostgreSQL
 * (HTTP, signatures, files, workbooks, access rules decided before any query), with the reason after the colon.
 */
const DIALECT_NEUTRAL = /^\/\/ Dialect-neutral: \S/;
const TEST_FILE = /\.test\.ts$/;
/** A file that runs its tests on each dialect itself (tests/api/engine/engine-fixture.ts, testDialects). */
const BOTH_DIALECTS_ITSELF = /\btestDialects\(\)/;

/**
 * The test files under `directory` (relative to `root`) marked dialect-neutral, or running on each dialect
 * themselves, as paths relative to `root` for a vitest `exclude`: the api-postgres project runs every other
 * API file again on PostgreSQL. Read when the config loads, so a new file runs on both dialects unless it says
 * why it need not or does so itself.
 */
export function dialectNeutralFiles(root: string, directory: string): string[] {
  return readdirSync(join(root, directory), { recursive: true, encoding: 'utf8' })
    .filter((file) => TEST_FILE.test(file))
    .map((file) => `${directory}/${file.split('\\').join('/')}`)
    .filter((file) => {
      const text = readFileSync(join(root, file), 'utf8');
      return DIALECT_NEUTRAL.test(text) || BOTH_DIALECTS_ITSELF.test(text);
    })
    .sort();
}
