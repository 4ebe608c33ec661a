import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { SampleProject } from '../../../../storybook/support/sample-project';
import { EntitySchema } from '../../../../src/shared/formats/entity-format';
import { LookupSeed, SystemConfig } from '../../../../src/shared/formats/system-format';

function jsonFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return jsonFiles(path);
    return entry.name.endsWith('.json') && !entry.name.endsWith('.schema.json') ? [path] : [];
  });
}

function readJson(path: string): unknown {
  return JSON.parse(readFileSync(path, 'utf8'));
}

/** Module sources keyed the way Vite's globs key them: `/screens/<area>/<route>.json`. */
function sourcesUnder(root: string, dir: string): Record<string, () => Promise<unknown>> {
  return Object.fromEntries(
    jsonFiles(join(root, dir)).map((path) => [`/${relative(root, path).split(sep).join('/')}`, () => Promise.resolve(readJson(path))]),
  );
}

/** The project Storybook builds from globs, built from the files of another root (a temporary copy). */
export function projectOnDisk(root: string): SampleProject {
  const entityFiles = jsonFiles(join(root, 'schemas'));
  return {
    entities: entityFiles.map((path) => EntitySchema.parse(readJson(path))),
    entitySources: sourcesUnder(root, 'schemas'),
    descriptorSources: sourcesUnder(root, 'screens'),
    lookups: LookupSeed.parse(readJson(join(root, 'seed/system/lookups.json'))),
    system: SystemConfig.parse(readJson(join(root, 'seed/system/menus.json'))),
  };
}
