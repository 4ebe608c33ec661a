import { describe, expect, it } from 'vitest';
import { relativeDate, resolveQueryParams } from '../../../../renderer/query/resolve-query-params';

/** Fixed filters of reports and dashboard widgets may be dates counted from today (renderer/descriptors/query.schema.ts). */
describe('query params', () => {
  const now = new Date(2026, 0, 31, 15, 0, 0);

  it('resolves today, the first of this month and of this year, shifted by months and days', () => {
    expect(relativeDate({ date: 'today' }, now)).toBe('2026-01-31');
    expect(relativeDate({ date: 'monthStart' }, now)).toBe('2026-01-01');
    expect(relativeDate({ date: 'monthStart', months: -11 }, now)).toBe('2025-02-01');
    expect(relativeDate({ date: 'yearStart' }, now)).toBe('2026-01-01');
    expect(relativeDate({ date: 'today', days: -31 }, now)).toBe('2025-12-31');
  });

  it('keeps plain values and resolves relative dates of a query’s params', () => {
    expect(resolveQueryParams({ status_in: ['APPROVED'], approvedDate_gte: { date: 'monthStart' }, orgId: 3 }, now)).toEqual({
      status_in: ['APPROVED'],
      approvedDate_gte: '2026-01-01',
      orgId: 3,
    });
    expect(resolveQueryParams(undefined, now)).toEqual({});
  });
});
