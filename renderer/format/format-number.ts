import { decimalToNumber, sumDecimals, toDecimal } from '../../src/shared/numbers/decimal';

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
 * Formats a number with a fixed number of decimals (rounded half away from zero in decimal, as the
 * server rounds: 1.005 -> 1.01) and optional thousands separators (spec 000 §9).
 */
export function formatNumber(value: unknown, format: NumberFormat = {}): string {
  const decimal = typeof value === 'string' || typeof value === 'number' || typeof value === 'object' ? toDecimal(value) : null;
  if (decimal === null) return value === undefined || value === null ? '' : String(value);
  const fixed = format.precision === undefined ? decimal.toString() : decimal.toFixed(format.precision);
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
