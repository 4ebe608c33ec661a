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
 * Enabled lookup values active today, per type, cached in process memory. Every screen asks for the
 * same few types, so the cache spares most queries; it is cleared on any API write to lookup types
 * or values, and a new day starts a new cache (activity dates are by day).
 */
export class LookupCache {
  private day = '';
  private readonly byType = new Map<string, Promise<DictionaryValue[]>>();

  constructor(
    private readonly database: SqlDatabase,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  invalidate(): void {
    this.byType.clear();
  }

  values(lookupType: string): Promise<DictionaryValue[]> {
    const today = todayText(this.clock());
    if (today !== this.day) {
      this.byType.clear();
      this.day = today;
    }
    let cached = this.byType.get(lookupType);
    if (!cached) {
      const loading = this.load(lookupType, today);
      loading.catch(() => {
        if (this.byType.get(lookupType) === loading) this.byType.delete(lookupType);
      });
      this.byType.set(lookupType, loading);
      cached = loading;
    }
    return cached;
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
