import { seedDeliveryFlow } from './demo-delivery-flow';
import { type EntityCatalog, tableOf } from '../../shared/entity/entity-catalog';
import type { Database } from '../db/database.types';
import { createEntityEngine } from '../entities/create-entity-engine';
import { formatDate } from '../entities/engine-clock';
import type { Actor, EntityEngine, EntityRecord } from '../entities/entity-engine.types';
import { DocumentApprovals } from '../bpm/document-approvals';
import { BPM_ENTITIES } from '../../shared/bpm/bpm-entities';
import { loadDemoData, type DemoData, type DemoDelivery, type DemoOrder } from './demo-data';
import { seedDemoModels } from './demo-models';
import { seedReceipt } from './demo-receipts';
import { keepQueuedMail } from '../mail/mail-outbox';

export interface DemoSeedOptions {
  now?: () => Date;
  /** Another demo file (tests); default seed/demo/purchasing.json. */
  file?: string;
  /**
   * Runs after the suppliers and before the orders: the demo records (bank accounts, payment terms) the orders
   * refer to need the suppliers, and the orders need them.
   */
  beforeOrders?: () => Promise<unknown>;
}

export interface DemoSeedReport {
  /** False when purchase orders already existed and nothing was done. */
  seeded: boolean;
  organizations: number;
  suppliers: number;
  orders: number;
}

const DEMO_USERS = ['admin', 'buyer', 'approver', 'director', 'finance', 'supplier1', 'supplier2'];
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
  /** Internal users by user id: whoever holds an order's approval task decides it. */
  internal: Map<number, Actor>;
  /** Supplier users by supplier id, for confirming. */
  suppliers: Map<number, Actor>;
}

/** The users holding an open task of the order's running approval. */
async function openApprovers(engine: EntityEngine, catalog: EntityCatalog, orderId: number, actors: OrderActors): Promise<Actor[]> {
  const rows = await engine.kit.base.db
    .selectFrom(`${tableOf(catalog.get(BPM_ENTITIES.task))} as task`)
    .innerJoin(`${tableOf(catalog.get(BPM_ENTITIES.instance))} as instance`, 'instance.instanceId', 'task.instanceId')
    .select('task.assigneeId')
    .where('instance.businessEntity', '=', 'srmPoHeader')
    .where('instance.businessId', '=', orderId)
    .where('instance.status', '=', 'RUNNING')
    .where('task.status', '=', 'OPEN')
    .orderBy('task.taskId')
    .execute();
  return rows.map((row) => {
    const actor = actors.internal.get(Number(row.assigneeId));
    if (!actor) throw new Error(`demo order ${orderId}: its approval task is assigned to user ${String(row.assigneeId)}, who is not a demo user`);
    return actor;
  });
}

/** Each approver of the order's current node approves it (on the order, as from its list), `levels` times or until it ends. */
async function approveLevels(engine: EntityEngine, catalog: EntityCatalog, orderId: number, actors: OrderActors, levels = Infinity): Promise<void> {
  for (let level = 0; level < levels; level += 1) {
    const approvers = await openApprovers(engine, catalog, orderId, actors);
    if (approvers.length === 0) return;
    for (const approver of approvers) await engine.runAction('srmPoHeader', 'doApproval', { id: orderId }, approver);
  }
}

/** The demo payment term of this code; none when the demo records are not seeded (a test seeding orders alone). */
async function paymentTermId(engine: EntityEngine, termCode: string, actor: Actor): Promise<number | null> {
  const found = await engine.listByPage('srmPaymentTerm', { termCode, pageRows: 1 }, actor);
  return found.rows.length > 0 ? Number(found.rows[0].termId) : null;
}

/** Creates one order as the buyer and walks it through its approval process to its demo status. */
async function seedOrder(engine: EntityEngine, catalog: EntityCatalog, order: DemoOrder, refs: { orgId: number; supplierId: number; paymentTermId: number | null }, actors: OrderActors, now: Date): Promise<void> {
  const { lines, startInDays, status, rejectReason, approvedLevels = 0 } = order;
  const saved = await engine.saveOrUpdate('srmPoHeader', {
    taxRateCode: order.taxRateCode,
    paymentTermId: refs.paymentTermId,
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
  if (status === 'SUBMITTED' || status === 'REJECTED') await approveLevels(engine, catalog, id, actors, approvedLevels);
  if (status === 'SUBMITTED') return;
  if (status === 'REJECTED') {
    const [rejecter] = await openApprovers(engine, catalog, id, actors);
    await engine.runAction('srmPoHeader', 'doReject', { id, comment: rejectReason ?? '请核对订单信息' }, rejecter);
    return;
  }
  await approveLevels(engine, catalog, id, actors);
  if (status === 'APPROVED') return;
  await engine.runAction('srmPoHeader', 'doSend', { id }, actors.buyer);
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
  const shipped = await engine.runAction('srmDeliveryHeader', 'doSubmit', { id }, actors.supplier);
  if (delivery.receipt) await seedReceipt(engine, shipped, delivery.receipt, daysFrom(now, delivery.shipInDays + 2), actors.buyer);
  if (delivery.status === 'RECEIVED') await engine.runAction('srmDeliveryHeader', 'doReceive', { id }, actors.buyer);
}

/**
 * Demo business data for a first start: organisations, suppliers (S000001 and S000002 are those of the
 * demo supplier users), the demo approval models, and purchase orders in every stage (draft, in approval
 * at the first or second level, approved, rejected, confirmed), all made through the engine and the
 * approval process so numbers, totals, audit fields, tasks and history are real. Runs only while there is no purchase order at all. The
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
  const engine = createEntityEngine(database, catalog, { now, processes: (kit) => new DocumentApprovals(kit, catalog) });
  const buyer = actorOf(buyerUser);
  await seedDemoModels(engine, catalog, actorOf(users.get('admin') ?? buyerUser));

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
  const internal = new Map([...users.values()].filter((user) => user.supplierId === null).map((user) => [user.userId, actorOf(user)]));

  await options.beforeOrders?.();
  // Many orders share a term: each code is looked up once.
  const termIds = new Map<string, number | null>();
  for (const order of data.orders) {
    const orgId = orgIds.get(order.orgCode);
    const supplierId = supplierIds.get(order.supplierNumber);
    if (orgId === undefined || supplierId === undefined) throw new Error(`demo order "${order.description}" names an unknown organisation or supplier`);
    if (!termIds.has(order.paymentTermCode)) termIds.set(order.paymentTermCode, await paymentTermId(engine, order.paymentTermCode, buyer));
    const paymentTermIdOfOrder = termIds.get(order.paymentTermCode) ?? null;
    await seedOrder(engine, catalog, order, { orgId, supplierId, paymentTermId: paymentTermIdOfOrder }, { buyer, internal, suppliers: supplierActors }, now());
  }
  const supplier1 = users.get('supplier1');
  await seedDeliveryFlow(engine, { buyer, supplier: supplier1?.supplierId ? supplierActors.get(supplier1.supplierId) : undefined }, now());
  // The demo approvals told their people (the bell has messages); their mail to example.com addresses is kept, not sent.
  await keepQueuedMail(database.db, now());
  return { seeded: true, organizations: orgIds.size, suppliers: supplierIds.size, orders: data.orders.length };
}
