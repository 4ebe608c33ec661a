import '../../styles/registration.css';
import { Alert, Button, Form, Input, Result, Steps } from '@arco-design/web-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useLanguage } from '../../i18n/use-language';
import { useAppAdapter } from '../../session/AppAdapterContext';
import { CaptchaFormItem } from '../login/CaptchaFormItem';
import { useLoginCaptcha } from '../login/use-login-captcha';
import { showFieldErrors } from '../public/field-errors';
import { PublicPage } from '../public/PublicPage';
import { identityRules } from '../public/identity-rules';
import { forgetApi } from './forget-api';
import { useResendCountdown } from './use-resend-countdown';

type Step = 'account' | 'code' | 'password' | 'done';
const STEPS: Step[] = ['account', 'code', 'password'];
const RESEND_SECONDS = 60;

interface ForgetValues {
  userName: string;
  captcha: string;
  code: string;
  newPassword: string;
  confirmPassword: string;
}

/**
 * '/forget': the user names the account, gets a 6-digit code by e-mail, proves it, and sets a new password
 * (which ends every session of the account). Each step's refusal shows under its own field. The page never
 * asks whether the name exists: it moves on to the code step either way, with the server's answer ("if this
 * account exists, a code was sent"), so it tells a stranger nothing about which accounts there are. Every send
 * of a code (the first and each resend) carries a captcha answer; a captcha answers one send, so the picture
 * changes after each.
 */
export default function ForgetPasswordPage() {
  const { t } = useTranslation();
  const adapter = useAppAdapter();
  const [language] = useLanguage();
  const [form] = Form.useForm<ForgetValues>();
  const [step, setStep] = useState<Step>('account');
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ type: 'info' | 'error'; text: string } | null>(null);
  const resend = useResendCountdown(RESEND_SECONDS);
  const captcha = useLoginCaptcha(adapter);
  const { refresh: refreshCaptcha } = captcha;
  useEffect(() => refreshCaptcha(), [refreshCaptcha]);
  const rules = identityRules(t, language);
  const userName = () => String(form.getFieldValue('userName') ?? '').trim();

  async function run(action: () => Promise<void>) {
    setBusy(true);
    setNotice(null);
    try {
      await action();
    } finally {
      setBusy(false);
    }
  }

  const sendCode = () =>
    run(async () => {
      const answer = String(form.getFieldValue('captcha') ?? '').trim();
      const sent = await forgetApi.sendCode(adapter, userName(), captcha.current?.captchaId ?? '', answer);
      // The challenge is used up whatever the answer: the next send needs a new picture.
      form.setFieldValue('captcha', '');
      refreshCaptcha();
      if (sent.status !== 'S') {
        // A refusal naming a field shows under it alone, as the other steps' do.
        const message = showFieldErrors(form, sent, ['userName', 'captcha']);
        if (message) setNotice({ type: 'error', text: message });
        return;
      }
      resend.start();
      setNotice({ type: 'info', text: sent.msg || t('forget.codeHint') });
      setStep('code');
    });

  const checkCode = () =>
    run(async () => {
      const answer = await forgetApi.checkCode(adapter, userName(), String(form.getFieldValue('code') ?? '').trim());
      if (answer.status === 'S') return setStep('password');
      const message = showFieldErrors(form, answer, ['code']);
      if (message) setNotice({ type: 'error', text: message });
    });

  const reset = (values: ForgetValues) =>
    run(async () => {
      const answer = await forgetApi.reset(adapter, userName(), values.code.trim(), values.newPassword);
      if (answer.status === 'S') return setStep('done');
      const message = showFieldErrors(form, answer, ['newPassword', 'code']);
      if (message) setNotice({ type: 'error', text: message });
    });

  /** A resend from the code step: the captcha answered first, like the first send (the step's submit checks the code only). */
  async function resendCode() {
    if (String(form.getFieldValue('captcha') ?? '').trim() === '') {
      form.setFields({ captcha: { error: { message: t('captcha.required') } } });
      return;
    }
    await sendCode();
  }

  async function next() {
    const fields: Record<Step, (keyof ForgetValues)[]> = { account: ['userName', 'captcha'], code: ['code'], password: ['newPassword', 'confirmPassword'], done: [] };
    try {
      await form.validate(fields[step]);
    } catch {
      return;
    }
    if (step === 'account') await sendCode();
    else if (step === 'code') await checkCode();
    else if (step === 'password') await reset(form.getFieldsValue() as ForgetValues);
  }

  if (step === 'done') {
    return (
      <PublicPage title={t('forget.title')}>
        <Result status="success" title={t('forget.doneTitle')} subTitle={t('forget.doneText')} extra={<Link to="/login"><Button type="primary">{t('publicLinks.backToLogin')}</Button></Link>} />
      </PublicPage>
    );
  }

  return (
    <PublicPage title={t('forget.title')}>
      <Steps size="small" current={STEPS.indexOf(step) + 1} className="srm-forget__steps">
        {STEPS.map((name) => (
          <Steps.Step key={name} title={t(`forget.step${name[0].toUpperCase()}${name.slice(1)}`)} />
        ))}
      </Steps>
      <Form<ForgetValues> form={form} layout="vertical" autoComplete="off" onSubmit={() => void next()}>
        <Form.Item label={t('forget.userName')} field="userName" rules={[{ required: true, message: t('forget.userNameRequired') }]} disabled={step !== 'account'}>
          <Input autoComplete="username" autoFocus maxLength={60} />
        </Form.Item>
        {step !== 'account' && (
          <Form.Item label={t('forget.code')} field="code" rules={[{ required: true, match: /^\d{6}$/, message: t('forget.codeRequired') }]} disabled={step !== 'code'}>
            <Input maxLength={6} inputMode="numeric" autoComplete="one-time-code" />
          </Form.Item>
        )}
        {(step === 'account' || step === 'code') && <CaptchaFormItem captcha={captcha.current} loadFailed={captcha.loadFailed} onRefresh={refreshCaptcha} required={step === 'account'} />}
        {step === 'code' && (
          <Button type="text" size="small" disabled={resend.left > 0 || busy} onClick={() => void resendCode()} className="srm-forget__resend">
            {resend.left > 0 ? t('forget.resendIn', { seconds: resend.left }) : t('forget.resend')}
          </Button>
        )}
        {step === 'password' && (
          <>
            <Form.Item label={t('forget.newPassword')} field="newPassword" rules={rules.password(userName)} required extra={t('register.passwordHint')}>
              <Input.Password autoComplete="new-password" />
            </Form.Item>
            <Form.Item label={t('forget.confirmPassword')} field="confirmPassword" rules={rules.confirmPassword(() => String(form.getFieldValue('newPassword') ?? ''))} dependencies={['newPassword']}>
              <Input.Password autoComplete="new-password" />
            </Form.Item>
          </>
        )}
        <Button type="primary" htmlType="submit" long loading={busy}>
          {step === 'account' ? t('forget.sendCode') : step === 'code' ? t('forget.next') : t('forget.submit')}
        </Button>
      </Form>
      {notice && <Alert className="srm-login__error" type={notice.type} content={notice.text} />}
      <nav className="srm-login__links">
        <Link to="/login">{t('publicLinks.backToLogin')}</Link>
      </nav>
    </PublicPage>
  );
}
