import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** A call that replaces a module for every file that later imports it in the same module graph. */
const MODULE_MOCK = /\bvi\.(?:mock|doMock)\(/;
const TEST_FILE = /\.test\.tsx?$/;

/**
 * The test files under `directory` (a path relative to `root`, the project root) that replace modules with
 * vi.mock or vi.doMock, as paths relative to `root` for a vitest `include`. Read when the config loads, so a
 * new file with a module mock runs alone without anyone listing it.
 */
export function filesWithModuleMocks(root: string, directory: string): string[] {
  return readdirSync(join(root, directory), { recursive: true, encoding: 'utf8' })
    .filter((file) => TEST_FILE.test(file))
    .map((file) => `${directory}/${file.split('\\').join('/')}`)
    .filter((file) => MODULE_MOCK.test(readFileSync(join(root, file), 'utf8')))
    .sort();
}
