import { useStore } from 'jotai';
import { useEffect, useRef } from 'react';
import { useScreenVisible } from '../../context/screen-visibility-context';
import { entityDataVersionAtom } from '../../data/entity-data-version';

/**
 * A kept-alive edit screen shown again after another screen changed its records (a delivery note shipped
 * from the order's lines moves their quantities in transit) reads its record again, unless it holds edits
 * not saved yet (`canReload`). While it is shown, its own actions read it back themselves.
 */
export function useReloadWhenShown(entityNames: readonly string[], canReload: () => boolean, reload: () => void): void {
  const store = useStore();
  const visible = useScreenVisible();
  const hiddenAt = useRef<number[] | null>(null);
  const latest = useRef({ entityNames, canReload, reload });
  latest.current = { entityNames, canReload, reload };
  useEffect(() => {
    const versions = latest.current.entityNames.map((name) => store.get(entityDataVersionAtom(name)));
    if (!visible) {
      hiddenAt.current = versions;
      return;
    }
    const before = hiddenAt.current;
    hiddenAt.current = null;
    if (before && versions.some((version, index) => version !== before[index]) && latest.current.canReload()) latest.current.reload();
  }, [visible, store]);
}
