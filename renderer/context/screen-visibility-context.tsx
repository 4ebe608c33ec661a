import { createContext, useContext, type ReactNode } from 'react';

/** Whether the screen is the one shown: the shell keeps hidden tabs mounted (keep-alive). */
const ScreenVisibilityContext = createContext(true);

export function ScreenVisibilityProvider({ visible, children }: { visible: boolean; children: ReactNode }) {
  return <ScreenVisibilityContext.Provider value={visible}>{children}</ScreenVisibilityContext.Provider>;
}

/** True unless the shell says the screen's tab is hidden; a screen outside tabs (tests, Storybook) is visible. */
export function useScreenVisible(): boolean {
  return useContext(ScreenVisibilityContext);
}
