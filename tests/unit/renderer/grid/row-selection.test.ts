import { describe, expect, it } from 'vitest';
import { pageCheckState, rowKeyFor, toggleRows } from '../../../../renderer/grid/selection/row-selection';

/** renderer/grid/selection/row-selection.ts: rows kept by key (pageSelection.keyFields) across pages. */
const key = rowKeyFor(['id']);
const page1 = [{ id: 1 }, { id: 2 }, { id: 3 }];
const page2 = [{ id: 4 }, { id: 5 }];

describe('row selection', () => {
  it('keys rows by one key field, or by several joined', () => {
    expect(key({ id: 7 })).toBe('7');
    expect(key({})).toBe('');
    const composite = rowKeyFor(['lookupType', 'lookupCode']);
    expect(composite({ lookupType: 'PO_STATUS', lookupCode: 'DRAFT' })).toBe('PO_STATUS|DRAFT');
    expect(composite({ lookupType: 'PO_STATUS', lookupCode: 'DRAFT' })).not.toBe(composite({ lookupType: 'PO_TYPE', lookupCode: 'DRAFT' }));
  });

  it('keeps rows checked on other pages when rows of this page are checked or unchecked', () => {
    let chosen = toggleRows(new Map(), [page1[0], page1[2]], key, true);
    chosen = toggleRows(chosen, [page2[1]], key, true);
    expect([...chosen.keys()]).toEqual(['1', '3', '5']);
    chosen = toggleRows(chosen, page1, key, false);
    expect([...chosen.keys()]).toEqual(['5']);
    expect(chosen.get('5')).toBe(page2[1]);
  });

  it('does not change the map it is given', () => {
    const before = new Map([['1', page1[0]]]);
    toggleRows(before, page2, key, true);
    expect([...before.keys()]).toEqual(['1']);
  });

  it('tells the header check box whether all, some or none of this page is checked', () => {
    const chosen = toggleRows(new Map(), [page1[0], ...page2], key, true);
    expect(pageCheckState(page1, key, chosen)).toBe('some');
    expect(pageCheckState(page2, key, chosen)).toBe('all');
    expect(pageCheckState([{ id: 9 }], key, chosen)).toBe('none');
    expect(pageCheckState([], key, chosen)).toBe('none');
    expect(pageCheckState(page1, key, new Set<string>())).toBe('none');
  });
});
