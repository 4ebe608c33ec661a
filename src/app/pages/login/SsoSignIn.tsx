import { useStore } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useLanguage } from '../../i18n/use-language';
import { LightAlert } from '../../light-controls/LightAlert';
import { LightButton } from '../../light-controls/LightButton';
import { LightDivider } from '../../light-controls/LightDivider';
import { homePathFor } from '../../routes/route-guard';
import { useAppAdapter } from '../../session/AppAdapterContext';
import { requestSsoProviders, requestSsoSession, ssoStartUrl, type SsoProviderButton } from '../../session/auth-api';
import { startSession } from '../../session/session-actions';
import { isSavedUserInfo } from '../../session/session-types';

/** Refusal codes the server sends back (src/server/sso/sso-refusal.ts); anything else reads as tokenRejected. */
const KNOWN_ERRORS = new Set([
  'providerUnknown', 'providerUnavailable', 'flowMissing', 'flowExpired', 'stateMismatch', 'replayed',
  'providerRefused', 'tokenRejected', 'claimMissing', 'unknownUser', 'linkedToAnother', 'userDisabled',
]);

/**
 * The single sign-on part of the login page: a button per enabled OpenID Connect provider ("使用 <name> 登录"),
 * which goes to the provider through the server. Back from it, `?sso=done` redeems the session the server
 * prepared (as a password login answers it) and `?ssoError=<code>` explains why it did not sign in.
 */
export function SsoSignIn() {
  const { t } = useTranslation();
  const [language] = useLanguage();
  const adapter = useAppAdapter();
  const store = useStore();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const [providers, setProviders] = useState<SsoProviderButton[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [redeeming, setRedeeming] = useState(params.get('sso') === 'done');
  const redeemed = useRef(false);

  useEffect(() => {
    let live = true;
    void requestSsoProviders(adapter).then((answer) => {
      if (live && answer.status === 'S' && Array.isArray(answer.data)) setProviders(answer.data);
    });
    return () => {
      live = false;
    };
  }, [adapter]);

  useEffect(() => {
    const error = params.get('ssoError');
    if (error) {
      const code = KNOWN_ERRORS.has(error) ? error : 'tokenRejected';
      setProblem(t(`login.sso.errors.${code}`, { user: params.get('ssoUser') ?? '', claim: params.get('ssoClaim') ?? '' }));
      return;
    }
    if (params.get('sso') !== 'done' || redeemed.current) return;
    redeemed.current = true;
    void requestSsoSession(adapter).then((answer) => {
      if (answer.status === 'S' && isSavedUserInfo(answer.data)) {
        startSession(store, answer.data);
        navigate(homePathFor(answer.data.user.userType), { replace: true });
        return;
      }
      setRedeeming(false);
      setProblem(answer.msg || t('login.failed'));
      setParams({}, { replace: true });
    });
  }, [adapter, navigate, params, setParams, store, t]);

  if (providers.length === 0 && !problem && !redeeming) return null;
  return (
    <div className="srm-login__sso">
      {redeeming && <LightAlert type="info" content={t('login.sso.signingIn')} />}
      {problem && <LightAlert className="srm-login__error" type="error" content={problem} />}
      {providers.length > 0 && (
        <>
          <LightDivider>{t('login.sso.heading')}</LightDivider>
          {providers.map((provider) => (
            <LightButton key={provider.code} className="srm-login__sso-button" long href={ssoStartUrl(provider.code)}>
              {t('login.sso.signInWith', { name: language === 'EN' ? provider.nameEn : provider.nameCn })}
            </LightButton>
          ))}
        </>
      )}
    </div>
  );
}
