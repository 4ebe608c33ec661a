import { join, resolve } from 'node:path';

/** The repository root: the server reads its reviewed files (schemas, screens, seed) from there. */
export const REPO_ROOT = resolve(import.meta.dirname, '../../..');

export const REPO_PATHS = {
  schemas: join(REPO_ROOT, 'schemas'),
  screens: join(REPO_ROOT, 'screens'),
  menusSeed: join(REPO_ROOT, 'seed/system/menus.json'),
  lookupsSeed: join(REPO_ROOT, 'seed/system/lookups.json'),
  demoUsersSeed: join(REPO_ROOT, 'seed/system/demo-users.json'),
} as const;
