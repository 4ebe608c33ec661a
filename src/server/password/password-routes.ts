import type { FastifyInstance, FastifyRequest } from 'fastify';
import { passwordMessage, passwordProblem } from '../../shared/validation/password-policy';
import { identityMessage } from '../auth/identity-messages';
import { verifyPassword } from '../auth/password-hash';
import { requireIdentity } from '../auth/request-identity';
import { deviceOf } from '../auth/session-device';
import type { SessionService } from '../auth/session-service';
import { sessionUserOf, type UserDirectory } from '../auth/user-directory';
import { ApiError } from '../http/api-error';
import { envelopeResponses, success } from '../http/envelope-schema';
import { requestLanguage } from '../http/request-language';
import type { LoginCaptcha } from '../captcha/login-captcha';
import type { MailSender } from '../mail/mail-sender';
import { admitPublicCall, type PublicCallLimit } from '../rate-limit/public-call-limit';
import type { RateLimiter } from '../rate-limit/rate-limiter';
import type { PasswordAccount, PasswordAccounts } from './password-accounts';
import type { ResetCodes } from './reset-codes';

export interface PasswordRouteOptions {
  accounts: PasswordAccounts;
  captcha: LoginCaptcha;
  codes: ResetCodes;
  mail: MailSender;
  limiter: RateLimiter;
  sessions: SessionService;
  users: UserDirectory;
}

const WINDOW_MS = 15 * 60_000;
/** Probing user names and sending mail: a person needs a handful, a script thousands. */
const LOOKUP_LIMIT: PublicCallLimit = { name: 'password-lookup', perAddress: 10, windowMs: WINDOW_MS };
const SEND_LIMIT: PublicCallLimit = { name: 'password-send', perAddress: 10, windowMs: WINDOW_MS };
const CHECK_LIMIT: PublicCallLimit = { name: 'password-check', perAddress: 30, windowMs: WINDOW_MS };

function field(body: unknown, key: string): string {
  if (typeof body !== 'object' || body === null) return '';
  const value = (body as Record<string, unknown>)[key];
  return typeof value === 'string' ? value : '';
}

function fieldError(message: string, name: string): ApiError {
  return new ApiError(message, [{ field: name, message }]);
}

/**
 * Password recovery by a mailed code (public) and password change (signed in), under
 * /api/base/v1/basePasswordRestful/ (the administrator's reset is a command of baseUsers). Public answers
 * never say more than whether a user name exists, and only validateExistedByUserName says that: behind a
 * solved captcha and a per-address limit, so names cannot be collected by a script. Sending a code needs a
 * solved captcha too (and has its own per-address limit), so a script can neither flood inboxes nor the mail
 * server; it answers the same whether or not the user exists (the recovery page relies on that alone).
 */
