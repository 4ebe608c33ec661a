import { useAtom } from 'jotai';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../shared/formats/common';
import { languageAtom } from '../session/session-atoms';

/** The UI language and its switch: the user state (and localStorage) and i18next change together. */
export function useLanguage(): [Language, (next: Language) => void] {
  const [language, setLanguage] = useAtom(languageAtom);
  const { i18n } = useTranslation();
  const change = useCallback(
    (next: Language) => {
      setLanguage(next);
      if (i18n.language !== next) void i18n.changeLanguage(next);
    },
    [i18n, setLanguage],
  );
  return [language, change];
}
