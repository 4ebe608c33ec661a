import type { ReactElement } from 'react';
import { EntityCatalog } from '../../../../src/shared/entity/entity-catalog';
import type { DataAdapter, DataRequest } from '../../../../renderer/data/data-adapter';
import { createMemoryAdapter, type MemoryAdapter } from '../../../../renderer/data/memory-adapter';
import type { TableColumn } from '../../../../renderer/descriptors/column.schema';
import { parseGridColumn, type GridColumn } from '../../../../renderer/grid/columns/grid-column';
import { createEntityLoader } from '../../../../renderer/loading/entity-loader';
import { createScreenLoader, type ScreenLoader } from '../../../../renderer/loading/screen-loader';
import { createDefaultScreenRegistry } from '../../../../renderer/registry/default-registry';
import { ScreenRenderer } from '../../../../renderer/screen-renderer';
import type { TableApi } from '../../../../renderer/tables/table-model';
import { useTableRows } from '../../../../renderer/tables/use-table-rows';
import { ALL_RESOURCES, allEntities, baseRecords, lookupSeed, purchaseOrder } from '../support/fixtures';
import { renderWithProviders, type Harness } from '../support/render-screen';

/**
 * Shared set-up of the grid and table tests: list descriptors written in the test (loaded through a
 * screen loader of their own), grid columns parsed from descriptor columns, memory adapters with orders
 * and lookup values, and an adapter that holds list answers back until the test lets them go.
 */

export const CATALOG = new EntityCatalog(allEntities);
export const MENU = { menuId: 11, respId: 2 };
export type Language = 'CN' | 'EN';

/** Grid columns as a list screen parses them (entity srmPoHeader unless told). */
export function gridColumns(columns: TableColumn[], entityName = 'srmPoHeader', editRoute: string | undefined = 'edit'): GridColumn[] {
  const entity = CATALOG.get(entityName);
  return columns.map((column) => parseGridColumn(column, { entity, catalog: CATALOG, where: 'test', editRoute }));
}

export type ListDescriptor = Record<string, unknown> & { route: string };

/** A list descriptor over the orders, with the given table keys, columns and buttons. */
export function orderList(overrides: Partial<ListDescriptor> & { table?: Record<string, unknown>; columns?: TableColumn[] } = {}): ListDescriptor {
  return {
    version: 1,
    type: 'list',
    route: 'testOrders',
    title: { cn: '测试订单', en: 'Test orders' },
    entity: 'srmPoHeader',
    editRoute: 'purOrderManage/purchaseOrderEdit',
    ...overrides,
    table: { name: 'testOrderTable', ...overrides.table },
    columns: overrides.columns ?? [
      { key: 'poNumber', width: 170, linkTag: 'edit', fixed: 'left', sortable: true },
      { key: 'status', width: 120, lookup: { typeCode: 'PO_STATUS' } },
      { key: 'taxTotalAmount', width: 140, precision: 2, showThousandSeparator: true },
    ],
  };
}

/** A screen loader over descriptors written in the test, with the repository's entities. */
export function listLoader(...descriptors: ListDescriptor[]): ScreenLoader {
  const entities = createEntityLoader(
    Object.fromEntries(allEntities.map((entity) => [`/schemas/x/${entity.name}.json`, () => Promise.resolve(entity)])),
  );
  return createScreenLoader({
    descriptors: Object.fromEntries(descriptors.map((descriptor) => [`/screens/test/${descriptor.route}.json`, () => Promise.resolve(descriptor)])),
    entities,
    registry: createDefaultScreenRegistry(),
  });
}

/** Renders a descriptor written in the test as the shell would (menu 11, responsibility 2). */
export function renderList(descriptor: ListDescriptor, options: { adapter: DataAdapter; language?: Language }): Harness {
  return renderWithProviders(
    <ScreenRenderer route={descriptor.route} params={{ menuId: '11', respId: '2' }} userType="internal" loader={listLoader(descriptor)} />,
    options,
  );
}

/** Renders an element (a DataGrid, a pager, a harness) inside the shell's providers. */
export function renderInShell(element: ReactElement, options: { adapter?: DataAdapter; language?: Language } = {}): Harness {
  return renderWithProviders(element, { adapter: options.adapter ?? plainAdapter(), language: options.language });
}

export const ORDERS_API: TableApi = { service: 'srm', resource: 'srmPoHeaderRestful', operation: 'listByPage' };

/**
 * The orders list's rows hook (useTableRows, 20 rows a page, menu 11) without a grid: render `Probe` in the
 * shell, and `current` holds the hook's latest state (its rows, query, loading flag and paging calls).
 */
export function orderRowsProbe() {
  const rows = {
    current: undefined as unknown as ReturnType<typeof useTableRows>,
    Probe() {
      rows.current = useTableRows({ api: ORDERS_API, pageSize: 20, menu: MENU });
      return null;
    },
  };
  return rows;
}

export function plainAdapter(): MemoryAdapter {
  return createMemoryAdapter({ entities: allEntities, records: baseRecords, lookups: lookupSeed, resources: ALL_RESOURCES });
}