export async function passwordRoutes(app: FastifyInstance, options: PasswordRouteOptions): Promise<void> {
  const { accounts, captcha, codes, mail, limiter, sessions, users } = options;
  const responses = envelopeResponses('record');
  const route = (operation: string) => `/v1/basePasswordRestful/${operation}`;

  const userNameOf = (request: FastifyRequest): string => {
    const userName = field(request.body, 'userName').trim();
    if (userName === '' || userName.length > 60) throw fieldError(identityMessage('userNameRequired', requestLanguage(request)), 'userName');
    return userName;
  };

  const checkPolicy = (request: FastifyRequest, password: string, userName: string): void => {
    const problem = passwordProblem(password, userName);
    if (problem) throw fieldError(passwordMessage(problem, requestLanguage(request)), 'newPassword');
  };

  /** The user name of a call that must carry a solved captcha (the challenge is used up either way). */
  const userNameBehindCaptcha = async (request: FastifyRequest): Promise<string> => {
    const userName = userNameOf(request);
    const problem = await captcha.problemWith(field(request.body, 'captchaId'), field(request.body, 'captcha'));
    if (problem) throw fieldError(identityMessage(problem, requestLanguage(request)), 'captcha');
    return userName;
  };

  app.post(route('validateExistedByUserName'), { config: { access: 'public' }, schema: { response: responses } }, async (request) => {
    await admitPublicCall(limiter, LOOKUP_LIMIT, request);
    const userName = await userNameBehindCaptcha(request);
    const account = await accounts.find({ userName });
    return success({ existed: account !== null && account.enabled }, '');
  });

  // Each send mails a stranger's inbox and costs an SMTP delivery: a script gets neither without reading a captcha.
  app.post(route('sendForgetPasswordCode'), { config: { access: 'public' }, schema: { response: responses } }, async (request) => {
    await admitPublicCall(limiter, SEND_LIMIT, request);
    const language = requestLanguage(request);
    const account = await accounts.find({ userName: await userNameBehindCaptcha(request) });
    if (account && account.enabled && account.email) {
      const code = await codes.issue(account.userId);
      await mail.send({
        to: account.email,
        subject: identityMessage('resetMailSubject', language),
        text: identityMessage('resetMailBody', language, { name: account.userFullName, code }),
      });
    }
    return success(null, identityMessage('resetCodeSent', language));
  });

  /** The account and code of a recovery step; a wrong code uses up a try. */
  const verifyCode = async (request: FastifyRequest, outcome: 'markVerified' | 'consume'): Promise<PasswordAccount> => {
    await admitPublicCall(limiter, CHECK_LIMIT, request);
    const language = requestLanguage(request);
    const userName = userNameOf(request);
    const code = field(request.body, 'code').trim();
    if (!/^\d{6}$/.test(code)) throw fieldError(identityMessage('resetCodeRequired', language), 'code');
    const account = await accounts.find({ userName });
    const checked = account ? await codes.check(account.userId, code, outcome) : { ok: false as const, triesLeft: 0 };
    if (!account || !checked.ok) {
      const message = checked.ok || checked.triesLeft <= 0 ? identityMessage('resetCodeInvalid', language) : identityMessage('resetCodeWrong', language, { left: checked.triesLeft });
      throw fieldError(message, 'code');
    }
    return account;
  };

  app.post(route('checkForgetPasswordCode'), { config: { access: 'public' }, schema: { response: responses } }, async (request) => {
    await verifyCode(request, 'markVerified');
    return success(null, identityMessage('resetCodeOk', requestLanguage(request)));
  });

  app.post(route('resetForgetPassword'), { config: { access: 'public' }, schema: { response: responses } }, async (request) => {
    const newPassword = field(request.body, 'newPassword');
    // The policy first: a password that breaks it must not use up the code.
    checkPolicy(request, newPassword, userNameOf(request));
    const account = await verifyCode(request, 'consume');
    await accounts.setPassword(account.userId, newPassword, account.userId);
    request.log.info({ userId: account.userId }, 'password reset by mailed code');
    return success(null, identityMessage('passwordReset', requestLanguage(request)));
  });

  app.post(route('changePassword'), { config: { access: 'login' }, schema: { response: responses } }, async (request) => {
    const language = requestLanguage(request);
    const { user } = requireIdentity(request);
    const oldPassword = field(request.body, 'oldPassword');
    const newPassword = field(request.body, 'newPassword');
    const account = await accounts.find({ userId: user.userId });
    if (!account?.passwordHash || !(await verifyPassword(oldPassword, account.passwordHash))) {
      throw fieldError(identityMessage('oldPasswordWrong', language), 'oldPassword');
    }
    checkPolicy(request, newPassword, account.userName);
    if (oldPassword === newPassword) throw fieldError(identityMessage('passwordSameAsOld', language), 'newPassword');
    await accounts.setPassword(account.userId, newPassword, account.userId);
    // Every session ended with the change, this one too: the caller carries on with a new one.
    const current = await users.findById(account.userId);
    if (!current) throw new ApiError(identityMessage('userNotFound', language));
    return success(await sessions.open(sessionUserOf(current), deviceOf(request)), identityMessage('passwordChanged', language));
  });
}
