import type { EntityLoader, ModuleSources } from '../../renderer/loading/entity-loader';
import { createEntityLoader } from '../../renderer/loading/entity-loader';
import { createScreenLoader, type ScreenLoader } from '../../renderer/loading/screen-loader';
import { defaultScreenRegistry } from '../../renderer/registry/default-registry';
import type { EntitySchema } from '../../src/shared/formats/entity-format';
import type { LookupSeed, SystemConfig } from '../../src/shared/formats/system-format';

/**
 * The reviewed files a story renders from: entity schemas, screen descriptors (keyed by their path,
 * `/screens/<area>/<route>.json`), the shipped lookups and menus. Storybook and the tests use the
 * repository's own (repo-project.ts); a test may build one over a copy in a temporary directory.
 */
export interface SampleProject {
  entities: readonly EntitySchema[];
  /** The same schemas as module sources keyed by path, for the renderer's entity loader. */
  entitySources: ModuleSources;
  descriptorSources: ModuleSources;
  lookups: LookupSeed;
  system: SystemConfig;
  /** Records written by hand for the project; made from the schemas (sample-data/) when absent. */
  records?: Record<string, Record<string, unknown>[]>;
}

const loaders = new WeakMap<SampleProject, ScreenLoader>();
const entityLoaders = new WeakMap<SampleProject, EntityLoader>();

export function projectEntityLoader(project: SampleProject): EntityLoader {
  let loader = entityLoaders.get(project);
  if (!loader) {
    loader = createEntityLoader(project.entitySources);
    entityLoaders.set(project, loader);
  }
  return loader;
}

/** One screen loader per project, so screens opened from each other share what was parsed. */
export function projectScreenLoader(project: SampleProject): ScreenLoader {
  let loader = loaders.get(project);
  if (!loader) {
    loader = createScreenLoader({ descriptors: project.descriptorSources, entities: projectEntityLoader(project), registry: defaultScreenRegistry });
    loaders.set(project, loader);
  }
  return loader;
}
