import '../styles/registration.css';
import { Alert, Form, Input, Message, Modal } from '@arco-design/web-react';
import { useStore } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../i18n/use-language';
import { showFieldErrors } from '../pages/public/field-errors';
import { identityRules } from '../pages/public/identity-rules';
import { useAppAdapter } from '../session/AppAdapterContext';
import { requestChangePassword } from '../session/auth-api';
import { startSession } from '../session/session-actions';
import { isSavedUserInfo } from '../session/session-types';

interface ChangePasswordValues {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/**
 * The signed-in user changes his password. The server ends every session of the account and answers a new
 * one, which this window carries on with.
 */
export function ChangePasswordModal({ userName, onClose }: { userName: string; onClose: () => void }) {
  const { t } = useTranslation();
  const adapter = useAppAdapter();
  const store = useStore();
  const [language] = useLanguage();
  const [form] = Form.useForm<ChangePasswordValues>();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const rules = identityRules(t, language);

  async function change() {
    let values: ChangePasswordValues;
    try {
      values = await form.validate();
    } catch {
      return;
    }
    setSaving(true);
    setError(null);
    const answer = await requestChangePassword(adapter, values.oldPassword, values.newPassword);
    setSaving(false);
    if (answer.status === 'S' && isSavedUserInfo(answer.data)) {
      startSession(store, answer.data);
      Message.success(answer.msg);
      onClose();
      return;
    }
    setError(showFieldErrors(form, answer, ['oldPassword', 'newPassword']));
  }

  return (
    <Modal visible title={t('account.changePassword')} confirmLoading={saving} onOk={() => void change()} onCancel={onClose} unmountOnExit>
      <Form<ChangePasswordValues> form={form} layout="vertical" autoComplete="off">
        <Form.Item label={t('account.oldPassword')} field="oldPassword" rules={[{ required: true, message: t('account.oldPasswordRequired') }]}>
          <Input.Password autoComplete="current-password" autoFocus />
        </Form.Item>
        <Form.Item label={t('account.newPassword')} field="newPassword" rules={rules.password(() => userName)} required extra={t('register.passwordHint')}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          label={t('account.confirmPassword')}
          field="confirmPassword"
          rules={rules.confirmPassword(() => String(form.getFieldValue('newPassword') ?? ''))}
          dependencies={['newPassword']}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
      </Form>
      <p className="srm-register__hint">{t('account.hint')}</p>
      {error && <Alert type="error" content={error} />}
    </Modal>
  );
}
