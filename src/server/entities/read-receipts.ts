import { sql } from 'kysely';
import { tableOf } from '../../shared/entity/entity-catalog';
import type { EntitySchema } from '../../shared/formats/entity-format';
import { formatDateTime } from './engine-clock';
import type { EngineContext } from './engine-context';
import type { Actor } from './entity-engine.types';
import { insertRow } from './write-row';

/**
 * A supplier user opened a record of an entity with `readReceipts` (a receiver reading a notice): his
 * receipt row (one per record and user) is created, or its last view time and count move on. Runs inside
 * the caller's transaction after the scoped read succeeded, so only records he may see get receipts.
 */
export async function recordReadReceipt(context: EngineContext, entity: EntitySchema, recordId: number, actor: Actor): Promise<void> {
  const receipts = entity.readReceipts;
  if (!receipts || actor.userType !== 'supplier') return;
  const receiptEntity = context.catalog.get(receipts.entity);
  const now = formatDateTime(context.now());
  const updated = await context.db
    .updateTable(tableOf(receiptEntity))
    .set({ lastViewDate: now, viewCount: sql`${sql.ref('viewCount')} + 1`, versionNum: sql`${sql.ref('versionNum')} + 1` })
    .where(receipts.foreignKey, '=', recordId)
    .where('userId', '=', actor.userId)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) > 0) return;
  await insertRow(
    context,
    receiptEntity,
    { [receipts.foreignKey]: recordId, userId: actor.userId, supplierId: actor.supplierId, firstViewDate: now, lastViewDate: now, viewCount: 1 },
    actor,
  );
}

/**
 * The entity's `readReceipts.readKey` on records a supplier user reads: Y for those he has opened (a
 * receipt of his exists), N for the others, so his lists can mark what is still unread. One query a page.
 */
export async function markReadByActor(context: EngineContext, entity: EntitySchema, records: Record<string, unknown>[], actor: Actor): Promise<void> {
  const receipts = entity.readReceipts;
  if (!receipts?.readKey || actor.userType !== 'supplier' || records.length === 0) return;
  const ids = records.map((record) => Number(record[entity.primaryKey]));
  const rows = await context.db
    .selectFrom(tableOf(context.catalog.get(receipts.entity)))
    .select(receipts.foreignKey)
    .where(receipts.foreignKey, 'in', ids)
    .where('userId', '=', actor.userId)
    .execute();
  const read = new Set(rows.map((row) => Number((row as Record<string, unknown>)[receipts.foreignKey])));
  for (const record of records) record[receipts.readKey] = read.has(Number(record[entity.primaryKey])) ? 'Y' : 'N';
}

/**
 * `userScope.markRead`: the owner opened one of his records (an in-app message's detail screen), so its flag
 * becomes Y and its time field the time of that first opening. Runs after the scoped read succeeded (only the
 * owner reaches the record); a record read already is left as it is. Answers the values set, for the reply.
 */
export async function markOpenedRead(context: EngineContext, entity: EntitySchema, record: Record<string, unknown>, actor: Actor): Promise<Record<string, unknown>> {
  const rule = entity.userScope?.markRead;
  if (!rule || record[rule.flagField] === 'Y' || Number(record[entity.userScope?.field ?? '']) !== actor.userId) return {};
  const now = formatDateTime(context.now());
  const values: Record<string, unknown> = { [rule.flagField]: 'Y', ...(rule.timeField ? { [rule.timeField]: now } : {}) };
  await context.db
    .updateTable(tableOf(entity))
    .set({ ...values, versionNum: sql`${sql.ref('versionNum')} + 1` })
    .where(entity.primaryKey, '=', Number(record[entity.primaryKey]))
    .where(rule.flagField, '<>', 'Y')
    .execute();
  return { ...values, versionNum: Number(record.versionNum ?? 0) + 1 };
}
