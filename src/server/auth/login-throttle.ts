import type { RateLimiter } from '../rate-limit/rate-limiter';

/**
 * Failed sign-ins allowed in a window before further attempts are refused without checking the
 * password: few per account (guessing one user's password), more per client address (several people
 * behind one office address mistype, too). After a few failures a captcha is asked for. Each lockout
 * doubles the next window of that account or address (back-off), for as long as lockouts are remembered.
 */
export const LOGIN_LIMITS = {
  failuresPerAccount: 5,
  failuresPerAddress: 20,
  windowMs: 15 * 60_000,
  captchaAfterAccountFailures: 3,
  captchaAfterAddressFailures: 10,
  /** How long a lockout counts towards the back-off. */
  lockoutMemoryMs: 24 * 60 * 60_000,
  /** The longest window back-off reaches. */
  maxWindowMs: 24 * 60 * 60_000,
} as const;

export type LoginLimits = typeof LOGIN_LIMITS;

/**
 * Longer than any user name (at most 60), so cutting names here only merges the counters of names
 * no account can have, while a megabyte-long name cannot make a megabyte-long key.
 */
const ACCOUNT_KEY_LENGTH = 100;

/**
 * Whether a sign-in may go on to the password check; when not, how long until it may. An admitted
 * attempt carries the failures counted so far, this one included (it is taken back when it succeeds).
 */
export type LoginAdmission =
  | { admitted: true; captchaRequired: boolean; accountAttempts: number; addressAttempts: number }
  | { admitted: false; retryAfterMs: number };

/**
 * Counts failed sign-ins per account and per client address. Each attempt is counted before the
 * password is checked and taken back when the password was right: counting only after a failure
 * would let many attempts sent at once all pass the check before the first failure is counted.
 * Accounts are counted by the name as typed, whether or not such a user exists, so the refusal
 * (and the demand for a captcha) reveals nothing about which names are real.
 */
export class LoginThrottle {
  constructor(
    private readonly limiter: RateLimiter,
    private readonly limits: LoginLimits = LOGIN_LIMITS,
  ) {}

  async admit(userName: string, address: string): Promise<LoginAdmission> {
    const [accountWindowMs, addressWindowMs] = await Promise.all([
      this.windowAfterLockouts(lockoutKey(accountKey(userName))),
      this.windowAfterLockouts(lockoutKey(addressKey(address))),
    ]);
    const [account, client] = await Promise.all([
      this.limiter.consume(accountKey(userName), accountWindowMs),
      this.limiter.consume(addressKey(address), addressWindowMs),
    ]);
    const retryAfterMs = Math.max(
      account.count > this.limits.failuresPerAccount ? account.closesInMs : 0,
      client.count > this.limits.failuresPerAddress ? client.closesInMs : 0,
    );
    if (retryAfterMs > 0) {
      // A refused attempt checks no password, so it is no failure: one person retrying a locked
      // account must not use up the allowance of everyone else behind the same address.
      await this.notCounted(userName, address);
      return { admitted: false, retryAfterMs };
    }
    const captchaRequired =
      account.count - 1 >= this.limits.captchaAfterAccountFailures || client.count - 1 >= this.limits.captchaAfterAddressFailures;
    return { admitted: true, captchaRequired, accountAttempts: account.count, addressAttempts: client.count };
  }

  /**
   * The password was wrong: the attempt stays counted. When it used up the allowance, a lockout is
   * remembered for the back-off. Answers whether the next attempt needs a captcha.
   */
  async failed(userName: string, address: string, admission: { accountAttempts: number; addressAttempts: number }): Promise<boolean> {
    const memory = this.limits.lockoutMemoryMs;
    if (admission.accountAttempts === this.limits.failuresPerAccount) await this.limiter.consume(lockoutKey(accountKey(userName)), memory);
    if (admission.addressAttempts === this.limits.failuresPerAddress) await this.limiter.consume(lockoutKey(addressKey(address)), memory);
    return (
      admission.accountAttempts >= this.limits.captchaAfterAccountFailures ||
      admission.addressAttempts >= this.limits.captchaAfterAddressFailures
    );
  }

  /** The password was right: the account starts afresh, and the address gets this attempt back. */
  async succeeded(userName: string, address: string): Promise<void> {
    await Promise.all([this.limiter.reset(accountKey(userName)), this.limiter.release(addressKey(address))]);
  }

  /** The attempt was stopped before the password check (locked, captcha missing or wrong). */
  async notCounted(userName: string, address: string): Promise<void> {
    await Promise.all([this.limiter.release(accountKey(userName)), this.limiter.release(addressKey(address))]);
  }

  /** The window length: doubled for each remembered lockout, up to the maximum. */
  private async windowAfterLockouts(key: string): Promise<number> {
    const lockouts = (await this.limiter.peek(key))?.count ?? 0;
    return Math.min(this.limits.windowMs * 2 ** Math.min(lockouts, 16), this.limits.maxWindowMs);
  }
}

function accountKey(userName: string): string {
  return `login:account:${userName.slice(0, ACCOUNT_KEY_LENGTH)}`;
}

function addressKey(address: string): string {
  return `login:address:${address}`;
}

function lockoutKey(counterKey: string): string {
  return `${counterKey}:lockouts`;
}
