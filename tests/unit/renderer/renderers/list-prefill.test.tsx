import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createMemoryAdapter, type MemoryAdapter } from '../../../../renderer/data/memory-adapter';
import { searchValuesFromParams } from '../../../../renderer/renderers/list-screen/search-filters';
import type { SearchFieldModel } from '../../../../renderer/renderers/list-screen/list-model';
import { failOnConsoleError } from '../support/console-guard';
import { ALL_RESOURCES, allEntities, baseRecords, lookupSeed, purchaseOrder } from '../support/fixtures';
import { bodyRows, waitForRows } from '../support/grid-dom';
import { renderScreen } from '../support/render-screen';

/**
 * A list opened with route params that name its search fields (a report's drill, a dashboard card)
 * starts with them in its search form and its first load filtered by them (docs/authoring.md).
 */
failOnConsoleError();

function ordersAdapter(): MemoryAdapter {
  return createMemoryAdapter({
    entities: allEntities,
    records: {
      ...baseRecords,
      srmPoHeader: [
        purchaseOrder(1, { supplierId: 1, startDate: '2024-01-05' }),
        purchaseOrder(2, { supplierId: 2, startDate: '2024-02-05' }),
        purchaseOrder(3, { supplierId: 2, startDate: '2024-03-05', status: 'APPROVED' }),
      ],
    },
    lookups: lookupSeed,
    resources: ALL_RESOURCES,
  });
}

const listCalls = (adapter: MemoryAdapter) => adapter.requests.filter((request) => request.operation === 'listByPage' && request.resource === 'srmPoHeaderRestful');

describe('list screen prefilled from route params', () => {
  it('applies the params naming search fields to the first load and shows them in the form', async () => {
    const adapter = ordersAdapter();
    renderScreen({ route: 'purchaseOrderList', adapter, params: { supplierId: '2', startDate_gte: '2024-02-01', poNumber_like: '0003', unrelated: 'x' } });
    await waitForRows(1);
    expect(listCalls(adapter)).toHaveLength(1);
    expect(listCalls(adapter)[0].body).toMatchObject({ supplierId: 2, startDate_gte: '2024-02-01', poNumber_like: '0003' });
    expect(listCalls(adapter)[0].body).not.toHaveProperty('unrelated');
    expect(within(bodyRows()[0]).getByText('PO202401010003')).toBeTruthy();
    const form = screen.getByRole('search');
    expect((form.querySelector('input') as HTMLInputElement).value).toBe('0003');
    expect(form.querySelector<HTMLInputElement>('.arco-picker input[value="2024-02-01"]')).not.toBeNull();
    // The prefilled supplier shows by its code and name, fetched once.
    await waitFor(() => expect(within(form).getByText('S000002 深圳宏达电子科技有限公司')).toBeTruthy());
  });

  it('keeps the prefilled values when the user searches again, and reset clears them', async () => {
    const adapter = ordersAdapter();
    renderScreen({ route: 'purchaseOrderList', adapter, params: { supplierId: '2' } });
    await waitForRows(2);
    fireEvent.click(screen.getByRole('button', { name: /查询/ }));
    await waitFor(() => expect(listCalls(adapter)).toHaveLength(2));
    expect(listCalls(adapter)[1].body).toMatchObject({ supplierId: 2 });
    fireEvent.click(screen.getByRole('button', { name: /重置/ }));
    await waitForRows(3);
    expect(listCalls(adapter).at(-1)?.body).not.toHaveProperty('supplierId');
  });

  it('reads both ends of a between field and comma-joined codes of an in field', () => {
    const spec = (kind: 'date' | 'lookup' | 'reference') => ({ name: 'x', label: { cn: 'x', en: 'x' }, kind, integer: false, dateFormat: 'yyyy-MM-dd' as const, serverSet: false, required: false });
    const fields: SearchFieldModel[] = [
      { id: 'startDate_between', field: 'startDate', op: 'between', label: { cn: '', en: '' }, spec: spec('date') },
      { id: 'status_in', field: 'status', op: 'in', label: { cn: '', en: '' }, spec: spec('lookup') },
      { id: 'parent.supplierId_eq', field: 'parent.supplierId', op: 'eq', label: { cn: '', en: '' }, spec: spec('reference') },
    ];
    expect(searchValuesFromParams(fields, { startDate_lte: '2024-12-31', status_in: 'DRAFT,REJECTED', 'parent.supplierId': '7' })).toEqual({
      startDate_between: [undefined, '2024-12-31'],
      status_in: ['DRAFT', 'REJECTED'],
      'parent.supplierId_eq': 7,
    });
  });
});
