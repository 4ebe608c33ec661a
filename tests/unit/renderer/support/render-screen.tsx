import { render, type RenderResult } from '@testing-library/react';
import type { i18n } from 'i18next';
import { Provider as JotaiProvider, createStore } from 'jotai';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { vi } from 'vitest';
import { DataAdapterProvider } from '../../../../renderer/context/data-adapter-context';
import { ScreenNavigationProvider, type ScreenNavigation } from '../../../../renderer/context/screen-navigation-context';
import type { ScreenUser, UserType } from '../../../../renderer/context/screen-context';
import type { DataAdapter } from '../../../../renderer/data/data-adapter';
import { createRendererI18n } from '../../../../renderer/i18n/standalone-renderer-i18n';
import { ScreenRenderer } from '../../../../renderer/screen-renderer';

export function createTestI18n(language: 'CN' | 'EN' = 'CN'): i18n {
  return createRendererI18n(language);
}

type JotaiStore = ReturnType<typeof createStore>;

export interface Harness {
  navigation: {
    openScreen: ReturnType<typeof vi.fn>;
    closeCurrent: ReturnType<typeof vi.fn>;
    replaceParams: ReturnType<typeof vi.fn>;
  };
  result: RenderResult;
  /** The jotai store the screen shares with the rest of the "shell". */
  store: JotaiStore;
  /** Renders another element inside the same providers (same store, i18n and navigation). */
  rerender: (element: ReactElement) => void;
}

/** Wraps an element in what the shell gives a screen: i18n, a fresh jotai store, adapter, navigation. */
export function renderWithProviders(
  element: ReactElement,
  options: { adapter: DataAdapter; language?: 'CN' | 'EN' },
): Harness {
  const openScreen = vi.fn<ScreenNavigation['openScreen']>();
  const closeCurrent = vi.fn<ScreenNavigation['closeCurrent']>();
  const replaceParams = vi.fn<ScreenNavigation['replaceParams']>();
  const store = createStore();
  const i18n = createTestI18n(options.language);
  const wrap = (inner: ReactElement) => (
    <I18nextProvider i18n={i18n}>
      <JotaiProvider store={store}>
        <DataAdapterProvider adapter={options.adapter}>
          <ScreenNavigationProvider navigation={{ openScreen, closeCurrent, replaceParams }}>{inner}</ScreenNavigationProvider>
        </DataAdapterProvider>
      </JotaiProvider>
    </I18nextProvider>
  );
  const result = render(wrap(element));
  return {
    navigation: { openScreen, closeCurrent, replaceParams },
    result,
    store,
    rerender: (next) => result.rerender(wrap(next)),
  };
}

export function renderScreen(options: {
  route: string;
  adapter: DataAdapter;
  params?: Record<string, string>;
  userType?: UserType;
  /** The signed-in user the shell would give (`$currentUser` defaults); none by default. */
  user?: ScreenUser;
  language?: 'CN' | 'EN';
}): Harness {
  return renderWithProviders(
    <ScreenRenderer
      route={options.route}
      params={{ menuId: '11', respId: '2', ...options.params }}
      userType={options.userType ?? 'internal'}
      user={options.user}
    />,
    options,
  );
}
