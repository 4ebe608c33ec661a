import { describe, expect, it } from 'vitest';
import {
  MAX_OPEN_TABS,
  activateTab,
  canOpen,
  closeActiveTab,
  closeOtherTabs,
  closeTab,
  createTabState,
  openTab,
  refreshTab,
  replaceTabLocation,
  tabHref,
  tabKeyOf,
  type TabState,
} from '../../../src/app/tabs/tab-state';

const home = { pathname: '/main/inHome', search: '' };
const screen = (route: string, search = '') => ({ pathname: `/main/${route}`, search });

function openAll(state: TabState, count: number): TabState {
  let next = state;
  for (let i = 0; i < count; i += 1) next = openTab(next, screen('purchaseOrderEdit', `?id=${i}`)).state;
  return next;
}

describe('tab keys', () => {
  it('ignore the menu context so one screen reached from two menus is one tab', () => {
    expect(tabKeyOf(screen('purchaseOrderList', '?menuId=3&respId=7'))).toBe('/main/purchaseOrderList');
    expect(tabKeyOf(screen('purchaseOrderList', '?respId=9&menuId=4'))).toBe(tabKeyOf(screen('purchaseOrderList')));
  });

  it('keep the other params so two different orders are two tabs', () => {
    const first = tabKeyOf(screen('purOrderManage/purchaseOrderEdit', '?id=1&menuId=3&respId=7'));
    const second = tabKeyOf(screen('purOrderManage/purchaseOrderEdit', '?id=2&menuId=3&respId=7'));
    expect(first).toBe('/main/purOrderManage/purchaseOrderEdit?id=1');
    expect(second).not.toBe(first);
  });

  it('do not depend on the order of the params', () => {
    expect(tabKeyOf(screen('x', '?b=2&a=1'))).toBe(tabKeyOf(screen('x', '?a=1&b=2')));
  });
});

describe('opening tabs', () => {
  it('starts with a home tab that cannot be closed', () => {
    const state = createTabState(home);
    expect(state.tabs).toHaveLength(1);
    expect(state.activeKey).toBe('/main/inHome');
    expect(closeTab(state, '/main/inHome')).toBe(state);
  });

  it('opens a new tab after the others and activates it, remembering the opener', () => {
    const { outcome, state } = openTab(createTabState(home), screen('purchaseOrderList', '?menuId=3&respId=7'));
    expect(outcome).toBe('opened');
    expect(state.tabs.map((tab) => tab.key)).toEqual(['/main/inHome', '/main/purchaseOrderList']);
    expect(state.activeKey).toBe('/main/purchaseOrderList');
    expect(state.tabs[1].openerKey).toBe('/main/inHome');
    expect(tabHref(state.tabs[1])).toBe('/main/purchaseOrderList?menuId=3&respId=7');
  });

  it('activates the open tab instead of opening it twice', () => {
    const once = openTab(createTabState(home), screen('purchaseOrderList', '?menuId=3&respId=7')).state;
    const back = activateTab(once, '/main/inHome');
    const again = openTab(back, screen('purchaseOrderList', '?menuId=5&respId=8'));
    expect(again.outcome).toBe('activated');
    expect(again.state.tabs).toHaveLength(2);
    expect(again.state.activeKey).toBe('/main/purchaseOrderList');
  });

  it(`allows ${MAX_OPEN_TABS} tabs and refuses the sixteenth without removing any`, () => {
    const full = openAll(createTabState(home), MAX_OPEN_TABS - 1);
    expect(full.tabs).toHaveLength(15);
    const refused = openTab(full, screen('purchaseOrderList'));
    expect(refused.outcome).toBe('refused');
    expect(refused.state).toBe(full);
    expect(canOpen(full, screen('purchaseOrderList'))).toBe(false);
    // An already open tab can still be shown when the bar is full.
    expect(canOpen(full, screen('purchaseOrderEdit', '?id=3'))).toBe(true);
    expect(openTab(full, screen('purchaseOrderEdit', '?id=3')).outcome).toBe('activated');
  });

  it('has room again once a tab is closed', () => {
    const full = openAll(createTabState(home), MAX_OPEN_TABS - 1);
    const closed = closeTab(full, full.tabs[4].key);
    expect(openTab(closed, screen('purchaseOrderList')).outcome).toBe('opened');
  });
});

