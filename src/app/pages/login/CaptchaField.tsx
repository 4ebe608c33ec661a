import { Input } from '@arco-design/web-react';
import { useTranslation } from 'react-i18next';
import { captchaImageSource, type Captcha } from './captcha-api';
import { LoginField } from './LoginField';

interface CaptchaFieldProps {
  captcha: Captcha | null;
  loadFailed: boolean;
  onRefresh: () => void;
  value: string;
  onChange: (value: string) => void;
  /** Why the typed answer cannot be sent (message key). */
  error?: string;
}

const CAPTCHA_INPUT_ID = 'captcha_input';

/** The captcha row of the login form, shown once the server asks for one: clicking the picture shows another. */
export function CaptchaField({ captcha, loadFailed, onRefresh, value, onChange, error }: CaptchaFieldProps) {
  const { t } = useTranslation();
  return (
    <LoginField inputId={CAPTCHA_INPUT_ID} label={t('captcha.label')} error={error && t(error)}>
      <div className="srm-captcha">
        <Input
          id={CAPTCHA_INPUT_ID}
          value={value}
          onChange={onChange}
          placeholder={t('captcha.placeholder')}
          autoComplete="off"
          maxLength={8}
          status={error ? 'error' : undefined}
          aria-describedby={error ? `${CAPTCHA_INPUT_ID}_message` : undefined}
        />
        <button type="button" className="srm-captcha__image" title={t('captcha.refresh')} aria-label={t('captcha.refresh')} onClick={onRefresh}>
          {captcha ? <img src={captchaImageSource(captcha)} alt={t('captcha.label')} /> : <span>{loadFailed ? t('captcha.loadFailed') : t('loading')}</span>}
        </button>
      </div>
    </LoginField>
  );
}
