import { screen, waitFor } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { beforeEach, describe, expect, it } from 'vitest';
import { createMemoryAdapter } from '../../../renderer/data/memory-adapter';
import { listScreenRoutes } from '../../../renderer/loading/default-screen-loader';
import { routeOfDescriptorPath } from '../../../renderer/loading/screen-routes';
import { ScreenDescriptor } from '../../../renderer/screen-format';
import { sampleRecords } from '../../../storybook/sample-data/sample-records';
import { failOnConsoleError } from './support/console-guard';
import { ALL_RESOURCES, allEntities, baseRecords, lookupSeed, purchaseOrder, screenDescriptorFiles } from './support/fixtures';
import { renderScreen } from './support/render-screen';

failOnConsoleError();
beforeEach(() => localStorage.clear());

/**
 * Every entity's sample records (Storybook's, with keys 1, 2, ...: what an edit screen here is opened with), and
 * hand-made records where a screen needs particular ones.
 */
const records = {
  ...sampleRecords(allEntities, lookupSeed),
  ...baseRecords,
  srmPoHeader: [
    {
      ...purchaseOrder(1),
      lines: [{ poLineId: 1, lineNumber: 1, itemName: '轴承', demandQty: 2, taxPrice: 11.3, taxRateCode: 'VAT13', demandDate: '2024-02-01' }],
    },
  ],
  srmDeliveryHeader: [
    {
      deliveryHeaderId: 1,
      deliveryNumber: 'DN20240201-0001',
      supplierId: 1,
      orgId: 1,
      status: 'DRAFT',
      shipDate: '2024-02-01',
      lines: [{ deliveryLineId: 1, lineNumber: 1, poLineId: 1, poNumber: 'PO20240101-0001', itemName: '轴承', shipQty: 2 }],
    },
  ],
  baseLookupType: [
    {
      lookupTypeId: 1,
      lookupType: 'PO_TYPE',
      meaning: '订单类型',
      customizationLevel: 'E',
      lookupValues: [{ lookupValuesId: 1, lookupType: 'PO_TYPE', lookupCode: 'STANDARD', meaning: '标准订单', enabledFlag: 'Y' }],
    },
  ],
  // A service entity keyed by text: the key "1" is what every edit screen here is opened with.
  baseRedisKey: [{ key: '1', keyType: 'string', ttlSeconds: -1, size: 5, memoryBytes: 56, value: 'hello' }],
  baseTableModel: [{ entityName: '1', entityLabel: '采购订单', service: 'srm', storage: 'table', tableName: 'srm_po_headers', primaryKey: 'poHeaderId', fieldCount: 40 }],
  scheduleRequest: [
    { requestId: 1, requestNumber: 'REQ20260115-00001', programCode: 'purgeExpiredSessions', status: 'COMPLETED', runCount: 1, resultMessage: '已删除0个结束超过24小时的会话' },
  ],
  baseUserOrgPermit: [{ permitId: 1, userId: 1, orgId: 1 }],
  baseMessageHistory: [
    { messageId: 1, recipient: 'li.lei@example.com', subject: '供应商注册已通过', body: '您好', messageStatus: 'OUTBOX', sentDate: '2026-01-15 08:00:00' },
  ],
  bpmProcessRole: [
    { roleId: 1, roleCode: 'PO_SECOND_LEVEL', roleName: '订单二级审批', roleNameEn: 'Order second level', enabledFlag: 'Y', members: [{ memberId: 1, roleId: 1, userId: 1 }] },
  ],
  bpmReminderSetting: [
    { settingId: 1, modelKey: 'poApproval', activityId: null, remindTiming: 'BEFORE_DUE', remindHours: 4, repeatEveryHours: 2, maxReminders: 3, escalateAfterHours: 8, escalateUserId: 1, enabledFlag: 'Y' },
  ],
  srmSupplierRegister: [
    {
      registerId: 1,
      registerNumber: 'R20260115080000',
      supplierName: '深圳测试电子有限公司',
      creditCode: '91440300708461136T',
      contactName: '李雷',
      contactPhone: '13800000000',
      contactEmail: 'li.lei@example.com',
      userName: 'newsupplier',
      registerStatus: 'SUBMITTED',
      submittedDate: '2026-01-15 08:00:00',
      attachments: [],
    },
  ],
  baseUserOperateLog: [
    { logId: 1, operateTime: '2026-01-15 08:00:00', userName: 'buyer', userType: 'internal', entityName: 'srmPoHeader', recordId: '1', operation: 'saveOrUpdate', result: 'SUCCESS', changedFields: '{"description":[null,"备注"]}' },
  ],
};

const descriptors = screenDescriptorFiles().map((path) => ({
  path,
  route: routeOfDescriptorPath(path),
  descriptor: ScreenDescriptor.parse(JSON.parse(readFileSync(path, 'utf8'))),
}));

describe('every screen under screens/', () => {
  it('lists the routes of every descriptor file', () => {
    expect(listScreenRoutes().sort()).toEqual(descriptors.map((entry) => entry.route).sort());
  });

  it.each(descriptors.map((entry) => [entry.route, entry] as const))('%s parses and renders', async (route, entry) => {
    expect(entry.descriptor.route).toBe(route);
    const adapter = createMemoryAdapter({ entities: allEntities, records, lookups: lookupSeed, resources: ALL_RESOURCES });
    renderScreen({ route, adapter, params: entry.descriptor.type === 'edit' ? { id: '1' } : {} });
    expect(await screen.findByText(entry.descriptor.title.cn)).toBeTruthy();
    await waitFor(() => expect(document.querySelector('.arco-spin-loading')).toBeNull());
  });

  it.each(descriptors.filter((entry) => entry.descriptor.type === 'edit').map((entry) => [entry.route] as const))(
    '%s renders a new record',
    async (route) => {
      const adapter = createMemoryAdapter({ entities: allEntities, records, lookups: lookupSeed, resources: ALL_RESOURCES });
      renderScreen({ route, adapter });
      expect(await screen.findByText('新建')).toBeTruthy();
    },
  );

  it('shows a clear error for an unknown route', async () => {
    const adapter = createMemoryAdapter({ entities: allEntities });
    renderScreen({ route: 'noSuchScreen', adapter });
    expect(await screen.findByText('页面不存在：noSuchScreen')).toBeTruthy();
  });
});
