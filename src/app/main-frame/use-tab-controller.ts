import { Message } from '@arco-design/web-react';
import { useAtom, useStore } from 'jotai';
import { useCallback, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { mainPaneOf } from '../routes/main-paths';
import { tabStateAtom } from '../tabs/tab-atoms';
import {
  activeTab,
  canOpen,
  closeActiveTab,
  closeOtherTabs,
  closeTab,
  createTabState,
  findTab,
  openTab,
  refreshTab,
  replaceTabLocation,
  tabHref,
  tabKeyOf,
  type TabLocation,
  type TabState,
} from '../tabs/tab-state';

/** What can be done with the tabs; stable between renders so screens do not re-run effects on every change. */
export interface TabActions {
  /** Opens an address under /main in a tab, or activates its tab; a sixteenth tab is refused with a message. */
  open(href: string): void;
  activate(key: string): void;
  close(key: string): void;
  /** Closes a screen's own tab (its "back"): returns to the tab that opened it, else the neighbour. */
  closeFromScreen(key: string): void;
  closeOthers(key: string): void;
  refresh(key: string): void;
  /** Moves a tab to another address of its screen without remounting it; the address bar follows when it is active. */
  replace(key: string, href: string): void;
}

export interface TabController {
  state: TabState;
  actions: TabActions;
}

function locationOf(href: string): TabLocation {
  const url = new URL(href, 'http://shell.invalid');
  return { pathname: url.pathname, search: url.search };
}

/**
 * Binds the pure tab state (tabs/tab-state.ts) to the router. The address bar is the source of truth for the
 * active tab: clicking a tab navigates to it, and every navigation under /main opens or activates its tab, so
 * back/forward and pasted links behave like clicks.
 */
export function useTabController(homePath: string): TabController {
  const store = useStore();
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const [storedState, setState] = useAtom(tabStateAtom);
  const homeLocation = useMemo(() => locationOf(homePath), [homePath]);
  const state = useMemo(() => storedState ?? createTabState(homeLocation), [storedState, homeLocation]);

  const current = useCallback(
    (): TabState => store.get(tabStateAtom) ?? createTabState(homeLocation),
    [store, homeLocation],
  );
  const refuse = useCallback(() => {
    Message.warning(t('frame.tooManyTabs'));
  }, [t]);
  /** Stores `next` and moves the address bar to its active tab when that changed. */
  const commit = useCallback(
    (before: TabState, next: TabState) => {
      setState(next);
      if (next.activeKey !== before.activeKey) navigate(tabHref(activeTab(next)));
    },
    [navigate, setState],
  );

  useEffect(() => {
    const pane = mainPaneOf(location.pathname);
    if (!pane) return;
    const before = current();
    if (pane.kind === 'home') {
      // Both work benches are "home": the user's own one is the home tab.
      if (location.pathname !== homeLocation.pathname) navigate(homePath, { replace: true });
      else setState({ ...before, activeKey: tabKeyOf(homeLocation) });
      return;
    }
    const result = openTab(before, { pathname: location.pathname, search: location.search });
    if (result.outcome === 'refused') {
      refuse();
      navigate(tabHref(activeTab(before)), { replace: true });
      return;
    }
    setState(result.state);
  }, [location.pathname, location.search, current, homeLocation, homePath, navigate, refuse, setState]);

  const actions = useMemo<TabActions>(
    () => ({
      open(href) {
        const target = locationOf(href);
        if (!canOpen(current(), target)) {
          refuse();
          return;
        }
        navigate(`${target.pathname}${target.search}`);
      },
      activate(key) {
        const tab = findTab(current(), key);
        if (tab) navigate(tabHref(tab));
      },
      close(key) {
        const before = current();
        commit(before, closeTab(before, key));
      },
      closeFromScreen(key) {
        const before = current();
        commit(before, before.activeKey === key ? closeActiveTab(before) : closeTab(before, key));
      },
      closeOthers(key) {
        const before = current();
        commit(before, closeOtherTabs(before, key));
      },
      refresh(key) {
        setState(refreshTab(current(), key));
      },
      replace(key, href) {
        const before = current();
        const next = replaceTabLocation(before, key, locationOf(href));
        setState(next);
        if (before.activeKey === key) navigate(tabHref(activeTab(next)), { replace: true });
      },
    }),
    [current, refuse, navigate, commit, setState],
  );
  return { state, actions };
}
