import type { FastifyInstance } from 'fastify';
import { ApiError } from '../http/api-error';
import { envelopeResponses, success } from '../http/envelope-schema';
import { platformMessage } from '../http/platform-messages';
import { requestLanguage } from '../http/request-language';
import type { LoginThrottle } from './login-throttle';
import { decoyPasswordHash, verifyPassword } from './password-hash';
import { requireIdentity } from './request-identity';
import type { SessionService } from './session-service';
import { sessionUserOf, type UserDirectory } from './user-directory';

export interface LoginRouteOptions {
  sessions: SessionService;
  users: UserDirectory;
  throttle: LoginThrottle;
}

function textField(body: unknown, key: string): string {
  if (typeof body !== 'object' || body === null) return '';
  const value = (body as Record<string, unknown>)[key];
  return typeof value === 'string' ? value : '';
}

/** Whole minutes, rounded up: "try again in 0 minutes" would be wrong until the very end. */
function minutesFrom(ms: number): number {
  return Math.max(1, Math.ceil(ms / 60_000));
}

/** /api/base/v1/baseLoginRestful/: login (public), logout and currentUser (signed in). */
export async function loginRoutes(app: FastifyInstance, { sessions, users, throttle }: LoginRouteOptions): Promise<void> {
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
    const account = await users.findByName(userName);
    // Unknown users are checked against a decoy hash so both failures take the same time and read the same.
    const matches = await verifyPassword(password, account?.passwordHash ?? (await decoyPasswordHash()));
    if (!account || !account.passwordHash || !matches) throw new ApiError(platformMessage('wrongCredentials', language));
    await throttle.succeeded(userName, request.ip);
    if (!account.enabled) throw new ApiError(platformMessage('userDisabled', language));
    const issued = await sessions.open(sessionUserOf(account));
    await users.recordLogin(account.userId, new Date());
    request.log.info({ userId: account.userId }, 'user signed in');
    return success(issued, platformMessage('loggedIn', language));
  });

  app.post('/v1/baseLoginRestful/logout', { config: { access: 'login' }, schema: { response: responses } }, async (request) => {
    await sessions.end(requireIdentity(request).session);
    return success(null, platformMessage('loggedOut', requestLanguage(request)));
  });

  app.post('/v1/baseLoginRestful/currentUser', { config: { access: 'login' }, schema: { response: responses } }, async (request) => {
    return success(requireIdentity(request).user, '');
  });
}
