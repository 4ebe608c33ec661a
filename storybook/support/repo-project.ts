import lookupsJson from '../../seed/system/lookups.json';
import menusJson from '../../seed/system/menus.json';
import { EntitySchema } from '../../src/shared/formats/entity-format';
import { LookupSeed, SystemConfig } from '../../src/shared/formats/system-format';
import type { SampleProject } from './sample-project';

/*
 * The repository's files, found by glob: a new entity schema or screen descriptor is part of Storybook
 * (and of the story test) with no other change. The generated JSON Schemas of the formats are not entities.
 */
const entityFiles = import.meta.glob<unknown>(['/schemas/**/*.json', '!/schemas/**/*.schema.json'], {
  eager: true,
  import: 'default',
});
const descriptorSources = import.meta.glob<unknown>('/screens/**/*.json', { import: 'default' });

function parsedEntity(path: string, json: unknown): EntitySchema {
  const parsed = EntitySchema.safeParse(json);
  if (!parsed.success) throw new Error(`${path} is not a valid entity schema (npm run validate names the problem): ${parsed.error.message}`);
  return parsed.data;
}

export const repoProject: SampleProject = {
  entities: Object.entries(entityFiles).map(([path, json]) => parsedEntity(path, json)),
  entitySources: Object.fromEntries(Object.entries(entityFiles).map(([path, json]) => [path, () => Promise.resolve(json)])),
  descriptorSources,
  lookups: LookupSeed.parse(lookupsJson),
  system: SystemConfig.parse(menusJson),
};
