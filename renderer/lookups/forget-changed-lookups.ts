import type { useStore } from 'jotai';
import { lookupValuesAtom } from './lookup-atoms';
import { removeStoredLookup } from './lookup-storage';

type JotaiStore = ReturnType<typeof useStore>;

/** The entity whose records (with their values as lines) are the lookup types findDic answers from. */
const LOOKUP_TYPE_ENTITY = 'baseLookupType';

/**
 * After a lookup type and its values are saved, the cached values of that type are stale: drop them from
 * the atom and local storage, so every select showing the type asks findDic again (a disabled value then
 * stops being offered in this session, not only after the next sign-in).
 */
export function forgetChangedLookups(store: JotaiStore, entityName: string, header: Record<string, unknown>): void {
  if (entityName !== LOOKUP_TYPE_ENTITY) return;
  const typeCode = header.lookupType;
  if (typeof typeCode !== 'string' || typeCode === '') return;
  removeStoredLookup(typeCode);
  store.set(lookupValuesAtom(typeCode), undefined);
}
