import { isNeverSent } from '../../shared/entity/never-sent';
import { AUDIT_FIELDS, FLEX_FIELDS, isServiceEntity } from '../../shared/entity/entity-catalog';
import type { FieldType, EntityField, EntitySchema } from '../../shared/formats/entity-format';
import type { Language } from '../../shared/formats/common';
import { isServerSetField } from '../../shared/validation/validate-record';

/** Each entity's queryable fields, worked out once: a list request looks them up for its filters, sort and page keys. */
const queryableByEntity = new WeakMap<EntitySchema, Map<string, FieldType>>();

/**
 * The stored type of every column a query may use: primary key, declared fields, flexfields, audit fields.
 * A service entity's records have only their declared fields, the key among them.
 */
export function queryableFields(entity: EntitySchema): ReadonlyMap<string, FieldType> {
  let types = queryableByEntity.get(entity);
  if (types) return types;
  types = new Map<string, FieldType>(isServiceEntity(entity) ? [] : [[entity.primaryKey, 'integer']]);
  for (const field of entity.fields) {
    if (!isNeverSent(field)) types.set(field.name, field.type);
  }
  if (!isServiceEntity(entity)) {
    if (entity.flexfields) for (const name of FLEX_FIELDS) types.set(name, 'string');
    for (const name of AUDIT_FIELDS) {
      types.set(name, name === 'creationDate' || name === 'lastUpdateDate' ? 'datetime' : 'integer');
    }
  }
  queryableByEntity.set(entity, types);
  return types;
}

/** Fields a caller may set: declared fields the server does not own, plus flexfields. */
export function inputFieldNames(entity: EntitySchema): string[] {
  return [
    ...entity.fields.filter((field) => !isServerSetField(field)).map((field) => field.name),
    ...(entity.flexfields ? FLEX_FIELDS : []),
  ];
}

export function fieldLabel(field: EntityField, language: Language): string {
  return language === 'EN' ? field.label.en : field.label.cn;
}

export function entityLabel(entity: EntitySchema, language: Language): string {
  return language === 'EN' ? entity.label.en : entity.label.cn;
}

export function isNumericType(type: FieldType): boolean {
  return type === 'integer' || type === 'number';
}
