import { createMemoryAdapter, type MemoryAdapter } from '../../../../renderer/data/memory-adapter';
import type { DataAdapter } from '../../../../renderer/data/data-adapter';
import { createEntityLoader } from '../../../../renderer/loading/entity-loader';
import { createScreenLoader } from '../../../../renderer/loading/screen-loader';
import { defaultScreenRegistry } from '../../../../renderer/registry/default-registry';
import { ScreenRenderer } from '../../../../renderer/screen-renderer';
import type { EntitySchema } from '../../../../src/shared/formats/entity-format';
import { allEntities, baseRecords, lookupSeed, purchaseOrder, screenDescriptorFiles } from './fixtures';
import { renderWithProviders } from './render-screen';
import { readFileSync } from 'node:fs';

type Row = Record<string, unknown>;

/** Users of the purchasing flows: a buyer, and the supplier user of supplier 1. */
export const BUYER = { userId: 9, userType: 'internal' as const, supplierId: null };
export const SUPPLIER = { userId: 900, userType: 'supplier' as const, supplierId: 1 };

/** Every resource code the purchasing menus grant somebody. */
export const PURCHASING_RESOURCES = ['btnAdd', 'btnSave', 'btnDelete', 'btnSubmit', 'btnCancel', 'btnApprove', 'btnReject', 'btnSupplierConfirm', 'btnCreateDelivery', 'btnReceive'];

/** An order line; its computed open quantity is the memory adapter's to keep. */
export function orderLine(id: number, values: Row = {}): Row {
  return {
    poLineId: id,
    lineNumber: 1,
    itemCode: `ITEM-${id}`,
    itemName: `物料${id}`,
    itemSpec: `规格${id}`,
    uomCode: 'PCS',
    demandQty: 100,
    taxPrice: 10,
    taxRateCode: 'VAT13',
    demandDate: '2024-02-01',
    onWayQty: 0,
    receivedQty: 0,
    returnQty: 0,
    openQty: 100,
    scheduledQty: 0,
    ...values,
  };
}

/** A confirmed order of supplier 1 and organisation 1 with these lines (numbered in turn). */
export function confirmedOrder(id: number, lines: Row[], overrides: Row = {}): Row {
  return { ...purchaseOrder(id, { status: 'CONFIRMED', ...overrides }), lines: lines.map((line, index) => ({ ...line, lineNumber: index + 1 })) };
}

export const ORGANIZATIONS = [...baseRecords.baseOrganization, { orgId: 2, orgCode: 'SH01', orgName: '上海制造有限公司', enabledFlag: 'Y' }];

/** The purchasing records over the product's entities, as the buyer or the supplier sees them. */
export function purchasingAdapter(records: Record<string, Row[]>, options: { user?: typeof BUYER | typeof SUPPLIER; language?: 'CN' | 'EN'; entities?: EntitySchema[]; resources?: string[] } = {}): MemoryAdapter {
  return createMemoryAdapter({
    entities: options.entities ?? allEntities,
    records: { ...baseRecords, baseOrganization: ORGANIZATIONS, ...records },
    lookups: lookupSeed,
    resources: options.resources ?? PURCHASING_RESOURCES,
    user: options.user ?? BUYER,
    language: options.language,
    now: () => new Date(2026, 10, 22, 9, 30),
  });
}

/** The repository's own descriptors by route, as JSON, to change in a test. */
export function productDescriptor(route: string): Row {
  const file = screenDescriptorFiles().find((path) => path.replace(/\\/g, '/').endsWith(`/${route}.json`));
  if (!file) throw new Error(`no screen ${route}`);
  return JSON.parse(readFileSync(file, 'utf8')) as Row;
}

/**
 * Renders a route as the shell does, over the given entities and the product's descriptors, with some
 * descriptors replaced or added (`descriptors`: route -> descriptor).
 */
export function renderPurchasing(options: {
  route: string;
  adapter: DataAdapter;
  params?: Record<string, string>;
  userType?: 'internal' | 'supplier';
  language?: 'CN' | 'EN';
  entities?: EntitySchema[];
  /** Checked by the screen loader like any file. */
  descriptors?: Record<string, unknown>;
}) {
  const loader = purchasingLoader(options.entities, options.descriptors);
  return renderWithProviders(
    <ScreenRenderer route={options.route} params={{ menuId: '11', respId: '2', ...options.params }} userType={options.userType ?? 'internal'} loader={loader} />,
    { adapter: options.adapter, language: options.language },
  );
}

/** A screen loader over the given entities and the product's descriptors, some replaced or added (route -> descriptor). */
export function purchasingLoader(entities: EntitySchema[] = allEntities, descriptors: Record<string, unknown> = {}) {
  const descriptorSources: Record<string, () => Promise<unknown>> = {};
  for (const file of screenDescriptorFiles()) {
    const path = file.replace(/\\/g, '/');
    const relative = path.slice(path.lastIndexOf('/screens/'));
    descriptorSources[relative] = () => Promise.resolve(JSON.parse(readFileSync(file, 'utf8')));
  }
  for (const [route, descriptor] of Object.entries(descriptors)) {
    const existing = Object.keys(descriptorSources).find((path) => path.endsWith(`/${route}.json`));
    descriptorSources[existing ?? `/screens/test/${route}.json`] = () => Promise.resolve(descriptor);
  }
  return createScreenLoader({
    descriptors: descriptorSources,
    entities: createEntityLoader(Object.fromEntries(entities.map((entity) => [`/schemas/${entity.service}/${entity.name}.json`, () => Promise.resolve(entity)]))),
    registry: defaultScreenRegistry,
  });
}
