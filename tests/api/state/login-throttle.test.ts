import { describe, expect, it } from 'vitest';
import { LOGIN_LIMITS, LoginThrottle } from '../../../src/server/auth/login-throttle';
import { MemoryRateLimiter } from '../../../src/server/rate-limit/memory-rate-limiter';

function throttleAt(start: number) {
  const clock = { now: start };
  return { clock, throttle: new LoginThrottle(new MemoryRateLimiter(() => clock.now)) };
}

describe('login throttle', () => {
  it('admits the allowed failures of an account, then refuses until the window closes', async () => {
    const { clock, throttle } = throttleAt(0);
    for (let i = 0; i < LOGIN_LIMITS.failuresPerAccount; i += 1) {
      expect(await throttle.admit('buyer', '10.0.0.1')).toMatchObject({ admitted: true });
    }
    expect(await throttle.admit('buyer', '10.0.0.2')).toEqual({ admitted: false, retryAfterMs: LOGIN_LIMITS.windowMs });
    clock.now = LOGIN_LIMITS.windowMs - 60_000;
    expect(await throttle.admit('buyer', '10.0.0.1')).toEqual({ admitted: false, retryAfterMs: 60_000 });
    clock.now = LOGIN_LIMITS.windowMs;
    expect(await throttle.admit('buyer', '10.0.0.1')).toMatchObject({ admitted: true });
  });

  it('admits no more than the limit of many attempts sent at once', async () => {
    const { throttle } = throttleAt(0);
    const answers = await Promise.all(Array.from({ length: 30 }, () => throttle.admit('approver', '10.0.0.3')));
    expect(answers.filter((answer) => answer.admitted)).toHaveLength(LOGIN_LIMITS.failuresPerAccount);
  });

  it('refuses an address after its failures over several accounts; refused attempts use up nothing', async () => {
    const { throttle } = throttleAt(0);
    for (let i = 0; i < LOGIN_LIMITS.failuresPerAddress; i += 1) {
      expect((await throttle.admit(`user${i % 5}`, '10.0.0.4')).admitted).toBe(true);
    }
    expect((await throttle.admit('someone-else', '10.0.0.4')).admitted).toBe(false);
    expect((await throttle.admit('someone-else', '10.0.0.5')).admitted).toBe(true);
  });

  it('starts an account afresh after a correct password and gives the address its attempt back', async () => {
    const { throttle } = throttleAt(0);
    for (let i = 0; i < LOGIN_LIMITS.failuresPerAccount; i += 1) await throttle.admit('supplier1', '10.0.0.6');
    await throttle.succeeded('supplier1', '10.0.0.6');
    for (let i = 0; i < LOGIN_LIMITS.failuresPerAccount; i += 1) {
      expect((await throttle.admit('supplier1', '10.0.0.6')).admitted).toBe(true);
    }
  });

  it('never refuses an office address for its users signing in successfully', async () => {
    const { throttle } = throttleAt(0);
    for (let i = 0; i < 3 * LOGIN_LIMITS.failuresPerAddress; i += 1) {
      expect((await throttle.admit(`user${i}`, '10.0.0.7')).admitted).toBe(true);
      await throttle.succeeded(`user${i}`, '10.0.0.7');
    }
  });

  it('asks for a captcha once an account has 3 failures', async () => {
    const { throttle } = throttleAt(0);
    const answers = [];
    for (let i = 0; i < 4; i += 1) answers.push(await throttle.admit('captcha-user', '10.0.0.8'));
    expect(answers.map((answer) => answer.admitted && answer.captchaRequired)).toEqual([false, false, false, true]);
  });

  it('doubles the next window of an account after each lockout (back-off)', async () => {
    const { clock, throttle } = throttleAt(0);
    const lockOut = async () => {
      for (let i = 0; i < LOGIN_LIMITS.failuresPerAccount; i += 1) {
        const admission = await throttle.admit('backoff', `10.1.0.${i}`);
        if (!admission.admitted) throw new Error('refused too early');
        await throttle.failed('backoff', `10.1.0.${i}`, admission);
      }
      return throttle.admit('backoff', '10.1.1.1');
    };
    expect(await lockOut()).toEqual({ admitted: false, retryAfterMs: LOGIN_LIMITS.windowMs });
    clock.now = LOGIN_LIMITS.windowMs;
    expect(await lockOut()).toEqual({ admitted: false, retryAfterMs: 2 * LOGIN_LIMITS.windowMs });
    clock.now = 3 * LOGIN_LIMITS.windowMs;
    expect(await lockOut()).toEqual({ admitted: false, retryAfterMs: 4 * LOGIN_LIMITS.windowMs });
  });
});