describe('closing tabs', () => {
  const three = openAll(createTabState(home), 3); // home, id=0, id=1, id=2 (active)

  it('activates the right neighbour when the active tab is closed', () => {
    const middle = activateTab(three, three.tabs[2].key);
    const closed = closeTab(middle, three.tabs[2].key);
    expect(closed.tabs).toHaveLength(3);
    expect(closed.activeKey).toBe(three.tabs[3].key);
  });

  it('activates the left neighbour when the last tab is closed', () => {
    const closed = closeTab(three, three.tabs[3].key);
    expect(closed.activeKey).toBe(three.tabs[2].key);
  });

  it('keeps the active tab when another one is closed', () => {
    const closed = closeTab(three, three.tabs[1].key);
    expect(closed.activeKey).toBe(three.activeKey);
    expect(closed.tabs.map((tab) => tab.key)).not.toContain(three.tabs[1].key);
  });

  it('returns to the opener when a screen closes itself', () => {
    const list = openTab(createTabState(home), screen('purchaseOrderList')).state;
    const other = openTab(list, screen('lookuptype')).state;
    const backToList = activateTab(other, '/main/purchaseOrderList');
    const edit = openTab(backToList, screen('purOrderManage/purchaseOrderEdit', '?id=9')).state;
    expect(edit.tabs.map((tab) => tab.key)).toEqual([
      '/main/inHome',
      '/main/purchaseOrderList',
      '/main/lookuptype',
      '/main/purOrderManage/purchaseOrderEdit?id=9',
    ]);
    const closed = closeActiveTab(edit);
    expect(closed.activeKey).toBe('/main/purchaseOrderList');
  });

  it('falls back to the neighbour when the opener is gone', () => {
    const list = openTab(createTabState(home), screen('purchaseOrderList')).state;
    const edit = openTab(list, screen('purOrderManage/purchaseOrderEdit', '?id=9')).state;
    const withoutList = closeTab(edit, '/main/purchaseOrderList');
    expect(closeActiveTab(withoutList).activeKey).toBe('/main/inHome');
  });

  it('closes the others but keeps home', () => {
    const closed = closeOtherTabs(three, three.tabs[2].key);
    expect(closed.tabs.map((tab) => tab.key)).toEqual(['/main/inHome', three.tabs[2].key]);
    expect(closed.activeKey).toBe(three.tabs[2].key);
  });
});

describe('refreshing a tab', () => {
  it('bumps only that tab so the frame remounts it', () => {
    const state = openAll(createTabState(home), 2);
    const refreshed = refreshTab(state, state.tabs[1].key);
    expect(refreshed.tabs.map((tab) => tab.refreshCount)).toEqual([0, 1, 0]);
    expect(refreshTab(state, 'missing')).toBe(state);
  });
});

describe('replacing a tab\'s address', () => {
  const newOrder = screen('purOrderManage/purchaseOrderEdit', '?menuId=3&respId=7');
  const savedOrder = screen('purOrderManage/purchaseOrderEdit', '?id=8&menuId=3&respId=7');

  it('gives every open tab its own pane', () => {
    const state = openAll(createTabState(home), 3);
    expect(new Set(state.tabs.map((tab) => tab.paneId)).size).toBe(4);
  });

  it('moves a new record\'s tab to its id: key and address follow, the pane and opener stay', () => {
    const list = openTab(createTabState(home), screen('purchaseOrderList')).state;
    const opened = openTab(list, newOrder).state;
    const paneId = opened.tabs[2].paneId;
    const saved = replaceTabLocation(opened, tabKeyOf(newOrder), savedOrder);
    expect(saved.tabs.map((tab) => tab.key)).toEqual([
      '/main/inHome',
      '/main/purchaseOrderList',
      '/main/purOrderManage/purchaseOrderEdit?id=8',
    ]);
    expect(saved.activeKey).toBe('/main/purOrderManage/purchaseOrderEdit?id=8');
    expect(tabHref(saved.tabs[2])).toBe('/main/purOrderManage/purchaseOrderEdit?id=8&menuId=3&respId=7');
    expect(saved.tabs[2].paneId).toBe(paneId);
    expect(saved.tabs[2].openerKey).toBe('/main/purchaseOrderList');
  });

  it('activates the replaced tab when the same record is opened again', () => {
    const opened = openTab(createTabState(home), newOrder).state;
    const saved = activateTab(replaceTabLocation(opened, tabKeyOf(newOrder), savedOrder), '/main/inHome');
    const again = openTab(saved, screen('purOrderManage/purchaseOrderEdit', '?id=8&menuId=5&respId=9'));
    expect(again.outcome).toBe('activated');
    expect(again.state.tabs).toHaveLength(2);
  });

  it('keeps tabs opened from the replaced one returning to it', () => {
    const opened = openTab(createTabState(home), newOrder).state;
    const child = openTab(opened, screen('lookuptype')).state;
    const saved = replaceTabLocation(child, tabKeyOf(newOrder), savedOrder);
    expect(closeActiveTab(saved).activeKey).toBe('/main/purOrderManage/purchaseOrderEdit?id=8');
  });

  it('closes another tab that already showed the new address, keeping the replaced one', () => {
    const other = openTab(createTabState(home), savedOrder).state;
    const opened = openTab(other, newOrder).state;
    const paneId = opened.tabs[2].paneId;
    const saved = replaceTabLocation(opened, tabKeyOf(newOrder), savedOrder);
    expect(saved.tabs).toHaveLength(2);
    expect(saved.tabs[1].paneId).toBe(paneId);
  });

  it('leaves the state alone for a tab that is not open', () => {
    const state = createTabState(home);
    expect(replaceTabLocation(state, 'missing', savedOrder)).toBe(state);
  });
});
