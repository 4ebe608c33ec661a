import { type EntityCatalog, tableOf } from '../../shared/entity/entity-catalog';
import type { Database } from '../db/database.types';
import { createEntityEngine } from '../entities/create-entity-engine';
import { formatDate } from '../entities/engine-clock';
import type { Actor, EntityEngine, EntityRecord } from '../entities/entity-engine.types';
import { loadDemoData, type DemoData, type DemoDelivery, type DemoOrder } from './demo-data';

export interface DemoSeedOptions {
  now?: () => Date;
  /** Another demo file (tests); default seed/demo/purchasing.json. */
  file?: string;
}

export interface DemoSeedReport {
  /** False when purchase orders already existed and nothing was done. */
  seeded: boolean;
  organizations: number;
  suppliers: number;
  orders: number;
}

const DEMO_USERS = ['admin', 'buyer', 'approver', 'supplier1', 'supplier2'];
const ORDER_LENGTH_DAYS = 90;

interface DemoUser {
  userId: number;
  userName: string;
  supplierId: number | null;
}

function actorOf(user: DemoUser, supplierId: number | null = null): Actor {
  return { userId: user.userId, userName: user.userName, userType: supplierId === null ? 'internal' : 'supplier', supplierId, language: 'CN', sessionId: 0, organizations: 'all' };
}

function daysFrom(now: Date, days: number): string {
  const moment = new Date(now);
  moment.setDate(moment.getDate() + days);
  return formatDate(moment);
}

async function demoUsers(database: Database, catalog: EntityCatalog): Promise<Map<string, DemoUser>> {
  const rows = await database.db
    .selectFrom(tableOf(catalog.get('baseUsers')))
    .select(['userId', 'userName', 'supplierId'])
    .where('userName', 'in', DEMO_USERS)
    .execute();
  return new Map(rows.map((row) => [String(row.userName), {
    userId: Number(row.userId),
    userName: String(row.userName),
    supplierId: row.supplierId === null ? null : Number(row.supplierId),
  }]));
}

/** The id of the record whose `field` equals `value`, or the id of a record newly saved from `create`. */
async function findOrCreate(engine: EntityEngine, catalog: EntityCatalog, entity: string, match: [string, string], create: Record<string, unknown>, actor: Actor): Promise<number> {
  const [field, value] = match;
  const found = await engine.listByPage(entity, { [field]: value, pageRows: 1 }, actor);
  const primaryKey = catalog.get(entity).primaryKey;
  if (found.rows.length > 0) return Number(found.rows[0][primaryKey]);
  return Number((await engine.saveOrUpdate(entity, create, actor))[primaryKey]);
}

/** Suppliers by the demo file's number; demo supplier users without a supplier are linked to theirs. */
async function seedSuppliers(engine: EntityEngine, database: Database, catalog: EntityCatalog, data: DemoData, users: Map<string, DemoUser>, actor: Actor): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const { supplierNumber, userName, ...supplier } of data.suppliers) {
    const byNumber = await engine.listByPage('srmPosSupplierInfo', { supplierNumber, pageRows: 1 }, actor);
    const id = byNumber.rows.length > 0
      ? Number(byNumber.rows[0].supplierId)
      : await findOrCreate(engine, catalog, 'srmPosSupplierInfo', ['supplierName', supplier.supplierName], supplier, actor);
    ids.set(supplierNumber, id);
    const user = userName ? users.get(userName) : undefined;
    if (user && user.supplierId === null) {
      await database.db.updateTable(tableOf(catalog.get('baseUsers'))).set({ supplierId: id }).where('userId', '=', user.userId).execute();
      user.supplierId = id;
    }
  }
  return ids;
}

interface OrderActors {
  buyer: Actor;
  approver: Actor;
  /** Supplier users by supplier id, for confirming. */
  suppliers: Map<number, Actor>;
}

/** Creates one order as the buyer and walks it through the workflow to its demo status. */
async function seedOrder(engine: EntityEngine, order: DemoOrder, refs: { orgId: number; supplierId: number }, actors: OrderActors, now: Date): Promise<void> {
  const { lines, startInDays, status, rejectReason } = order;
  const saved = await engine.saveOrUpdate('srmPoHeader', {
    taxRateCode: order.taxRateCode,
    paymentCondition: order.paymentCondition,
    settlementWay: order.settlementWay,
    description: order.description,
    internalRemark: order.internalRemark,
    orgId: refs.orgId,
    supplierId: refs.supplierId,
    buyerId: actors.buyer.userId,
    shipToOrganizationId: refs.orgId,
    startDate: daysFrom(now, startInDays),
    endDate: daysFrom(now, startInDays + ORDER_LENGTH_DAYS),
    lines: lines.map(({ needInDays, schedules, ...line }) => ({
      ...line,
      demandDate: daysFrom(now, needInDays),
      schedules: schedules?.map(({ planInDays, ...schedule }) => ({ ...schedule, planDate: daysFrom(now, planInDays) })),
    })),
  }, actors.buyer);
  if (status === 'DRAFT') return;
  const id = Number(saved.poHeaderId);
  await engine.runAction('srmPoHeader', 'doSubmit', { id }, actors.buyer);
  if (status === 'REJECTED') {
    await engine.runAction('srmPoHeader', 'doReject', { id, comment: rejectReason ?? '请核对订单信息' }, actors.approver);
    return;
  }
  if (status === 'SUBMITTED') return;
  await engine.runAction('srmPoHeader', 'doApproval', { id }, actors.approver);
  const supplierActor = actors.suppliers.get(refs.supplierId);
  if (status !== 'CONFIRMED' || !supplierActor) return;
  await engine.runAction('srmPoHeader', 'doSupplierConfirm', { id }, supplierActor);
  for (const delivery of order.deliveries ?? []) await seedDelivery(engine, id, delivery, { supplier: supplierActor, buyer: actors.buyer }, now);
}

