import react from '@vitejs/plugin-react';
import { availableParallelism } from 'node:os';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';
import { dialectNeutralFiles } from './tests/support/dialect-neutral-files';
import { filesWithModuleMocks } from './tests/support/files-with-module-mocks';
import { checkedScreenFiles } from './tools/vite/checked-screen-files';

/**
 * Unit files that replace modules with vi.mock: in a module graph shared by several files the mock would stay
 * for the files after them, so they form a project of their own whose files run alone.
 */
const ROOT = dirname(fileURLToPath(import.meta.url));
const UNIT_FILES_WITH_MODULE_MOCKS = filesWithModuleMocks(ROOT, 'tests/unit');

/** API files whose first line says they run no SQL that differs by dialect: api-postgres leaves them out. */
const DIALECT_NEUTRAL_API_FILES = dialectNeutralFiles(ROOT, 'tests/api');

export default defineConfig({
  // The app's screen files are checked as its build checks them (renderer/loading/default-screen-loader.ts).
  plugins: [react(), checkedScreenFiles()],
  test: {
    // A worker per core: vitest's default leaves one core to its main process, which mostly waits; on two
    // cores that ran the unit and API projects one file at a time (922 s, against 492 s with two workers).
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          exclude: [...configDefaults.exclude, ...UNIT_FILES_WITH_MODULE_MOCKS],
          environment: './tests/support/settled-jsdom-environment.ts',
          setupFiles: ['tests/unit/setup.ts'],
          // Files share a worker's module graph and DOM: loading the renderer once per worker instead of once
          // per file. What a file leaves behind (DOM, toasts, storage, timers, stores) is reset after it by
          // tests/unit/setup.ts (README, "unit project").
          isolate: false,
          // Above the 10 s Testing Library waits of tests/unit/setup.ts: a file's first test also loads its
          // lazy screens cold, which on a loaded CI runner took more than the default 5 s.
          testTimeout: 20_000,
        },
      },
      {
        // The unit files with module mocks, each alone in a fresh module graph and DOM.
        extends: true,
        test: {
          name: 'unit-mocks',
          include: [...UNIT_FILES_WITH_MODULE_MOCKS],
          environment: './tests/support/settled-jsdom-environment.ts',
          setupFiles: ['tests/unit/setup.ts'],
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          // Files share a worker's module graph: each file loading the whole server again cost about half
          // the project's CPU. Their state lives in the servers and databases each file starts and stops.
          isolate: false,
          // One migrated and seeded database per run that each test server's database is copied from.
          globalSetup: ['tests/api/support/database-template.ts'],
          testTimeout: 30000,
          hookTimeout: 60000,
        },
      },
      {
        // The server-level API tests again, each test server on a fresh PostgreSQL schema
        // (tests/api/support/test-database.ts). The engine tests run both dialects themselves, the
        // scale-out tests pin PostgreSQL and Redis on their own, and the files marked dialect-neutral
        // (tests/support/dialect-neutral-files.ts) check nothing a database does, so they are left out here.
        // tools/test-all.sh adds it when PostgreSQL answers; under CI=true a missing PostgreSQL fails the run.
        extends: true,
        test: {
          name: 'api-postgres',
          include: ['tests/api/**/*.test.ts'],
          exclude: [...configDefaults.exclude, 'tests/api/engine/**', 'tests/api/scale-out/**', ...DIALECT_NEUTRAL_API_FILES],
          environment: 'node',
          isolate: false,
          env: { TEST_API_DATABASE: 'postgres' },
          globalSetup: ['tests/api/support/database-template.ts'],
          testTimeout: 30000,
          hookTimeout: 60000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          // One first start of the built server per run; each test's server starts on a copy of its data dir.
          globalSetup: ['tests/e2e/support/data-template.ts'],
          testTimeout: 120000,
          hookTimeout: 180000,
          // What a person waits for on a loaded machine: a whole page load (the app, the session, the menus)
          // took more than the default second under load.
          expect: { poll: { timeout: 10_000 } },
          // Files run side by side, a worker per core, each with its own server, data copy and browser: a file
          // mostly waits for its browser and server, so two on two cores took 345 s against 545 s one by one.
        },
      },
    ],
  },
});
