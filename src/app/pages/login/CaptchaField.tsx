import { Form, Input } from '@arco-design/web-react';
import { useTranslation } from 'react-i18next';
import { captchaImageSource, type Captcha } from './captcha-api';

interface CaptchaPictureProps {
  captcha: Captcha | null;
  loadFailed: boolean;
  onRefresh: () => void;
}

interface CaptchaInputProps extends CaptchaPictureProps {
  /** Given by the form item, so its label names the input. */
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
}

/** The typed answer beside the picture; clicking the picture shows another one. */
function CaptchaInput({ id, value, onChange, captcha, loadFailed, onRefresh }: CaptchaInputProps) {
  const { t } = useTranslation();
  return (
    <div className="srm-captcha">
      <Input id={id} value={value} onChange={onChange} placeholder={t('captcha.placeholder')} autoComplete="off" maxLength={8} />
      <button type="button" className="srm-captcha__image" title={t('captcha.refresh')} aria-label={t('captcha.refresh')} onClick={onRefresh}>
        {captcha ? <img src={captchaImageSource(captcha)} alt={t('captcha.label')} /> : <span>{loadFailed ? t('captcha.loadFailed') : t('loading')}</span>}
      </button>
    </div>
  );
}

interface CaptchaFieldProps extends CaptchaPictureProps {
  /** Whether the form's submit needs the answer (default); false where only another button sends it. */
  required?: boolean;
}

/** The captcha row of a public form (the login form shows it once the server asks for a captcha). */
export function CaptchaField({ required = true, ...props }: CaptchaFieldProps) {
  const { t } = useTranslation();
  return (
    <Form.Item label={t('captcha.label')} field="captcha" rules={required ? [{ required: true, message: t('captcha.required') }] : []}>
      <CaptchaInput {...props} />
    </Form.Item>
  );
}
