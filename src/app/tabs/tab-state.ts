/**
 * The open tabs of the main frame as plain data (spec 000 §2, §9: at most 15 tabs, no automatic removal).
 * Pure functions only, so the rules are tested without React and the frame just renders the state.
 */

export const MAX_OPEN_TABS = 15;

/** Query parameters that carry the menu context: they do not make a tab different from another. */
export const MENU_CONTEXT_PARAMS = ['menuId', 'respId'] as const;

export interface TabLocation {
  pathname: string;
  /** The query with its leading '?', or ''. */
  search: string;
}

export interface OpenTab extends TabLocation {
  key: string;
  /**
   * The tab's pane for as long as it is open: unlike `key`, it survives a screen replacing its own params
   * (a new record getting its id), so the frame keeps the same screen mounted. Unique among open tabs.
   */
  paneId: number;
  closable: boolean;
  /** Bumped by "refresh": the frame uses it in the React key so the screen remounts. */
  refreshCount: number;
  /** The tab that opened this one (closeCurrent returns there when it is still open). */
  openerKey: string | null;
}

export interface TabState {
  tabs: OpenTab[];
  activeKey: string;
}

export type OpenOutcome = 'opened' | 'activated' | 'refused';

export interface OpenResult {
  outcome: OpenOutcome;
  state: TabState;
}

/** Normalises a query to its '?a=b' form ('' when empty). */
function normaliseSearch(params: URLSearchParams): string {
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * A tab's identity: the path plus its query without menuId/respId, so the same screen reached from two menus
 * is one tab while two different orders (`?id=1`, `?id=2`) are two tabs. Parameters are sorted so their
 * order in the URL does not matter.
 */
export function tabKeyOf(location: TabLocation): string {
  const params = new URLSearchParams(location.search);
  for (const name of MENU_CONTEXT_PARAMS) params.delete(name);
  params.sort();
  return `${location.pathname}${normaliseSearch(params)}`;
}

/** The URL a tab shows: its path and full query (menu context included). */
export function tabHref(tab: TabLocation): string {
  return `${tab.pathname}${tab.search}`;
}

/** The starting state: only the home tab, which cannot be closed. */
export function createTabState(home: TabLocation): TabState {
  const homeTab: OpenTab = { ...home, key: tabKeyOf(home), paneId: 0, closable: false, refreshCount: 0, openerKey: null };
  return { tabs: [homeTab], activeKey: homeTab.key };
}

export function findTab(state: TabState, key: string): OpenTab | undefined {
  return state.tabs.find((tab) => tab.key === key);
}

export function activeTab(state: TabState): OpenTab {
  return findTab(state, state.activeKey) ?? state.tabs[0];
}

/** Whether `location` can be shown: it is already open, or there is room for one more tab. */
export function canOpen(state: TabState, location: TabLocation): boolean {
  return findTab(state, tabKeyOf(location)) !== undefined || state.tabs.length < MAX_OPEN_TABS;
}

/**
 * Shows `location`: activates its tab when it is open, otherwise opens a new tab after the others.
 * A sixteenth tab is refused and the state is left as it was (the user closes a tab first).
 */
export function openTab(state: TabState, location: TabLocation, openerKey: string | null = state.activeKey): OpenResult {
  const key = tabKeyOf(location);
  if (findTab(state, key)) {
    return { outcome: 'activated', state: state.activeKey === key ? state : { ...state, activeKey: key } };
  }
  if (state.tabs.length >= MAX_OPEN_TABS) return { outcome: 'refused', state };
  const tab: OpenTab = {
    pathname: location.pathname,
    search: location.search,
    key,
    paneId: Math.max(...state.tabs.map((open) => open.paneId)) + 1,
    closable: true,
    refreshCount: 0,
    openerKey: openerKey === key ? null : openerKey,
  };
  return { outcome: 'opened', state: { tabs: [...state.tabs, tab], activeKey: key } };
}

/**
 * Moves a tab to another address of the same screen, the way a new record takes its id after the first save:
 * its key, address and title follow, its pane stays (the screen is not remounted), and tabs it opened still
 * return to it. Should another tab already show that address, that duplicate is closed: the tab being
 * replaced is the one the user works in.
 */
export function replaceTabLocation(state: TabState, key: string, location: TabLocation): TabState {
  const replaced = findTab(state, key);
  if (!replaced) return state;
  const nextKey = tabKeyOf(location);
  const tabs = state.tabs
    .filter((tab) => tab.key !== nextKey || tab === replaced)
    .map((tab) => {
      if (tab === replaced) return { ...tab, pathname: location.pathname, search: location.search, key: nextKey };
      return tab.openerKey === key ? { ...tab, openerKey: nextKey } : tab;
    });
  const activeKey = state.activeKey === key || state.activeKey === nextKey ? nextKey : state.activeKey;
  return { tabs, activeKey };
}

export function activateTab(state: TabState, key: string): TabState {
  if (!findTab(state, key) || state.activeKey === key) return state;
  return { ...state, activeKey: key };
}

/** The tab next to `index` once it is gone: the one on its right, else the one on its left. */
function neighbourKey(tabs: OpenTab[], index: number): string {
  const next = tabs[index + 1] ?? tabs[index - 1];
  return next.key;
}

/**
 * Closes a tab. When it was the active one its neighbour (right, else left) becomes active.
 * The home tab is never closed.
 */
export function closeTab(state: TabState, key: string): TabState {
  const index = state.tabs.findIndex((tab) => tab.key === key);
  if (index < 0 || !state.tabs[index].closable) return state;
  const activeKey = state.activeKey === key ? neighbourKey(state.tabs, index) : state.activeKey;
  return { tabs: state.tabs.filter((tab) => tab.key !== key), activeKey };
}

/**
 * Closes the active tab the way an edit screen's "back" does: returns to the tab that opened it when that
 * is still open, otherwise to the neighbour.
 */
export function closeActiveTab(state: TabState): TabState {
  const current = findTab(state, state.activeKey);
  if (!current || !current.closable) return state;
  const closed = closeTab(state, current.key);
  const opener = current.openerKey ? findTab(closed, current.openerKey) : undefined;
  return opener ? { ...closed, activeKey: opener.key } : closed;
}

/** Closes every closable tab except `key`, which becomes active. */
export function closeOtherTabs(state: TabState, key: string): TabState {
  if (!findTab(state, key)) return state;
  return { tabs: state.tabs.filter((tab) => !tab.closable || tab.key === key), activeKey: key };
}

/** Asks the frame to remount a tab's content (its screen state starts afresh). */
export function refreshTab(state: TabState, key: string): TabState {
  if (!findTab(state, key)) return state;
  return {
    ...state,
    tabs: state.tabs.map((tab) => (tab.key === key ? { ...tab, refreshCount: tab.refreshCount + 1 } : tab)),
  };
}
