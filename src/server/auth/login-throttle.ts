import type { RateLimiter } from '../rate-limit/rate-limiter';

/**
 * Failed sign-ins allowed in a window before further attempts are refused without checking the
 * password: few per account (guessing one user's password), more per client address (several people
 * behind one office address mistype, too).
 */
export const LOGIN_LIMITS = {
  failuresPerAccount: 5,
  failuresPerAddress: 20,
  windowMs: 15 * 60_000,
} as const;

export type LoginLimits = typeof LOGIN_LIMITS;

/**
 * Longer than any user name (at most 60), so cutting names here only merges the counters of names
 * no account can have, while a megabyte-long name cannot make a megabyte-long key.
 */
const ACCOUNT_KEY_LENGTH = 100;

/** Whether a sign-in may go on to the password check; when not, how long until it may. */
export type LoginAdmission = { admitted: true } | { admitted: false; retryAfterMs: number };

/**
 * Counts failed sign-ins per account and per client address. Each attempt is counted before the
 * password is checked and taken back when the password was right: counting only after a failure
 * would let many attempts sent at once all pass the check before the first failure is counted.
 * Accounts are counted by the name as typed, whether or not such a user exists, so the refusal
 * reveals nothing about which names are real.
 */
export class LoginThrottle {
  constructor(
    private readonly limiter: RateLimiter,
    private readonly limits: LoginLimits = LOGIN_LIMITS,
  ) {}

  async admit(userName: string, address: string): Promise<LoginAdmission> {
    const { windowMs } = this.limits;
    const [account, client] = await Promise.all([
      this.limiter.consume(accountKey(userName), windowMs),
      this.limiter.consume(addressKey(address), windowMs),
    ]);
    const retryAfterMs = Math.max(
      account.count > this.limits.failuresPerAccount ? account.closesInMs : 0,
      client.count > this.limits.failuresPerAddress ? client.closesInMs : 0,
    );
    if (retryAfterMs === 0) return { admitted: true };
    // A refused attempt checks no password, so it is no failure: one person retrying a locked
    // account must not use up the allowance of everyone else behind the same address.
    await this.giveBack(userName, address);
    return { admitted: false, retryAfterMs };
  }

  /** The password was right: the account starts afresh, and the address gets this attempt back. */
  async succeeded(userName: string, address: string): Promise<void> {
    await Promise.all([this.limiter.reset(accountKey(userName)), this.limiter.release(addressKey(address))]);
  }

  private async giveBack(userName: string, address: string): Promise<void> {
    await Promise.all([this.limiter.release(accountKey(userName)), this.limiter.release(addressKey(address))]);
  }
}

function accountKey(userName: string): string {
  return `login:account:${userName.slice(0, ACCOUNT_KEY_LENGTH)}`;
}

function addressKey(address: string): string {
  return `login:address:${address}`;
}
