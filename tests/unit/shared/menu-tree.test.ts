// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { buildTree } from '../../../src/shared/tree/build-tree';
import { buildMenuTree, type MenuRow } from '../../../src/shared/tree/menu-tree';

function menu(menuId: number, menuParentId: number, extra: Partial<MenuRow> = {}): MenuRow {
  return {
    menuId,
    menuParentId,
    menuCode: `M${menuId}`,
    menuName: `菜单${menuId}`,
    menuNameEn: `Menu ${menuId}`,
    menuType: menuParentId === 0 ? '10' : '20',
    htmlUrl: menuParentId === 0 ? null : `route${menuId}`,
    imageLink: null,
    levelId: menuParentId === 0 ? 1 : 2,
    orderNo: menuId,
    enabled: 'Y',
    respId: 7,
    ...extra,
  };
}

describe('buildMenuTree', () => {
  it('nests children under their parents, ordered by orderNo, with the spec node fields', () => {
    const rows = [menu(11, 1, { orderNo: 2 }), menu(1, 0), menu(12, 1, { orderNo: 1, respCodes: ['PUR_BUYER', 'SYS_ADMIN'] }), menu(2, 0)];
    const tree = buildMenuTree(rows, 'CN');
    expect(tree.map((n) => n.menuId)).toEqual([1, 2]);
    expect(tree[0].children.map((n) => n.menuId)).toEqual([12, 11]);
    expect(tree[0].children[0]).toEqual({
      name: '菜单12', menuId: 12, menuType: '20', menuCode: 'M12', url: 'route12', imageLink: '',
      menuParentId: 1, levelId: 2, respId: 7, respCodes: ['PUR_BUYER', 'SYS_ADMIN'], children: [],
    });
    // Rows of a server that sends no codes get none.
    expect(tree[0].children[1].respCodes).toEqual([]);
  });

  it('uses English names in EN and leaves disabled menus out', () => {
    const tree = buildMenuTree([menu(1, 0), menu(11, 1, { enabled: 'N' }), menu(12, 1)], 'EN');
    expect(tree[0].name).toBe('Menu 1');
    expect(tree[0].children.map((n) => n.menuId)).toEqual([12]);
  });

  it('makes an orphan a root instead of losing it', () => {
    const tree = buildMenuTree([menu(1, 0), menu(31, 3)], 'CN');
    expect(tree.map((n) => n.menuId)).toEqual([1, 31]);
  });
});

describe('buildTree', () => {
  const rows = [{ id: 1, parent: 0, level: 1 }, { id: 2, parent: 1, level: 2 }];
  const toNode = (row: { id: number }) => ({ id: row.id });

  it('raises an error without a configuration or without a key, parent key or level key', () => {
    expect(() => buildTree(rows, undefined)).toThrow('a tree configuration is required');
    expect(() => buildTree(rows, { key: '' as 'id', parentKey: 'parent', levelKey: 'level', toNode })).toThrow('"key"');
    expect(() => buildTree(rows, { key: 'id', parentKey: '' as 'parent', levelKey: 'level', toNode })).toThrow('"parentKey"');
    expect(() => buildTree(rows, { key: 'id', parentKey: 'parent', levelKey: '' as 'level', toNode })).toThrow('"levelKey"');
  });

  it('refuses duplicate keys and cycles', () => {
    const config = { key: 'id', parentKey: 'parent', levelKey: 'level', toNode } as const;
    expect(() => buildTree([...rows, rows[0]], config)).toThrow('duplicate key 1');
    expect(() => buildTree([{ id: 1, parent: 2, level: 1 }, { id: 2, parent: 1, level: 1 }], config)).toThrow('cycle');
  });
});
