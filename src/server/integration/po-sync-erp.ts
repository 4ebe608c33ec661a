import type { FastifyRequest } from 'fastify';
import { actorOf, requireIdentity } from '../auth/request-identity';
import type { EntityEngine, EntityRecord } from '../entities/entity-engine.types';
import { ApiError } from '../http/api-error';
import { success } from '../http/envelope-schema';
import { requestLanguage } from '../http/request-language';
import { EntityRequestBody } from '../services/entity-request-body';
import type { SqlDatabase } from '../sql-database';
import { callOutbound } from './outbound-call';
import type { OutboundPoints } from './outbound-points';

/** Orders the ERP may receive: approved and not closed or cancelled (after approval, sending, confirmation). */
export const SYNCABLE_PO_STATUSES = ['APPROVED', 'SENT', 'CONFIRMED'] as const;

const HEADER_FIELDS = ['poNumber', 'poVersions', 'poType', 'orgId', 'supplierId', 'supplierSiteId', 'currencyCode', 'taxRateCode', 'buyerId', 'paymentTermId', 'settlementWay', 'status', 'approvedDate', 'startDate', 'endDate', 'contractCode', 'prNumber', 'shipToOrganizationId', 'shipToLocationId', 'nonTaxTotalAmount', 'taxTotalAmount', 'description'];
const LINE_FIELDS = ['poLineId', 'lineNumber', 'itemCode', 'itemName', 'itemSpec', 'uomCode', 'demandQty', 'taxPrice', 'nonTaxPrice', 'taxRateCode', 'taxTotalPrice', 'nonTaxTotalPrice', 'demandDate', 'status', 'erpPoNumber', 'prNumber'];

const pick = (record: EntityRecord, fields: readonly string[]) => Object.fromEntries(fields.map((field) => [field, record[field] ?? null]));

/** The document the ERP receives: the order header and its lines, the fields an ERP purchase order holds. */
export function purchaseOrderPayload(order: EntityRecord): Record<string, unknown> {
  const lines = (order.lines as EntityRecord[] | undefined) ?? [];
  return { poHeaderId: order.poHeaderId, ...pick(order, HEADER_FIELDS), lines: lines.map((line) => pick(line, LINE_FIELDS)) };
}

const MESSAGES = {
  notSyncable: { cn: '订单状态为{status}，只有已审批、已发布或已确认的订单可以同步ERP', en: 'The order is {status}: only approved, sent or confirmed orders can be sent to the ERP' },
} as const;

/**
 * The command srmPoHeader.doSyncSap {id}: sends an approved order to the ERP through the outbound point
 * erp.purchaseOrder.sync. The caller must be able to read the order; every call is in the interface log,
 * and the answer is E (with the reason) when no ERP interface is configured or the ERP refused.
 */
export function purchaseOrderSyncHandlers({ engine, database, points }: { engine: EntityEngine; database: SqlDatabase; points: OutboundPoints }): Map<string, (request: FastifyRequest) => Promise<unknown>> {
  const sync = async (request: FastifyRequest) => {
    const language = requestLanguage(request);
    const actor = actorOf(requireIdentity(request), language, String(request.id));
    const order = await engine.findById('srmPoHeader', new EntityRequestBody(request.body, language).id(), actor);
    const status = String(order.status);
    if (!(SYNCABLE_PO_STATUSES as readonly string[]).includes(status)) throw new ApiError((language === 'EN' ? MESSAGES.notSyncable.en : MESSAGES.notSyncable.cn).replace('{status}', status));
    const outcome = await callOutbound(points, database.db, {
      point: 'erp.purchaseOrder.sync',
      entity: 'srmPoHeader',
      recordId: Number(order.poHeaderId),
      documentCode: String(order.poNumber),
      payload: purchaseOrderPayload(order),
      actor,
    });
    if (outcome.status === 'E') throw new ApiError(outcome.message);
    return success(order, outcome.message);
  };
  return new Map([['srmPoHeader.doSyncSap', sync]]);
}
