import { EntitySchema } from '../../src/shared/formats/entity-format';

/** Loads entity schemas by name, each parsed once. */
export interface EntityLoader {
  load(name: string): Promise<EntitySchema>;
}

export type ModuleSources = Record<string, () => Promise<unknown>>;

function fileBaseName(path: string): string {
  const file = path.slice(path.lastIndexOf('/') + 1);
  return file.replace(/\.json$/, '');
}

/**
 * An entity loader over lazily imported JSON modules keyed by path (`/schemas/<area>/<entity>.json`):
 * the file name is the entity name, checked against the parsed schema.
 */
export function createEntityLoader(sources: ModuleSources): EntityLoader {
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
    const parsed = EntitySchema.safeParse(raw);
    if (!parsed.success) throw new Error(`${path} is not a valid entity schema: ${parsed.error.message}`);
    if (parsed.data.name !== name) throw new Error(`${path} names entity ${parsed.data.name}, expected ${name}`);
    return parsed.data;
  }

  return {
    load(name) {
      let pending = cache.get(name);
      if (!pending) {
        pending = loadUncached(name);
        // A failed load is not kept, so a later visit can try again.
        pending.catch(() => cache.delete(name));
        cache.set(name, pending);
      }
      return pending;
    },
  };
}
