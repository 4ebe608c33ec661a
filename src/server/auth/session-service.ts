import { HttpRefusal } from '../http/http-refusal';
import { platformMessage } from '../http/platform-messages';
import type { LoginAnswer } from '../../shared/api/login';
import type { Language } from '../../shared/formats/common';
import { expiryAfterActivity, isSessionUsable, needsTouch, type SessionPolicy } from './session-policy';
import type { SessionDevice, SessionStore, StoredSession, UserSession } from './session-store';
import { certificateOf, newSessionToken, newSignSecret, tokenHash } from './session-tokens';
import { sessionUserOf, type SessionUser, type UserDirectory } from './user-directory';

/** What login hands the client. */
export type IssuedSession = LoginAnswer;

/** A live session with its (current) user, resolved for one request. */
export interface ActiveSession {
  session: StoredSession;
  user: SessionUser;
}

/** Opens, resolves and ends sessions under the configured idle timeout and absolute lifetime. */
export class SessionService {
  constructor(
    private readonly store: SessionStore,
    private readonly users: UserDirectory,
    private readonly policy: SessionPolicy,
    private readonly clock: () => number = Date.now,
  ) {}

  /** `device`: the browser and address the user signs in from (listed among his signed-in devices). */
  async open(user: SessionUser, device?: SessionDevice): Promise<IssuedSession> {
    const now = this.clock();
    const authorizationCode = newSessionToken();
    const signSecret = newSignSecret();
    const session = await this.store.create({
      userId: user.userId,
      tokenHash: tokenHash(authorizationCode),
      signSecret,
      now,
      expiresAt: expiryAfterActivity(this.policy, now, now),
      device,
    });
    return {
      authorizationCode,
      signSecret,
      certificate: certificateOf(signSecret),
      gatewayTag: 'BASE',
      expiresAt: new Date(session.expiresAt).toISOString(),
      user,
    };
  }

  /**
   * The session of a token, or NOTLOGIN (401) when there is none, it ended or expired, or its user
   * was disabled since. Activity extends the idle expiry (written at most every few seconds).
   */
  async resolve(token: string | undefined, language: Language): Promise<ActiveSession> {
    const notLoggedIn = () => new HttpRefusal(platformMessage('notLoggedIn', language), 401, 'NOTLOGIN');
    if (!token || token.length > 256) throw notLoggedIn();
    const session = await this.store.findByTokenHash(tokenHash(token));
    const now = this.clock();
    if (!session || !isSessionUsable(session, now)) throw notLoggedIn();
    const account = await this.users.findById(session.userId);
    if (!account || !account.enabled) throw notLoggedIn();
    // A password change ends every session opened before it.
    if (account.sessionsValidFrom !== null && session.createdAt < account.sessionsValidFrom) throw notLoggedIn();
    if (needsTouch(this.policy, session, now)) {
      const expiresAt = expiryAfterActivity(this.policy, session.createdAt, now);
      await this.store.touch(session.id, now, expiresAt);
      session.lastSeenAt = now;
      session.expiresAt = expiresAt;
    }
    return { session, user: sessionUserOf(account) };
  }

  async end(session: StoredSession): Promise<void> {
    await this.store.end(session.id, this.clock());
  }

  /** The user's live sessions (his signed-in devices), newest first. */
  async listOf(userId: number): Promise<UserSession[]> {
    return this.store.listByUser(userId, this.clock());
  }

  /** Ends the user's sessions of these ids (his own only; ids of other users' sessions are ignored); answers how many ended. */
  async endOwn(userId: number, ids: readonly number[]): Promise<number> {
    const own = (await this.listOf(userId)).filter((session) => ids.includes(session.id));
    for (const session of own) await this.store.end(session.id, this.clock());
    return own.length;
  }

  /** Signs the user out of every other device: ends all his sessions but `current`. */
  async endOthers(userId: number, current: number): Promise<number> {
    return this.store.endAllExcept(userId, current, this.clock());
  }
}
