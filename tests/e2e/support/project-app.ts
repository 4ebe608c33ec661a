import react from '@vitejs/plugin-react';
import type { FastifyInstance } from 'fastify';
import { copyFileSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build } from 'vite';
import { buildApp } from '../../../src/server/app';
import { loadConfig } from '../../../src/server/config';
import { arcoStylesOnDemand } from '../../../tools/vite/arco-styles-on-demand';
import { checkedScreenFiles } from '../../../tools/vite/checked-screen-files';
import { nativeResizeObserver } from '../../../tools/vite/native-resize-observer';
import { sideEffectFreePackages } from '../../../tools/vite/side-effect-free-packages';

const REPO_ROOT = resolve(import.meta.dirname, '../../..');

export interface ProjectApp {
  baseUrl: string;
  stop(): Promise<void>;
}

/**
 * Builds the web app of a project copy (its own schemas/, screens/ and seed/ beside the repository's code,
 * linked in): the descriptors and schemas are bundled at build time, so an area added as JSON needs its own
 * build, as an implementer's project would. Returns the output folder.
 */
export async function buildProjectWeb(root: string): Promise<string> {
  // The page itself is copied: Vite names its output after the page's real path.
  copyFileSync(join(REPO_ROOT, 'index.html'), join(root, 'index.html'));
  for (const dir of ['renderer', 'src']) symlinkSync(join(REPO_ROOT, dir), join(root, dir));
  const outDir = join(root, 'dist/web');
  await build({
    configFile: false,
    root,
    logLevel: 'warn',
    // Arco's styles come with the components that use them, as in the product's build (vite.config.ts).
    plugins: [react(), arcoStylesOnDemand(), sideEffectFreePackages(), nativeResizeObserver(), checkedScreenFiles()],
    build: { outDir, emptyOutDir: true, chunkSizeWarningLimit: 1200 },
  });
  return outDir;
}

/** The server over a project copy and its built web app, in this process, on a fresh SQLite data dir with the demo data. */
export async function startProjectApp(root: string, webDir: string): Promise<ProjectApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'srm-project-app-'));
  const config = loadConfig({ DATA_DIR: dataDir, WEB_DIR: webDir, LOG_LEVEL: 'silent' });
  const app: FastifyInstance = await buildApp(config, { repoRoot: root });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (typeof address !== 'object' || address === null) throw new Error('server has no address');
  return {
    baseUrl: `http://127.0.0.1:${address.port}`,
    async stop() {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
