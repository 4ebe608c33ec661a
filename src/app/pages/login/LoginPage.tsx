import { Alert, Button, Form, Input } from '@arco-design/web-react';
import { useAtom, useStore } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { homePathFor } from '../../routes/route-guard';
import { useAppAdapter } from '../../session/AppAdapterContext';
import { requestLogin, type LoginInput } from '../../session/auth-api';
import { sessionNoticeAtom } from '../../session/session-atoms';
import { startSession } from '../../session/session-actions';
import { isSavedUserInfo } from '../../session/session-types';
import { PublicPage } from '../public/PublicPage';
import { CaptchaField } from './CaptchaField';
import { useLoginCaptcha } from './use-login-captcha';

/**
 * The login page ('/' and '/login'): user name, password, language; a captcha once the server asks for one
 * (after repeated failures); the server's message under the form; the ways to register or recover a password.
 */
export default function LoginPage() {
  const { t } = useTranslation();
  const adapter = useAppAdapter();
  const store = useStore();
  const navigate = useNavigate();
  const [form] = Form.useForm<LoginInput>();
  const [notice, setNotice] = useAtom(sessionNoticeAtom);
  const [serverError, setServerError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const captcha = useLoginCaptcha(adapter);

  async function signIn(values: LoginInput) {
    setSubmitting(true);
    setServerError(null);
    setNotice(null);
    const answer = await requestLogin(adapter, {
      userName: values.userName.trim(),
      password: values.password,
      ...(captcha.current ? { captchaId: captcha.current.captchaId, captcha: values.captcha ?? '' } : {}),
    });
    if (answer.status === 'S' && isSavedUserInfo(answer.data)) {
      startSession(store, answer.data);
      navigate(homePathFor(answer.data.user.userType), { replace: true });
      return;
    }
    setSubmitting(false);
    setServerError(answer.msg || t('login.failed'));
    // A captcha is used once: after any refused attempt that needs one, the next attempt gets a new picture.
    if ((answer.errors ?? []).some((error) => error.field === 'captcha') || captcha.current) {
      form.setFieldValue('captcha', '');
      captcha.refresh();
    }
  }

  return (
    <PublicPage title={t('login.title')} subtitle={t('login.subtitle')}>
      {notice && <Alert className="srm-login__notice" type={notice === 'sessionExpired' ? 'warning' : 'info'} content={t(`login.${notice}`)} />}
      <Form<LoginInput> form={form} layout="vertical" autoComplete="on" onSubmit={(values) => void signIn(values)}>
        <Form.Item label={t('login.userName')} field="userName" rules={[{ required: true, message: t('login.userNameRequired') }]}>
          <Input autoComplete="username" autoFocus allowClear />
        </Form.Item>
        <Form.Item label={t('login.password')} field="password" rules={[{ required: true, message: t('login.passwordRequired') }]}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        {captcha.shown && <CaptchaField captcha={captcha.current} loadFailed={captcha.loadFailed} onRefresh={captcha.refresh} />}
        <Button type="primary" htmlType="submit" long loading={submitting}>
          {t('login.submit')}
        </Button>
      </Form>
      {serverError && <Alert className="srm-login__error" type="error" content={serverError} />}
      <nav className="srm-login__links">
        <Link to="/forget">{t('publicLinks.forget')}</Link>
        <Link to="/register">{t('publicLinks.register')}</Link>
        <Link to="/registerInfoEdit">{t('publicLinks.registerInfo')}</Link>
      </nav>
    </PublicPage>
  );
}
