import type { Language } from '../../src/shared/formats/common';

/** A lookup value as findDic answers it (enabled values active today, ordered by orderNo). */
export interface LookupValue {
  lookupType: string;
  lookupCode: string;
  meaning: string;
  meaningEn?: string | null;
  description?: string | null;
  orderNo?: number | null;
  attribute1?: string | null;
  parentLookupValuesId?: number | null;
}

/** The meaning in the UI language: meaningEn for EN when present, the (Chinese) meaning otherwise. */
export function lookupMeaning(value: LookupValue, language: Language): string {
  return language === 'EN' && value.meaningEn ? value.meaningEn : value.meaning;
}

function isLookupValue(value: unknown): value is LookupValue {
  if (typeof value !== 'object' || value === null) return false;
  const row = value as Record<string, unknown>;
  return typeof row.lookupCode === 'string' && typeof row.meaning === 'string';
}

export function asLookupValues(value: unknown): LookupValue[] | undefined {
  return Array.isArray(value) && value.every(isLookupValue) ? value : undefined;
}
