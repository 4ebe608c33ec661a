/** Gzip size of the built shell: what the login page loads first, and every asset together. */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const webDir = resolve(import.meta.dirname, '../../dist/web');

function gzipKb(path: string): number {
  return gzipSync(readFileSync(path), { level: 9 }).length / 1024;
}

export function measureBundle(): { initialKb: number; totalKb: number; files: number } {
  const html = readFileSync(join(webDir, 'index.html'), 'utf8');
  const initial = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]);
  const assets = readdirSync(join(webDir, 'assets')).filter((f) => /\.(js|css)$/.test(f));
  const initialKb = initial.reduce((sum, file) => sum + gzipKb(join(webDir, file)), 0);
  const totalKb = assets.reduce((sum, file) => sum + gzipKb(join(webDir, 'assets', file)), 0);
  return { initialKb, totalKb, files: assets.length };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  statSync(join(webDir, 'index.html'));
  const { initialKb, totalKb, files } = measureBundle();
  console.log(`bundle: initial (index.html scripts + styles) ${initialKb.toFixed(1)} kB gzip; all ${files} assets ${totalKb.toFixed(1)} kB gzip`);
}
