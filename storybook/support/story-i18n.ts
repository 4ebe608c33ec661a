import type { i18n as I18nInstance } from 'i18next';
import { createRendererI18n } from '../../renderer/i18n/standalone-renderer-i18n';
import type { Language } from '../../src/shared/formats/common';

const instances = new Map<Language, I18nInstance>();

/** The renderer's i18next instance for a language (made once per language). */
export function storyI18n(language: Language): I18nInstance {
  let instance = instances.get(language);
  if (!instance) {
    instance = createRendererI18n(language);
    instances.set(language, instance);
  }
  return instance;
}
