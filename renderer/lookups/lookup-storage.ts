import { asLookupValues, type LookupValue } from './lookup-value';

/** Lookups are cached in local storage keyed by type code (spec 000 §3); the shell clears `srm.lookup.*`. */
export const LOOKUP_STORAGE_PREFIX = 'srm.lookup.';

function storage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    // Some browsers throw on access when storage is disabled; lookups then live in memory only.
    return undefined;
  }
}

export function readStoredLookup(typeCode: string): LookupValue[] | undefined {
  const text = storage()?.getItem(LOOKUP_STORAGE_PREFIX + typeCode);
  if (!text) return undefined;
  try {
    return asLookupValues(JSON.parse(text));
  } catch {
    return undefined;
  }
}

export function writeStoredLookup(typeCode: string, values: LookupValue[]): void {
  try {
    storage()?.setItem(LOOKUP_STORAGE_PREFIX + typeCode, JSON.stringify(values));
  } catch {
    // A full storage only costs a refetch later.
  }
}

export function removeStoredLookup(typeCode: string): void {
  try {
    storage()?.removeItem(LOOKUP_STORAGE_PREFIX + typeCode);
  } catch {
    // Nothing stored then.
  }
}
