import { AUDIT_FIELDS, FLEX_FIELDS, isServiceEntity } from '../../src/shared/entity/entity-catalog';
import type { EntitySchema } from '../../src/shared/formats/entity-format';

/**
 * Every field name a record of the entity has: key, declared, flexfields, audit fields. A service
 * entity's records have only its declared fields (its key among them): the engine adds nothing.
 */
export function entityFieldNames(entity: EntitySchema): Set<string> {
  if (isServiceEntity(entity)) return new Set(entity.fields.map((f) => f.name));
  return new Set([
    entity.primaryKey,
    ...entity.fields.map((f) => f.name),
    ...(entity.flexfields ? FLEX_FIELDS : []),
    ...AUDIT_FIELDS,
  ]);
}
