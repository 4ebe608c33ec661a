import { shippedLookupValue } from '../../shared/entity/shipped-lookup-value';
import { LookupSeed } from '../../shared/formats/system-format';
import { asNumber, type SqlDatabase } from '../sql-database';
import { systemTable } from '../system-tables';
import { systemAudit } from './seed-writes';

/**
 * Loads seed/system/lookups.json: adds lookup types and values that are missing, and nothing else.
 * Values administrators changed or disabled stay as they are. One transaction.
 */
export async function seedSystemLookups(database: SqlDatabase, seed: unknown, now: Date = new Date()): Promise<number> {
  const { types } = LookupSeed.parse(seed);
  let added = 0;
  await database.db.transaction().execute(async (db) => {
    const typeRows = await db.selectFrom(systemTable('lookupTypes')).select(['lookupTypeId', 'lookupType']).execute();
    const typeIds = new Map(typeRows.map((row) => [String(row.lookupType), asNumber(row.lookupTypeId)]));
    const valueRows = await db.selectFrom(systemTable('lookupValues')).select(['lookupType', 'lookupCode']).execute();
    const values = new Set(valueRows.map((row) => `${String(row.lookupType)}\u0000${String(row.lookupCode)}`));
    for (const type of types) {
      let lookupTypeId = typeIds.get(type.lookupType);
      if (lookupTypeId === undefined) {
        const inserted = await db
          .insertInto(systemTable('lookupTypes'))
          .values({
            lookupType: type.lookupType,
            meaning: type.meaning,
            meaningEn: type.meaningEn,
            customizationLevel: type.customizationLevel,
            systemCode: 'BASE',
            ...systemAudit(now),
          })
          .returning('lookupTypeId')
          .executeTakeFirstOrThrow();
        lookupTypeId = asNumber(inserted.lookupTypeId);
        added += 1;
      }
      for (const [index, value] of type.values.entries()) {
        if (values.has(`${type.lookupType}\u0000${value.code}`)) continue;
        await db
          .insertInto(systemTable('lookupValues'))
          .values({
            lookupTypeId,
            ...shippedLookupValue(type.lookupType, value, index),
            systemCode: 'BASE',
            ...systemAudit(now),
          })
          .execute();
        added += 1;
      }
    }
  });
  return added;
}
