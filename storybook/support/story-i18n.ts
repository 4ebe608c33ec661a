import i18next, { type i18n as I18nInstance } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { RENDERER_NAMESPACE, rendererResources } from '../../renderer/i18n/renderer-resources';
import type { Language } from '../../src/shared/formats/common';

const instances = new Map<Language, I18nInstance>();

/** The renderer's i18next instance for a language, as the shell sets it up (made once per language). */
export function storyI18n(language: Language): I18nInstance {
  let instance = instances.get(language);
  if (!instance) {
    instance = i18next.createInstance();
    void instance.use(initReactI18next).init({
      lng: language,
      fallbackLng: 'CN',
      resources: rendererResources,
      ns: [RENDERER_NAMESPACE],
      defaultNS: RENDERER_NAMESPACE,
      interpolation: { escapeValue: false },
      initAsync: false,
    });
    instances.set(language, instance);
  }
  return instance;
}
