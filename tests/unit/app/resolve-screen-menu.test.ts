import { describe, expect, it } from 'vitest';
import { menuRouteOf } from '../../../src/app/main-frame/menu-target';
import { resolveScreenMenu } from '../../../src/app/main-frame/resolve-screen-menu';

const menus = [
  { url: 'https://bi.example.com/report', menuId: 30, respId: 4 },
  { url: '/purchaseOrderList?poType=STD', menuId: 31, respId: 4 },
  { url: 'lookuptype', menuId: 41, respId: 1 },
];

describe('menuRouteOf', () => {
  it('reads the screen route of a menu url, without slash or query', () => {
    expect(menuRouteOf('/purchaseOrderList?poType=STD')).toBe('purchaseOrderList');
    expect(menuRouteOf(' lookuptype ')).toBe('lookuptype');
  });

  it('has no route for external and empty urls', () => {
    expect(menuRouteOf('https://bi.example.com/purchaseOrderList')).toBeNull();
    expect(menuRouteOf('')).toBeNull();
  });
});

describe('resolveScreenMenu', () => {
  it('gives a list route the menu whose url is that route', () => {
    expect(resolveScreenMenu('purchaseOrderList', { listRoute: undefined }, menus)).toEqual({ menuId: 31, respId: 4 });
  });

  it('gives an edit route the menu of its list', () => {
    expect(resolveScreenMenu('purOrderManage/purchaseOrderEdit', { listRoute: 'purchaseOrderList' }, menus)).toEqual({
      menuId: 31,
      respId: 4,
    });
  });

  it('prefers a menu of the screen itself over its list', () => {
    const withOwnMenu = [...menus, { url: 'lookupTypeEdit', menuId: 42, respId: 1 }];
    expect(resolveScreenMenu('lookupTypeEdit', { listRoute: 'lookuptype' }, withOwnMenu)).toEqual({ menuId: 42, respId: 1 });
  });

  it('finds nothing when no menu of the user leads to the screen', () => {
    expect(resolveScreenMenu('lookup', { listRoute: undefined }, menus)).toBeNull();
    expect(resolveScreenMenu('supplierEdit', { listRoute: 'supplierList' }, menus)).toBeNull();
  });
});
