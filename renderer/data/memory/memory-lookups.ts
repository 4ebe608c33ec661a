import type { LookupSeed } from '../../../src/shared/formats/system-format';
import type { LookupValue } from '../../lookups/lookup-value';

export type LookupTypeSeed = LookupSeed['types'][number];

/** Lookup values by type code, in the findDic shape, built from seed-like types. */
export class MemoryLookups {
  private readonly byType = new Map<string, LookupValue[]>();
  private readonly attributes = new Map<string, Record<string, string | undefined>>();

  constructor(types: readonly LookupTypeSeed[]) {
    for (const type of types) {
      this.byType.set(
        type.lookupType,
        type.values.map((value, index) => ({
          lookupType: type.lookupType,
          lookupCode: value.code,
          meaning: value.cn,
          meaningEn: value.en,
          description: null,
          orderNo: index + 1,
          attribute1: value.attribute1 ?? null,
          parentLookupValuesId: null,
        })),
      );
      for (const value of type.values) {
        this.attributes.set(`${type.lookupType}\u0000${value.code}`, { attribute1: value.attribute1 });
      }
    }
  }

  values(typeCode: string): LookupValue[] {
    return this.byType.get(typeCode) ?? [];
  }

  /** Enabled codes of a type, or undefined when the type is unknown here (the check is then skipped). */
  codes(typeCode: string): ReadonlySet<string> | undefined {
    const values = this.byType.get(typeCode);
    return values ? new Set(values.map((value) => value.lookupCode)) : undefined;
  }

  attribute(typeCode: string, code: unknown, attr: string): string | undefined {
    return this.attributes.get(`${typeCode}\u0000${String(code)}`)?.[attr];
  }
}
