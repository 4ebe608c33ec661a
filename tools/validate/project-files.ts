import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { ProblemList } from './problems';

export const GENERATED_SCHEMA_FILES = new Set(['entity.schema.json', 'screen.schema.json', 'demo-records.schema.json', 'system-records.schema.json']);

export interface JsonFile {
  /** Path relative to the project root, with forward slashes. */
  file: string;
  json: unknown;
}

export function listJsonFiles(dir: string): string[] {
  let entries: import('node:fs').Dirent[];
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries
    .flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return listJsonFiles(path);
      return entry.name.endsWith('.json') ? [path] : [];
    })
    .sort();
}

/** Reads and parses JSON files; a file that is not JSON becomes a problem, not a crash. */
export function readJsonFiles(root: string, dir: string, problems: ProblemList): JsonFile[] {
  const files: JsonFile[] = [];
  for (const path of listJsonFiles(join(root, dir))) {
    const file = relative(root, path).split(sep).join('/');
    if (dir === 'schemas' && GENERATED_SCHEMA_FILES.has(file.split('/').pop() ?? '')) continue;
    try {
      files.push({ file, json: JSON.parse(readFileSync(path, 'utf8')) });
    } catch (error) {
      problems.add(file, '', `not valid JSON (${(error as Error).message})`);
    }
  }
  return files;
}
