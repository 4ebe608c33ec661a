import { toDecimal, type ExactDecimal } from '../numbers/decimal';

export type ConsumeOutcome =
  | { ok: true; value: ExactDecimal }
  /** The target would go beyond its limit; `open` is what was still available. */
  | { ok: false; reason: 'beyondLimit'; open: ExactDecimal }
  | { ok: false; reason: 'belowZero' };

/**
 * A consumed quantity after taking (positive) or giving back (negative) `amount`, in decimal arithmetic:
 * never below zero, never beyond the limit (when the target has one). The server and the in-memory
 * adapter decide with this one function.
 */
export function consumeAmount(current: unknown, amount: ExactDecimal, limit: ExactDecimal | null): ConsumeOutcome {
  const now = toDecimal(current) ?? amount.minus(amount);
  const next = now.plus(amount);
  if (next.isNegative()) return { ok: false, reason: 'belowZero' };
  if (limit !== null && amount.isPositive() && next.greaterThan(limit)) {
    const open = limit.minus(now);
    return { ok: false, reason: 'beyondLimit', open: open.isNegative() ? open.minus(open) : open };
  }
  return { ok: true, value: next };
}
