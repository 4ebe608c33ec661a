import { join, resolve } from 'node:path';

/** The repository root: the server reads its reviewed files (schemas, screens, seed) from there. */
export const REPO_ROOT = resolve(import.meta.dirname, '../../..');

/** The reviewed files under a repository root: this checkout's by default, a copy's in a test. */
export function repoPaths(root: string = REPO_ROOT) {
  return {
    schemas: join(root, 'schemas'),
    screens: join(root, 'screens'),
    menusSeed: join(root, 'seed/system/menus.json'),
    lookupsSeed: join(root, 'seed/system/lookups.json'),
    demoUsersSeed: join(root, 'seed/system/demo-users.json'),
    demoRecords: join(root, 'seed/demo/records'),
  } as const;
}

export const REPO_PATHS = repoPaths();
