import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { createMemoryAdapter } from '../../../../../renderer/data/memory-adapter';
import { failOnConsoleError } from '../../support/console-guard';
import { renderDemo } from '../../support/demo-screen';
import { ALL_RESOURCES, allEntities, baseRecords, lookupSeed, purchaseOrder } from '../../support/fixtures';
import { bodyRows, waitForRows } from '../../support/grid-dom';
import { renderScreen } from '../../support/render-screen';

failOnConsoleError();
beforeEach(() => localStorage.clear());

const PO_EDIT = 'purOrderManage/purchaseOrderEdit';
const LINE = { poLineId: 7, lineNumber: 1, itemName: '深沟球轴承', demandQty: 3, taxPrice: 11.3, taxRateCode: 'VAT13', uomCode: 'PCS', demandDate: '2024-02-01' };

function poAdapter(count = 1) {
  return createMemoryAdapter({
    entities: allEntities,
    records: { ...baseRecords, srmPoHeader: Array.from({ length: count }, (_, index) => ({ ...purchaseOrder(index + 1), lines: [LINE] })) },
    lookups: lookupSeed,
    resources: ALL_RESOURCES,
    user: { userId: 9, userType: 'internal', supplierId: 1 },
  });
}

function buttonNames(): string[] {
  return [...document.querySelectorAll('.srm-edit-header button')].map((button) => button.textContent ?? '');
}

function editors(): Element[] {
  return [...document.querySelectorAll('.srm-edit-screen input, .srm-edit-screen textarea, .srm-edit-screen .arco-select:not(.arco-select-disabled)')].filter(
    (element) => !element.closest('.srm-edit-header') && !element.closest('.arco-tabs'),
  );
}

describe('detail view of an edit screen (mode=detail)', () => {
  it('opens a draft order read-only, with only back and print, and no line editing', async () => {
    const adapter = poAdapter();
    const { navigation } = renderScreen({ route: PO_EDIT, adapter, params: { id: '1', mode: 'detail' } });
    await screen.findByText('PO202401010001', { selector: '.srm-edit-header *' });
    await waitFor(() => expect(buttonNames()).toEqual(['打印', '返回']));
    expect(document.querySelector('.srm-detail-tag')?.textContent).toBe('查看');
    expect(editors()).toEqual([]);
    expect(screen.queryByRole('button', { name: /添加行/ })).toBeNull();
    const lines = document.querySelector('.srm-lines-grid') as HTMLElement;
    await waitForRows(1, lines);
    fireEvent.click(within(bodyRows(lines)[0]).getByText('深沟球轴承'));
    expect(bodyRows(lines)[0].querySelector('input')).toBeNull();
    expect(screen.queryByText('删除', { selector: '.srm-lines-grid *' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /返回/ }));
    expect(navigation.closeCurrent).toHaveBeenCalledTimes(1);
    expect(adapter.requests.some((request) => request.operation === 'saveOrUpdate')).toBe(false);
  });

  it('says so in English', async () => {
    renderScreen({ route: PO_EDIT, adapter: poAdapter(), params: { id: '1', mode: 'detail' }, language: 'EN' });
    await screen.findByText('PO202401010001', { selector: '.srm-edit-header *' });
    await waitFor(() => expect(buttonNames()).toEqual(['Print', 'Back']));
    expect(document.querySelector('.srm-detail-tag')?.textContent).toBe('View only');
  });

  it('is opened from the order list by the row action 查看, and 编辑 opens the same screen for editing', async () => {
    const { navigation } = renderScreen({ route: 'purchaseOrderList', adapter: poAdapter() });
    const [row] = await waitForRows(1);
    fireEvent.click(within(row).getByText('查看'));
    expect(navigation.openScreen).toHaveBeenCalledWith(PO_EDIT, { id: '1', mode: 'detail' });
    fireEvent.click(within(row).getByText('编辑'));
    expect(navigation.openScreen).toHaveBeenLastCalledWith(PO_EDIT, { id: '1' });
  });

  it('is opened by a link cell whose action is detail, in English too', async () => {
    const { navigation } = renderDemo({ route: 'demoRequestList', language: 'EN' });
    const [row] = await waitForRows(1);
    fireEvent.click(within(row).getByText('RQ20261122-0001'));
    expect(navigation.openScreen).toHaveBeenCalledWith('demoRequestEdit', { id: '1', mode: 'detail' });
    expect(within(row).getByText('View')).toBeTruthy();
  });
});

describe('read-only (detail) descriptors', () => {
  it('show every field and line read-only, without save or add line; back and print remain', async () => {
    const { adapter } = renderDemo({ params: { id: '1' }, edit: { readOnly: true, linesInTabs: false } });
    await screen.findByText('RQ20261122-0001', { selector: '.srm-edit-header *' });
    await waitFor(() => expect(buttonNames()).toEqual(['打印', '返回']));
    expect(editors()).toEqual([]);
    expect(screen.queryByRole('button', { name: /添加行/ })).toBeNull();
    expect(document.querySelector('[data-field="supplierId"]')?.textContent).toBe('华东精密机械有限公司');
    await waitForRows(2, document.querySelectorAll<HTMLElement>('.srm-lines-grid')[0]);
    const writes = ['saveOrUpdate', 'doBatchSaveOrUpdate', 'delete', 'doBatchDelete'];
    expect(adapter.requests.filter((request) => writes.includes(request.operation))).toEqual([]);
  });

  it('are refused with a save button when the screen is parsed', async () => {
    const { parseEditScreen } = await import('../../../../../renderer/renderers/edit-screen/edit-model');
    const { EditScreenDescriptor } = await import('../../../../../renderer/renderers/edit-screen/edit-screen.schema');
    const { demoEditDescriptor } = await import('../../../../../storybook/sample-data/demo/demo-screens');
    const { createEntityLoader } = await import('../../../../../renderer/loading/entity-loader');
    const { demoProject } = await import('../../../../../storybook/sample-data/demo/demo-project');
    const descriptor = EditScreenDescriptor.parse({ ...demoEditDescriptor({ readOnly: true }), actions: [{ action: 'save', resource: 'btnSave' }] });
    await expect(parseEditScreen(descriptor, createEntityLoader(demoProject.entitySources))).rejects.toThrow('button "save" is not available here (allowed: back, print)');
  });
});
