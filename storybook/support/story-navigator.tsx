import { useMemo, useState, type ReactNode } from 'react';
import { ScreenNavigationProvider, type ScreenNavigation } from '../../renderer/context/screen-navigation-context';

export interface OpenScreen {
  route: string;
  params: Record<string, string>;
}

/**
 * The shell's tabs in small: a screen opened from a story (create, edit, a linked cell) replaces it, and
 * "back" returns to the one before, so a designer can click through list and edit screens.
 */
export function StoryNavigator({ start, children }: { start: OpenScreen; children: (screen: OpenScreen, depth: number) => ReactNode }) {
  const [stack, setStack] = useState<OpenScreen[]>([start]);
  const navigation = useMemo<ScreenNavigation>(
    () => ({
      openScreen: (route, params = {}) => setStack((current) => [...current, { route, params }]),
      closeCurrent: () => setStack((current) => (current.length > 1 ? current.slice(0, -1) : current)),
      replaceParams: (params) => setStack((current) => [...current.slice(0, -1), { ...current[current.length - 1], params }]),
    }),
    [],
  );
  const current = stack[stack.length - 1];
  return <ScreenNavigationProvider navigation={navigation}>{children(current, stack.length)}</ScreenNavigationProvider>;
}
