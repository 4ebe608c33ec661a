import type { LookupSeed } from '../formats/system-format';

type SeedValue = LookupSeed['types'][number]['values'][number];

/**
 * The lookup value row a shipped value (seed/system/lookups.json) becomes, the same for the server's seed
 * and for Storybook's sample records: enabled, ordered 10, 20, 30... in the file's order.
 */
export function shippedLookupValue(lookupType: string, value: SeedValue, index: number) {
  return {
    lookupType,
    lookupCode: value.code,
    meaning: value.cn,
    meaningEn: value.en,
    attribute1: value.attribute1 ?? null,
    enabledFlag: 'Y',
    orderNo: (index + 1) * 10,
  };
}
