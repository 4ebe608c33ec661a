import type { ApiEnvelope } from '../../../src/shared/api/envelope';
import { NETWORK_ERROR } from '../../../renderer/data/http-adapter';
import type { BpmCaller, Row } from './bpm-support';

/**
 * Purchase orders driven through their approval processes (srmPoHeader.doSubmit, seed/bpm: under 100,000
 * the approver; from 100,000 the approver, then the director and finance countersigning), many at once, as
 * the durability and scale-out tests need them.
 */
export const LARGE_AMOUNT = 150_000;
export const SMALL_AMOUNT = 5_000;

/** Whether an answer is the adapter's own "server could not be reached" (a killed server), not the server's. */
export function unreachable(answer: Pick<ApiEnvelope<unknown>, 'status' | 'msg'>): boolean {
  return answer.status === 'E' && Object.values(NETWORK_ERROR).includes(answer.msg);
}

function order(caller: BpmCaller, operation: string, body: Row) {
  return caller.call('PO_LIST', 'srm', 'srmPoHeaderRestful', operation, body);
}

/** New drafts of the buyer, every other one from 100,000 (two levels) and the rest under it; answers their ids. */
export async function draftOrders(buyer: BpmCaller, count: number, label: string): Promise<number[]> {
  const [suppliers, orgs] = await Promise.all([
    buyer.call<Row[]>('PO_LIST', 'srm', 'srmPosSupplierInfoRestful', 'listByPage', { supplierNumber: 'S000003' }),
    buyer.call<Row[]>('PO_LIST', 'base', 'baseOrganizationRestful', 'listByPage', { orgCode: 'SH01' }),
  ]);
  const ids: number[] = [];
  for (let index = 0; index < count; index += 1) {
    const saved = await order(buyer, 'saveOrUpdate', {
      orgId: orgs.data[0].orgId,
      supplierId: suppliers.data[0].supplierId,
      buyerId: buyer.client.login.user.userId,
      startDate: '2026-12-01',
      description: `${label} ${index}`,
      lines: [{ itemName: '测试物料', demandQty: 1, taxPrice: index % 2 === 0 ? LARGE_AMOUNT : SMALL_AMOUNT, demandDate: '2026-12-10' }],
    });
    if (saved.status !== 'S') throw new Error(`draft ${index}: ${saved.msg}`);
    ids.push(Number(saved.data.poHeaderId));
  }
  return ids;
}

/** The approvals the orders need to end: one for an order under 100,000, three from it. */
export function approvalsNeeded(orderCount: number): number {
  const large = Math.ceil(orderCount / 2);
  return large * 3 + (orderCount - large);
}

export function submitOrder(buyer: BpmCaller, orderId: number) {
  return order(buyer, 'doSubmit', { id: orderId });
}

export function findOrder(caller: BpmCaller, orderId: number) {
  return order(caller, 'findById', { id: orderId });
}

/** Runs `work` over the items, at most `concurrency` at a time. */
export async function eachLimited<T>(items: readonly T[], concurrency: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const item = items[next];
      next += 1;
      await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, lane));
}

/** The caller's open tasks (the to-do list) on the given instances. */
export async function openTasksOn(caller: BpmCaller, instanceIds: ReadonlySet<number>): Promise<Row[]> {
  const answer = await caller.call<Row[]>('MY_UPCOMING', 'bpm', 'bpmTaskRestful', 'listByPage', { status: 'OPEN', pageRows: 500 });
  if (answer.status !== 'S') throw new Error(answer.msg);
  return answer.data.filter((task) => instanceIds.has(Number(task.instanceId)));
}

/** One approval of a task as the to-do list sends it. */
export function approveTask(caller: BpmCaller, task: Row) {
  return caller.complete('doApproveTask', task, `approved by ${caller.client.login.user.userName}`);
}
