import '../../styles/registration.css';
import { Alert, Button, Form, Result } from '@arco-design/web-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useAppAdapter } from '../../session/AppAdapterContext';
import { showFieldErrors } from '../public/field-errors';
import { PublicPage } from '../public/PublicPage';
import type { RegistrationForm } from '../../../shared/registration/registration-shapes';
import { registerApi } from './register-api';
import { RegisterFields } from './RegisterFields';
import { useRegisterToken } from './use-register-token';
import { useInvitation } from './use-invitation';
import { InvitingOrganisation } from './InvitingOrganisation';

const FORM_FIELDS = ['inviteToken', 'supplierName', 'creditCode', 'contactName', 'contactPhone', 'contactEmail', 'userName', 'password', 'licenseFile', 'idCardFile'];

/**
 * '/register': a supplier applies for an account. The certificates are sent first (under a draft token), the
 * form last; the answer is the registration number the applicant later looks up on '/registerInfoEdit'.
 * '/register?invite=<token>' (a buyer's invitation mail): the inviting organisation is shown fixed and the
 * company and contact start as the buyer wrote them; a link that cannot register says why instead of the form.
 */
export default function RegisterPage() {
  const { t } = useTranslation();
  const adapter = useAppAdapter();
  const [form] = Form.useForm();
  const draft = useRegisterToken(adapter);
  const [submitting, setSubmitting] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [registerNumber, setRegisterNumber] = useState<string | null>(null);
  const invite = useInvitation(adapter);
  const invitation = invite.kind === 'open' ? invite.invitation : null;

  useEffect(() => {
    if (!invitation) return;
    form.setFieldsValue({ supplierName: invitation.supplierName, contactName: invitation.contactName, contactEmail: invitation.contactEmail, contactPhone: invitation.mobilePhone ?? undefined });
  }, [form, invitation]);

  async function submit(values: RegistrationForm) {
    if (!draft.token) return;
    setSubmitting(true);
    setServerError(null);
    const { supplierName, creditCode, contactName, contactPhone, contactEmail, userName, password } = values;
    const inviteToken = invite.kind === 'open' ? invite.token : undefined;
    const answer = await registerApi.submit(adapter, draft.token, { supplierName, creditCode, contactName, contactPhone, contactEmail, userName, password }, inviteToken);
    setSubmitting(false);
    if (answer.status === 'S') setRegisterNumber(answer.data.registerNumber);
    else setServerError(showFieldErrors(form, answer, FORM_FIELDS));
  }

  if (registerNumber) {
    return (
      <PublicPage title={t('register.title')}>
        <Result
          status="success"
          title={t('register.submittedTitle')}
          subTitle={t('register.submittedText', { number: registerNumber })}
          extra={[
            <Link key="info" to="/registerInfoEdit" state={{ registerNumber }}>
              <Button type="primary">{t('register.openRegisterInfo')}</Button>
            </Link>,
            <Link key="login" to="/login">
              <Button>{t('publicLinks.backToLogin')}</Button>
            </Link>,
          ]}
        />
      </PublicPage>
    );
  }

  if (invite.kind === 'refused') {
    return (
      <PublicPage title={t('register.title')}>
        <Result
          status="warning"
          title={t('register.invitationUnusable')}
          subTitle={invite.message}
          extra={[
            <Link key="login" to="/login">
              <Button>{t('publicLinks.backToLogin')}</Button>
            </Link>,
          ]}
        />
      </PublicPage>
    );
  }

  return (
    <PublicPage title={t('register.title')} subtitle={t('register.subtitle')} width="wide">
      {draft.failed && <Alert type="error" content={t('register.tokenFailed')} action={<Button size="mini" onClick={draft.renew}>{t('frame.retry')}</Button>} />}
      <Form form={form} layout="vertical" autoComplete="off" onSubmit={(values) => void submit(values as RegistrationForm)} scrollToFirstError>
        {invitation && <InvitingOrganisation invitation={invitation} />}
        <RegisterFields form={form} registerToken={draft.token} withAccount filesRequired />
        <Button type="primary" htmlType="submit" long loading={submitting} disabled={!draft.token || invite.kind === 'loading'}>
          {t('register.submit')}
        </Button>
      </Form>
      {serverError && <Alert className="srm-login__error" type="error" content={serverError} />}
      <nav className="srm-login__links">
        <Link to="/login">{t('publicLinks.backToLogin')}</Link>
        <Link to="/registerInfoEdit">{t('publicLinks.registerInfo')}</Link>
      </nav>
    </PublicPage>
  );
}
