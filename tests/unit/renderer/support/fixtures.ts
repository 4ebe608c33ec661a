import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { EntitySchema } from '../../../../src/shared/formats/entity-format';
import { LookupSeed } from '../../../../src/shared/formats/system-format';

/** The repository's own entity schemas and lookup seed, read from disk (the repo stands alone). */
const ROOT = resolve(__dirname, '../../../..');

function jsonFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return jsonFiles(path);
    return name.endsWith('.json') && !name.endsWith('.schema.json') ? [path] : [];
  });
}

export const allEntities: EntitySchema[] = jsonFiles(join(ROOT, 'schemas')).map((path) =>
  EntitySchema.parse(JSON.parse(readFileSync(path, 'utf8'))),
);

export const lookupSeed: LookupSeed = LookupSeed.parse(
  JSON.parse(readFileSync(join(ROOT, 'seed/system/lookups.json'), 'utf8')),
);

export function screenDescriptorFiles(): string[] {
  return jsonFiles(join(ROOT, 'screens'));
}

/** Every resource code a menu of the seed can grant. */
export const ALL_RESOURCES = [
  'btnAdd',
  'btnSave',
  'btnDelete',
  'btnSubmit',
  'btnCancel',
  'btnApprove',
  'btnReject',
  'btnSupplierConfirm',
];

export function supplier(id: number, number: string, name: string) {
  return { supplierId: id, supplierNumber: number, supplierName: name, supplierStatus: 'QUALIFIED', blacklistFlag: 'N' };
}

export function purchaseOrder(id: number, overrides: Record<string, unknown> = {}) {
  return {
    poHeaderId: id,
    poNumber: `PO20240101${String(id).padStart(4, '0')}`,
    poType: 'STANDARD',
    orgId: 1,
    supplierId: 1,
    currencyCode: 'CNY',
    taxRateCode: 'VAT13',
    buyerId: 1,
    status: 'DRAFT',
    startDate: '2024-01-01',
    nonTaxTotalAmount: 100,
    taxTotalAmount: 113,
    creationDate: '2024-01-01 09:00:00',
    versionNum: 1,
    ...overrides,
  };
}

export const baseRecords = {
  baseOrganization: [{ orgId: 1, orgCode: 'HQ', orgName: '集团总部', enabledFlag: 'Y' }],
  srmPosSupplierInfo: [supplier(1, 'S000001', '华东精密机械有限公司'), supplier(2, 'S000002', '深圳宏达电子科技有限公司')],
  baseUsers: [{ userId: 1, userName: 'buyer', userFullName: '张采购', userType: 'internal', enabledFlag: 'Y' }],
};
