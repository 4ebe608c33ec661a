import { decimalToNumber, type ExactDecimal, sumDecimals, toDecimal } from '../../src/shared/numbers/decimal';

export interface NumberFormat {
  precision?: number;
  thousands?: boolean;
}

export function toNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value);
    return Number.isFinite(parsed) ? parsed : undefined;
  }
  return undefined;
}

/**
 * Up to this scale a precision is fixed (amounts: 33.90); past it, a precision is the most decimals shown and a
 * value keeps its own (a quantity of 3 at scale 4 shows 3, a price of 11.305 shows 11.305, not 11.3050).
 */
export const FIXED_SCALE_LIMIT = 2;

/** The decimals a value shows at a field's precision (see FIXED_SCALE_LIMIT). */
export function shownDecimals(decimal: ExactDecimal, precision: number): number {
  return precision <= FIXED_SCALE_LIMIT ? precision : Math.min(decimal.toDecimalPlaces(precision).decimalPlaces(), precision);
}

/** A plain decimal as a number prints it or as a non-negative string holds it: no exponent, sign or leading zeros. */
const PLAIN_DECIMAL = /^(-?)(0|[1-9]\d*)(?:\.(\d+))?$/;

/**
 * The fixed text of a value that needs no rounding at `precision` (it has no more decimals), without a
 * decimal object: a grid formats every number cell of every row it draws, and most values have no more
 * decimals than their column shows. Null when the value needs the exact path (rounding, exponents, -0 text).
 */
function fixedWithoutRounding(value: unknown, precision: number): string | null {
  // Numbers print their shortest exact text (String(-0) is "0", as toDecimal reads it); of strings only unsigned
  // ones: the exact path shows "-0.00" as "0.00".
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' && !value.startsWith('-') ? value : null;
  const match = text === null ? null : PLAIN_DECIMAL.exec(text);
  if (!match) return null;
  const [, sign, whole, fraction = ''] = match;
  if (fraction.length > precision) return null;
  const decimals = precision <= FIXED_SCALE_LIMIT ? fraction.padEnd(precision, '0') : fraction.replace(/0+$/, '');
  return `${sign}${whole}${decimals === '' ? '' : `.${decimals}`}`;
}

/**
 * Formats a number at a precision (rounded half away from zero in decimal, as the server rounds: 1.005 ->
 * 1.01; decimals as shownDecimals says) and optional thousands separators (spec 000 §9).
 */
export function formatNumber(value: unknown, format: NumberFormat = {}): string {
  const fixed = (format.precision === undefined ? null : fixedWithoutRounding(value, format.precision)) ?? exactFixed(value, format.precision);
  if (fixed === null) return value === undefined || value === null ? '' : String(value);
  if (!format.thousands) return fixed;
  const negative = fixed.startsWith('-');
  const [whole, fraction] = (negative ? fixed.slice(1) : fixed).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}${grouped}${fraction === undefined ? '' : `.${fraction}`}`;
}

/** The fixed text through an exact decimal (rounded half away from zero), or null when the value is no number. */
function exactFixed(value: unknown, precision: number | undefined): string | null {
  const decimal = typeof value === 'string' || typeof value === 'number' || typeof value === 'object' ? toDecimal(value) : null;
  if (decimal === null) return null;
  return precision === undefined ? decimal.toString() : decimal.toFixed(shownDecimals(decimal, precision));
}

/** Adds up the numeric values of a field in decimal (0.1 + 0.2 is 0.3); anything non-numeric is ignored (spec 000 §5). */
export function sumOf(rows: readonly Record<string, unknown>[], field: string): number {
  return decimalToNumber(sumDecimals(rows.map((row) => row[field])));
}

/** The mean divides by the row count, not by the count of numeric values (spec 000 §5). */
export function meanOf(rows: readonly Record<string, unknown>[], field: string): number {
  return rows.length === 0 ? 0 : decimalToNumber(sumDecimals(rows.map((row) => row[field])).dividedBy(rows.length));
}
