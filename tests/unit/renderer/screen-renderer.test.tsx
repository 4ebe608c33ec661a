import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { createMemoryAdapter } from '../../../renderer/data/memory-adapter';
import { createEntityLoader } from '../../../renderer/loading/entity-loader';
import { createScreenLoader } from '../../../renderer/loading/screen-loader';
import { createDefaultScreenRegistry } from '../../../renderer/registry/default-registry';
import { ScreenRenderer } from '../../../renderer/screen-renderer';
import { failOnConsoleError } from './support/console-guard';
import { ALL_RESOURCES, allEntities, baseRecords, lookupSeed, purchaseOrder } from './support/fixtures';
import { renderScreen, renderWithProviders } from './support/render-screen';

failOnConsoleError();
beforeEach(() => localStorage.clear());

function adapter() {
  return createMemoryAdapter({
    entities: allEntities,
    records: { ...baseRecords, srmPoHeader: [purchaseOrder(1)] },
    lookups: lookupSeed,
    resources: ALL_RESOURCES,
  });
}

describe('ScreenRenderer', () => {
  it('speaks English when the UI language is EN', async () => {
    renderScreen({ route: 'purchaseOrderList', adapter: adapter(), language: 'EN' });
    expect(await screen.findByText('Purchase orders')).toBeTruthy();
    expect(screen.getByText('Sequence')).toBeTruthy();
    expect(screen.getByText('Operate')).toBeTruthy();
    expect(screen.getByText('Total')).toBeTruthy();
    expect(screen.getAllByText('PO number').length).toBeGreaterThan(0);
    expect(await screen.findByText('Draft')).toBeTruthy();
    expect(screen.getByRole('button', { name: /New/ })).toBeTruthy();
  });

  it('shows the spec wording for a descriptor mistake', async () => {
    const loader = createScreenLoader({
      descriptors: {
        '/screens/admin/broken.json': () =>
          Promise.resolve({
            version: 1,
            type: 'list',
            route: 'broken',
            title: { cn: '坏', en: 'Broken' },
            entity: 'baseLookupType',
            table: { name: 'brokenTable' },
            columns: [{ key: 'lookupType', linkTag: 'edit' }],
          }),
      },
      entities: createEntityLoader(
        Object.fromEntries(allEntities.map((entity) => [`/schemas/x/${entity.name}.json`, () => Promise.resolve(entity)])),
      ),
      registry: createDefaultScreenRegistry(),
    });
    renderWithProviders(<ScreenRenderer route="broken" params={{}} userType="internal" loader={loader} />, {
      adapter: adapter(),
    });
    expect(await screen.findByText('单元格链接方法未配置')).toBeTruthy();
  });

  it('picks a reference through the code / name select and keeps its display keys', async () => {
    const memory = adapter();
    renderScreen({ route: 'purOrderManage/purchaseOrderEdit', adapter: memory });
    await screen.findByText('新建');
    const supplierField = document.querySelector('[data-field="supplierId"]') as HTMLElement;
    fireEvent.click(supplierField.querySelector('.arco-select-view') as HTMLElement);
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(2));
    fireEvent.change(supplierField.querySelector('input') as HTMLInputElement, { target: { value: '宏达' } });
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(1));
    fireEvent.click(await screen.findByRole('option', { name: 'S000002 深圳宏达电子科技有限公司' }));
    const search = memory.requests.filter((request) => request.resource === 'srmPosSupplierInfoRestful').at(-1);
    expect(search?.body).toMatchObject({ supplierName_like: '宏达', pageIndex: 1 });
    fireEvent.click(screen.getByRole('button', { name: /保存/ }));
    await screen.findByText('采购组织不能为空');
    expect(screen.queryByText('供应商不能为空')).toBeNull();
    // A search that finds nothing leaves only the current option, rebuilt from the row's display keys.
    const supplierSearches = () => memory.requests.filter((request) => request.resource === 'srmPosSupplierInfoRestful');
    // The first pick's list closes with an exit animation, and once it has gone Arco empties the select's typed
    // text (its __onExited): on a loaded machine that is after the next click. Open the select again once the
    // old list is gone, and type once the new one shows, as a person sees them.
    await waitFor(() => expect(document.querySelector('.arco-select-popup')).toBeNull());
    fireEvent.click(supplierField.querySelector('.arco-select-view') as HTMLElement);
    await screen.findByRole('option', { name: 'S000002 深圳宏达电子科技有限公司' });
    fireEvent.change(supplierField.querySelector('input') as HTMLInputElement, { target: { value: '无此供应商' } });
    await waitFor(() => expect(supplierSearches().at(-1)?.body).toMatchObject({ supplierName_like: '无此供应商' }));
    await waitFor(
      () => expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['S000002 深圳宏达电子科技有限公司']),
    );
  });
});
