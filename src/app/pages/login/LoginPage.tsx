import { Alert, Button, Form, Input } from '@arco-design/web-react';
import { useAtom, useStore } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { LanguageSwitch } from '../../i18n/LanguageSwitch';
import { homePathFor } from '../../routes/route-guard';
import { useAppAdapter } from '../../session/AppAdapterContext';
import { requestLogin, type LoginInput } from '../../session/auth-api';
import { sessionNoticeAtom } from '../../session/session-atoms';
import { startSession } from '../../session/session-actions';
import { isSavedUserInfo } from '../../session/session-types';

/** The login page ('/' and '/login'): user name, password, language; the server's message under the form. */
export default function LoginPage() {
  const { t } = useTranslation();
  const adapter = useAppAdapter();
  const store = useStore();
  const navigate = useNavigate();
  const [notice, setNotice] = useAtom(sessionNoticeAtom);
  const [serverError, setServerError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  async function signIn(values: LoginInput) {
    setSubmitting(true);
    setServerError(null);
    setNotice(null);
    const answer = await requestLogin(adapter, { userName: values.userName.trim(), password: values.password });
    if (answer.status === 'S' && isSavedUserInfo(answer.data)) {
      startSession(store, answer.data);
      navigate(homePathFor(answer.data.user.userType), { replace: true });
      return;
    }
    setSubmitting(false);
    setServerError(answer.msg || t('login.failed'));
  }

  return (
    <div className="srm-login">
      <header className="srm-login__header">
        <span className="srm-login__brand">{t('productName')}</span>
        <LanguageSwitch />
      </header>
      <main className="srm-login__card">
        <h1 className="srm-login__title">{t('login.title')}</h1>
        <p className="srm-login__subtitle">{t('login.subtitle')}</p>
        {notice && <Alert className="srm-login__notice" type={notice === 'sessionExpired' ? 'warning' : 'info'} content={t(`login.${notice}`)} />}
        <Form<LoginInput> layout="vertical" autoComplete="on" onSubmit={(values) => void signIn(values)}>
          <Form.Item
            label={t('login.userName')}
            field="userName"
            rules={[{ required: true, message: t('login.userNameRequired') }]}
          >
            <Input autoComplete="username" autoFocus allowClear />
          </Form.Item>
          <Form.Item
            label={t('login.password')}
            field="password"
            rules={[{ required: true, message: t('login.passwordRequired') }]}
          >
            <Input.Password autoComplete="current-password" />
          </Form.Item>
          <Button type="primary" htmlType="submit" long loading={submitting}>
            {t('login.submit')}
          </Button>
        </Form>
        {serverError && <Alert className="srm-login__error" type="error" content={serverError} />}
      </main>
    </div>
  );
}
