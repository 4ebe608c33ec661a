import type { Database } from '../../../../src/server/db';
import { type EntityCatalog, isServiceEntity } from '../../../../src/shared/entity/entity-catalog';
import type { EntitySchema } from '../../../../src/shared/formats/entity-format';
import { firstAbove } from '../../../../src/server/entities/header-chain';
import { insertRow } from './owned-records';

/** The field naming the user a record belongs to or who takes part in it: its userScope field, or its participant scope's first user field. */
function userFieldOf(entity: EntitySchema): string | undefined {
  return entity.userScope?.field ?? entity.participantScope?.users[0];
}

/** The entity itself or the header above it whose user field scopes its records. */
function scopedBy(entity: EntitySchema, catalog: EntityCatalog): { owner: EntitySchema; field: string } | undefined {
  const found = firstAbove(entity, catalog, userFieldOf);
  return found ? { owner: found.owner, field: found.value } : undefined;
}

/** Entities whose records belong to users (userScope) or to their participants (participantScope), lines of such headers included. */
export function userScopedEntities(catalog: EntityCatalog): EntitySchema[] {
  return catalog.all().filter((entity) => !isServiceEntity(entity) && scopedBy(entity, catalog) !== undefined);
}

/** The screen routes whose menus see every record of the entity (its own or its header's participant scope). */
export function openingRoutes(entity: EntitySchema, catalog: EntityCatalog): string[] {
  return firstAbove(entity, catalog, (candidate) => candidate.participantScope?.allOnRoutes)?.value ?? [];
}

/**
 * A new record of `entity` that belongs to `userId` alone: written straight into the table from the schema
 * with the scope's user field set to him (under such a header for a line entity), and no row of another
 * entity naming anyone else as a participant.
 */
export async function recordOfUser(database: Database, catalog: EntityCatalog, entity: EntitySchema, userId: number): Promise<number> {
  const found = scopedBy(entity, catalog);
  if (!found) throw new Error(`${entity.name} has no user scope`);
  // A view of the users themselves (the user centre) is scoped by its key: the user's record is his own row.
  let id = found.field === found.owner.primaryKey ? userId : await insertRow(database, catalog, found.owner, { [found.field]: userId });
  const chain = catalog.headersOf(entity.name);
  const below = chain.slice(0, chain.findIndex((relation) => relation.header === found.owner) + 1).reverse();
  for (const relation of below) id = await insertRow(database, catalog, catalog.get(relation.collection.entity), { [relation.collection.foreignKey]: id });
  return id;
}
