import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { createMemoryAdapter } from '../../../../renderer/data/memory-adapter';
import { failOnConsoleError } from '../support/console-guard';
import { ALL_RESOURCES, allEntities, baseRecords, lookupSeed, purchaseOrder } from '../support/fixtures';
import { renderScreen } from '../support/render-screen';

failOnConsoleError();
beforeEach(() => localStorage.clear());

const LINE = { poLineId: 7, lineNumber: 1, itemName: '深沟球轴承', demandQty: 3, taxPrice: 11.3, taxRateCode: 'VAT13', demandDate: '2024-02-01' };

async function openOrderAs(userType: 'internal' | 'supplier') {
  const adapter = createMemoryAdapter({
    entities: allEntities,
    records: { ...baseRecords, srmPoHeader: [{ ...purchaseOrder(1, { status: 'SENT' }), lines: [LINE] }] },
    lookups: lookupSeed,
    resources: ALL_RESOURCES,
    user: { userId: 9, userType, supplierId: 1 },
  });
  renderScreen({ route: 'purOrderManage/purchaseOrderEdit', adapter, params: { id: '1' }, userType });
  await screen.findByText('PO202401010001', { selector: '.srm-edit-header *' });
}

describe('internal fields on a screen buyers and suppliers share', () => {
  it('shows a buyer the internal notes and the target price column', async () => {
    await openOrderAs('internal');
    expect(screen.queryByText('内部备注')).not.toBeNull();
    expect(screen.queryAllByText('目标价').length).toBeGreaterThan(0);
    expect(document.querySelector('[data-field="internalRemark"]')).not.toBeNull();
  });

  it('leaves them out for a supplier instead of showing them empty', async () => {
    await openOrderAs('supplier');
    expect(screen.queryByText('内部备注')).toBeNull();
    expect(screen.queryAllByText('目标价')).toEqual([]);
    expect(document.querySelector('[data-field="internalRemark"]')).toBeNull();
    expect(screen.queryByText('备注')).not.toBeNull();
  });
});

const NOTIFICATION = {
  notificationId: 5,
  notificationNumber: 'NF202611270001',
  notificationTitle: '交付计划调整',
  notificationType: 'DELIVERY',
  urgency: 'URGENT',
  confirmFlag: 'Y',
  replyFlag: 'N',
  topFlag: 'N',
  status: 'PUBLISHED',
  content: '<p>请确认</p>',
  receivers: [{ receiverId: 1, notificationId: 5, lineNumber: 1, receiverType: 'SUPPLIER', supplierId: 1 }],
  viewers: [{ viewerId: 1, notificationId: 5, userId: 9, supplierId: 1, viewCount: 1 }],
};

async function openNotificationAs(userType: 'internal' | 'supplier') {
  const adapter = createMemoryAdapter({
    entities: allEntities,
    records: { ...baseRecords, srmNotification: [NOTIFICATION] },
    lookups: lookupSeed,
    resources: ALL_RESOURCES,
    user: { userId: 9, userType, supplierId: 1 },
  });
  renderScreen({ route: 'notification/notificationDesc', adapter, params: { id: '5' }, userType });
  await screen.findByText('NF202611270001', { selector: '[data-field="notificationNumber"]' });
}

describe('internal line collections on a screen buyers and suppliers share', () => {
  it('shows a buyer the receivers and read receipts tabs', async () => {
    await openNotificationAs('internal');
    expect(screen.queryAllByText('接收方').length).toBeGreaterThan(0);
    expect(screen.queryAllByText('阅读记录').length).toBeGreaterThan(0);
  });

  it('leaves both tabs out for a supplier', async () => {
    await openNotificationAs('supplier');
    expect(screen.queryAllByText('接收方')).toEqual([]);
    expect(screen.queryAllByText('阅读记录')).toEqual([]);
  });
});
