import { Radio } from '@arco-design/web-react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, isLanguage } from './app-i18n';
import { useLanguage } from './use-language';

/** CN / EN switch shown on the login page and in the top bar. */
export function LanguageSwitch({ size = 'small' }: { size?: 'mini' | 'small' | 'default' }) {
  const { t } = useTranslation();
  const [language, setLanguage] = useLanguage();
  return (
    <Radio.Group
      type="button"
      size={size}
      value={language}
      aria-label={t('language.label')}
      onChange={(value: unknown) => {
        if (isLanguage(value)) setLanguage(value);
      }}
    >
      {LANGUAGES.map((code) => (
        <Radio key={code} value={code}>
          {t(`language.${code}`)}
        </Radio>
      ))}
    </Radio.Group>
  );
}
