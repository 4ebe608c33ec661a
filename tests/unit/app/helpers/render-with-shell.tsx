import { render } from '@testing-library/react';
import { createStore, Provider as JotaiProvider } from 'jotai';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { SWRConfig } from 'swr';
import type { DataAdapter } from '../../../../renderer/data/data-adapter';
import { DataAdapterProvider } from '../../../../renderer/index';
import { createAppI18n } from '../../../../src/app/i18n/app-i18n';
import { addPageStrings } from '../../../../src/app/i18n/page-strings';
import { AppAdapterProvider } from '../../../../src/app/session/AppAdapterContext';
import { languageAtom } from '../../../../src/app/session/session-atoms';

/**
 * Renders a shell component with a fresh store (reading localStorage), i18n, adapter (for the shell and, as the
 * main frame gives its tabs, for the renderer) and an empty SWR cache.
 */
export function renderWithShell(ui: ReactElement, adapter: DataAdapter) {
  const store = createStore();
  const i18n = createAppI18n(store.get(languageAtom));
  // As the page loader adds them (routes/lazy-arco-page.tsx): these components render after the login page.
  addPageStrings(i18n);
  const view = render(
    <JotaiProvider store={store}>
      <I18nextProvider i18n={i18n}>
        <AppAdapterProvider adapter={adapter}>
          <DataAdapterProvider adapter={adapter}>
            <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{ui}</SWRConfig>
          </DataAdapterProvider>
        </AppAdapterProvider>
      </I18nextProvider>
    </JotaiProvider>,
  );
  return { ...view, store, i18n };
}
