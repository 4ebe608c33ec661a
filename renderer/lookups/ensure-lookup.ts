import type { DataAdapter } from '../data/data-adapter';
import { fetchLookup } from './fetch-lookup';
import { readStoredLookup, writeStoredLookup } from './lookup-storage';
import type { LookupValue } from './lookup-value';

/**
 * Fills in a lookup type nobody has loaded yet: from local storage at once, else by findDic (then kept
 * in local storage). Answers a function that stops a late answer from landing (the screen went away).
 */
export function ensureLookup(
  adapter: DataAdapter,
  typeCode: string,
  onValues: (values: LookupValue[]) => void,
  onFailure: () => void,
): () => void {
  const stored = readStoredLookup(typeCode);
  if (stored) {
    onValues(stored);
    return () => undefined;
  }
  let live = true;
  fetchLookup(adapter, typeCode).then(
    (fetched) => {
      writeStoredLookup(typeCode, fetched);
      if (live) onValues(fetched);
    },
    // An unavailable lookup shows raw codes and is not cached: the next screen visit tries again.
    () => live && onFailure(),
  );
  return () => {
    live = false;
  };
}
