import { EntityCatalog } from '../../src/shared/entity/entity-catalog';
import type { EntitySchema } from '../../src/shared/formats/entity-format';
import type { EntityLoader } from './entity-loader';

/** The entity of a screen with everything its widgets need: line entities and referenced entities. */
export interface ScreenEntities {
  entity: EntitySchema;
  catalog: EntityCatalog;
}

function referencedNames(entity: EntitySchema): string[] {
  return entity.fields.flatMap((field) => (field.ref ? [field.ref.entity] : []));
}

/**
 * Loads a screen's entity and its line entities (lines of lines too), the `also` entities the screen
 * reaches besides (a pick dialog's source, a generate action's target) with theirs, and the entities
 * their fields refer to (one level: a reference select needs the referenced entity's service, key, code
 * and display fields, nothing more).
 */
export async function loadScreenEntities(loader: EntityLoader, entityName: string, also: readonly string[] = []): Promise<ScreenEntities> {
  const loaded = new Map<string, EntitySchema>();
  const withLines = async (name: string): Promise<void> => {
    if (loaded.has(name)) return;
    const found = await loader.load(name);
    loaded.set(name, found);
    await Promise.all((found.lines ?? []).map((lines) => withLines(lines.entity)));
  };
  await withLines(entityName);
  await Promise.all(also.map(withLines));
  const wanted = new Set([...loaded.values()].flatMap(referencedNames).filter((name) => !loaded.has(name)));
  const referenced = await Promise.all([...wanted].map((name) => loader.load(name)));
  for (const ref of referenced) loaded.set(ref.name, ref);
  const entity = loaded.get(entityName) as EntitySchema;
  return { entity, catalog: new EntityCatalog([...loaded.values()]) };
}
