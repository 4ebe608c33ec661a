import { Alert, Form, Input } from '@arco-design/web-react';
import { useTranslation } from 'react-i18next';
import type { RegistrationInvitation } from '../../../shared/registration/registration-shapes';

/** The organisation that invited the applicant: shown, never editable (the server takes it from the invitation). */
export function InvitingOrganisation({ invitation }: { invitation: RegistrationInvitation }) {
  const { t } = useTranslation();
  return (
    <>
      <Alert type="info" content={t('register.invitedBy', { org: invitation.orgName, expiry: invitation.expiryDate })} />
      <Form.Item label={t('register.invitingOrg')} field="invitingOrg" initialValue={invitation.orgName} disabled>
        <Input readOnly />
      </Form.Item>
    </>
  );
}
