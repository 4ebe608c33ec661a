import i18next, { type i18n as I18nInstance, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from '../../shared/formats/common';
import { shellCN } from './shell-resources-cn';
import { shellEN } from './shell-resources-en';

export const SHELL_NAMESPACE = 'shell';
export const LANGUAGES: readonly Language[] = ['CN', 'EN'];
export const DEFAULT_LANGUAGE: Language = 'CN';

export function isLanguage(value: unknown): value is Language {
  return value === 'CN' || value === 'EN';
}

/**
 * Creates the shell's i18next instance, initialised synchronously (resources are bundled) so the first
 * render already speaks the saved language. Further namespaces (the renderer's) are added when the code that
 * needs them loads, which keeps them out of the login page's bundle.
 */
export function createAppI18n(language: Language): I18nInstance {
  const instance = i18next.createInstance();
  const resources: Resource = {
    CN: { [SHELL_NAMESPACE]: shellCN },
    EN: { [SHELL_NAMESPACE]: shellEN },
  };
  void instance.use(initReactI18next).init({
    resources,
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    ns: [SHELL_NAMESPACE],
    defaultNS: SHELL_NAMESPACE,
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  return instance;
}

/** Adds namespaces given as `{ CN: { ns: {...} }, EN: { ns: {...} } }` (e.g. the renderer's resources). */
export function addResources(instance: I18nInstance, resources: Resource): void {
  for (const [language, namespaces] of Object.entries(resources)) {
    for (const [namespace, bundle] of Object.entries(namespaces)) {
      if (!instance.hasResourceBundle(language, namespace)) {
        instance.addResourceBundle(language, namespace, bundle, true, false);
      }
    }
  }
}
