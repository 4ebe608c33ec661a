import { AUDIT_FIELDS, FLEX_FIELDS } from '../../shared/entity/entity-catalog';
import type { EntitySchema } from '../../shared/formats/entity-format';
import type { EntityRecord } from './entity-engine.types';

const NUMERIC_AUDIT = new Set<string>(['versionNum', 'createdBy', 'lastUpdatedBy', 'lastUpdateLogin']);

function toNumber(value: unknown): unknown {
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
  if (typeof value === 'bigint') return Number(value);
  return value;
}

/**
 * A stored row as clients see it: numbers as numbers whatever the driver answered, nulls kept (a
 * client can tell "empty" from "absent"), serverOnly fields never.
 */
export function rowToRecord(entity: EntitySchema, row: Record<string, unknown>): EntityRecord {
  const record: EntityRecord = { [entity.primaryKey]: toNumber(row[entity.primaryKey]) };
  for (const field of entity.fields) {
    if (field.serverOnly || field.name === entity.primaryKey) continue;
    const value = row[field.name] ?? null;
    record[field.name] = field.type === 'integer' || field.type === 'number' ? toNumber(value) : value;
  }
  if (entity.flexfields) for (const name of FLEX_FIELDS) record[name] = row[name] ?? null;
  for (const name of AUDIT_FIELDS) {
    const value = row[name] ?? null;
    record[name] = NUMERIC_AUDIT.has(name) ? toNumber(value) : value;
  }
  return record;
}

/** Primary key of a stored row as a number. */
export function rowId(entity: EntitySchema, row: Record<string, unknown>): number {
  return Number(row[entity.primaryKey]);
}
