import { describe, expect, it } from 'vitest';
import { menuTarget } from '../../../src/app/main-frame/menu-target';

const routes = new Set(['purchaseOrderList', 'purOrderManage/purchaseOrderEdit']);
const menu = (url: string) => ({ url, menuId: 31, respId: 4 });

describe('menuTarget', () => {
  it('opens a screen route with the menu context', () => {
    expect(menuTarget(menu('purchaseOrderList'), routes)).toEqual({
      kind: 'open',
      href: '/main/purchaseOrderList?menuId=31&respId=4',
    });
  });

  it('accepts a leading slash and keeps a query as screen params', () => {
    expect(menuTarget(menu('/purchaseOrderList?poType=STD'), routes)).toEqual({
      kind: 'open',
      href: '/main/purchaseOrderList?poType=STD&menuId=31&respId=4',
    });
  });

  it('opens http(s) urls in the embedded frame', () => {
    expect(menuTarget(menu('https://bi.example.com/r?id=1'), routes)).toEqual({
      kind: 'open',
      href: '/main/iframe?url=https%3A%2F%2Fbi.example.com%2Fr%3Fid%3D1&menuId=31&respId=4',
    });
  });

  it('reports screens that do not exist yet and empty urls', () => {
    expect(menuTarget(menu('supplierPortal'), routes)).toEqual({ kind: 'unavailable' });
    expect(menuTarget(menu('  '), routes)).toEqual({ kind: 'unavailable' });
    expect(menuTarget(menu('javascript:alert(1)'), routes)).toEqual({ kind: 'unavailable' });
  });
});
