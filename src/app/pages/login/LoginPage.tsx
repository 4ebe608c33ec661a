import { useAtom, useStore } from 'jotai';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { LightAlert } from '../../light-controls/LightAlert';
import { LightButton } from '../../light-controls/LightButton';
import { LightInput } from '../../light-controls/LightInput';
import { LightPasswordInput } from '../../light-controls/LightPasswordInput';
import { homePathFor } from '../../routes/route-guard';
import { useAppAdapter } from '../../session/AppAdapterContext';
import { requestLogin, type LoginInput } from '../../session/auth-api';
import { sessionNoticeAtom } from '../../session/session-atoms';
import { startSession } from '../../session/session-actions';
import { isSavedUserInfo } from '../../session/session-types';
import { PublicPage } from '../public/PublicPage';
import { CaptchaField } from './CaptchaField';
import { EMPTY_LOGIN_FORM, loginFormProblems, type LoginFormField, type LoginFormValues } from './login-form-values';
import { LoginField } from './LoginField';
import { SsoSignIn } from './SsoSignIn';
import { useLoginCaptcha } from './use-login-captcha';

/**
 * The login page ('/' and '/login'): user name, password, language; a captcha once the server asks for one
 * (after repeated failures); the server's message under the form; a button per single sign-on provider
 * (SsoSignIn); the ways to register or recover a password.
 */
export default function LoginPage() {
  const { t } = useTranslation();
  const adapter = useAppAdapter();
  const store = useStore();
  const navigate = useNavigate();
  const [values, setValues] = useState<LoginFormValues>(EMPTY_LOGIN_FORM);
  const [problems, setProblems] = useState<Partial<Record<LoginFormField, string>>>({});
  const [notice, setNotice] = useAtom(sessionNoticeAtom);
  const [serverError, setServerError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const captcha = useLoginCaptcha(adapter);

  /** A typed value; a field already marked wrong is checked again as it changes, as Arco's forms do. */
  function change(field: LoginFormField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    if (problems[field]) setProblems((current) => ({ ...current, [field]: value === '' ? current[field] : undefined }));
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = loginFormProblems(values, captcha.shown);
    setProblems(found);
    if (Object.keys(found).length === 0) void signIn(values);
  }

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
      setValues((current) => ({ ...current, captcha: '' }));
      captcha.refresh();
    }
  }

  return (
    <PublicPage title={t('login.title')} subtitle={t('login.subtitle')}>
      {notice && <LightAlert className="srm-login__notice" type={notice === 'sessionExpired' ? 'warning' : 'info'} content={t(`login.${notice}`)} />}
      <form className="srm-login-form" autoComplete="on" noValidate onSubmit={submit}>
        <LoginField inputId="userName_input" label={t('login.userName')} error={problems.userName && t(problems.userName)}>
          <LightInput
            id="userName_input"
            autoComplete="username"
            autoFocus
            allowClear
            value={values.userName}
            onChange={(value) => change('userName', value)}
            invalid={!!problems.userName}
            aria-describedby={problems.userName ? 'userName_input_message' : undefined}
          />
        </LoginField>
        <LoginField inputId="password_input" label={t('login.password')} error={problems.password && t(problems.password)}>
          <LightPasswordInput
            id="password_input"
            autoComplete="current-password"
            value={values.password}
            onChange={(value) => change('password', value)}
            invalid={!!problems.password}
            aria-describedby={problems.password ? 'password_input_message' : undefined}
          />
        </LoginField>
        {captcha.shown && (
          <CaptchaField
            captcha={captcha.current}
            loadFailed={captcha.loadFailed}
            onRefresh={captcha.refresh}
            value={values.captcha}
            onChange={(value) => change('captcha', value)}
            error={problems.captcha}
          />
        )}
        <LightButton type="primary" htmlType="submit" long loading={submitting}>
          {t('login.submit')}
        </LightButton>
      </form>
      {serverError && <LightAlert className="srm-login__error" type="error" content={serverError} />}
      <SsoSignIn />
      <nav className="srm-login__links">
        <Link to="/forget">{t('publicLinks.forget')}</Link>
        <Link to="/register">{t('publicLinks.register')}</Link>
        <Link to="/registerInfoEdit">{t('publicLinks.registerInfo')}</Link>
      </nav>
    </PublicPage>
  );
}
