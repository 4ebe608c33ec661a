import { atom, type PrimitiveAtom } from 'jotai';
import type { LookupValue } from './lookup-value';

/**
 * One atom per lookup type code (the user state of spec 000 §3). A small map rather than jotai's
 * atomFamily, which is deprecated in jotai 2.20 and warns on use.
 */
const atomsByType = new Map<string, PrimitiveAtom<LookupValue[] | undefined>>();

export function lookupValuesAtom(typeCode: string): PrimitiveAtom<LookupValue[] | undefined> {
  let found = atomsByType.get(typeCode);
  if (!found) {
    found = atom<LookupValue[] | undefined>(undefined);
    atomsByType.set(typeCode, found);
  }
  return found;
}
