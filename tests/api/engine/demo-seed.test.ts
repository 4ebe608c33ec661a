import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEntityEngine, type EntityEngine } from '../../../src/server/entities';
import { seedBulkOrders } from '../../../src/server/seed/demo-bulk-orders';
import { seedDemoData } from '../../../src/server/seed/demo-seed';
import { actorOf, insertLookups, openTestDatabase, testDialects, type TestDatabase } from './engine-fixture';

const dialects = await testDialects();
const NOW = new Date(2026, 2, 15, 10, 0, 0);

describe.each(dialects)('demo data on %s', (dialect) => {
  let test: TestDatabase;
  let engine: EntityEngine;
  const users = new Map<string, number>();
  beforeAll(async () => {
    test = await openTestDatabase(dialect);
    await insertLookups(test.database);
    // The system seed (not ours) creates these users before the demo seed runs.
    for (const [userName, userType] of [['admin', 'internal'], ['buyer', 'internal'], ['approver', 'internal'], ['director', 'internal'], ['finance', 'internal'], ['supplier1', 'supplier'], ['supplier2', 'supplier']]) {
      const row = await test.database.db
        .insertInto('base_users')
        .values({ userName, userFullName: userName.toUpperCase(), userType, enabledFlag: 'Y', versionNum: 1 })
        .returning('userId')
        .executeTakeFirstOrThrow();
      users.set(userName, Number(row.userId));
    }
    engine = createEntityEngine(test.database, test.catalog);
  });
  afterAll(async () => {
    await test?.cleanup();
  });

  it('seeds organisations, suppliers and orders through the engine once', async () => {
    const report = await seedDemoData(test.database, test.catalog, { now: () => NOW });
    expect(report).toEqual({ seeded: true, organizations: 3, suppliers: 4, orders: 22 });
    expect(await seedDemoData(test.database, test.catalog)).toMatchObject({ seeded: false, orders: 0 });
    const admin = actorOf(users.get('admin') ?? 0);
    const suppliers = await engine.listByPage('srmPosSupplierInfo', {}, admin);
    expect(suppliers.rows.map((row) => [row.supplierNumber, row.supplierName])).toEqual([
      ['S000001', '华东精密机械有限公司'],
      ['S000002', '深圳宏达电子科技有限公司'],
      ['S000003', '苏州恒信包装材料有限公司'],
      ['S000004', '北京中科工业贸易有限公司'],
    ]);
    const orders = await engine.listByPage('srmPoHeader', { pageRows: 50 }, admin);
    expect(orders.page.count).toBe(22);
    const statuses = new Set(orders.rows.map((row) => row.status));
    expect([...statuses].sort()).toEqual(['APPROVED', 'CONFIRMED', 'DRAFT', 'REJECTED', 'SENT', 'SUBMITTED']);
    for (const row of orders.rows) {
      expect(String(row.poNumber)).toMatch(/^PO20260315-\d{4}$/);
      expect(row).toMatchObject({ buyerId: users.get('buyer'), createdBy: users.get('buyer') });
      expect(Number(row.taxTotalAmount)).toBeGreaterThan(0);
    }
    const first = await engine.findById('srmPoHeader', Number(orders.rows[orders.rows.length - 1].poHeaderId), admin);
    expect(first).toMatchObject({ status: 'CONFIRMED', supplierNumber: 'S000001', taxTotalAmount: 5476, startDate: '2026-02-23' });
    const [bearings, shafts] = first.lines as Record<string, unknown>[];
    expect((bearings.schedules as Record<string, unknown>[]).map((schedule) => [schedule.planDate, schedule.planQty])).toEqual([['2026-03-03', 100], ['2026-03-20', 100]]);
    // Its delivery notes went through the workflow: 100 received, then 60 bearings and the 12 shafts on the way.
    expect([bearings.receivedQty, bearings.onWayQty, bearings.openQty]).toEqual([100, 60, 40]);
    expect([shafts.receivedQty, shafts.onWayQty, shafts.openQty]).toEqual([0, 12, 0]);
    const notes = await engine.listByPage('srmDeliveryHeader', { sortField: 'deliveryHeaderId', sortOrder: 'asc' }, admin);
    expect(notes.rows.map((row) => [row.status, row.supplierNumber, row.totalShipQty])).toEqual([['RECEIVED', 'S000001', 100], ['SUBMITTED', 'S000001', 72], ['SUBMITTED', 'S000002', 22000], ['DRAFT', 'S000002', 6000], ['DRAFT', 'S000001', 19]]);
    // The electronics order's second note was received: of 2000 connectors 1950 taken and 50 rejected (open again),
    // 20 returned later (open again), the rest stored.
    const electronics = (await engine.listByPage('srmPoLine', { itemCode: 'CON-USB-C' }, admin)).rows[0];
    expect([electronics.receivedQty, electronics.rejectedQty, electronics.returnQty, electronics.onWayQty, electronics.openQty, electronics.storedQty]).toEqual([1950, 50, 20, 0, 70, 1930]);
    const ledger = await engine.listByPage('srmTransaction', { poLineId: electronics.poLineId, sortField: 'transactionId', sortOrder: 'asc' }, admin);
    expect(ledger.rows.map((row) => [row.trxType, row.trxQty])).toEqual([['RECEIVE', 1950], ['REJECT', 50], ['RETURN', -20], ['STORE', 1930]]);
    // The delivery story (demo-delivery-flow.ts): 24 bearings asked, 19 promised after one send-back, confirmed and
    // packed into barcodes on the draft note; one answered notice waiting for the buyer, one for the supplier, a draft.
    const notices = await engine.listByPage('srmDeliveryNotice', { sortField: 'noticeId', sortOrder: 'asc' }, admin);
    expect(notices.rows.map((row) => [row.status, row.totalNoticeQty, row.totalSupplierQty])).toEqual([['CONFIRMED', 24, 19], ['REPLIED', 12, 12], ['RELEASED', 8, 0], ['NEW', 8, 0]]);
    const packages = await engine.listByPage('srmDeliveryBarcode', { pageRows: 50 }, admin);
    expect(packages.rows.map((row) => row.packageQty)).toEqual(expect.arrayContaining([5, 5, 5, 4]));
    expect(new Set(packages.rows.map((row) => row.barcode)).size).toBe(packages.rows.length);
    const plans = await engine.listByPage('srmProductionPlan', {}, admin);
    expect(plans.rows.map((row) => row.status)).toEqual(['CONFIRMED']);
  });

  it('walks every submitted order through its approval process: each stage from level 1 to approved or rejected', async () => {
    const admin = actorOf(users.get('admin') ?? 0);
    const models = await engine.listByPage('bpmProcessModel', { sortField: 'modelKey', sortOrder: 'asc' }, admin);
    expect(models.rows.map((row) => [row.modelKey, row.modelVersion])).toEqual([['noticeApproval', 1], ['poApproval', 1], ['poApprovalLarge', 1]]);
    const orders = (await engine.listByPage('srmPoHeader', { pageRows: 50 }, admin)).rows;
    // Instances reach only their participants, or holders of the monitoring screen (participantScope).
    const instances = (await engine.listByPage('bpmProcessInstance', { pageRows: 50 }, { ...admin, menuRoutes: ['processMonitoring'] })).rows;
    // Read behind the engine: a task is listed only to its assignee.
    const tasks = await test.database.db.selectFrom('bpm_tasks').select(['instanceId', 'assigneeId', 'status']).execute();
    const userName = new Map([...users].map(([name, id]) => [id, name]));
    /** Per order: its status, the model its amount chose, its process's status, who holds an open task. */
    const stage = (order: Record<string, unknown>) => {
      const instance = instances.find((row) => row.businessId === order.poHeaderId);
      const open = tasks.filter((task) => Number(task.instanceId) === instance?.instanceId && task.status === 'OPEN').map((task) => userName.get(Number(task.assigneeId)));
      return [order.status, instance?.modelKey, instance?.status, open.sort().join('+')];
    };
    const stages = orders.map(stage);
    for (const order of orders) {
      if (order.status === 'DRAFT') expect(stage(order)).toEqual(['DRAFT', undefined, undefined, '']);
      else expect(stage(order)[1]).toBe(Number(order.taxTotalAmount) >= 100_000 ? 'poApprovalLarge' : 'poApproval');
    }
    expect(stages).toContainEqual(['SUBMITTED', 'poApproval', 'RUNNING', 'approver']);
    expect(stages).toContainEqual(['SUBMITTED', 'poApprovalLarge', 'RUNNING', 'approver']);
    expect(stages).toContainEqual(['SUBMITTED', 'poApprovalLarge', 'RUNNING', 'director+finance']);
    expect(stages).toContainEqual(['APPROVED', 'poApprovalLarge', 'APPROVED', '']);
    expect(stages).toContainEqual(['REJECTED', 'poApprovalLarge', 'REJECTED', '']);
    expect(stages).toContainEqual(['REJECTED', 'poApproval', 'REJECTED', '']);
    expect(stages).toContainEqual(['CONFIRMED', 'poApproval', 'APPROVED', '']);
    // The order rejected at the countersign: the approver passed it, the director rejected it with its reason.
    const rejected = orders.find((order) => order.description === '实验室检测设备');
    expect(rejected).toMatchObject({ status: 'REJECTED', rejectReason: '超出本季度预算，请拆分后分批提交', approvalUserId: null });
    const approved = orders.find((order) => order.description === '年度周转箱集中采购');
    expect(approved?.approvalUserId).toBe(users.get('finance'));
  });

  it('links the demo supplier users to their suppliers, so their scope shows their own visible orders', async () => {
    const linked = await test.database.db.selectFrom('base_users').select(['userName', 'supplierId']).where('userType', '=', 'supplier').orderBy('userName').execute();
    const supplier1 = Number(linked[0].supplierId);
    const supplierActor = actorOf(users.get('supplier1') ?? 0, { userType: 'supplier', supplierId: supplier1 });
    const visible = await engine.listByPage('srmPoHeader', {}, supplierActor);
    // Approved orders stay the buyer's until sent.
    expect(visible.rows.map((row) => row.status).sort()).toEqual(['CONFIRMED', 'SENT']);
    expect(visible.rows.every((row) => row.supplierNumber === 'S000001')).toBe(true);
  });

  it('adds synthetic orders in batches with consistent totals', async () => {
    const admin = actorOf(users.get('admin') ?? 0);
    expect(await seedBulkOrders(test.database, test.catalog, 450, NOW)).toBe(450);
    expect(await seedBulkOrders(test.database, test.catalog, 5, NOW)).toBe(5);
    const bulk = await engine.listByPage('srmPoHeader', { poNumber_like: 'PB20260315-', sortField: 'poNumber', sortOrder: 'desc', pageRows: 1 }, admin);
    expect(bulk.page.count).toBe(455);
    expect(bulk.rows[0].poNumber).toBe('PB20260315-000455');
    const order = await engine.findById('srmPoHeader', Number(bulk.rows[0].poHeaderId), admin);
    const lines = order.lines as Record<string, unknown>[];
    expect(lines).toHaveLength(2);
    const sum = lines.reduce((total, line) => total + Number(line.taxTotalPrice), 0);
    expect(order.taxTotalAmount).toBeCloseTo(sum, 2);
    expect((await engine.listByPage('srmPoLine', {}, admin)).page.count).toBe(455 * 2 + 40);
  });
});
