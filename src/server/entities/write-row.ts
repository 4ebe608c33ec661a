import type { EntitySchema } from '../../shared/formats/entity-format';
import { formatDateTime } from './engine-clock';
import type { EngineContext } from './engine-context';
import type { Actor, EntityRecord } from './entity-engine.types';
import type { StoredRow } from './load-record';
import { tableOf } from '../../shared/entity/entity-catalog';
import { creationAudit } from '../audit/creation-audit';

/** Audit columns of a new row: version 1, created and last updated by this actor, now. */
function newRowAudit(context: EngineContext, actor: Actor): EntityRecord {
  return creationAudit(formatDateTime(context.now()), actor);
}

/** Bound parameters one statement may hold: SQLite's SQLITE_MAX_VARIABLE_NUMBER, PostgreSQL's protocol limit. */
const MAX_PARAMETERS = { sqlite: 32_766, postgres: 65_535 } as const;

/**
 * The values with every `secret` field sealed (AES-256-GCM, secrets/secret-box.ts): the only place where
 * engine writes reach the table, so no path stores a secret in clear.
 */
function sealed(context: EngineContext, entity: EntitySchema, values: EntityRecord): EntityRecord {
  const secrets = entity.fields.filter((field) => field.secret && typeof values[field.name] === 'string');
  if (secrets.length === 0) return values;
  if (!context.secrets) throw new Error(`${entity.name} has secret fields but the engine was given no secret key`);
  const result = { ...values };
  for (const field of secrets) result[field.name] = context.secrets.seal(values[field.name] as string);
  return result;
}

/** Inserts one new row with its audit columns; answers its id. */
export async function insertRow(context: EngineContext, entity: EntitySchema, values: EntityRecord, actor: Actor): Promise<number> {
  await context.guarded?.beforeWrite(entity.name, actor.language);
  const inserted = await context.db
    .insertInto(tableOf(entity))
    .values({ ...sealed(context, entity, values), ...newRowAudit(context, actor) })
    .returning(entity.primaryKey)
    .executeTakeFirstOrThrow();
  return Number(inserted[entity.primaryKey]);
}

/**
 * Inserts many new rows (their columns as insertRow takes them, all alike) with their audit columns, in as
 * few multi-row statements as the database's parameter limit allows; answers the rows as stored.
 */
export async function insertRows(context: EngineContext, entity: EntitySchema, rows: EntityRecord[], actor: Actor): Promise<StoredRow[]> {
  if (rows.length === 0) return [];
  await context.guarded?.beforeWrite(entity.name, actor.language);
  const audit = newRowAudit(context, actor);
  const values = rows.map((row) => ({ ...sealed(context, entity, row), ...audit }));
  const perStatement = Math.max(1, Math.floor(MAX_PARAMETERS[context.rules.name] / Object.keys(values[0]).length));
  const stored: StoredRow[] = [];
  for (let start = 0; start < values.length; start += perStatement) {
    stored.push(...(await context.db.insertInto(tableOf(entity)).values(values.slice(start, start + perStatement)).returningAll().execute()));
  }
  return stored;
}

/**
 * Updates a row only if it still has the version the caller read (optimistic lock) and bumps it.
 * Answers false when the row changed meanwhile: the caller then refuses and rolls back.
 */
export async function updateRow(
  context: EngineContext,
  entity: EntitySchema,
  id: number,
  expectedVersion: number,
  values: EntityRecord,
  actor: Actor,
): Promise<boolean> {
  await context.guarded?.beforeWrite(entity.name, actor.language);
  const result = await context.db
    .updateTable(tableOf(entity))
    .set({
      ...sealed(context, entity, values),
      versionNum: expectedVersion + 1,
      lastUpdatedBy: actor.userId,
      lastUpdateDate: formatDateTime(context.now()),
      lastUpdateLogin: actor.sessionId,
    })
    .where(entity.primaryKey, '=', id)
    .where('versionNum', '=', expectedVersion)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
