import { shippedLookupValue } from '../../src/shared/entity/shipped-lookup-value';
import type { LookupSeed } from '../../src/shared/formats/system-format';
import { sampleDateTime } from './sample-clock';

type Row = Record<string, unknown>;

/** The entities the lookup seed fills on the server (src/server/seed/system-lookups.ts). */
export const LOOKUP_TYPE_ENTITY = 'baseLookupType';
const LOOKUP_VALUES_COLLECTION = 'lookupValues';

/**
 * The shipped lookups as records of the lookup administration screens, as the server seeds them: each
 * type with its values inline (the memory adapter puts them in their line table). Real data is the most
 * realistic sample there is.
 */
export function shippedLookupRecords(seed: LookupSeed): Row[] {
  const stamped = { systemCode: 'BASE', creationDate: sampleDateTime(-60), createdBy: 1, lastUpdateDate: sampleDateTime(-60), lastUpdatedBy: 1 };
  return seed.types.map((type, typeIndex) => ({
    lookupTypeId: typeIndex + 1,
    lookupType: type.lookupType,
    meaning: type.meaning,
    meaningEn: type.meaningEn,
    customizationLevel: type.customizationLevel,
    ...stamped,
    [LOOKUP_VALUES_COLLECTION]: type.values.map((value, index) => ({ ...shippedLookupValue(type.lookupType, value, index), ...stamped })),
  }));
}
