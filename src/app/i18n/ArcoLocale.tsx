// Arco's React 19 adapter must load before any Arco component renders (STACK.md: Message and Modal break
// otherwise); every page drawn with Arco's components loads this module with it (routes/lazy-arco-page.tsx).
import '@arco-design/web-react/es/_util/react-19-adapter';
import { ConfigProvider } from '@arco-design/web-react';
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { languageAtom } from '../session/session-atoms';
import { arcoLocaleFor } from './arco-locale';

/** Arco's own labels follow the product language. */
export function ArcoLocale({ children }: { children: ReactNode }) {
  const language = useAtomValue(languageAtom);
  return <ConfigProvider locale={arcoLocaleFor(language)}>{children}</ConfigProvider>;
}
