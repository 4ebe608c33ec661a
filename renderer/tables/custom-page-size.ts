import { MAX_PAGE_SIZE } from './table-model';

/** Spec 000 §5: a custom page size input has minimum 10. */
export const CUSTOM_PAGE_SIZE_MIN = 10;

export type CustomPageSize =
  | { ok: true; size: number; raised: boolean }
  | { ok: false; problem: 'customNegative' | 'customTooLarge' };

/**
 * A page size typed by the user (spec 000 §5): below 0 is refused ("custom page number cannot be less
 * than 0"), 0 to 9 are raised to the minimum of 10, more than the server answers is refused.
 */
export function checkCustomPageSize(value: number): CustomPageSize {
  if (value < 0) return { ok: false, problem: 'customNegative' };
  const whole = Math.round(value);
  if (whole > MAX_PAGE_SIZE) return { ok: false, problem: 'customTooLarge' };
  return whole < CUSTOM_PAGE_SIZE_MIN ? { ok: true, size: CUSTOM_PAGE_SIZE_MIN, raised: true } : { ok: true, size: whole, raised: false };
}