export function ordersAdapter(
  count: number,
  options: { resources?: string[]; row?: (index: number) => Record<string, unknown> } = {},
): MemoryAdapter {
  const orders = Array.from({ length: count }, (_, index) => purchaseOrder(index + 1, options.row?.(index) ?? {}));
  return createMemoryAdapter({
    entities: allEntities,
    records: { ...baseRecords, srmPoHeader: orders },
    lookups: lookupSeed,
    resources: options.resources ?? ALL_RESOURCES,
  });
}

/** A lookup value of type PO_STATUS (entity baseLookupValues). */
export function lookupValue(id: number, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    lookupValuesId: id,
    lookupTypeId: 1,
    lookupType: 'TEST_TYPE',
    lookupCode: `CODE${id}`,
    meaning: `含义${id}`,
    meaningEn: `Meaning ${id}`,
    enabledFlag: 'Y',
    orderNo: id,
    systemCode: 'BASE',
    versionNum: 1,
    ...overrides,
  };
}

export function lookupValuesAdapter(
  values: Record<string, unknown>[],
  { resources = [...ALL_RESOURCES, 'btnImport'], language = 'CN' }: { resources?: string[]; language?: Language } = {},
): MemoryAdapter {
  return createMemoryAdapter({
    language,
    entities: allEntities,
    records: {
      ...baseRecords,
      baseLookupType: [{ lookupTypeId: 1, lookupType: 'TEST_TYPE', meaning: '测试类型', meaningEn: 'Test type', customizationLevel: 'U', versionNum: 1 }],
      baseLookupValues: values,
    },
    lookups: lookupSeed,
    resources,
  });
}

export function listRequests(adapter: { requests: DataRequest[] }, resource = 'srmPoHeaderRestful'): DataRequest[] {
  return adapter.requests.filter((request) => request.operation === 'listByPage' && request.resource === resource);
}

export function requestsOf(adapter: { requests: DataRequest[] }, operation: string): DataRequest[] {
  return adapter.requests.filter((request) => request.operation === operation);
}

/**
 * An adapter whose list answers wait until the test releases them (`release()`), or fail them
 * (`failNext`): loading states can then be looked at while a request is on its way.
 */
export function heldAdapter(inner: MemoryAdapter) {
  const waiting: (() => void)[] = [];
  const requests: DataRequest[] = [];
  let failures = 0;
  let answered = 0;
  const answer = async <T,>(request: DataRequest) => {
    if (failures > 0) {
      failures -= 1;
      return { status: 'E' as const, msg: '数据库连接失败', data: null as T };
    }
    return inner.request<T>(request);
  };
  const adapter: DataAdapter & { requests: DataRequest[] } = {
    requests,
    async request<T>(request: DataRequest) {
      requests.push(structuredClone(request));
      if (request.operation !== 'listByPage') return inner.request<T>(request);
      await new Promise<void>((resolve) => waiting.push(resolve));
      const result = await answer<T>(request);
      answered += 1;
      return result;
    },
  };
  return {
    adapter,
    pending: () => waiting.length,
    /** How many held list requests have answered: an answer the screen must ignore changes nothing to wait for. */
    answered: () => answered,
    release() {
      for (const resolve of waiting.splice(0)) resolve();
    },
    /** Lets only the request waiting at `index` (0: the oldest) answer. */
    releaseOne(index: number) {
      const [resolve] = waiting.splice(index, 1);
      resolve?.();
    },
    failNext() {
      failures += 1;
    },
  };
}

/** An editable table of lookup values (like screens/admin/lookup.json), saved inline. */
export function lookupList(overrides: Partial<ListDescriptor> & { table?: Record<string, unknown>; columns?: TableColumn[] } = {}): ListDescriptor {
  return {
    version: 1,
    type: 'list',
    route: 'testLookupValues',
    title: { cn: '快码值', en: 'Lookup values' },
    entity: 'baseLookupValues',
    toolbar: [{ action: 'save', resource: 'btnSave', style: 'success' }],
    ...overrides,
    table: { name: 'testLookupValueTable', type: 'editable', ...overrides.table },
    columns: overrides.columns ?? [
      { key: 'lookupType', width: 160, fixed: 'left' },
      { key: 'lookupCode', width: 120 },
      { key: 'meaning', title: { cn: '含义', en: 'Meaning' }, width: 160, isEdit: true, validate: { required: true } },
      { key: 'meaningEn', width: 160, isEdit: true, disabled: true },
      { key: 'description', width: 160, isEdit: true },
      { key: 'orderNo', width: 90, isEdit: true, editType: 'number', precision: 0 },
      { key: 'enabledFlag', width: 90, isEdit: true, editType: 'flag', showIcon: { trueValue: 'Y', falseValue: 'N' } },
    ],
  };
}

/** The editable cells of a row in edit mode: the columns whose cell holds an editor. */
export function editorColumns(row: HTMLElement): string[] {
  return [...row.querySelectorAll<HTMLElement>('[data-col]')]
    .filter((cell) => cell.querySelector('.srm-grid-editor') !== null)
    .map((cell) => cell.getAttribute('data-col') ?? '');
}
