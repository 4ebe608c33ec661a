import { useTranslation } from 'react-i18next';
import { CaptchaInput, type CaptchaPictureProps } from './CaptchaInput';
import { LoginField } from './LoginField';

interface CaptchaFieldProps extends CaptchaPictureProps {
  value: string;
  onChange: (value: string) => void;
  /** Why the typed answer cannot be sent (message key). */
  error?: string;
}

const CAPTCHA_INPUT_ID = 'captcha_input';

/** The captcha row of the login form, shown once the server asks for one: clicking the picture shows another. */
export function CaptchaField({ value, onChange, error, ...picture }: CaptchaFieldProps) {
  const { t } = useTranslation();
  return (
    <LoginField inputId={CAPTCHA_INPUT_ID} label={t('captcha.label')} error={error && t(error)}>
      <CaptchaInput
        {...picture}
        id={CAPTCHA_INPUT_ID}
        value={value}
        onChange={onChange}
        invalid={!!error}
        describedBy={error ? `${CAPTCHA_INPUT_ID}_message` : undefined}
      />
    </LoginField>
  );
}
