import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { arcoStylesOnDemand } from './tools/vite/arco-styles-on-demand.js';
import { checkedScreenFiles } from './tools/vite/checked-screen-files.js';
import { nativeResizeObserver } from './tools/vite/native-resize-observer.js';
import { sideEffectFreePackages } from './tools/vite/side-effect-free-packages.js';

/** Where `npm run dev:web` sends /api: API_TARGET, else the local server on PORT (as `npm run dev` starts it). */
const apiTarget = process.env.API_TARGET ?? `http://localhost:${process.env.PORT ?? '8080'}`;

/**
 * React Router's package offers only its development build to bundlers (no `production` export condition). The
 * built app takes the production build, the same code without development warnings (0.6 kB gzip of the login
 * page); both of its entries together, since they share modules and a router context.
 */
const reactRouterProduction = (entry: string) => fileURLToPath(new URL(`./node_modules/react-router/dist/production/${entry}`, import.meta.url));

export default defineConfig(({ command }) => ({
  resolve: {
    alias:
      command === 'build'
        ? [
            { find: /^react-router$/, replacement: reactRouterProduction('index.mjs') },
            { find: /^react-router\/dom$/, replacement: reactRouterProduction('dom-export.mjs') },
          ]
        : [],
  },
  plugins: [
    react(),
    arcoStylesOnDemand(),
    sideEffectFreePackages(),
    nativeResizeObserver(),
    checkedScreenFiles(),
    // Every text asset also as .br and .gz beside it, made once at build time: the server sends the one the
    // browser accepts (src/server/web/static-web.ts), never compressing per request.
    compression({
      include: /\.(js|css|html|svg|json|eot|ttf|map)$/,
      algorithms: [defineAlgorithm('brotliCompress'), defineAlgorithm('gzip', { level: 9 })],
      logLevel: 'silent',
    }),
  ],
  root: '.',
  build: {
    outDir: 'dist/web',
    emptyOutDir: true,
  },
  server: {
    proxy: { '/api': apiTarget },
  },
}));
