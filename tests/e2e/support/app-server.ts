import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { type RunningServer, startServer } from '../../../tools/support/server-process';

/**
 * The built server (as `npm start` runs it) with the built web app, on its own copy of the run's first-start
 * data dir (data-template.ts): a fresh database with the demo data, started as a restart. Stopping it
 * removes the copy.
 */
export async function startAppServer(): Promise<RunningServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'srm-e2e-'));
  cpSync(inject('e2eDataTemplate'), dataDir, { recursive: true });
  return startServer({}, dataDir, 'built');
}
