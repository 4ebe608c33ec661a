import { describe, expect, it } from 'vitest';
import { PENDING_ROWS_SHOWN, formatPendingDate, pendingGroupsToShow, type PendingGroup } from '../../../src/app/pages/home/pending-api';

function group(menuId: number, count: number): PendingGroup {
  return {
    menuId,
    respId: 1,
    route: 'purchaseOrderList',
    title: { cn: '采购订单', en: 'Purchase orders' },
    entity: 'srmPoHeader',
    actions: ['doApproval'],
    count,
    rows: Array.from({ length: Math.min(count, 12) }, (_, i) => ({ id: i, code: `PO${i}`, status: 'SUBMITTED', lastUpdateDate: '2024-05-01 08:30:00' })),
  };
}

describe('pendingGroupsToShow', () => {
  it('drops empty groups, puts the fullest first and caps the rows', () => {
    const shown = pendingGroupsToShow([group(1, 2), group(2, 0), group(3, 30)]);
    expect(shown.map((g) => g.menuId)).toEqual([3, 1]);
    expect(shown[0].rows).toHaveLength(PENDING_ROWS_SHOWN);
    expect(shown[0].count).toBe(30);
  });

  it('copes with a missing list', () => {
    expect(pendingGroupsToShow(null)).toEqual([]);
  });
});

describe('formatPendingDate', () => {
  it('shows date and minutes and leaves unreadable text alone', () => {
    expect(formatPendingDate('2024-05-01 08:30:45')).toBe('2024-05-01 08:30');
    expect(formatPendingDate('soon')).toBe('soon');
  });
});
