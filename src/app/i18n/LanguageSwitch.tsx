import { useTranslation } from 'react-i18next';
import { LightRadioButtons } from '../light-controls/LightRadioButtons';
import { LANGUAGES } from './app-i18n';
import { useLanguage } from './use-language';

/** CN / EN switch shown on the login page and in the top bar. */
export function LanguageSwitch({ size = 'small' }: { size?: 'mini' | 'small' | 'default' }) {
  const { t } = useTranslation();
  const [language, setLanguage] = useLanguage();
  return (
    <LightRadioButtons
      size={size}
      value={language}
      aria-label={t('language.label')}
      options={LANGUAGES.map((code) => ({ value: code, label: t(`language.${code}`) }))}
      onChange={setLanguage}
    />
  );
}
