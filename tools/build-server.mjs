// `npm run build:server`: the server as JavaScript modules that plain `node` starts (dist-server/main.js),
// without compiling TypeScript on every start as tsx does.
//
// The packages the server needs at start-up (Fastify, Kysely, zod, ajv …) are bundled into main.js: Node's ES
// module loader resolving and compiling hundreds of their files one by one was most of a restart (bundled, the
// CPU to the first healthy answer fell from about 1.3 s to 1.0 s). Packages stay in node_modules when they
// are native or read files beside their code (better-sqlite3, pino's worker transports, svg-captcha's fonts),
// and when the server imports them at first use rather than at start-up (exceljs, bullmq, ioredis, pg,
// archiver, bpmn-engine, nodemailer, tus): bundled, they would be parsed at every start. Modules of our own
// imported at first use (`await import('./…')`) become chunks under dist-server/chunks for the same reason.
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { build } from 'esbuild';

const EXTERNAL_PACKAGES = /^(better-sqlite3|pino|svg-captcha|exceljs|bullmq|ioredis|pg|archiver|bpmn-engine|nodemailer|@tus\/[^/]+)(\/|$)/;

// Chunk names carry a hash: chunks of an earlier build would stay behind.
rmSync('dist-server', { recursive: true, force: true });

await build({
  entryPoints: ['src/server/main.ts'],
  outdir: 'dist-server',
  entryNames: '[name]',
  chunkNames: 'chunks/[name]-[hash]',
  splitting: true,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  sourcemap: true,
  logLevel: 'warning',
  // Bundled CommonJS packages call require() for Node's own modules and pino: an ES module has none of its own.
  banner: { js: "import { createRequire as createRequireOfBundle } from 'node:module';\nconst require = createRequireOfBundle(import.meta.url);" },
  plugins: [
    {
      name: 'packages-external',
      setup(context) {
        context.onResolve({ filter: /^[^./]/ }, (args) => (EXTERNAL_PACKAGES.test(args.path) ? { path: args.path, external: true } : undefined));
      },
    },
  ],
});

// The entity schemas and screen descriptors as parsed now: a start takes a file whose content is unchanged
// as checked, instead of parsing the ~400 files with zod again (about 200 ms of every start).
execFileSync(process.execPath, ['--import', 'tsx', 'tools/write-checked-definitions.ts', 'dist-server/checked-definitions.json'], { stdio: 'inherit' });
