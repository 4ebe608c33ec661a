import { describe, expect, it } from 'vitest';
import { formatDate } from '../../../../renderer/format/format-date';
import { formatNumber, meanOf, shownDecimals, sumOf } from '../../../../renderer/format/format-number';
import { toDecimal } from '../../../../src/shared/numbers/decimal';

describe('formatting', () => {
  it('formats numbers with precision and thousands separators', () => {
    expect(formatNumber(1234567.891, { precision: 2, thousands: true })).toBe('1,234,567.89');
    expect(formatNumber(-1234.5, { precision: 2, thousands: true })).toBe('-1,234.50');
    expect(formatNumber('12', { precision: 0 })).toBe('12');
    expect(formatNumber(null)).toBe('');
    expect(formatNumber('n/a', { precision: 2 })).toBe('n/a');
  });

  it('shows a value its own decimals up to a precision past 2, and pads only up to 2 (amounts)', () => {
    expect(formatNumber(3, { precision: 4 })).toBe('3');
    expect(formatNumber(11.3, { precision: 4, thousands: true })).toBe('11.3');
    expect(formatNumber(1234.56789, { precision: 4, thousands: true })).toBe('1,234.5679');
    expect(formatNumber(33.9, { precision: 2 })).toBe('33.90');
  });

  it('formats values that need no rounding as the exact decimal path does', () => {
    // Values with no more decimals than the precision skip the decimal object (the grid's per-cell cost).
    const values: unknown[] = [0, -0, 7, -7, 0.5, -0.5, 1234.5, -1234.56, 1e21, 1e-7, 0.1 + 0.2, '0', '007.5', '1.50', '3.000', '-0.00', '-1.5', ' 12', '12.', '11.3050'];
    for (const value of values) {
      for (const precision of [0, 1, 2, 3, 4]) {
        const decimal = toDecimal(value);
        const exact = decimal === null ? String(value) : decimal.toFixed(shownDecimals(decimal, precision));
        expect(formatNumber(value, { precision }), `${String(value)} at ${precision}`).toBe(exact);
      }
    }
    expect(formatNumber(1.005, { precision: 2 })).toBe('1.01');
  });

  it('sums ignoring non-numbers and averages over the row count', () => {
    const rows = [{ a: 10 }, { a: '5' }, { a: 'x' }, { a: null }];
    expect(sumOf(rows, 'a')).toBe(15);
    expect(meanOf(rows, 'a')).toBe(3.75);
    expect(meanOf([], 'a')).toBe(0);
  });

  it('formats stored dates in each format of the spec without shifting the day', () => {
    expect(formatDate('2024-03-05 08:09:10', 'yyyy-MM-dd')).toBe('2024-03-05');
    expect(formatDate('2024-03-05', 'yyyy-MM-dd HH:mm:ss')).toBe('2024-03-05 00:00:00');
    expect(formatDate('2024-03-05T23:59:00', 'yyyy-MM')).toBe('2024-03');
    expect(formatDate('2024-03-05', 'yyyy')).toBe('2024');
    expect(formatDate('', 'yyyy')).toBe('');
  });
});
