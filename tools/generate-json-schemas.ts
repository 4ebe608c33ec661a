/**
 * Writes schemas/entity.schema.json and schemas/screen.schema.json from the zod formats.
 * `--check` writes nothing and fails when a committed file is stale (CI runs it).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { exportJsonSchemas } from './json-schema-export';

const root = resolve(import.meta.dirname, '..');
const check = process.argv.includes('--check');
let stale = 0;
for (const [file, text] of Object.entries(exportJsonSchemas())) {
  const path = resolve(root, file);
  let current = '';
  try {
    current = readFileSync(path, 'utf8');
  } catch {
    current = '';
  }
  if (current === text) continue;
  if (check) {
    console.error(`${file} is stale: run \`npm run gen:schemas\` and commit the result`);
    stale += 1;
  } else {
    writeFileSync(path, text);
    console.log(`wrote ${file}`);
  }
}
if (stale > 0) process.exit(1);
if (check) console.log('generated JSON Schemas are up to date');
