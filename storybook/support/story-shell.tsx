import { ConfigProvider } from '@arco-design/web-react';
import { Provider as JotaiProvider, createStore } from 'jotai';
import { useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { arcoLocaleFor } from '../../src/app/i18n/arco-locale';
import type { Language } from '../../src/shared/formats/common';
import { storyI18n } from './story-i18n';

/**
 * What the shell gives every screen, for one story: the renderer's translations and Arco's own labels in
 * the toolbar's language, and a state store of its own (lookups and grants are never shared between stories).
 */
export function StoryShell({ language, children }: { language: Language; children: ReactNode }) {
  const [store] = useState(() => createStore());
  return (
    <I18nextProvider i18n={storyI18n(language)}>
      <ConfigProvider locale={arcoLocaleFor(language)}>
        <JotaiProvider store={store}>
          <div style={{ padding: 16, background: 'var(--color-bg-2)' }}>{children}</div>
        </JotaiProvider>
      </ConfigProvider>
    </I18nextProvider>
  );
}
