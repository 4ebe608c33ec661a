import { describe, expect, it, vi } from 'vitest';
import { routeOfDescriptorPath } from '../../../renderer/loading/screen-routes';
import { mainPaneOf, screenHref } from '../../../src/app/routes/main-paths';
import {
  MAIN_ROUTE_ID,
  createScreenRoutePatcher,
  fixedMainChildRoutes,
  screenChildRoutes,
} from '../../../src/app/routes/screen-child-routes';
import { routeName } from '../../../src/shared/routes';

describe('route names', () => {
  it('are the path without slashes or query, lower-cased', () => {
    expect(routeName('purOrderManage/purchaseOrderEdit')).toBe('purordermanagepurchaseorderedit');
    expect(routeName('/main/purchaseOrderList?menuId=1')).toBe('mainpurchaseorderlist');
  });

  it('name each screen child of /main, which carries its route', () => {
    const children = screenChildRoutes(['purchaseOrderList', 'purOrderManage/purchaseOrderEdit']);
    expect(children.map((child) => [child.id, child.path])).toEqual([
      ['purchaseorderlist', 'purchaseOrderList'],
      ['purordermanagepurchaseorderedit', 'purOrderManage/purchaseOrderEdit'],
    ]);
    expect(children[1].handle).toEqual({ screenRoute: 'purOrderManage/purchaseOrderEdit' });
    expect(fixedMainChildRoutes().map((child) => child.id)).toEqual(['inhome', 'exhome', 'iframe', 'testiframes']);
  });

  it('skip a screen whose name is already taken instead of breaking the router', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const children = screenChildRoutes(['lookupType', 'lookuptype', 'inhome']);
    expect(children.map((child) => child.path)).toEqual(['lookupType']);
    expect(error).toHaveBeenCalledTimes(2);
    error.mockRestore();
  });

  it('are unique for every descriptor under screens/', () => {
    const routes = Object.keys(import.meta.glob('/screens/**/*.json')).map(routeOfDescriptorPath);
    expect(routes.length).toBeGreaterThan(0);
    const children = screenChildRoutes(routes);
    expect(children).toHaveLength(routes.length);
  });
});

describe('main paths', () => {
  it('tell the home, embedded and screen panes apart', () => {
    expect(mainPaneOf('/main/inHome')).toEqual({ kind: 'home' });
    expect(mainPaneOf('/main/exHome')).toEqual({ kind: 'home' });
    expect(mainPaneOf('/main/testIframes')).toEqual({ kind: 'iframe' });
    expect(mainPaneOf('/main/purOrderManage/purchaseOrderEdit')).toEqual({
      kind: 'screen',
      route: 'purOrderManage/purchaseOrderEdit',
    });
    expect(mainPaneOf('/login')).toBeNull();
    expect(screenHref('purchaseOrderList', { menuId: '3', respId: '4' })).toBe('/main/purchaseOrderList?menuId=3&respId=4');
  });
});

describe('the screen route patcher', () => {
  it('loads the screen list once, on the first unmatched path under /main', async () => {
    const load = vi.fn(async () => ['purchaseOrderList']);
    const patch = vi.fn();
    const patcher = createScreenRoutePatcher(load);
    await patcher({ path: '/forget', patch });
    expect(load).not.toHaveBeenCalled();
    await patcher({ path: '/main/purchaseOrderList', patch });
    await patcher({ path: '/main/other', patch });
    expect(load).toHaveBeenCalledTimes(1);
    expect(patch).toHaveBeenCalledTimes(1);
    expect(patch.mock.calls[0][0]).toBe(MAIN_ROUTE_ID);
  });
});
