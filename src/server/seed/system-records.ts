import { readFileSync } from 'node:fs';
import { type EntityCatalog, tableOf } from '../../shared/entity/entity-catalog';
import { declaredDefault } from '../../shared/entity/field-default';
import { z } from 'zod';
import { DemoRecord, isRecordRef, SystemRecordsFile, type RecordRef } from '../../shared/formats/demo-records-format';
import type { EntitySchema } from '../../shared/formats/entity-format';
import { asNumber, type SqlDatabase } from '../sql-database';
import { demoRecordFiles } from './demo-records';
import { SYSTEM_USER_ID, systemAudit } from './seed-writes';

/** Rows of one multi-row insert: 200 rows of a dozen columns stay far below SQLite's and PostgreSQL's parameter limits. */
const BATCH_ROWS = 200;

export interface SystemRecordsReport {
  files: number;
  /** Records inserted by this run; 0 when every record was there already (every restart). */
  added: number;
}

/**
 * The file's own keys checked, its records only as objects: a restart compares their keys with the stored ones
 * and checks nothing more (zod over the 3,348 divisions took 300-500 ms on a busy machine); the records
 * about to be inserted are checked one by one (DemoRecord) before they are written.
 */
const SystemRecordsHead = SystemRecordsFile.extend({ records: z.array(z.record(z.string(), z.unknown())).min(1) });
type SystemRecordsHead = z.infer<typeof SystemRecordsHead>;

export function readSystemRecordsFile(path: string): SystemRecordsHead {
  const parsed = SystemRecordsHead.safeParse(JSON.parse(readFileSync(path, 'utf8')));
  if (!parsed.success) throw new Error(`system records ${path} are invalid: ${parsed.error.message}`);
  return parsed.data;
}

const keyText = (values: unknown[]): string => values.map((value) => String(value ?? '')).join('\u0000');

/**
 * The seed of reference data every installation needs (seed/system/records/*.json: the Chinese administrative
 * divisions), on every start, whatever DEMO_DATA says. Per file: one read of the stored keys; the records not
 * stored yet are inserted in multi-row inserts of BATCH_ROWS rows (a first start writes the 3,351 divisions in
 * about twenty statements), with their field defaults and the system's audit fields; a reference by business
 * code is resolved from the rows stored or inserted before it. Nothing goes through the engine's save (validation
 * per record, operation log): `npm run validate` checks the files' fields and references, and the records are
 * the system's own data, like lookups. A record an administrator deleted comes back on the next start (disable
 * it instead); one he changed stays as it is.
 */
export async function seedSystemRecords(database: SqlDatabase, catalog: EntityCatalog, dir: string, now: Date = new Date()): Promise<SystemRecordsReport> {
  const files = demoRecordFiles(dir);
  let added = 0;
  for (const path of files) {
    const file = readSystemRecordsFile(path);
    if (!catalog.has(file.entity)) throw new Error(`${path}: unknown entity ${file.entity}`);
    added += await seedFile(database, catalog, catalog.get(file.entity), file, path, now);
  }
  return { files: files.length, added };
}

async function seedFile(database: SqlDatabase, catalog: EntityCatalog, entity: EntitySchema, file: SystemRecordsHead, path: string, now: Date): Promise<number> {
  const table = tableOf(entity);
  let db = database.db;
  const stored = await db.selectFrom(table).select(file.key).execute();
  const storedKeys = new Set(stored.map((row) => keyText(file.key.map((field) => row[field]))));
  const missing = file.records
    .map((record, index) => ({ record, index }))
    .filter(({ record }) => !storedKeys.has(keyText(file.key.map((field) => record[field]))));
  if (missing.length === 0) return 0;

  const ids = new Map<string, Map<string, number>>();
  const idsBy = async (ref: RecordRef): Promise<Map<string, number>> => {
    const pair = `${ref.ref}.${ref.by}`;
    let found = ids.get(pair);
    if (!found) {
      if (!catalog.has(ref.ref)) throw new Error(`${path}: unknown entity ${ref.ref}`);
      const target = catalog.get(ref.ref);
      const rows = await db.selectFrom(tableOf(target)).select([target.primaryKey, ref.by]).execute();
      found = new Map(rows.map((row) => [String(row[ref.by]), asNumber(row[target.primaryKey])]));
      ids.set(pair, found);
    }
    return found;
  };
  const defaults = entity.fields
    .map((field) => [field.name, declaredDefault(field, SYSTEM_USER_ID)] as const)
    .filter(([, value]) => value !== undefined);
  const singleKey = file.key.length === 1 ? file.key[0] : undefined;

  let batch: { row: Record<string, unknown>; index: number }[] = [];
  const flush = async () => {
    if (batch.length === 0) return;
    const rows = batch.map(({ row }) => row);
    await db.insertInto(table).values(rows).execute();
    if (singleKey) {
      // The ids of the rows just inserted, for the records after them that refer to them by the key.
      const known = ids.get(`${entity.name}.${singleKey}`);
      if (known) {
        const inserted = await db
          .selectFrom(table)
          .select([entity.primaryKey, singleKey])
          .where(singleKey, 'in', rows.map((row) => row[singleKey] as string))
          .execute();
        for (const row of inserted) known.set(String(row[singleKey]), asNumber(row[entity.primaryKey]));
      }
    }
    batch = [];
  };

  await database.db.transaction().execute(async (transaction) => {
    db = transaction;
    const pendingKeys = new Set<string>();
    for (const { record: unchecked, index } of missing) {
      const checked = DemoRecord.safeParse(unchecked);
      if (!checked.success) throw new Error(`${path} records[${index}] is invalid: ${checked.error.message}`);
      const record = checked.data;
      const row: Record<string, unknown> = Object.fromEntries(defaults);
      for (const [field, value] of Object.entries(record)) {
        if (!isRecordRef(value)) {
          row[field] = value;
          continue;
        }
        // A reference to a record of this batch: write the batch first.
        if (value.ref === entity.name && value.by === singleKey && pendingKeys.has(String(value.value))) {
          await flush();
          pendingKeys.clear();
        }
        const id = (await idsBy(value)).get(String(value.value));
        if (id === undefined) throw new Error(`${path} records[${index}].${field}: no record of ${value.ref} has ${value.by} "${value.value}"`);
        row[field] = id;
      }
      batch.push({ row: { ...row, ...systemAudit(now) }, index });
      if (singleKey) pendingKeys.add(String(record[singleKey]));
      if (batch.length >= BATCH_ROWS) {
        await flush();
        pendingKeys.clear();
      }
    }
    await flush();
  });
  return missing.length;
}
