import { isNeverSent } from '../../shared/entity/never-sent';
import { AUDIT_FIELDS, type EntityCatalog } from '../../shared/entity/entity-catalog';
import type { EntitySchema } from '../../shared/formats/entity-format';
import type { EntityRecord } from '../entities/entity-engine.types';
import { inputFieldNames } from '../entities/entity-fields';

/** What a write changed: `field` or `lines#<line id>.field` -> [before, after]. */
export type FieldChanges = Record<string, [unknown, unknown]>;

/** An entry names at most this many changes; a write touching more notes how many were left out. */
const MAX_CHANGES = 200;
const SKIPPED = new Set<string>(AUDIT_FIELDS);

function same(a: unknown, b: unknown): boolean {
  const left = a === undefined ? null : a;
  const right = b === undefined ? null : b;
  if (typeof left === 'number' || typeof right === 'number') return Number(left) === Number(right) && left !== null && right !== null;
  return left === right;
}

/**
 * The fields a record shows clients, minus audit fields (the entry itself says who and when) and
 * display keys (they follow the ids). serverOnly fields are never in the records compared (a password
 * hash is never in a client record), so they never reach the log.
 */
function comparedFields(entity: EntitySchema): string[] {
  const server = entity.fields.filter((field) => !isNeverSent(field)).map((field) => field.name);
  return [...new Set([...server, ...inputFieldNames(entity).filter((name) => !isNeverSent(entity.fields.find((field) => field.name === name)))])].filter((name) => !SKIPPED.has(name) && name !== entity.primaryKey);
}

function compare(entity: EntitySchema, before: EntityRecord | undefined, after: EntityRecord | undefined, prefix: string, into: FieldChanges): void {
  for (const name of comparedFields(entity)) {
    const old = before?.[name] ?? null;
    const now = after?.[name] ?? null;
    if (!same(old, now)) into[`${prefix}${name}`] = [old, now];
  }
}

function linesById(entity: EntitySchema, lines: unknown): Map<number, EntityRecord> {
  const byId = new Map<number, EntityRecord>();
  if (!Array.isArray(lines)) return byId;
  for (const line of lines as EntityRecord[]) byId.set(Number(line[entity.primaryKey]), line);
  return byId;
}

/**
 * Field by field, what changed between the record before a write and after it (either may be absent:
 * a creation, a deletion), header and line collections, lines matched by id.
 */
export function recordChanges(catalog: EntityCatalog, entity: EntitySchema, before: EntityRecord | undefined, after: EntityRecord | undefined): FieldChanges {
  const changes: FieldChanges = {};
  compare(entity, before, after, '', changes);
  for (const collection of entity.lines ?? []) {
    const lineEntity = catalog.get(collection.entity);
    const old = linesById(lineEntity, before?.[collection.name]);
    const now = linesById(lineEntity, after?.[collection.name]);
    for (const id of new Set([...old.keys(), ...now.keys()])) {
      compare(lineEntity, old.get(id), now.get(id), `${collection.name}#${id}.`, changes);
    }
  }
  const keys = Object.keys(changes);
  if (keys.length <= MAX_CHANGES) return changes;
  const kept: FieldChanges = {};
  for (const key of keys.slice(0, MAX_CHANGES)) kept[key] = changes[key];
  kept['…'] = [keys.length - MAX_CHANGES, null];
  return kept;
}
