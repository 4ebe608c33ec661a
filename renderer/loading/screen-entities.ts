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
 * Loads a screen's entity, its line entities, and the entities their fields refer to (one level: a
 * reference select needs the referenced entity's service, key, code and display fields, nothing more).
 */
export async function loadScreenEntities(loader: EntityLoader, entityName: string): Promise<ScreenEntities> {
  const entity = await loader.load(entityName);
  const lineEntities = await Promise.all((entity.lines ?? []).map((lines) => loader.load(lines.entity)));
  const loaded = new Map<string, EntitySchema>([[entity.name, entity]]);
  for (const line of lineEntities) loaded.set(line.name, line);
  const wanted = new Set([entity, ...lineEntities].flatMap(referencedNames).filter((name) => !loaded.has(name)));
  const referenced = await Promise.all([...wanted].map((name) => loader.load(name)));
  for (const ref of referenced) loaded.set(ref.name, ref);
  return { entity, catalog: new EntityCatalog([...loaded.values()]) };
}
