import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { MenuContext } from '../data/data-adapter';

/** A function menu the signed-in user holds: the screen it opens and what grants it. */
export interface UserMenu extends MenuContext {
  /** The screen route the menu opens. */
  route: string;
  /** Codes of every responsibility of the user that grants the menu. */
  responsibilities: readonly string[];
}

const UserMenusContext = createContext<{ menus: readonly UserMenu[]; loading: boolean } | null>(null);

/**
 * Gives screens the user's function menus (the shell's, from findUserMenus): a screen that opens
 * another screen (a report's drill, a dashboard's widgets) calls it under that screen's own menu, and
 * shows only what a menu of the user leads to.
 */
export function UserMenusProvider({ menus, loading = false, children }: { menus: readonly UserMenu[]; loading?: boolean; children: ReactNode }) {
  const value = useMemo(() => ({ menus, loading }), [menus, loading]);
  return <UserMenusContext.Provider value={value}>{children}</UserMenusContext.Provider>;
}

/** The user's function menus, or null where no shell gives them. */
export function useUserMenus(): readonly UserMenu[] | null {
  return useContext(UserMenusContext)?.menus ?? null;
}

/** Whether the shell is still loading the user's menus. */
export function useUserMenusLoading(): boolean {
  return useContext(UserMenusContext)?.loading ?? false;
}
