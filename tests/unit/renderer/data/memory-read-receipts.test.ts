import { describe, expect, it } from 'vitest';
import { createMemoryAdapter } from '../../../../renderer/data/memory-adapter';
import { allEntities, lookupSeed } from '../support/fixtures';

type Row = Record<string, unknown>;

const notification = (notificationId: number) => ({
  notificationId,
  notificationTitle: `通知 ${notificationId}`,
  status: 'PUBLISHED',
  topFlag: 'N',
  receivers: [{ receiverId: notificationId, notificationId, lineNumber: 1, receiverType: 'SUPPLIER', supplierId: 1 }],
  viewers: notificationId === 1 ? [{ viewerId: 1, notificationId: 1, userId: 9, supplierId: 1, viewCount: 1 }] : [],
});

function adapterFor(userType: 'internal' | 'supplier') {
  const adapter = createMemoryAdapter({
    entities: allEntities,
    records: { srmNotification: [notification(1), notification(2)] },
    lookups: lookupSeed,
    user: { userId: 9, userType, supplierId: userType === 'supplier' ? 1 : null },
  });
  return (operation: string, body: Row) =>
    adapter.request<unknown>({ service: 'srm', resource: 'srmNotificationRestful', operation, body, menu: { menuId: 1, respId: 1 } });
}

describe('read markers and internal line collections in memory (as the server answers them)', () => {
  it('marks for a supplier user what he has read, and gives him neither receivers nor read receipts', async () => {
    const call = adapterFor('supplier');
    const listed = (await call('listByPage', { pageIndex: 1, pageRows: 20 })).data as Row[];
    expect(Object.fromEntries(listed.map((row) => [row.notificationId, row.readFlag]))).toEqual({ 1: 'Y', 2: 'N' });
    const found = (await call('findById', { id: 2 })).data as Row;
    expect(found).not.toHaveProperty('receivers');
    expect(found).not.toHaveProperty('viewers');
  });

  it('gives a buyer the receivers and read receipts, and no read marker', async () => {
    const call = adapterFor('internal');
    const found = (await call('findById', { id: 1 })).data as Row;
    expect((found.receivers as Row[]).length).toBe(1);
    expect((found.viewers as Row[]).length).toBe(1);
    expect(found).not.toHaveProperty('readFlag');
  });
});
