import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { validateProject } from '../../../../tools/validate/validate-project';

const REPO_ROOT = resolve(import.meta.dirname, '../../../..');

export type Json = Record<string, unknown>;

/** The object or array at a path of a parsed file (keys and indexes). */
export function at(json: Json, ...path: (string | number)[]): Json & unknown[] {
  return path.reduce<unknown>((node, key) => (node as Record<string | number, unknown>)[key], json) as Json & unknown[];
}

/**
 * What the validator says of the repository's schemas, screens and seed once each named file (relative to the
 * repository) is changed: a temporary copy is changed, validated and removed.
 */
export function problemsAfter(changes: Record<string, (json: Json) => void>): string {
  const copy = mkdtempSync(join(tmpdir(), 'srm-validate-'));
  try {
    for (const dir of ['schemas', 'screens', 'seed']) cpSync(join(REPO_ROOT, dir), join(copy, dir), { recursive: true });
    for (const [file, change] of Object.entries(changes)) {
      const path = join(copy, file);
      const json = JSON.parse(readFileSync(path, 'utf8')) as Json;
      change(json);
      writeFileSync(path, JSON.stringify(json));
    }
    return validateProject(copy).problems.format();
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}

/** Changes a test stages file by file (`edit`, as often as it likes), then validates together (`problems`). */
export interface StagedChanges {
  edit(file: string, change: (json: Json) => void): void;
  problems(): string;
}

export function stagedChanges(): StagedChanges {
  const changes: Record<string, (json: Json) => void> = {};
  return {
    edit(file, change) {
      const before = changes[file];
      changes[file] = before
        ? (json) => {
            before(json);
            change(json);
          }
        : change;
    },
    problems: () => problemsAfter(changes),
  };
}
