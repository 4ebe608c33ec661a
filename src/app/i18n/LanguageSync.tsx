import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { languageAtom } from '../session/session-atoms';

/**
 * Keeps i18next on the language of the user state, e.g. when another browser tab switched it (the stored
 * atom follows localStorage events) or a sign-out reset it.
 */
export function LanguageSync() {
  const language = useAtomValue(languageAtom);
  const { t, i18n } = useTranslation();
  useEffect(() => {
    if (i18n.language !== language) void i18n.changeLanguage(language);
    document.documentElement.lang = language === 'EN' ? 'en' : 'zh-CN';
    document.title = t('productName');
  }, [i18n, language, t]);
  return null;
}
