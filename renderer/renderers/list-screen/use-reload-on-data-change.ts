import { useAtomValue, useStore } from 'jotai';
import { useCallback, useEffect, useRef } from 'react';
import { useScreenVisible } from '../../context/screen-visibility-context';
import { bumpEntityDataVersion, entityDataVersionAtom } from '../../data/entity-data-version';

/**
 * Reloads a list once it is shown again after another screen changed its entity's data (a kept-alive tab
 * must not show stale rows). Nothing happens while the list is hidden, and nothing is polled. The returned
 * function announces a change the screen made and shows already (a board's move reloads just its two
 * columns): other open screens of the entity refresh, this one does not reload a second time.
 */
export function useReloadOnDataChange(entityName: string, reload: () => void): () => void {
  const store = useStore();
  const version = useAtomValue(entityDataVersionAtom(entityName));
  const visible = useScreenVisible();
  // The version the rows on screen reflect: the first load already covers the version at mount.
  const shownVersion = useRef(version);
  useEffect(() => {
    if (!visible || shownVersion.current === version) return;
    shownVersion.current = version;
    reload();
  }, [visible, version, reload]);

  return useCallback(() => {
    bumpEntityDataVersion(store, entityName);
    shownVersion.current = store.get(entityDataVersionAtom(entityName));
  }, [store, entityName]);
}
