import { atom, type PrimitiveAtom, type useStore } from 'jotai';

type JotaiStore = ReturnType<typeof useStore>;

/**
 * A counter per entity, bumped whenever a screen changes that entity's records (save, workflow action,
 * delete), so kept-alive screens showing them know their rows are stale. A small map of atoms rather than
 * jotai's deprecated atomFamily, as for lookups.
 */
const atomsByEntity = new Map<string, PrimitiveAtom<number>>();

export function entityDataVersionAtom(entityName: string): PrimitiveAtom<number> {
  let found = atomsByEntity.get(entityName);
  if (!found) {
    found = atom(0);
    atomsByEntity.set(entityName, found);
  }
  return found;
}

/** Records that `entityName`'s data changed: every list of it reloads when next shown. */
export function bumpEntityDataVersion(store: JotaiStore, entityName: string): void {
  store.set(entityDataVersionAtom(entityName), (version) => version + 1);
}
