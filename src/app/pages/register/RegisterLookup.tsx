import { Alert, Button, Form, Input } from '@arco-design/web-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppAdapter } from '../../session/AppAdapterContext';
import type { RegistrationView } from '../../../shared/registration/registration-shapes';
import { registerApi } from './register-api';

export interface FoundRegistration {
  registration: RegistrationView;
  /** Kept for the correction: the server asks for it again with the resubmission. */
  password: string;
}

/** Finds the applicant's own registration by its number and the password chosen when registering. */
export function RegisterLookup({ registerNumber, onFound }: { registerNumber?: string; onFound: (found: FoundRegistration) => void }) {
  const { t } = useTranslation();
  const adapter = useAppAdapter();
  const [searching, setSearching] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function find(values: { registerNumber: string; password: string }) {
    setSearching(true);
    setError(null);
    const answer = await registerApi.findMine(adapter, values.registerNumber.trim(), values.password);
    setSearching(false);
    if (answer.status === 'S' && answer.data) onFound({ registration: answer.data, password: values.password });
    else setError(answer.msg);
  }

  return (
    <>
      <Form layout="vertical" initialValues={{ registerNumber }} onSubmit={(values) => void find(values as { registerNumber: string; password: string })}>
        <Form.Item label={t('registerInfo.registerNumber')} field="registerNumber" rules={[{ required: true, message: t('register.fieldRequired', { label: t('registerInfo.registerNumber') }) }]}>
          <Input maxLength={30} autoFocus />
        </Form.Item>
        <Form.Item label={t('registerInfo.password')} field="password" rules={[{ required: true, message: t('login.passwordRequired') }]}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" long loading={searching}>
          {t('registerInfo.find')}
        </Button>
      </Form>
      {error && <Alert className="srm-login__error" type="error" content={error} />}
    </>
  );
}
