import { useAtomValue } from 'jotai';
import { useEffect, useRef } from 'react';
import { useScreenVisible } from '../../context/screen-visibility-context';
import { entityDataVersionAtom } from '../../data/entity-data-version';

/**
 * Reloads a list once it is shown again after another screen changed its entity's data (a kept-alive tab
 * must not show stale rows). Nothing happens while the list is hidden, and nothing is polled.
 */
export function useReloadOnDataChange(entityName: string, reload: () => void): void {
  const version = useAtomValue(entityDataVersionAtom(entityName));
  const visible = useScreenVisible();
  // The version the rows on screen reflect: the first load already covers the version at mount.
  const shownVersion = useRef(version);
  useEffect(() => {
    if (!visible || shownVersion.current === version) return;
    shownVersion.current = version;
    reload();
  }, [visible, version, reload]);
}
