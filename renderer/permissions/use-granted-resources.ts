import { useEffect, useState } from 'react';
import { useDataAdapter } from '../context/data-adapter-context';
import type { MenuContext } from '../data/data-adapter';
import { loadGrantedResources } from './granted-resources';

/** Loads the granted resource codes of a menu; null while loading, an empty set when the call failed. */
export function useGrantedResources(menu: MenuContext): ReadonlySet<string> | null {
  const adapter = useDataAdapter();
  const [granted, setGranted] = useState<{ key: string; codes: ReadonlySet<string> } | null>(null);
  const key = `${menu.menuId}_${menu.respId}`;
  useEffect(() => {
    let live = true;
    loadGrantedResources(adapter, { menuId: menu.menuId, respId: menu.respId }).then(
      (codes) => live && setGranted({ key, codes }),
      () => live && setGranted({ key, codes: new Set() }),
    );
    return () => {
      live = false;
    };
  }, [adapter, key, menu.menuId, menu.respId]);
  return granted && granted.key === key ? granted.codes : null;
}
