import type { SharedCache } from '../cache/shared-cache';
import { asOptionalNumber, asOptionalString, type SqlDatabase } from '../sql-database';
import { systemTable, todayText } from '../system-tables';

/** One value as findDic answers it (renderer/lookups/lookup-value.ts). */
export interface DictionaryValue {
  lookupType: string;
  lookupCode: string;
  meaning: string;
  meaningEn: string | null;
  description: string | null;
  orderNo: number | null;
  attribute1: string | null;
  parentLookupValuesId: number | null;
}

/** Entities whose writes change what findDic answers. */
export const LOOKUP_ENTITIES = new Set(['baseLookupType', 'baseLookupValues']);

/**
 * Enabled lookup values active today, per type, cached (shared by all server processes when Redis is
 * configured). Every screen asks for the same few types, so the cache spares most queries; it is
 * cleared on any API write to lookup types or values, and the day is part of the key because
 * activity dates are by day (a new day starts with nothing cached).
 */
export class LookupCache {
  constructor(
    private readonly database: SqlDatabase,
    private readonly cache: SharedCache<DictionaryValue[]>,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  invalidate(): Promise<void> {
    return this.cache.invalidate();
  }

  values(lookupType: string): Promise<DictionaryValue[]> {
    const today = todayText(this.clock());
    return this.cache.get(`${today}:${lookupType}`, () => this.load(lookupType, today));
  }

  private async load(lookupType: string, today: string): Promise<DictionaryValue[]> {
    const rows = await this.database.db
      .selectFrom(systemTable('lookupValues'))
      .select([
        'lookupType',
        'lookupCode',
        'meaning',
        'meaningEn',
        'description',
        'orderNo',
        'attribute1',
        'parentLookupValuesId',
      ])
      .where('lookupType', '=', lookupType)
      .where('enabledFlag', '=', 'Y')
      .where((eb) => eb.or([eb('startDateActive', 'is', null), eb('startDateActive', '<=', today)]))
      .where((eb) => eb.or([eb('endDateActive', 'is', null), eb('endDateActive', '>=', today)]))
      .orderBy('orderNo')
      .orderBy('lookupValuesId')
      .execute();
    return rows.map((row) => ({
      lookupType: String(row.lookupType),
      lookupCode: String(row.lookupCode),
      meaning: String(row.meaning),
      meaningEn: asOptionalString(row.meaningEn),
      description: asOptionalString(row.description),
      orderNo: asOptionalNumber(row.orderNo),
      attribute1: asOptionalString(row.attribute1),
      parentLookupValuesId: asOptionalNumber(row.parentLookupValuesId),
    }));
  }
}
