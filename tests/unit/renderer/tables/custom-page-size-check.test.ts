import { describe, expect, it } from 'vitest';
import { checkCustomPageSize, CUSTOM_PAGE_SIZE_MIN } from '../../../../renderer/tables/custom-page-size';
import { MAX_PAGE_SIZE } from '../../../../renderer/tables/table-model';

/** renderer/tables/custom-page-size.ts (spec 000 §5): below 0 refused, up to 9 raised to 10, over 500 refused. */
describe('checkCustomPageSize', () => {
  it('refuses a negative size', () => {
    expect(checkCustomPageSize(-1)).toEqual({ ok: false, problem: 'customNegative' });
    expect(checkCustomPageSize(-0.4)).toEqual({ ok: false, problem: 'customNegative' });
  });

  it('raises 0 to 9 to the minimum of 10', () => {
    expect(CUSTOM_PAGE_SIZE_MIN).toBe(10);
    for (const size of [0, 5, 9]) expect(checkCustomPageSize(size)).toEqual({ ok: true, size: 10, raised: true });
  });

  it('takes whole sizes from 10 to 500 as they are, rounding fractions', () => {
    expect(checkCustomPageSize(10)).toEqual({ ok: true, size: 10, raised: false });
    expect(checkCustomPageSize(37.6)).toEqual({ ok: true, size: 38, raised: false });
    expect(checkCustomPageSize(MAX_PAGE_SIZE)).toEqual({ ok: true, size: 500, raised: false });
  });

  it('refuses more than the server answers a page', () => {
    expect(checkCustomPageSize(501)).toEqual({ ok: false, problem: 'customTooLarge' });
    expect(checkCustomPageSize(600)).toEqual({ ok: false, problem: 'customTooLarge' });
  });
});
