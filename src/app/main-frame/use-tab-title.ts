import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LocalizedText } from '../../shared/formats/common';
import type { MenuTreeNode } from '../../shared/tree/menu-tree';
import { defaultScreenLoader } from '../../../renderer/index';
import { mainPaneOf } from '../routes/main-paths';
import { tabRecordNamesAtom } from '../tabs/tab-atoms';
import type { OpenTab } from '../tabs/tab-state';

/** A screen's own title from its descriptor (cached by the renderer's loader, which the tab loads anyway). */
function useScreenTitle(route: string | null): LocalizedText | null {
  const [title, setTitle] = useState<LocalizedText | null>(null);
  useEffect(() => {
    if (!route) return undefined;
    let current = true;
    defaultScreenLoader.load(route).then(
      (screen) => {
        if (current) setTitle(screen.title);
      },
      // The tab itself shows the loading error; the title falls back to the route.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [route]);
  return title;
}

/**
 * A tab's label: the home tab's name; the function menu's name when the tab shows that menu's own screen;
 * otherwise the screen descriptor's title (edit screens), with the record's name (its code) once the screen
 * named it, else the id in the address.
 */
export function useTabTitle(tab: OpenTab, functions: ReadonlyMap<number, MenuTreeNode>): string {
  const { t, i18n } = useTranslation();
  const pane = mainPaneOf(tab.pathname);
  const params = new URLSearchParams(tab.search);
  const menu = functions.get(Number(params.get('menuId')));
  const route = pane?.kind === 'screen' ? pane.route : null;
  const menuOwnsScreen = menu !== undefined && route !== null && menu.url === route;
  const descriptorTitle = useScreenTitle(route !== null && !menuOwnsScreen ? route : null);
  const recordName = useAtomValue(tabRecordNamesAtom).get(tab.paneId);

  if (!pane || pane.kind === 'home') return t('frame.home');
  if (pane.kind === 'iframe') return menu?.name ?? t('frame.externalPage');
  if (menuOwnsScreen) return menu.name;
  const base = descriptorTitle ? (i18n.language === 'EN' ? descriptorTitle.en : descriptorTitle.cn) : pane.route;
  const shown = recordName ?? params.get('id');
  return shown ? `${base} · ${shown}` : base;
}
