import { render } from '@testing-library/react';
import { createStore } from 'jotai';
import type { DataAdapter } from '../../../../renderer/data/data-adapter';
import { App } from '../../../../src/app/App';
import { createAppI18n } from '../../../../src/app/i18n/app-i18n';
import { createAppMemoryRouter } from '../../../../src/app/routes/create-app-router';
import { languageAtom } from '../../../../src/app/session/session-atoms';
export { buyer, saveSession, savedInfo, supplierUser } from './session-fixtures';

/** Renders the whole application at `path` over memory history, with a fresh store reading localStorage. */
export function renderApp(path: string, adapter: DataAdapter, screenRoutes: string[] = ['purchaseOrderList']) {
  const store = createStore();
  const i18n = createAppI18n(store.get(languageAtom));
  const router = createAppMemoryRouter(path, async () => screenRoutes);
  const view = render(<App store={store} i18n={i18n} adapter={adapter} router={router} />);
  return { ...view, store, router, i18n };
}
