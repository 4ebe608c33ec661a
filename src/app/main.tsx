// Arco's base styles (colours, reset); each component's own come with it, all in the `arco` cascade layer, under
// ours wherever a lazy chunk links them (tools/vite/arco-styles-on-demand.ts).
import '@arco-design/web-react/es/style/index.css';
import './styles/shell.css';
import './styles/contrast.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { createAppI18n } from './i18n/app-i18n';
import { createAppRouter } from './routes/create-app-router';
import { createAppDataAdapter } from './session/app-data-adapter';
import { appStore } from './session/app-store';
import { languageAtom } from './session/session-atoms';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <App
      store={appStore}
      i18n={createAppI18n(appStore.get(languageAtom))}
      adapter={createAppDataAdapter(appStore)}
      router={createAppRouter()}
    />
  </StrictMode>,
);
