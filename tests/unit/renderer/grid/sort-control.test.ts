import { describe, expect, it } from 'vitest';
import { nextSort } from '../../../../renderer/grid/header/sort-control';

/** renderer/grid/header/sort-control.tsx nextSort: ascending, then descending, then no sort; one column at a time. */
describe('nextSort', () => {
  it('cycles asc, desc, none on the same column', () => {
    const first = nextSort('poNumber', undefined);
    expect(first).toEqual({ field: 'poNumber', order: 'asc' });
    const second = nextSort('poNumber', first);
    expect(second).toEqual({ field: 'poNumber', order: 'desc' });
    expect(nextSort('poNumber', second)).toBeUndefined();
  });

  it('starts ascending on another column, whatever the current sort', () => {
    expect(nextSort('status', { field: 'poNumber', order: 'desc' })).toEqual({ field: 'status', order: 'asc' });
    expect(nextSort('status', { field: 'poNumber', order: 'asc' })).toEqual({ field: 'status', order: 'asc' });
  });
});
