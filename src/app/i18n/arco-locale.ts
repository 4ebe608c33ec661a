import enUS from '@arco-design/web-react/es/locale/en-US';
import zhCN from '@arco-design/web-react/es/locale/zh-CN';
import type { Language } from '../../shared/formats/common';

/** Arco's own labels (pagination, date pickers, modals) follow the product language. */
export function arcoLocaleFor(language: Language): typeof zhCN {
  return language === 'EN' ? enUS : zhCN;
}
