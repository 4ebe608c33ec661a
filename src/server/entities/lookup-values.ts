import { sql } from 'kysely';
import type { EntitySchema } from '../../shared/formats/entity-format';
import type { LookupAttribute } from '../../shared/formats/expression';
import { formatDate } from './engine-clock';
import type { EngineContext } from './engine-context';
import { tableOf } from '../../shared/entity/entity-catalog';

export const LOOKUP_VALUES_ENTITY = 'baseLookupValues';

export interface LookupValue {
  code: string;
  meaning: string;
  meaningEn: string | null;
  attributes: Partial<Record<LookupAttribute, string | null>>;
}

/** Enabled lookup values active today, by lookup type and code. */
export type LookupTable = Map<string, Map<string, LookupValue>>;

const ATTRIBUTES: LookupAttribute[] = Array.from({ length: 10 }, (_, i) => `attribute${i + 1}` as LookupAttribute);

/** Lookup types the fields of these entities use (validation, lookupAttr of computed fields, status names). */
export function lookupTypesOf(entities: EntitySchema[]): string[] {
  const types = new Set<string>();
  for (const entity of entities) {
    for (const field of entity.fields) if (field.lookup) types.add(field.lookup);
    if (entity.workflow?.statusLookup) types.add(entity.workflow.statusLookup);
  }
  return [...types];
}

/**
 * Loads the enabled values of the given types in one query. Without a lookup entity (a trimmed catalog)
 * the table stays empty and lookup checks are skipped by the caller.
 */
export async function loadLookups(context: EngineContext, types: string[]): Promise<LookupTable> {
  const memo = context.lookupMemo;
  if (memo) {
    const missing = types.filter((type) => !memo.has(type));
    if (missing.length > 0) {
      const loaded = await loadLookups({ ...context, lookupMemo: undefined }, missing);
      // A type without values is remembered as empty too, or it would be asked for on every record.
      for (const type of missing) memo.set(type, loaded.get(type) ?? new Map());
    }
    return new Map(types.flatMap((type) => ((memo.get(type)?.size ?? 0) > 0 ? [[type, memo.get(type) as Map<string, LookupValue>]] : [])));
  }
  const table: LookupTable = new Map();
  if (types.length === 0 || !context.catalog.has(LOOKUP_VALUES_ENTITY)) return table;
  const entity = context.catalog.get(LOOKUP_VALUES_ENTITY);
  const today = formatDate(context.now());
  const withAttributes = Boolean(entity.flexfields);
  const rows = await context.db
    .selectFrom(tableOf(entity))
    .select(['lookupType', 'lookupCode', 'meaning', 'meaningEn', ...(withAttributes ? ATTRIBUTES : [])])
    .where('lookupType', 'in', types)
    .where('enabledFlag', '=', 'Y')
    .where(sql<boolean>`(${sql.ref('startDateActive')} is null or ${sql.ref('startDateActive')} <= ${today})`)
    .where(sql<boolean>`(${sql.ref('endDateActive')} is null or ${sql.ref('endDateActive')} >= ${today})`)
    .execute();
  // A type without any value stays absent: it is not set up, so its codes are not checked.
  for (const row of rows) {
    const attributes: LookupValue['attributes'] = {};
    if (withAttributes) for (const name of ATTRIBUTES) attributes[name] = row[name] === null ? null : String(row[name]);
    const type = String(row.lookupType);
    const values = table.get(type) ?? new Map<string, LookupValue>();
    table.set(type, values);
    values.set(String(row.lookupCode), {
      code: String(row.lookupCode),
      meaning: String(row.meaning),
      meaningEn: row.meaningEn === null || row.meaningEn === undefined ? null : String(row.meaningEn),
      attributes,
    });
  }
  return table;
}

/** The allowed codes of a type for validateRecord; undefined when the type is not loaded (check skipped). */
export function lookupCodes(table: LookupTable): (type: string) => ReadonlySet<string> | undefined {
  return (type) => {
    const values = table.get(type);
    return values ? new Set(values.keys()) : undefined;
  };
}
