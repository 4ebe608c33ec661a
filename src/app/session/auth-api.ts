import type { ApiEnvelope } from '../../shared/api/envelope';
import type { DataAdapter } from '../../../renderer/data/data-adapter';
import type { LoginAnswer, SessionUser } from './session-types';

/** The login service's calls (base / baseLoginRestful), typed for the shell. */
const LOGIN_RESOURCE = { service: 'base', resource: 'baseLoginRestful' } as const;

export interface LoginInput {
  userName: string;
  password: string;
  /** Asked for after repeated failures: the captcha's id and the characters typed from its picture. */
  captchaId?: string;
  captcha?: string;
}

export function requestLogin(adapter: DataAdapter, input: LoginInput): Promise<ApiEnvelope<LoginAnswer>> {
  return adapter.request<LoginAnswer>({ ...LOGIN_RESOURCE, operation: 'login', body: { ...input } });
}

export function requestLogout(adapter: DataAdapter): Promise<ApiEnvelope<unknown>> {
  return adapter.request({ ...LOGIN_RESOURCE, operation: 'logout', body: {} });
}

export function requestCurrentUser(adapter: DataAdapter): Promise<ApiEnvelope<SessionUser>> {
  return adapter.request<SessionUser>({ ...LOGIN_RESOURCE, operation: 'currentUser', body: {} });
}

/** Changes the signed-in user's password; the answer is a new session (every earlier one has ended). */
export function requestChangePassword(adapter: DataAdapter, oldPassword: string, newPassword: string): Promise<ApiEnvelope<LoginAnswer>> {
  return adapter.request<LoginAnswer>({ service: 'base', resource: 'basePasswordRestful', operation: 'changePassword', body: { oldPassword, newPassword } });
}

/** An enabled single sign-on provider as the login page lists it (the public call gives nothing more). */
export interface SsoProviderButton {
  code: string;
  nameCn: string;
  nameEn: string;
}

const SSO_RESOURCE = { service: 'base', resource: 'baseSsoLoginRestful' } as const;

export function requestSsoProviders(adapter: DataAdapter): Promise<ApiEnvelope<SsoProviderButton[]>> {
  return adapter.request<SsoProviderButton[]>({ ...SSO_RESOURCE, operation: 'providers', body: {} });
}

/** Redeems the one-use ticket cookie the single sign-on callback set: the same answer as a password login. */
export function requestSsoSession(adapter: DataAdapter): Promise<ApiEnvelope<LoginAnswer>> {
  return adapter.request<LoginAnswer>({ ...SSO_RESOURCE, operation: 'session', body: {} });
}

/** Where a provider's button leads: the server redirects to the provider (docs/api.md "Single sign-on"). */
export function ssoStartUrl(code: string): string {
  return `/api/auth/sso/${encodeURIComponent(code)}/start`;
}
