import { useMemo } from 'react';
import useSWR from 'swr';
import type { ApiEnvelope } from '../../shared/api/envelope';
import type { Language } from '../../shared/formats/common';
import { buildMenuTree, type MenuRow, type MenuTreeNode } from '../../shared/tree/menu-tree';
import type { DataAdapter } from '../../../renderer/data/data-adapter';

export interface UserMenus {
  tree: MenuTreeNode[];
  /** Every enabled function menu (type 20) by menuId, for titles and menu selection. */
  functions: Map<number, MenuTreeNode>;
  loading: boolean;
  /** The server's message when the menus could not be loaded. */
  error: string | null;
  reload: () => void;
}

function requestUserMenus(adapter: DataAdapter): Promise<ApiEnvelope<MenuRow[]>> {
  return adapter.request<MenuRow[]>({ service: 'base', resource: 'baseMenuRestful', operation: 'findUserMenus', body: {} });
}

function collectFunctions(nodes: MenuTreeNode[], into: Map<number, MenuTreeNode>): Map<number, MenuTreeNode> {
  for (const node of nodes) {
    if (node.menuType === '20') into.set(node.menuId, node);
    collectFunctions(node.children, into);
  }
  return into;
}

/** The signed-in user's menus (findUserMenus) as a tree named in the current language. */
export function useUserMenus(adapter: DataAdapter, userId: number, language: Language): UserMenus {
  const { data: answer, isLoading, mutate } = useSWR(['srm.userMenus', userId], () => requestUserMenus(adapter), {
    revalidateOnFocus: false,
  });
  const rows = answer?.status === 'S' && Array.isArray(answer.data) ? answer.data : null;
  const tree = useMemo(() => (rows ? buildMenuTree(rows, language) : []), [rows, language]);
  const functions = useMemo(() => collectFunctions(tree, new Map()), [tree]);
  return {
    tree,
    functions,
    loading: isLoading,
    error: answer && answer.status !== 'S' ? answer.msg : null,
    reload: () => void mutate(),
  };
}
