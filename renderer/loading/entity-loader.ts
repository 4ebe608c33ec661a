import type { EntitySchema } from '../../src/shared/formats/entity-format';
import { sharedLoad } from '../../src/shared/async/shared-load';

/** Loads entity schemas by name, each parsed once. */
export interface EntityLoader {
  load(name: string): Promise<EntitySchema>;
}

export type ModuleSources = Record<string, () => Promise<unknown>>;

function fileBaseName(path: string): string {
  const file = path.slice(path.lastIndexOf('/') + 1);
  return file.replace(/\.json$/, '');
}

export interface EntityLoaderOptions {
  /**
   * The schemas were checked and parsed when the app was built (tools/vite/checked-screen-files.ts): the
   * loader takes them as they come. Otherwise it checks each with zod (check-screen-files.ts, loaded then).
   */
  checked?: boolean;
}

/**
 * An entity loader over lazily imported JSON modules keyed by path (`/schemas/<area>/<entity>.json`):
 * the file name is the entity name, checked against the parsed schema.
 */
export function createEntityLoader(sources: ModuleSources, { checked = false }: EntityLoaderOptions = {}): EntityLoader {
  const pathByName = new Map<string, string>();
  for (const path of Object.keys(sources)) {
    const name = fileBaseName(path);
    const existing = pathByName.get(name);
    if (existing) throw new Error(`entity ${name} is defined twice: ${existing} and ${path}`);
    pathByName.set(name, path);
  }
  const cache = new Map<string, Promise<EntitySchema>>();

  async function loadUncached(name: string): Promise<EntitySchema> {
    const path = pathByName.get(name);
    if (!path) throw new Error(`unknown entity ${name}: no schemas/**/${name}.json`);
    const raw = await sources[path]();
    const parsed = checked ? (raw as EntitySchema) : (await import('./check-screen-files')).checkEntitySchema(raw, path);
    if (parsed.name !== name) throw new Error(`${path} names entity ${parsed.name}, expected ${name}`);
    return parsed;
  }

  return {
    // A failed load is not kept, so a later visit can try again.
    load: (name) => sharedLoad(cache, name, () => loadUncached(name)),
  };
}
