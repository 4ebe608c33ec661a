import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language, LocalizedText } from '../../src/shared/formats/common';
import { RENDERER_NAMESPACE } from './renderer-resources';

export function toLanguage(code: string | undefined): Language {
  return code?.toUpperCase().startsWith('EN') ? 'EN' : 'CN';
}

export function pickText(text: LocalizedText, language: Language): string {
  return language === 'EN' ? text.en : text.cn;
}

/**
 * The renderer's translate function plus the UI language, read from react-i18next (spec: 'CN' | 'EN').
 * `text` keeps its identity while the language does, so memoised rows are not drawn again for nothing.
 */
export function useRendererI18n() {
  const { t, i18n } = useTranslation(RENDERER_NAMESPACE);
  const language = toLanguage(i18n.resolvedLanguage ?? i18n.language);
  const text = useCallback((value: LocalizedText) => pickText(value, language), [language]);
  return { t, language, text };
}
