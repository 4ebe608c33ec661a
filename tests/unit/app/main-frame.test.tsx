import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MenuRow } from '../../../src/shared/tree/menu-tree';
import { FAKE_SCREEN_ROUTES } from './helpers/fake-renderer';
import { renderApp } from './helpers/render-app';
import { createScriptedAdapter, ok } from './helpers/scripted-adapter';
import { buyer, saveSession, savedInfo, supplierUser } from './helpers/session-fixtures';

vi.mock('../../../renderer/index', async () => (await import('./helpers/fake-renderer')).fakeRendererModule);

const menuRows: MenuRow[] = [
  { menuId: 1, menuParentId: 0, menuCode: 'PURCHASE', menuName: '采购管理', menuNameEn: 'Purchasing', menuType: '10', htmlUrl: null, imageLink: 'shopping-cart', levelId: 1, orderNo: 1, enabled: 'Y', respId: 4 },
  { menuId: 31, menuParentId: 1, menuCode: 'PO_LIST', menuName: '采购订单', menuNameEn: 'Purchase orders', menuType: '20', htmlUrl: 'purchaseOrderList', imageLink: null, levelId: 2, orderNo: 1, enabled: 'Y', respId: 4 },
  { menuId: 32, menuParentId: 1, menuCode: 'EXT', menuName: '外部报表', menuNameEn: 'External report', menuType: '20', htmlUrl: 'https://example.com/report', imageLink: null, levelId: 2, orderNo: 2, enabled: 'Y', respId: 4 },
  { menuId: 34, menuParentId: 1, menuCode: 'DELIVERY_NOTE', menuName: '送货单', menuNameEn: 'Delivery notes', menuType: '20', htmlUrl: 'deliveryNoteList', imageLink: null, levelId: 2, orderNo: 4, enabled: 'Y', respId: 5 },
  { menuId: 33, menuParentId: 1, menuCode: 'LATER', menuName: '未上线功能', menuNameEn: 'Later', menuType: '20', htmlUrl: 'noSuchScreen', imageLink: null, levelId: 2, orderNo: 3, enabled: 'Y', respId: 4 },
];

function backend() {
  return createScriptedAdapter({
    'base/baseMenuRestful/findUserMenus': () => ok(menuRows),
    'srm/pendingRestful/listPending': () => ok([]),
    'base/baseLoginRestful/logout': () => ok(null),
  });
}

function tabTitles(): string[] {
  return Array.from(document.querySelectorAll('.srm-tabs-bar .arco-tabs-header-title')).map((el) => el.textContent ?? '');
}

