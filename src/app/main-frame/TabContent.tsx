import { useSetAtom } from 'jotai';
import { useCallback, useMemo } from 'react';
import {
  ScreenNavigationProvider,
  ScreenVisibilityProvider,
  type MenuContext,
  type ScreenNavigation,
} from '../../../renderer/index';
import { EmbeddedPage } from '../pages/iframe/EmbeddedPage';
import { WorkBench } from '../pages/home/WorkBench';
import { mainPaneOf, screenHref } from '../routes/main-paths';
import type { SessionUser } from '../session/session-types';
import { tabRecordNamesAtom } from '../tabs/tab-atoms';
import type { OpenTab } from '../tabs/tab-state';
import { ScreenPane } from './ScreenPane';
import type { TabActions } from './use-tab-controller';
import type { UserMenus } from './use-user-menus';

interface TabContentProps {
  tab: OpenTab;
  /** Whether this tab is the one shown (the others stay mounted, hidden). */
  active: boolean;
  actions: TabActions;
  user: SessionUser;
  menus: UserMenus;
}

function menuOf(params: Record<string, string>): MenuContext | undefined {
  const menuId = Number(params.menuId);
  const respId = Number(params.respId);
  return Number.isInteger(menuId) && Number.isInteger(respId) && params.menuId && params.respId
    ? { menuId, respId }
    : undefined;
}

/** The address of this tab's own path with other params. */
function hrefWithParams(pathname: string, params: Record<string, string>): string {
  const query = new URLSearchParams(params).toString();
  return `${pathname}${query ? `?${query}` : ''}`;
}

/** What one tab shows: the work bench, an embedded page, or a screen descriptor through the renderer. */
export function TabContent({ tab, active, actions, user, menus }: TabContentProps) {
  const params = useMemo(() => Object.fromEntries(new URLSearchParams(tab.search)), [tab.search]);
  const menu = useMemo(() => menuOf(params), [params]);
  const { open, closeFromScreen, replace } = actions;
  const setRecordNames = useSetAtom(tabRecordNamesAtom);
  const navigation = useMemo<ScreenNavigation>(() => {
    // A screen opened or changed from this tab works under the same menu and responsibility unless told otherwise.
    const withMenu = (next: Record<string, string>) => {
      const result = { ...next };
      if (!result.menuId && params.menuId) result.menuId = params.menuId;
      if (!result.respId && params.respId) result.respId = params.respId;
      return result;
    };
    return {
      openScreen(route, next = {}, options = {}) {
        // A screen of another menu resolves its own menu context when it opens (resolveScreenMenu).
        open(screenHref(route, options.menu === 'route' ? next : withMenu(next)));
      },
      closeCurrent() {
        closeFromScreen(tab.key);
      },
      replaceParams(next) {
        replace(tab.key, hrefWithParams(tab.pathname, withMenu(next)));
      },
      nameRecord(name) {
        setRecordNames((names) => {
          if ((names.get(tab.paneId) ?? null) === name) return names;
          const next = new Map(names);
          if (name === null) next.delete(tab.paneId);
          else next.set(tab.paneId, name);
          return next;
        });
      },
    };
  }, [open, closeFromScreen, replace, setRecordNames, params, tab.key, tab.paneId, tab.pathname]);
  const carryMenu = useCallback(
    (found: MenuContext) =>
      replace(tab.key, hrefWithParams(tab.pathname, { ...params, menuId: String(found.menuId), respId: String(found.respId) })),
    [replace, tab.key, tab.pathname, params],
  );
  const pane = mainPaneOf(tab.pathname);

  return (
    <ScreenNavigationProvider navigation={navigation}>
      <ScreenVisibilityProvider visible={active}>
        {pane?.kind === 'home' && <WorkBench openScreen={navigation.openScreen} />}
        {pane?.kind === 'iframe' && <EmbeddedPage url={params.url ?? null} />}
        {pane?.kind === 'screen' && (
          <ScreenPane
            route={pane.route}
            params={params}
            menu={menu}
            user={user}
            menus={menus}
            onMenuResolved={carryMenu}
          />
        )}
      </ScreenVisibilityProvider>
    </ScreenNavigationProvider>
  );
}
