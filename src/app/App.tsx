import { ConfigProvider } from '@arco-design/web-react';
import type { i18n as I18nInstance } from 'i18next';
import { Provider as JotaiProvider, useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router-dom';
import type { DataAdapter } from '../../renderer/data/data-adapter';
import { arcoLocaleFor } from './i18n/arco-locale';
import { LanguageSync } from './i18n/LanguageSync';
import type { AppRouter } from './routes/create-app-router';
import { AppAdapterProvider } from './session/AppAdapterContext';
import type { AppStore } from './session/app-store';
import { languageAtom } from './session/session-atoms';

export interface AppProps {
  store: AppStore;
  i18n: I18nInstance;
  adapter: DataAdapter;
  router: AppRouter;
}

/** Arco's own labels follow the product language. */
function ArcoLocale({ children }: { children: ReactNode }) {
  const language = useAtomValue(languageAtom);
  return <ConfigProvider locale={arcoLocaleFor(language)}>{children}</ConfigProvider>;
}

/** The application: state, language, data adapter and routes, each given from outside so tests can swap them. */
export function App({ store, i18n, adapter, router }: AppProps) {
  return (
    <JotaiProvider store={store}>
      <I18nextProvider i18n={i18n}>
        <AppAdapterProvider adapter={adapter}>
          <ArcoLocale>
            <LanguageSync />
            <RouterProvider router={router} />
          </ArcoLocale>
        </AppAdapterProvider>
      </I18nextProvider>
    </JotaiProvider>
  );
}
