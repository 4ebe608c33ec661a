import { randomBytes } from 'node:crypto';
import type { ChallengeStore } from './challenge-store';

/** A captcha is answered within this time or not at all. */
export const CAPTCHA_TTL_MS = 3 * 60_000;

export interface IssuedCaptcha {
  captchaId: string;
  /** An SVG image of the characters to type. */
  image: string;
  expiresInSeconds: number;
}

/** Challenge ids are random, so guessing one is as hard as guessing a session token. */
const ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;

interface DrawnCaptcha {
  text: string;
  /** The SVG image. */
  data: string;
}

/** svg-captcha, loaded at the first captcha drawn rather than at every start. */
async function drawWithSvgCaptcha(): Promise<DrawnCaptcha> {
  const { default: svgCaptcha } = await import('svg-captcha');
  return svgCaptcha.create({ size: 4, noise: 2, ignoreChars: '0oO1iIlL', color: true, background: '#f2f3f5' });
}

/**
 * Image captchas (sign-ins after repeated failures, the user-name lookup of password recovery): issued with a random id, checked once
 * (case-insensitively: people read an image), then gone, right or wrong.
 */
export class LoginCaptcha {
  constructor(
    private readonly store: ChallengeStore,
    /** Draws one challenge; tests pass one that also tells them the answer. */
    private readonly draw: () => DrawnCaptcha | Promise<DrawnCaptcha> = drawWithSvgCaptcha,
  ) {}

  async issue(): Promise<IssuedCaptcha> {
    const drawn = await this.draw();
    const captchaId = randomBytes(16).toString('base64url');
    await this.store.put(captchaId, drawn.text.toLowerCase(), CAPTCHA_TTL_MS);
    return { captchaId, image: drawn.data, expiresInSeconds: CAPTCHA_TTL_MS / 1000 };
  }

  /**
   * What is wrong with the captcha a public call carries (its message key), or null when it is solved.
   * A challenge given is used up either way.
   */
  async problemWith(captchaId: string, answer: string): Promise<'captchaRequired' | 'captchaWrong' | null> {
    if (captchaId === '' || answer.trim() === '') return 'captchaRequired';
    return (await this.solve(captchaId, answer)) ? null : 'captchaWrong';
  }

  /** Whether `answer` solves the challenge `captchaId`; the challenge is used up either way. */
  async solve(captchaId: string, answer: string): Promise<boolean> {
    if (!ID_PATTERN.test(captchaId)) return false;
    const expected = await this.store.take(captchaId);
    return expected !== null && answer.trim().toLowerCase() === expected;
  }
}