/**
 * A delivery note as the supplier makes one: generated from the confirmed order (the lines it ships, with
 * their quantities), shipped and received through the workflow, so the order lines' quantities on the way
 * and received are the consumptions' own.
 */
async function seedDelivery(engine: EntityEngine, orderId: number, delivery: DemoDelivery, actors: { supplier: Actor; buyer: Actor }, now: Date): Promise<void> {
  const { record } = await engine.generate('srmPoHeader', 'doCreateDelivery', { id: orderId }, actors.supplier);
  const order = await engine.findById('srmPoHeader', orderId, actors.buyer);
  const orderLines = order.lines as EntityRecord[];
  const generated = record.lines as EntityRecord[];
  const lines = delivery.lines.map(({ line, shipQty }) => {
    const poLineId = orderLines[line]?.poLineId;
    const made = generated.find((candidate) => candidate.poLineId === poLineId);
    if (!made) throw new Error(`demo delivery of order ${String(order.poNumber)}: line ${line} has nothing open to ship`);
    return { ...made, shipQty };
  });
  const saved = await engine.saveOrUpdate('srmDeliveryHeader', {
    ...record,
    shipDate: daysFrom(now, delivery.shipInDays),
    expectedArrivalDate: daysFrom(now, delivery.shipInDays + 2),
    carrier: delivery.carrier ?? null,
    trackingNumber: delivery.trackingNumber ?? null,
    lines,
  }, actors.supplier);
  const id = Number(saved.deliveryHeaderId);
  if (delivery.status === 'DRAFT') return;
  await engine.runAction('srmDeliveryHeader', 'doSubmit', { id }, actors.supplier);
  if (delivery.status === 'RECEIVED') await engine.runAction('srmDeliveryHeader', 'doReceive', { id }, actors.buyer);
}

/**
 * Demo business data for a first start: organisations, suppliers (S000001 and S000002 are those of the
 * demo supplier users) and purchase orders in several statuses, all created through the engine so
 * numbers, totals and audit fields are real. Runs only while there is no purchase order at all. The
 * demo users must exist already (the system seed creates them).
 */
export async function seedDemoData(database: Database, catalog: EntityCatalog, options: DemoSeedOptions = {}): Promise<DemoSeedReport> {
  const orders = await database.db.selectFrom(tableOf(catalog.get('srmPoHeader'))).select('poHeaderId').limit(1).execute();
  if (orders.length > 0) return { seeded: false, organizations: 0, suppliers: 0, orders: 0 };
  const data = loadDemoData(options.file);
  const users = await demoUsers(database, catalog);
  const buyerUser = users.get('buyer') ?? users.get('admin');
  if (!buyerUser) throw new Error('demo data needs the demo users (buyer or admin) in base_users: run the system seed first');
  const now = options.now ?? (() => new Date());
  const engine = createEntityEngine(database, catalog, { now });
  const buyer = actorOf(buyerUser);
  const approver = actorOf(users.get('approver') ?? buyerUser);

  const orgIds = new Map<string, number>();
  for (const org of data.organizations) {
    orgIds.set(org.orgCode, await findOrCreate(engine, catalog, 'baseOrganization', ['orgCode', org.orgCode], org, buyer));
  }
  for (const permit of data.orgPermits) {
    const user = users.get(permit.userName);
    if (!user) continue;
    for (const orgCode of permit.orgCodes) {
      const orgId = orgIds.get(orgCode);
      if (orgId === undefined) throw new Error(`demo organisation permit of ${permit.userName} names an unknown organisation ${orgCode}`);
      await engine.saveOrUpdate('baseUserOrgPermit', { userId: user.userId, orgId }, buyer);
    }
  }
  const supplierIds = await seedSuppliers(engine, database, catalog, data, users, buyer);
  const supplierActors = new Map<number, Actor>();
  for (const user of users.values()) if (user.supplierId !== null) supplierActors.set(user.supplierId, actorOf(user, user.supplierId));

  for (const order of data.orders) {
    const orgId = orgIds.get(order.orgCode);
    const supplierId = supplierIds.get(order.supplierNumber);
    if (orgId === undefined || supplierId === undefined) throw new Error(`demo order "${order.description}" names an unknown organisation or supplier`);
    await seedOrder(engine, order, { orgId, supplierId }, { buyer, approver, suppliers: supplierActors }, now());
  }
  return { seeded: true, organizations: orgIds.size, suppliers: supplierIds.size, orders: data.orders.length };
}
