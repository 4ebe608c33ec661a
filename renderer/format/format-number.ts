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

/**
 * Formats a number at a precision (rounded half away from zero in decimal, as the server rounds: 1.005 ->
 * 1.01; decimals as shownDecimals says) and optional thousands separators (spec 000 §9).
 */
export function formatNumber(value: unknown, format: NumberFormat = {}): string {
  const decimal = typeof value === 'string' || typeof value === 'number' || typeof value === 'object' ? toDecimal(value) : null;
  if (decimal === null) return value === undefined || value === null ? '' : String(value);
  const fixed = format.precision === undefined ? decimal.toString() : decimal.toFixed(shownDecimals(decimal, format.precision));
  if (!format.thousands) return fixed;
  const negative = fixed.startsWith('-');
  const [whole, fraction] = (negative ? fixed.slice(1) : fixed).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}${grouped}${fraction === undefined ? '' : `.${fraction}`}`;
}

/** Adds up the numeric values of a field in decimal (0.1 + 0.2 is 0.3); anything non-numeric is ignored (spec 000 §5). */
export function sumOf(rows: readonly Record<string, unknown>[], field: string): number {
  return decimalToNumber(sumDecimals(rows.map((row) => row[field])));
}

/** The mean divides by the row count, not by the count of numeric values (spec 000 §5). */
export function meanOf(rows: readonly Record<string, unknown>[], field: string): number {
  return rows.length === 0 ? 0 : decimalToNumber(sumDecimals(rows.map((row) => row[field])).dividedBy(rows.length));
}