describe('the main frame', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });
  afterEach(() => vi.restoreAllMocks());

  it('shows the user, the menu tree and the home tab', async () => {
    saveSession(savedInfo(buyer));
    renderApp('/main/inHome', backend().adapter, FAKE_SCREEN_ROUTES);
    expect(await screen.findByTestId('current-user')).toHaveProperty('textContent', '王采购');
    expect(await screen.findByText('采购订单')).toBeTruthy();
    expect(tabTitles()).toEqual(['首页']);
    expect(await screen.findByText('暂无待处理的单据')).toBeTruthy();
  });

  it('shows the supplier name for supplier users and sends them to exHome', async () => {
    saveSession(savedInfo(supplierUser));
    const { router } = renderApp('/main/inHome', backend().adapter, FAKE_SCREEN_ROUTES);
    await waitFor(() => expect(router.state.location.pathname).toBe('/main/exHome'));
    expect((await screen.findByTestId('current-user')).textContent).toBe('Li Lei · ACME Ltd');
  });

  it('opens a function menu as a tab with its menu context, and external menus in the embedded frame', async () => {
    saveSession(savedInfo(buyer));
    const { router } = renderApp('/main/inHome', backend().adapter, FAKE_SCREEN_ROUTES);
    fireEvent.click(await screen.findByText('采购订单'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/main/purchaseOrderList'));
    expect(router.state.location.search).toBe('?menuId=31&respId=4');
    expect(await screen.findByText('screen purchaseOrderList menu 31/4 as internal')).toBeTruthy();
    expect(tabTitles()).toEqual(['首页', '采购订单']);

    fireEvent.click(screen.getByText('外部报表'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/main/iframe'));
    const frame = document.querySelector('iframe.srm-embedded-frame');
    expect(frame?.getAttribute('src')).toBe('https://example.com/report');
    expect(tabTitles()).toEqual(['首页', '采购订单', '外部报表']);

    fireEvent.click(screen.getByText('未上线功能'));
    expect(await screen.findByText('该功能页面尚未提供')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/main/iframe');
  });

  it('keeps open tabs mounted, returns to the opener on close and remounts on refresh', async () => {
    saveSession(savedInfo(buyer));
    const { router } = renderApp('/main/purchaseOrderList?menuId=31&respId=4', backend().adapter, FAKE_SCREEN_ROUTES);
    const list = await screen.findByTestId('screen-purchaseOrderList');
    fireEvent.click(within(list).getByText('count purchaseOrderList: 0'));
    fireEvent.click(within(list).getByText('edit from purchaseOrderList'));

    await waitFor(() => expect(router.state.location.pathname).toBe('/main/purOrderManage/purchaseOrderEdit'));
    expect(router.state.location.search).toBe('?id=7&menuId=31&respId=4');
    await waitFor(() => expect(tabTitles()).toEqual(['首页', '采购订单', '采购订单维护 · 7']));
    const edit = await screen.findByTestId('screen-purOrderManage/purchaseOrderEdit#7');
    expect(edit.closest('section')?.hidden).toBe(false);
    // The list is hidden, not unmounted: its state survives.
    expect(list.closest('section')?.hidden).toBe(true);
    expect(within(list).getByText('count purchaseOrderList: 1')).toBeTruthy();

    fireEvent.click(within(edit).getByText('back from purOrderManage/purchaseOrderEdit#7'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/main/purchaseOrderList'));
    expect(screen.queryByTestId('screen-purOrderManage/purchaseOrderEdit#7')).toBeNull();
    expect(screen.getByText('count purchaseOrderList: 1')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: '刷新当前页签' }));
    expect(await screen.findByText('count purchaseOrderList: 0')).toBeTruthy();
  });

  it('gives a new record\'s tab its id after the first save, and reopening the record activates that tab', async () => {
    saveSession(savedInfo(buyer));
    const { router } = renderApp('/main/purchaseOrderList?menuId=31&respId=4', backend().adapter, FAKE_SCREEN_ROUTES);
    await screen.findByTestId('screen-purchaseOrderList');
    await act(() => router.navigate('/main/purOrderManage/purchaseOrderEdit?menuId=31&respId=4'));
    const created = await screen.findByTestId('screen-purOrderManage/purchaseOrderEdit');
    fireEvent.click(within(created).getByText('count purOrderManage/purchaseOrderEdit: 0'));
    expect(screen.getByText('purchaseOrderList is hidden')).toBeTruthy();

    fireEvent.click(within(created).getByText('save purOrderManage/purchaseOrderEdit as 8'));
    await waitFor(() => expect(router.state.location.search).toBe('?menuId=31&respId=4&id=8'));
    await waitFor(() => expect(tabTitles()).toEqual(['首页', '采购订单', '采购订单维护 · 8']));
    // Once the screen names its record (its document number), the tab says that rather than the id.
    fireEvent.click(within(created).getByText('name purOrderManage/purchaseOrderEdit#8'));
    await waitFor(() => expect(tabTitles()).toEqual(['首页', '采购订单', '采购订单维护 · PO20261126-0008']));
    // The same screen, not a remounted one: its state survived the new address.
    expect(screen.getByText('count purOrderManage/purchaseOrderEdit#8: 1')).toBeTruthy();

    fireEvent.click(screen.getByText('采购订单', { selector: '.srm-tabs-bar *' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/main/purchaseOrderList'));
    expect(screen.getByText('purchaseOrderList is visible')).toBeTruthy();
    await act(() => router.navigate('/main/purOrderManage/purchaseOrderEdit?id=8&menuId=31&respId=4'));
    await waitFor(() => expect(screen.getByText('purOrderManage/purchaseOrderEdit#8 is visible')).toBeTruthy());
    expect(tabTitles()).toEqual(['首页', '采购订单', '采购订单维护 · PO20261126-0008']);
    expect(screen.getByText('count purOrderManage/purchaseOrderEdit#8: 1')).toBeTruthy();
  });

  it('finds the menu context of an address without one from the user\'s menus', async () => {
    saveSession(savedInfo(buyer));
    const { router } = renderApp('/main/purOrderManage/purchaseOrderEdit?id=7', backend().adapter, FAKE_SCREEN_ROUTES);
    // An edit screen works under the menu of its list (the descriptor's listRoute).
    expect(await screen.findByText('screen purOrderManage/purchaseOrderEdit#7 menu 31/4 as internal')).toBeTruthy();
    await waitFor(() => expect(router.state.location.search).toBe('?id=7&menuId=31&respId=4'));

    await act(() => router.navigate('/main/purchaseOrderList'));
    expect(await screen.findByText('screen purchaseOrderList menu 31/4 as internal')).toBeTruthy();
    await waitFor(() => expect(router.state.location.search).toBe('?menuId=31&respId=4'));
    expect(tabTitles()).toEqual(['首页', '采购订单维护 · 7', '采购订单']);
  });

  it('opens a document of another menu under that menu when the screen asks for the route\'s own (a generated delivery note)', async () => {
    saveSession(savedInfo(buyer));
    const { router } = renderApp('/main/purchaseOrderList?menuId=31&respId=4', backend().adapter, FAKE_SCREEN_ROUTES);
    const list = await screen.findByTestId('screen-purchaseOrderList');
    fireEvent.click(within(list).getByText('open a note from purchaseOrderList'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/main/deliveryNote/deliveryNoteEdit'));
    // Not the order list's menu: the one that leads to the note's list.
    expect(await screen.findByText('screen deliveryNote/deliveryNoteEdit#5 menu 34/5 as internal')).toBeTruthy();
    await waitFor(() => expect(router.state.location.search).toBe('?id=5&menuId=34&respId=5'));
  });

  it('shows a "no access" page for a screen none of the user\'s menus leads to', async () => {
    saveSession(savedInfo(buyer));
    renderApp('/main/lookuptype', backend().adapter, FAKE_SCREEN_ROUTES);
    expect(await screen.findByText('您没有访问此页面的权限')).toBeTruthy();
    expect(screen.queryByTestId('screen-lookuptype')).toBeNull();
  });

  it('refuses a sixteenth tab with a message and stays on the current one', async () => {
    saveSession(savedInfo(buyer));
    const { router } = renderApp('/main/inHome', backend().adapter, FAKE_SCREEN_ROUTES);
    await screen.findByText('首页');
    for (let id = 1; id <= 14; id += 1) {
      await act(() => router.navigate(`/main/purOrderManage/purchaseOrderEdit?id=${id}&menuId=31&respId=4`));
    }
    await waitFor(() => expect(tabTitles()).toHaveLength(15));
    await act(() => router.navigate('/main/purchaseOrderList?menuId=31&respId=4'));
    expect(await screen.findByText('最多只能打开15个页签，请先关闭其他页签')).toBeTruthy();
    await waitFor(() => expect(router.state.location.search).toBe('?id=14&menuId=31&respId=4'));
    expect(tabTitles()).toHaveLength(15);
    expect(screen.queryByTestId('screen-purchaseOrderList')).toBeNull();
  });

  it('switches every label to English, menu names included', async () => {
    saveSession(savedInfo(buyer));
    renderApp('/main/inHome', backend().adapter, FAKE_SCREEN_ROUTES);
    fireEvent.click(await screen.findByText('采购订单'));
    await screen.findByTestId('screen-purchaseOrderList');
    fireEvent.click(screen.getByText('English'));
    expect(await screen.findByText('Purchase orders', { selector: '.arco-menu-item *, .arco-menu-item' })).toBeTruthy();
    expect(screen.getByText('Purchasing')).toBeTruthy();
    expect(screen.getByText('Sign out')).toBeTruthy();
    expect(tabTitles()).toEqual(['Home', 'Purchase orders']);
    expect(localStorage.getItem('srm.language')).toBe('"EN"');
  });

  it('signs out on the server and returns to the login page with a notice', async () => {
    saveSession(savedInfo(buyer));
    const { adapter, calls } = backend();
    const { router } = renderApp('/main/inHome', adapter, FAKE_SCREEN_ROUTES);
    fireEvent.click(await screen.findByText('退出登录'));
    fireEvent.click(await screen.findByRole('button', { name: '确定' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(calls.map((call) => call.operation)).toContain('logout');
    expect(await screen.findByText('您已安全退出')).toBeTruthy();
    expect(localStorage.getItem('srm.userInfo')).toBeNull();
  });

  it('changes the password from the user menu and carries on with the new session', async () => {
    saveSession(savedInfo(buyer));
    const { adapter, calls } = createScriptedAdapter({
      'base/baseMenuRestful/findUserMenus': () => ok(menuRows),
      'srm/pendingRestful/listPending': () => ok([]),
      'base/basePasswordRestful/changePassword': (request) =>
        request.body?.oldPassword === 'Buyer@123'
          ? { status: 'S', msg: '密码已修改', data: { ...savedInfo(buyer), authorizationCode: 'code-new' } }
          : { status: 'E', msg: '当前密码不正确', data: null, errors: [{ field: 'oldPassword', message: '当前密码不正确' }] },
    });
    renderApp('/main/inHome', adapter, FAKE_SCREEN_ROUTES);
    fireEvent.click(await screen.findByTestId('current-user'));
    fireEvent.click(await screen.findByText('修改密码'));
    const dialog = within(await screen.findByRole('dialog'));
    fireEvent.change(dialog.getByLabelText('当前密码'), { target: { value: 'wrong' } });
    fireEvent.change(dialog.getByLabelText('新密码'), { target: { value: 'Changed#2026' } });
    fireEvent.change(dialog.getByLabelText('确认新密码'), { target: { value: 'Changed#2026' } });
    fireEvent.click(dialog.getByRole('button', { name: '确定' }));
    expect(await dialog.findByText('当前密码不正确')).toBeTruthy();
    fireEvent.change(dialog.getByLabelText('当前密码'), { target: { value: 'Buyer@123' } });
    fireEvent.click(dialog.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(JSON.parse(localStorage.getItem('srm.userInfo') ?? 'null')).toMatchObject({ authorizationCode: 'code-new' }));
    expect(calls.filter((call) => call.operation === 'changePassword').at(-1)?.body).toMatchObject({ oldPassword: 'Buyer@123', newPassword: 'Changed#2026' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
