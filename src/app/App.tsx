import type { i18n as I18nInstance } from 'i18next';
import { Provider as JotaiProvider } from 'jotai';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router-dom';
import type { DataAdapter } from '../../renderer/data/data-adapter';
import { LanguageSync } from './i18n/LanguageSync';
import type { AppRouter } from './routes/create-app-router';
import { AppAdapterProvider } from './session/AppAdapterContext';
import type { AppStore } from './session/app-store';

export interface AppProps {
  store: AppStore;
  i18n: I18nInstance;
  adapter: DataAdapter;
  router: AppRouter;
}

/** The application: state, language, data adapter and routes, each given from outside so tests can swap them. */
export function App({ store, i18n, adapter, router }: AppProps) {
  return (
    <JotaiProvider store={store}>
      <I18nextProvider i18n={i18n}>
        <AppAdapterProvider adapter={adapter}>
          {/* Arco's locale is given by each page drawn with Arco (routes/lazy-arco-page.tsx). */}
          <LanguageSync />
          <RouterProvider router={router} />
        </AppAdapterProvider>
      </I18nextProvider>
    </JotaiProvider>
  );
}
