import type { FieldError } from '../../shared/api/envelope';
import { findField, tableOf } from '../../shared/entity/entity-catalog';
import type { EntitySchema } from '../../shared/formats/entity-format';
import type { EngineContext } from './engine-context';
import type { Actor, EntityRecord } from './entity-engine.types';
import { isNumericType } from './entity-fields';
import type { LookupTable } from './lookup-values';
import { duplicateError, fieldErrors, givesUniqueValues, holderCode, referenceErrors, uniqueGroups, type RecordToCheck } from './record-checks';

/** Values per unique-check query: well below both databases' parameter limits. */
const VALUES_PER_QUERY = 1_000;

/** A unique group's values as one comparable key: numbers as numbers, whatever form the input or the driver gave. */
function uniqueKey(entity: EntitySchema, record: Record<string, unknown>, fields: readonly string[]): string {
  return JSON.stringify(
    fields.map((name) => {
      const value = record[name];
      return isNumericType(findField(entity, name)?.type ?? 'string') && Number.isFinite(Number(value)) ? Number(value) : String(value);
    }),
  );
}

/** Which of the records' values of one unique group are stored already: one query per thousand records. */
async function storedKeys(context: EngineContext, entity: EntitySchema, records: EntityRecord[], fields: readonly string[]): Promise<Map<string, string | undefined>> {
  const keys = new Map<string, string | undefined>();
  const code = entity.codeField && !fields.includes(entity.codeField) ? [entity.codeField] : [];
  for (let start = 0; start < records.length; start += VALUES_PER_QUERY) {
    const chunk = records.slice(start, start + VALUES_PER_QUERY);
    const query = context.db.selectFrom(tableOf(entity)).select([...fields, ...code]);
    const rows =
      fields.length === 1
        ? await query.where(fields[0], 'in', chunk.map((record) => record[fields[0]])).execute()
        : await query.where((eb) => eb.or(chunk.map((record) => eb.and(fields.map((name) => eb(name, '=', record[name])))))).execute();
    for (const row of rows) keys.set(uniqueKey(entity, row, fields), holderCode(entity, row));
  }
  return keys;
}

/**
 * checkRecords for many new records of one entity at once (an import's batch of headers without lines or
 * attachments): the same checks, answered as each record's errors by position, with one query per
 * referenced entity and per unique group for the whole batch instead of several per record. A record
 * also collides with an earlier one of the batch that passed every check, as it would with that record
 * saved before it.
 */
export async function checkEachRecord(context: EngineContext, entity: EntitySchema, items: RecordToCheck[], lookups: LookupTable, actor: Actor): Promise<FieldError[][]> {
  const failed = new Set<string>();
  const errors = fieldErrors(context, items, lookups, actor, failed);
  (await referenceErrors(context, items, failed, actor)).forEach((found, index) => errors[index].push(...found));
  const groups = uniqueGroups(entity);
  const stored: Map<string, string | undefined>[] = [];
  for (const fields of groups) {
    const giving = items.filter((item) => givesUniqueValues(item, fields)).map((item) => item.record);
    stored.push(await storedKeys(context, entity, giving, fields));
  }
  const held = groups.map(() => new Set<string>());
  items.forEach((item, index) => {
    const keys = groups.map((fields) => (givesUniqueValues(item, fields) ? uniqueKey(entity, item.record, fields) : undefined));
    keys.forEach((key, group) => {
      if (key !== undefined && (stored[group].has(key) || held[group].has(key))) errors[index].push(duplicateError(item, groups[group], actor, stored[group].get(key)));
    });
    if (errors[index].length > 0) return;
    keys.forEach((key, group) => key !== undefined && held[group].add(key));
  });
  return errors;
}
