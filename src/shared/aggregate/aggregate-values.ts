import { decimalToNumber, roundDecimalTo, toDecimal, type ExactDecimal } from '../numbers/decimal';
import { BUCKET_LENGTH, type DateBucket } from './aggregate-format';
import type { PlannedMeasure } from './aggregate-plan';

/** The bucket a stored date or datetime falls in: `2026-05-17 10:00:00` -> `2026-05` by month. */
export function bucketKey(value: unknown, bucket: DateBucket): string | null {
  if (value === undefined || value === null || value === '') return null;
  return String(value).slice(0, BUCKET_LENGTH[bucket]);
}

/** A decimal as the answer carries it: rounded to the measure's digits, else to 15 significant digits. */
export function measureNumber(value: ExactDecimal, precision: number | undefined): number {
  return decimalToNumber(precision === undefined ? value.toSignificantDigits(15) : roundDecimalTo(value, precision));
}

/**
 * A sum, min or max as the database answered it (a JS number from SQLite's REAL columns, numeric text
 * from PostgreSQL), rounded in decimal arithmetic to the field's precision: SQLite adds REAL values
 * with Kahan-Babuska-Neumaier summation, so the double it answers is within 4.4e-16 of the magnitudes'
 * sum from the exact decimal sum, less than half a unit of the field's last digit while that sum has at
 * most 15 significant digits, and rounding to the field's digits gives the exact sum (docs/api.md
 * "Aggregates"). A sum over no value is 0.
 */
export function finishMeasure(measure: PlannedMeasure, value: unknown): number | string | null {
  if (measure.fn === 'count' || measure.fn === 'countDistinct') return Number(value ?? 0);
  const type = measure.field?.type;
  if ((measure.fn === 'min' || measure.fn === 'max') && (type === 'date' || type === 'datetime')) {
    return value === undefined || value === null ? null : String(value);
  }
  const decimal = toDecimal(value);
  if (decimal === null) return measure.fn === 'sum' ? 0 : null;
  return measureNumber(decimal, measure.precision);
}

/**
 * An average from the sum and the count of values, divided in decimal arithmetic: the sum is first made
 * exact at the field's own digits (SQLite's is a double), so no binary quotient decides a digit.
 */
export function averageOf(measure: PlannedMeasure, sum: unknown, count: unknown): number | null {
  const total = toDecimal(sum);
  const n = Number(count ?? 0);
  if (total === null || !Number.isFinite(n) || n === 0) return null;
  const field = measure.field;
  const digits = field?.type === 'integer' ? 0 : field?.precision;
  const exact = digits === undefined ? total.toSignificantDigits(15) : roundDecimalTo(total, digits);
  return measureNumber(exact.dividedBy(n), measure.precision);
}

/** Group and measure values in the answer's order: numbers by value, text by code point, empty values last. */
export function compareResultValues(a: unknown, b: unknown): number {
  const emptyA = a === undefined || a === null || a === '';
  const emptyB = b === undefined || b === null || b === '';
  if (emptyA || emptyB) return emptyA === emptyB ? 0 : emptyA ? 1 : -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  const left = String(a);
  const right = String(b);
  return left < right ? -1 : left > right ? 1 : 0;
}
