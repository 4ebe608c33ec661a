import { parseFilters } from '../../shared/api/search-params';
import { findField, type EntityCatalog } from '../../shared/entity/entity-catalog';
import type { EntitySchema } from '../../shared/formats/entity-format';
import type { Actor, EntityRecord } from './entity-engine.types';
import { engineError } from './engine-messages';
import { scopeAdminFields } from './participant-scope';

/**
 * Fields marked `"internal": true` (a target price, internal notes) belong to the buying side: supplier
 * users never receive them (records, lines, reference display keys, and so exports that read through
 * the engine), cannot filter or sort by them (a sort or a range filter would reveal the values), and
 * what they send for them is ignored, so a stored value stays as it was (docs/authoring.md).
 */
export function seesInternalFields(actor: Actor): boolean {
  return actor.userType === 'internal';
}

/** Keys a supplier user never gets on a record of this entity: internal fields, and display keys copied from one. */
export function internalKeys(entity: EntitySchema, catalog: EntityCatalog): Set<string> {
  const keys = new Set(entity.fields.filter((field) => field.internal).map((field) => field.name));
  for (const field of entity.fields) {
    if (!field.ref?.display || !catalog.has(field.ref.entity)) continue;
    const target = catalog.get(field.ref.entity);
    for (const [key, source] of Object.entries(field.ref.display)) {
      if (findField(target, source)?.internal) keys.add(key);
    }
  }
  return keys;
}

/** Removes what the actor may not see from records of the entity, their line collections included, internal collections whole (in place). */
export function hideInternalFields(entity: EntitySchema, records: EntityRecord[], actor: Actor, catalog: EntityCatalog): void {
  const adminOnly = scopeAdminFields(entity, actor);
  for (const record of records) for (const key of adminOnly) delete record[key];
  if (seesInternalFields(actor)) return;
  const hidden = internalKeys(entity, catalog);
  for (const record of records) {
    for (const key of hidden) delete record[key];
    for (const collection of entity.lines ?? []) {
      // A buyer-side collection (who else received a notice, who read it) goes whole.
      if (collection.internal) {
        delete record[collection.name];
        continue;
      }
      const lines = record[collection.name];
      if (Array.isArray(lines)) hideInternalFields(catalog.get(collection.entity), lines as EntityRecord[], actor, catalog);
    }
  }
}

/** Names of the internal fields of an entity, which a supplier user's input never sets. */
export function internalFieldNames(entity: EntitySchema, actor: Actor): Set<string> {
  if (seesInternalFields(actor)) return new Set();
  return new Set(entity.fields.filter((field) => field.internal).map((field) => field.name));
}

/**
 * Refuses a supplier user's filter or sort on an internal field (anyone's on a field only administrators get) with the message of a field that does
 * not exist, so the answer does not even confirm the field is there.
 */
export function assertNoInternalQuery(entity: EntitySchema, params: Record<string, unknown>, actor: Actor): void {
  const internal = new Set([...internalFieldNames(entity, actor), ...scopeAdminFields(entity, actor)]);
  if (internal.size === 0) return;
  for (const filter of parseFilters(params)) {
    if (internal.has(filter.field)) {
      throw engineError(actor.language, 'unknownField', { field: filter.field, use: 'filter' });
    }
  }
  if (typeof params.sortField === 'string' && internal.has(params.sortField)) {
    throw engineError(actor.language, 'unknownField', { field: params.sortField, use: 'sort' });
  }
}
