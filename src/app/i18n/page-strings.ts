import type { i18n as I18nInstance } from 'i18next';
import { SHELL_NAMESPACE } from './app-i18n';
import { pageStringsCN } from './page-strings-cn';
import { pageStringsEN } from './page-strings-en';

/**
 * Adds the strings of the pages after the login page to the shell's namespace (beside the first screen's,
 * shell-resources-*.ts). Loaded with those pages (routes/lazy-arco-page.tsx); adding them again changes nothing.
 */
export function addPageStrings(instance: I18nInstance): void {
  instance.addResourceBundle('CN', SHELL_NAMESPACE, pageStringsCN, true, false);
  instance.addResourceBundle('EN', SHELL_NAMESPACE, pageStringsEN, true, false);
}
