import { Alert, Button, Form } from '@arco-design/web-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppAdapter } from '../../session/AppAdapterContext';
import { showFieldErrors } from '../public/field-errors';
import type { RegistrationForm } from '../../../shared/registration/registration-shapes';
import { registerApi } from './register-api';
import { RegisterFields } from './RegisterFields';
import type { FoundRegistration } from './RegisterLookup';
import { useRegisterToken } from './use-register-token';

const FORM_FIELDS = ['supplierName', 'creditCode', 'contactName', 'contactPhone', 'contactEmail', 'licenseFile', 'idCardFile'];

/** A rejected registration corrected and sent for review again; new certificates replace the old ones. */
export function RegisterCorrection({ found, onResubmitted }: { found: FoundRegistration; onResubmitted: (msg: string) => void }) {
  const { t } = useTranslation();
  const adapter = useAppAdapter();
  const [form] = Form.useForm();
  const draft = useRegisterToken(adapter);
  const [submitting, setSubmitting] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const { registration } = found;

  async function resubmit(values: Omit<RegistrationForm, 'userName' | 'password'>) {
    if (!draft.token) return;
    setSubmitting(true);
    setServerError(null);
    const { supplierName, creditCode, contactName, contactPhone, contactEmail } = values;
    const answer = await registerApi.resubmit(adapter, {
      registerNumber: registration.registerNumber,
      password: found.password,
      registerToken: draft.token,
      supplierName,
      creditCode,
      contactName,
      contactPhone,
      contactEmail,
    });
    setSubmitting(false);
    if (answer.status === 'S') onResubmitted(answer.msg);
    else setServerError(showFieldErrors(form, answer, FORM_FIELDS));
  }

  return (
    <>
      <Alert type="warning" title={t('registerInfo.rejectedText', { reason: registration.rejectReason ?? '' })} content={t('registerInfo.rejectedHint')} />
      <Form
        form={form}
        layout="vertical"
        autoComplete="off"
        initialValues={registration}
        scrollToFirstError
        onSubmit={(values) => void resubmit(values as Omit<RegistrationForm, 'userName' | 'password'>)}
      >
        <RegisterFields form={form} registerToken={draft.token} withAccount={false} filesRequired={false} />
        <Button type="primary" htmlType="submit" long loading={submitting} disabled={!draft.token}>
          {t('registerInfo.resubmit')}
        </Button>
      </Form>
      {serverError && <Alert className="srm-login__error" type="error" content={serverError} />}
    </>
  );
}
