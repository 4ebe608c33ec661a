import i18next, { type i18n as I18nInstance } from 'i18next';
import type { Language } from '../../src/shared/formats/common';
import { RENDERER_NAMESPACE, rendererResources } from './renderer-resources';

/**
 * An i18next instance with only the renderer's messages, for hosts without the shell (Storybook, tests):
 * initialised synchronously, so the first render already has its labels.
 */
export function createRendererI18n(language: Language): I18nInstance {
  const instance = i18next.createInstance();
  void instance.init({
    lng: language,
    fallbackLng: 'CN',
    resources: rendererResources,
    ns: [RENDERER_NAMESPACE],
    defaultNS: RENDERER_NAMESPACE,
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}
