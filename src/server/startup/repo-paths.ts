import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** The nearest directory at or above `start` that holds package.json. */
function packageRootAbove(start: string): string {
  for (let directory = start; ; directory = dirname(directory)) {
    if (existsSync(join(directory, 'package.json'))) return directory;
    if (dirname(directory) === directory) throw new Error(`no package.json above ${start}`);
  }
}

/**
 * The repository root: the server reads its reviewed files (schemas, screens, seed) from there. Found from
 * this module's directory, which is src/server/startup under tsx and dist-server once built.
 */
export const REPO_ROOT = packageRootAbove(import.meta.dirname);

/** The reviewed files under a repository root: this checkout's by default, a copy's in a test. */
export function repoPaths(root: string = REPO_ROOT) {
  return {
    schemas: join(root, 'schemas'),
    screens: join(root, 'screens'),
    menusSeed: join(root, 'seed/system/menus.json'),
    lookupsSeed: join(root, 'seed/system/lookups.json'),
    demoUsersSeed: join(root, 'seed/system/demo-users.json'),
    systemRecords: join(root, 'seed/system/records'),
    demoRecords: join(root, 'seed/demo/records'),
    demoMessages: join(root, 'seed/demo/messages.json'),
  } as const;
}

export const REPO_PATHS = repoPaths();
