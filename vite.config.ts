import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** Where `npm run dev:web` sends /api: API_TARGET, else the local server on PORT (as `npm run dev` starts it). */
const apiTarget = process.env.API_TARGET ?? `http://localhost:${process.env.PORT ?? '8080'}`;

export default defineConfig({
  plugins: [react()],
  root: '.',
  build: {
    outDir: 'dist/web',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1200,
  },
  server: {
    proxy: { '/api': apiTarget },
  },
});
