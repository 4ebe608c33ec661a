import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { REPO_ROOT } from '../startup/repo-paths';

/** The demo business data shipped in seed/demo/purchasing.json, checked when read. */
const DemoOrganization = z.object({ orgCode: z.string(), orgName: z.string(), orgType: z.string() }).strict();

const DemoSupplier = z
  .object({
    supplierNumber: z.string(),
    supplierName: z.string(),
    supplierShortName: z.string(),
    supplierType: z.string(),
    supplierIndustry: z.string(),
    companyPhone: z.string(),
    registeredCapital: z.number(),
    companyRegisteredAddress: z.string(),
    /** The demo supplier user (created by the system seed) that belongs to this supplier. */
    userName: z.string().optional(),
  })
  .strict();

const DemoLine = z
  .object({
    itemCode: z.string(),
    itemName: z.string(),
    itemSpec: z.string(),
    uomCode: z.string(),
    demandQty: z.number(),
    taxPrice: z.number(),
    /** The buyer's internal target price (never shown to suppliers). */
    targetPrice: z.number().optional(),
    /** Need-by date relative to the day of seeding. */
    needInDays: z.number().int(),
    /** Delivery schedules of the line (lines of lines), their dates relative to the day of seeding. */
    schedules: z.array(z.object({ planInDays: z.number().int(), planQty: z.number(), scheduleRemark: z.string().optional() }).strict()).optional(),
  })
  .strict();

/** The buyer's receipt of a shipped note: per note line (by position) received and rejected, then returns and storage. */
const DemoReceipt = z
  .object({
    lines: z.array(z.object({ line: z.number().int().min(0), receiveQty: z.number(), rejectQty: z.number().optional(), rejectReason: z.string().optional() }).strict()).min(1),
    remark: z.string().optional(),
    /** Received pieces sent back to the supplier afterwards (by receipt line position). */
    returns: z.array(z.object({ line: z.number().int().min(0), qty: z.number() }).strict()).optional(),
    returnReason: z.string().optional(),
    /** Whether what was received and not returned is put into stock. */
    store: z.boolean().optional(),
  })
  .strict();
export type DemoReceipt = z.infer<typeof DemoReceipt>;

/** A delivery note the supplier made from a confirmed order, and how far it went. */
const DemoDelivery = z
  .object({
    status: z.enum(['DRAFT', 'SUBMITTED', 'RECEIVED']),
    shipInDays: z.number().int(),
    carrier: z.string().optional(),
    trackingNumber: z.string().optional(),
    /** Which order lines it ships (by position in the order) and how many. */
    lines: z.array(z.object({ line: z.number().int().min(0), shipQty: z.number() }).strict()).min(1),
    /** A shipped note the buyer received with a receipt (receipts, returns, storage). */
    receipt: DemoReceipt.optional(),
  })
  .strict();
export type DemoDelivery = z.infer<typeof DemoDelivery>;

export const DemoOrderStatus = z.enum(['DRAFT', 'SUBMITTED', 'APPROVED', 'SENT', 'CONFIRMED', 'REJECTED']);
export type DemoOrderStatus = z.infer<typeof DemoOrderStatus>;

const DemoOrder = z
  .object({
    orgCode: z.string(),
    supplierNumber: z.string(),
    status: DemoOrderStatus,
    startInDays: z.number().int(),
    taxRateCode: z.string().optional(),
    /** The payment term's code (srmPaymentTerm.termCode, a demo record). */
    paymentTermCode: z.string(),
    settlementWay: z.string(),
    description: z.string(),
    /** The buyer's internal notes (never shown to suppliers). */
    internalRemark: z.string().optional(),
    rejectReason: z.string().optional(),
    /**
     * Approval nodes decided (every task approved) before the order stops: a SUBMITTED order then waits at
     * the next node, a REJECTED one is rejected there. APPROVED, SENT and CONFIRMED orders pass every node (SENT and CONFIRMED are then sent to the supplier).
     */
    approvedLevels: z.number().int().min(1).optional(),
    lines: z.array(DemoLine).min(1),
    /** Delivery notes of a confirmed order, made with its generate action and consuming its open quantities. */
    deliveries: z.array(DemoDelivery).optional(),
  })
  .strict();

/** The organisations a demo buyer reaches (baseUserOrgPermit); the administrator reaches all of them. */
const DemoOrgPermit = z.object({ userName: z.string(), orgCodes: z.array(z.string()).min(1) }).strict();

export const DemoData = z
  .object({
    organizations: z.array(DemoOrganization),
    orgPermits: z.array(DemoOrgPermit).default([]),
    suppliers: z.array(DemoSupplier),
    orders: z.array(DemoOrder),
  })
  .strict();
export type DemoData = z.infer<typeof DemoData>;
export type DemoOrder = z.infer<typeof DemoOrder>;

export const DEFAULT_DEMO_FILE = join(REPO_ROOT, 'seed/demo/purchasing.json');

export function loadDemoData(file: string = DEFAULT_DEMO_FILE): DemoData {
  const parsed = DemoData.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) throw new Error(`demo data ${file} is invalid: ${parsed.error.message}`);
  return parsed.data;
}
