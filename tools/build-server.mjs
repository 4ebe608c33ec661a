// `npm run build:server`: the server as one JavaScript module (dist-server/main.js) that plain `node` starts,
// without compiling TypeScript on every start as tsx does. Packages stay in node_modules (native modules,
// files read beside their code), except those imported by deep paths without an extension, which Node's
// ES module loader cannot resolve: they are bundled.
import { build } from 'esbuild';

const BUNDLED_PACKAGES = /^crypto-js(\/|$)/;

await build({
  entryPoints: ['src/server/main.ts'],
  outfile: 'dist-server/main.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'packages-external',
      setup(context) {
        context.onResolve({ filter: /^[^./]/ }, (args) => (BUNDLED_PACKAGES.test(args.path) ? undefined : { path: args.path, external: true }));
      },
    },
  ],
});
