import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { BUILT_SERVER, startServer } from '../../../tools/support/server-process';
import { leftByDeadRun } from '../../support/left-by-dead-run';
import { CHROMIUM_PATH } from '../../support/real-tool';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The data dir of one first start of the built server (migrated, system and demo data, file key) that each app server starts from a copy of. */
    e2eDataTemplate: string;
  }
}

const PREFIX = 'srm-e2e-template-';

/**
 * Vitest global setup of the e2e project: the built server's first start runs once per run, and every test's
 * server starts on a copy of its data dir (app-server.ts), as a restart would. Built per run, so changed
 * schemas and seeds are always in it; a killed run's template is removed by the next run.
 */
export default async function setup(project: TestProject): Promise<(() => void) | undefined> {
  // Without Chromium the browser tests are skipped (or fail under CI=true on their own): nothing to prepare.
  if (!existsSync(CHROMIUM_PATH)) return undefined;
  if (!existsSync(BUILT_SERVER)) {
    throw new Error('The end-to-end tests run the built server: run `npx vite build && npm run build:server` first (npm test does).');
  }
  for (const entry of readdirSync(tmpdir())) {
    if (entry.startsWith(PREFIX) && leftByDeadRun(entry, PREFIX)) rmSync(join(tmpdir(), entry), { recursive: true, force: true });
  }
  const dataDir = mkdtempSync(join(tmpdir(), `${PREFIX}${process.pid}-`));
  const server = await startServer({}, dataDir, 'built');
  await server.stop(false);
  project.provide('e2eDataTemplate', dataDir);
  return () => rmSync(dataDir, { recursive: true, force: true });
}
