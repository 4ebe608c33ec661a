import { EntityCatalog } from '../../src/shared/entity/entity-catalog';
import type { EntitySchema } from '../../src/shared/formats/entity-format';
import type { EntityLoader } from '../loading/entity-loader';
import { loadScreenEntities, type ScreenEntities } from '../loading/screen-entities';

/**
 * A query's entity with what its results need: the screen entities (lines, references) and, for a line
 * entity, its header (the entity its foreign key refers to and that lists it among its lines) with the
 * entities the header's fields refer to, so groups and search fields on header fields resolve too.
 */
export async function loadQueryEntities(loader: EntityLoader, entityName: string): Promise<ScreenEntities> {
  const { entity, catalog } = await loadScreenEntities(loader, entityName);
  const header = entity.fields
    .flatMap((field) => (field.ref ? [catalog.get(field.ref.entity)] : []))
    .find((candidate) => (candidate.lines ?? []).some((lines) => lines.entity === entity.name));
  if (!header) return { entity, catalog };
  const loaded = new Map<string, EntitySchema>(catalog.all().map((known) => [known.name, known]));
  const wanted = header.fields.flatMap((field) => (field.ref && !loaded.has(field.ref.entity) ? [field.ref.entity] : []));
  for (const name of new Set(wanted)) loaded.set(name, await loader.load(name));
  return { entity, catalog: new EntityCatalog([...loaded.values()]) };
}
