import { createContext, useContext, type ReactNode } from 'react';
import type { MenuContext } from '../data/data-adapter';

export type UserType = 'internal' | 'supplier';

/** The signed-in user, as the shell knows them: what a `$currentUser` default fills in. */
export interface ScreenUser {
  userId: number;
  userName: string;
  userFullName: string;
}

/** Where a screen runs: its route and params, the menu it was opened from, who is looking. */
export interface ScreenContextValue {
  route: string;
  params: Readonly<Record<string, string>>;
  menu: MenuContext;
  userType: UserType;
  /** Who is signed in; absent where the host gives none (a `$currentUser` default then stays empty). */
  user?: ScreenUser;
  /** Resource (button) codes the menu and responsibility grant; null until they are known. */
  granted: ReadonlySet<string> | null;
}

const ScreenContext = createContext<ScreenContextValue | null>(null);

export function ScreenContextProvider({ value, children }: { value: ScreenContextValue; children: ReactNode }) {
  return <ScreenContext.Provider value={value}>{children}</ScreenContext.Provider>;
}

export function useScreenContext(): ScreenContextValue {
  const value = useContext(ScreenContext);
  if (!value) throw new Error('useScreenContext is only available inside <ScreenRenderer>');
  return value;
}

function menuNumber(value: string | undefined): number {
  const parsed = value === undefined || value === '' ? NaN : Number(value);
  return Number.isInteger(parsed) ? parsed : -1;
}

/** The menu context of a screen: given by the shell, else read from params; -1 when missing (spec 000 §7). */
export function menuFromParams(params: Readonly<Record<string, string>>, menu?: MenuContext): MenuContext {
  if (menu) return menu;
  return { menuId: menuNumber(params.menuId), respId: menuNumber(params.respId) };
}
