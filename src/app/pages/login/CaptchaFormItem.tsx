import { Form } from '@arco-design/web-react';
import { useTranslation } from 'react-i18next';
import { CaptchaInput, type CaptchaPictureProps } from './CaptchaInput';

interface CaptchaFormItemProps extends CaptchaPictureProps {
  /** Whether the form's submit needs the answer (default); false where only another button sends it. */
  required?: boolean;
}

/** The captcha row of a public page built on Arco's Form (password recovery); the login page has its own light form. */
export function CaptchaFormItem({ required = true, ...props }: CaptchaFormItemProps) {
  const { t } = useTranslation();
  return (
    <Form.Item label={t('captcha.label')} field="captcha" rules={required ? [{ required: true, message: t('captcha.required') }] : []}>
      <CaptchaInput {...props} />
    </Form.Item>
  );
}
