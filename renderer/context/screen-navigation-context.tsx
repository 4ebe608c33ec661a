import { createContext, useContext, type ReactNode } from 'react';

/**
 * How a screen opens another: `menu: "route"` lets the shell find the menu that leads to the route (a
 * document of another menu: the delivery note a purchase order generated) instead of keeping the current one.
 */
export interface OpenScreenOptions {
  menu?: 'current' | 'route';
}

/** What the shell lets a screen do with tabs. */
export type ScreenNavigation = {
  /** Opens /main/<route>?<params> in a tab; the shell adds the current menuId/respId when params lack them, unless told to find the route's own. */
  openScreen(route: string, params?: Record<string, string>, options?: OpenScreenOptions): void;
  /** Closes the current tab (the edit screen's "back"). */
  closeCurrent(): void;
  /**
   * Replaces the current screen's params (a new record's id after its first save) without remounting it: the
   * tab's address, identity and title follow, so reopening that record activates this tab and a reload shows
   * it. The shell keeps the menu context when params lack it.
   */
  replaceParams(params: Record<string, string>): void;
  /**
   * Names the record the screen shows (its business code: PO20261126-0013), which the tab's title shows
   * instead of the id in the address; null while it has none (a new record).
   */
  nameRecord?(name: string | null): void;
};

const ScreenNavigationContext = createContext<ScreenNavigation | null>(null);

export function ScreenNavigationProvider({
  navigation,
  children,
}: {
  navigation: ScreenNavigation;
  children: ReactNode;
}) {
  return <ScreenNavigationContext.Provider value={navigation}>{children}</ScreenNavigationContext.Provider>;
}

/** The navigation when a shell provides one (a read-only value drawn outside a screen has none). */
export function useOptionalScreenNavigation(): ScreenNavigation | null {
  return useContext(ScreenNavigationContext);
}

export function useScreenNavigation(): ScreenNavigation {
  const navigation = useContext(ScreenNavigationContext);
  if (!navigation) throw new Error('useScreenNavigation needs a <ScreenNavigationProvider> above the screen');
  return navigation;
}
