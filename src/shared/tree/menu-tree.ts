import { buildTree, type TreeNode } from './build-tree';

/** A menu row as the server lists it (base_menu plus the responsibility that grants it). */
export interface MenuRow {
  menuId: number;
  menuParentId: number;
  menuCode: string;
  menuName: string;
  menuNameEn?: string | null;
  menuType: '10' | '20';
  htmlUrl?: string | null;
  imageLink?: string | null;
  levelId: number;
  orderNo: number;
  enabled: 'Y' | 'N';
  respId: number;
  /** Codes of every responsibility of the user that grants the menu (dashboards arrange widgets by them). */
  respCodes?: string[];
}

export interface MenuNode {
  name: string;
  menuId: number;
  menuType: '10' | '20';
  menuCode: string;
  url: string;
  imageLink: string;
  menuParentId: number;
  levelId: number;
  respId: number;
  respCodes: string[];
}

export type MenuTreeNode = TreeNode<MenuNode>;

/** Builds the menu tree from the flat list: enabled menus only, siblings by orderNo, names in the language. */
export function buildMenuTree(rows: readonly MenuRow[], language: 'CN' | 'EN'): MenuTreeNode[] {
  return buildTree(
    rows.filter((row) => row.enabled === 'Y'),
    {
      key: 'menuId',
      parentKey: 'menuParentId',
      levelKey: 'levelId',
      compare: (a, b) => a.levelId - b.levelId || a.orderNo - b.orderNo || a.menuId - b.menuId,
      toNode: (row) => ({
        name: language === 'EN' && row.menuNameEn ? row.menuNameEn : row.menuName,
        menuId: row.menuId,
        menuType: row.menuType,
        menuCode: row.menuCode,
        url: row.htmlUrl ?? '',
        imageLink: row.imageLink ?? '',
        menuParentId: row.menuParentId,
        levelId: row.levelId,
        respId: row.respId,
        respCodes: row.respCodes ?? [],
      }),
    },
  );
}
