import type { FastifyInstance } from 'fastify';
import { ApiError } from '../http/api-error';
import { envelopeResponses, success } from '../http/envelope-schema';
import { platformMessage } from '../http/platform-messages';
import { requestLanguage } from '../http/request-language';
import type { LoginCaptcha } from '../captcha/login-captcha';
import { admitPublicCall, type PublicCallLimit } from '../rate-limit/public-call-limit';
import type { RateLimiter } from '../rate-limit/rate-limiter';
import { identityMessage } from './identity-messages';
import type { LoginThrottle } from './login-throttle';
import { decoyPasswordHash, verifyPassword } from './password-hash';
import { requireIdentity } from './request-identity';
import type { SessionService } from './session-service';
import { deviceOf } from './session-device';
import { sessionUserOf, type UserDirectory } from './user-directory';

export interface LoginRouteOptions {
  sessions: SessionService;
  users: UserDirectory;
  throttle: LoginThrottle;
  captcha: LoginCaptcha;
  limiter: RateLimiter;
}

/** Captcha images cost drawing time: a page asks for a few, a script for thousands. */
const CAPTCHA_LIMIT: PublicCallLimit = { name: 'captcha', perAddress: 60, windowMs: 15 * 60_000 };

function textField(body: unknown, key: string): string {
  if (typeof body !== 'object' || body === null) return '';
  const value = (body as Record<string, unknown>)[key];
  return typeof value === 'string' ? value : '';
}

/** Whole minutes, rounded up: "try again in 0 minutes" would be wrong until the very end. */
function minutesFrom(ms: number): number {
  return Math.max(1, Math.ceil(ms / 60_000));
}

/**
 * /api/base/v1/baseLoginRestful/: login and generateRandomValidate (public), logout, logoutOthers and currentUser
 * (signed in). After a few failures of an account or an address, login wants a captcha; the answer that
 * says so (a field error on `captcha`) is the same for unknown users and wrong passwords.
 */
export async function loginRoutes(app: FastifyInstance, { sessions, users, throttle, captcha, limiter }: LoginRouteOptions): Promise<void> {
  const responses = envelopeResponses('record');

  app.post('/v1/baseLoginRestful/login', { config: { access: 'public' }, schema: { response: responses } }, async (request) => {
    const language = requestLanguage(request);
    const userName = textField(request.body, 'userName').trim();
    const password = textField(request.body, 'password');
    if (userName === '' || password === '') throw new ApiError(platformMessage('credentialsMissing', language));
    const admission = await throttle.admit(userName, request.ip);
    if (!admission.admitted) {
      request.log.warn({ userName, address: request.ip }, 'sign-in refused: too many failures');
      throw new ApiError(platformMessage('tooManyLoginAttempts', language, { minutes: minutesFrom(admission.retryAfterMs) }));
    }
    if (admission.captchaRequired) {
      const problem = await captcha.problemWith(textField(request.body, 'captchaId'), textField(request.body, 'captcha'));
      if (problem) {
        // No password was checked: the attempt does not count as a failure.
        await throttle.notCounted(userName, request.ip);
        const message = identityMessage(problem, language);
        throw new ApiError(message, [{ field: 'captcha', message }]);
      }
    }
    const account = await users.findByName(userName);
    // Unknown users are checked against a decoy hash so both failures take the same time and read the same.
    const matches = await verifyPassword(password, account?.passwordHash ?? (await decoyPasswordHash()));
    if (!account || !account.passwordHash || !matches) {
      const captchaNext = await throttle.failed(userName, request.ip, admission);
      const errors = captchaNext ? [{ field: 'captcha', message: identityMessage('captchaRequired', language) }] : [];
      throw new ApiError(platformMessage('wrongCredentials', language), errors);
    }
    await throttle.succeeded(userName, request.ip);
    if (!account.enabled) throw new ApiError(platformMessage('userDisabled', language));
    const issued = await sessions.open(sessionUserOf(account), deviceOf(request));
    await users.recordLogin(account.userId, new Date());
    request.log.info({ userId: account.userId }, 'user signed in');
    return success(issued, platformMessage('loggedIn', language));
  });

  app.post('/v1/baseLoginRestful/generateRandomValidate', { config: { access: 'public' }, schema: { response: responses } }, async (request) => {
    await admitPublicCall(limiter, CAPTCHA_LIMIT, request);
    return success(await captcha.issue(), '');
  });

  app.post('/v1/baseLoginRestful/logout', { config: { access: 'login' }, schema: { response: responses } }, async (request) => {
    await sessions.end(requireIdentity(request).session);
    return success(null, platformMessage('loggedOut', requestLanguage(request)));
  });

  // 退出其他设备: every session of the caller but this one ends; their next call answers NOTLOGIN.
  app.post('/v1/baseLoginRestful/logoutOthers', { config: { access: 'login' }, schema: { response: responses } }, async (request) => {
    const { user, session } = requireIdentity(request);
    const ended = await sessions.endOthers(user.userId, session.id);
    return success({ ended }, platformMessage('loggedOutOthers', requestLanguage(request), { count: ended }));
  });

  app.post('/v1/baseLoginRestful/currentUser', { config: { access: 'login' }, schema: { response: responses } }, async (request) => {
    return success(requireIdentity(request).user, '');
  });
}
