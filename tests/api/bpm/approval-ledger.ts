import type { Database } from '../../../src/server/db';

type Row = Record<string, unknown>;

/** The order status each instance status goes with (srmPoHeader doSubmit / doApproval / doReject). */
const ORDER_STATUS_OF_INSTANCE: Record<string, string> = { RUNNING: 'SUBMITTED', APPROVED: 'APPROVED', REJECTED: 'REJECTED' };
const PENDING = new Set(['OPEN', 'WAITING']);
const DECIDED = new Set(['APPROVED', 'REJECTED']);

function countBy<T>(items: readonly T[], key: (item: T) => string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return counts;
}

/**
 * What is wrong with the stored approvals of these orders, read straight from the tables (empty when all
 * holds): one instance per order, its status matching the order's; one START, one end line when it ended;
 * one task per approver and node and one decision line for each decided task, by its assignee; no task
 * left OPEN or WAITING on an ended instance.
 */
export async function approvalProblems(database: Database, orderIds: readonly number[]): Promise<string[]> {
  const db = database.db;
  const problems: string[] = [];
  const orders = await db.selectFrom('srm_po_headers').select(['poHeaderId', 'status']).where('poHeaderId', 'in', [...orderIds]).execute();
  const instances = await db
    .selectFrom('bpm_process_instances')
    .select(['instanceId', 'businessId', 'status'])
    .where('businessEntity', '=', 'srmPoHeader')
    .where('businessId', 'in', [...orderIds])
    .execute();
  const instanceIds = instances.map((instance) => Number(instance.instanceId));
  const tasks: Row[] = instanceIds.length ? await db.selectFrom('bpm_tasks').selectAll().where('instanceId', 'in', instanceIds).execute() : [];
  const history: Row[] = instanceIds.length ? await db.selectFrom('bpm_task_history').selectAll().where('instanceId', 'in', instanceIds).execute() : [];
  for (const orderRow of orders) {
    const orderId = Number(orderRow.poHeaderId);
    const own = instances.filter((instance) => Number(instance.businessId) === orderId);
    if (orderRow.status === 'DRAFT' && own.length === 0) continue;
    if (own.length !== 1) {
      problems.push(`order ${orderId} (${String(orderRow.status)}) has ${own.length} instances`);
      continue;
    }
    const instanceId = Number(own[0].instanceId);
    const status = String(own[0].status);
    const where = `order ${orderId} instance ${instanceId}`;
    if (ORDER_STATUS_OF_INSTANCE[status] !== orderRow.status) problems.push(`${where}: instance ${status} but order ${String(orderRow.status)}`);
    const itsTasks = tasks.filter((task) => Number(task.instanceId) === instanceId);
    const itsHistory = history.filter((line) => Number(line.instanceId) === instanceId);
    const actions = countBy(itsHistory, (line) => String(line.action));
    if (actions.get('START') !== 1) problems.push(`${where}: ${actions.get('START') ?? 0} START lines`);
    const ends = (actions.get('END_APPROVED') ?? 0) + (actions.get('END_REJECTED') ?? 0);
    if (ends !== (status === 'RUNNING' ? 0 : 1)) problems.push(`${where}: ${status} with ${ends} end lines`);
    for (const [key, count] of countBy(itsTasks, (task) => `${String(task.activityId)}/${String(task.assigneeId)}`)) {
      if (count !== 1) problems.push(`${where}: ${count} tasks for node/assignee ${key}`);
    }
    const decisions = itsHistory.filter((line) => line.action === 'APPROVE' || line.action === 'REJECT');
    for (const [key, count] of countBy(decisions, (line) => `${String(line.activityId)}/${String(line.userId)}`)) {
      if (count !== 1) problems.push(`${where}: ${count} decisions of node/user ${key}`);
    }
    for (const task of itsTasks) {
      const lines = decisions.filter((line) => Number(line.taskId) === Number(task.taskId));
      const decided = DECIDED.has(String(task.status));
      if (lines.length !== (decided ? 1 : 0)) problems.push(`${where}: task ${String(task.taskId)} ${String(task.status)} has ${lines.length} decision lines`);
      if (lines.some((line) => Number(line.userId) !== Number(task.assigneeId))) problems.push(`${where}: task ${String(task.taskId)} decided by someone else than its assignee`);
      if (status !== 'RUNNING' && PENDING.has(String(task.status))) problems.push(`${where}: task ${String(task.taskId)} still ${String(task.status)} on an ended instance`);
    }
    if (status === 'RUNNING' && !itsTasks.some((task) => task.status === 'OPEN')) problems.push(`${where}: running without an open task`);
  }
  return problems;
}

/** The stored status of each task, by id. */
export async function taskStatuses(database: Database, taskIds: readonly number[]): Promise<Map<number, string>> {
  if (taskIds.length === 0) return new Map();
  const rows = await database.db.selectFrom('bpm_tasks').select(['taskId', 'status']).where('taskId', 'in', [...taskIds]).execute();
  return new Map(rows.map((row) => [Number(row.taskId), String(row.status)]));
}

/** The order's instance ids, by order id. */
export async function instancesOfOrders(database: Database, orderIds: readonly number[]): Promise<Map<number, number>> {
  const rows = await database.db
    .selectFrom('bpm_process_instances')
    .select(['instanceId', 'businessId'])
    .where('businessEntity', '=', 'srmPoHeader')
    .where('businessId', 'in', [...orderIds])
    .execute();
  return new Map(rows.map((row) => [Number(row.businessId), Number(row.instanceId)]));
}
