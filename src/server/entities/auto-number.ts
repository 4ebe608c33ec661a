import { sql, type SqlBool } from 'kysely';
import { autoNumberStem, formatAutoNumber } from '../../shared/entity/auto-number-format';
import type { EntityField, EntitySchema } from '../../shared/formats/entity-format';
import { likeContainsPattern } from '../db/dialect-rules';
import { SEQUENCES_TABLE } from '../db/system-tables';
import type { EngineContext } from './engine-context';
import { tableOf } from '../../shared/entity/entity-catalog';

/**
 * Highest running number already stored under this stem: a sequence row that is missing (a fresh
 * sys_sequences, or rows written by an import) must never hand out a number that exists.
 */
async function highestStored(context: EngineContext, entity: EntitySchema, field: EntityField, stem: string): Promise<number> {
  const pattern = likeContainsPattern(stem).slice(1); // "stem%": starts with the stem
  const rows = await context.db
    .selectFrom(tableOf(entity))
    .select(field.name)
    .where(sql<SqlBool>`${sql.ref(field.name)} like ${pattern} escape '\\'`)
    .execute();
  let highest = 0;
  for (const row of rows) {
    const tail = String(row[field.name]).slice(stem.length);
    if (/^\d+$/.test(tail)) highest = Math.max(highest, Number(tail));
  }
  return highest;
}

/**
 * The next `count` numbers for the field in order, e.g. PO20261122-0001 or S000001. The counter lives in
 * sys_sequences and is advanced by `count` with one upsert inside the caller's transaction, so two
 * concurrent saves never get the same number and a rolled-back save gives its numbers back. An import
 * numbers a whole batch of records with one upsert: PostgreSQL keeps a new version of the sequence row per
 * update until the transaction ends, and one update per record made every later one slower.
 */
export async function reserveAutoNumbers(context: EngineContext, entity: EntitySchema, field: EntityField, count: number): Promise<string[]> {
  const rule = field.autoNumber;
  if (!rule) throw new Error(`${entity.name}.${field.name} has no autoNumber rule`);
  if (count === 0) return [];
  const stem = autoNumberStem(rule, context.now());
  const seqKey = `${entity.table}.${field.name}:${stem}`;
  const current = await context.db.selectFrom(SEQUENCES_TABLE).select('currentValue').where('seqKey', '=', seqKey).executeTakeFirst();
  const start = current ? 0 : await highestStored(context, entity, field, stem);
  const next = await context.db
    .insertInto(SEQUENCES_TABLE)
    .values({ seqKey, currentValue: start + count })
    .onConflict((conflict) =>
      conflict.column('seqKey').doUpdateSet((update) => ({ currentValue: update(`${SEQUENCES_TABLE}.currentValue`, '+', count) })),
    )
    .returning('currentValue')
    .executeTakeFirstOrThrow();
  const last = Number(next.currentValue);
  return Array.from({ length: count }, (_, offset) => formatAutoNumber(stem, last - count + 1 + offset, rule.digits));
}

/** The next number for the field (one record saved). */
export async function nextAutoNumber(context: EngineContext, entity: EntitySchema, field: EntityField): Promise<string> {
  const [number] = await reserveAutoNumbers(context, entity, field, 1);
  return number;
}
