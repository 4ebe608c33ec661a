import react from '@vitejs/plugin-react';
import { resolve } from 'node:path';
import { build } from 'vite';

const pageDir = resolve(import.meta.dirname, 'page');

/** Builds the bench page (production React, minified) into `outDir`, a temporary directory never committed. */
export async function buildBenchPage(outDir: string): Promise<void> {
  await build({
    configFile: false,
    root: pageDir,
    base: './',
    logLevel: 'warn',
    mode: 'production',
    plugins: [react()],
    build: { outDir, emptyOutDir: true, chunkSizeWarningLimit: 10_000, reportCompressedSize: false },
  });
}
