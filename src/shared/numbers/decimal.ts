import Decimal from 'decimal.js';

/**
 * Money and quantities are decimal end to end (DESIGN §4.7): every sum, product and rounding goes
 * through decimal.js, never binary floats. Values travel as JSON numbers of at most
 * MAX_SIGNIFICANT_DIGITS digits, which a double holds exactly as decimal text, so reading a number
 * back as `new Decimal(String(n))` gives the decimal that was written.
 */
export const MAX_SIGNIFICANT_DIGITS = 15;

/** Own settings, so nothing else changing the global Decimal can change ours. */
const Exact = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP, toExpNeg: -20, toExpPos: 30 });
export type ExactDecimal = InstanceType<typeof Exact>;

/** A decimal from a number or numeric text; null for empty, non-numeric or non-finite values. */
export function toDecimal(value: unknown): ExactDecimal | null {
  if (value instanceof Exact) return value;
  if (typeof value === 'number') return Number.isFinite(value) ? new Exact(String(value)) : null;
  if (typeof value === 'bigint') return new Exact(value.toString());
  if (typeof value === 'string') {
    const text = value.trim();
    if (text === '' || !/^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(text)) return null;
    return new Exact(text);
  }
  return null;
}

export function decimalOf(value: number | string): ExactDecimal {
  return new Exact(value);
}

/** Half away from zero to `digits` decimals: 1.005 -> 1.01, -2.5 -> -3. */
export function roundDecimalTo(value: ExactDecimal, digits: number): ExactDecimal {
  return value.toDecimalPlaces(digits, Decimal.ROUND_HALF_UP);
}

/** The JSON number of a decimal (exact for up to MAX_SIGNIFICANT_DIGITS digits); -0 becomes 0. */
export function decimalToNumber(value: ExactDecimal): number {
  const number = Number(value.toString());
  return Object.is(number, -0) ? 0 : number;
}

/** Adds values exactly, ignoring those that are not numbers (footer totals, sumLines). */
export function sumDecimals(values: Iterable<unknown>): ExactDecimal {
  let total = new Exact(0);
  for (const value of values) {
    const decimal = toDecimal(value);
    if (decimal) total = total.plus(decimal);
  }
  return total;
}

/** Whether a value has more significant digits than a stored number keeps exactly. */
export function exceedsSignificantDigits(value: ExactDecimal): boolean {
  return !value.isZero() && value.precision(true) > MAX_SIGNIFICANT_DIGITS;
}
