import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { DataAdapter } from '../../../../renderer/data/data-adapter';
import { createMemoryAdapter, type MemoryAdapter } from '../../../../renderer/data/memory-adapter';
import { failOnConsoleError } from '../support/console-guard';
import { ALL_RESOURCES, allEntities, baseRecords, lookupSeed, purchaseOrder } from '../support/fixtures';
import { entityDataVersionAtom } from '../../../../renderer/data/entity-data-version';
import { bodyRows, cellOf, waitForRows } from '../support/grid-dom';
import { renderScreen } from '../support/render-screen';

failOnConsoleError();
beforeEach(() => localStorage.clear());

const PO_EDIT = 'purOrderManage/purchaseOrderEdit';
const LINE = { poLineId: 7, lineNumber: 1, itemName: '深沟球轴承', demandQty: 3, taxPrice: 11.3, taxRateCode: 'VAT13', uomCode: 'PCS', demandDate: '2024-02-01' };

function poAdapter(options: { status?: string; resources?: string[]; userType?: 'internal' | 'supplier' } = {}): MemoryAdapter {
  return createMemoryAdapter({
    entities: allEntities,
    records: { ...baseRecords, srmPoHeader: [{ ...purchaseOrder(1, { status: options.status ?? 'DRAFT' }), lines: [LINE] }] },
    lookups: lookupSeed,
    resources: options.resources ?? ALL_RESOURCES,
    user: { userId: 9, userType: options.userType ?? 'internal', supplierId: 1 },
  });
}

function field(name: string): HTMLElement {
  const element = document.querySelector<HTMLElement>(`[data-field="${name}"]`);
  if (!element) throw new Error(`no field ${name}`);
  return element;
}

function buttonNames(): string[] {
  return [...document.querySelectorAll('.srm-edit-header button')].map((button) => button.textContent ?? '');
}

async function openOrder(options: Parameters<typeof poAdapter>[0] = {}) {
  const adapter = poAdapter(options);
  const harness = renderScreen({ route: PO_EDIT, adapter, params: { id: '1' }, userType: options.userType });
  await screen.findByText('PO202401010001', { selector: '.srm-edit-header *' });
  await waitFor(() => expect(buttonNames()).toContain('返回'));
  return { adapter, ...harness };
}

describe('edit screen', () => {
  it('shows required errors next to the fields and does not save', async () => {
    const adapter = poAdapter();
    renderScreen({ route: PO_EDIT, adapter });
    fireEvent.click(await screen.findByRole('button', { name: /保存/ }));
    expect(await screen.findByText('采购组织不能为空')).toBeTruthy();
    expect(screen.getByText('供应商不能为空')).toBeTruthy();
    expect(adapter.requests.some((request) => request.operation === 'saveOrUpdate')).toBe(false);
  });

  it('saves the header with its lines and versionNum, then reads the record back', async () => {
    const { adapter } = await openOrder();
    fireEvent.change(field('description').querySelector('textarea') as HTMLTextAreaElement, { target: { value: '加急' } });
    fireEvent.click(screen.getByRole('button', { name: /保存/ }));
    expect(await screen.findByText('保存成功')).toBeTruthy();
    const save = adapter.requests.find((request) => request.operation === 'saveOrUpdate');
    expect(save?.body).toMatchObject({ poHeaderId: 1, versionNum: 1, description: '加急', lines: [{ poLineId: 7, itemName: '深沟球轴承' }] });
    expect(save?.menu).toEqual({ menuId: 11, respId: 2 });
    const reads = adapter.requests.filter((request) => request.operation === 'findById');
    expect(reads).toHaveLength(2);
    expect(adapter.rows('srmPoHeader')[0]).toMatchObject({ versionNum: 2, description: '加急', taxTotalAmount: 33.9, nonTaxTotalAmount: 30 });
  });

  it('shows workflow buttons by status, resource and actor', async () => {
    await openOrder({ status: 'DRAFT' });
    expect(buttonNames()).toEqual(expect.arrayContaining(['保存', '提交', '取消', '返回']));
    expect(buttonNames()).not.toContain('审批通过');
    expect(buttonNames()).not.toContain('供应商确认');
  });

  it('offers approve and reject, and no save, on a submitted order', async () => {
    await openOrder({ status: 'SUBMITTED' });
    expect(buttonNames()).toEqual(expect.arrayContaining(['审批通过', '驳回']));
    expect(buttonNames()).not.toContain('保存');
    expect(buttonNames()).not.toContain('提交');
    // Read-only outside the editable statuses: no editors at all.
    expect(field('description').querySelector('textarea')).toBeNull();
  });

  it('hides an action whose resource is not granted', async () => {
    await openOrder({ status: 'DRAFT', resources: ['btnSave'] });
    expect(buttonNames()).toContain('保存');
    expect(buttonNames()).not.toContain('提交');
  });

  it('shows supplier actions to supplier users only', async () => {
    await openOrder({ status: 'APPROVED', userType: 'internal' });
    expect(buttonNames()).not.toContain('供应商确认');
  });

  it('lets the supplier confirm a sent order', async () => {
    await openOrder({ status: 'SENT', userType: 'supplier' });
    expect(buttonNames()).toContain('供应商确认');
    expect(buttonNames()).not.toContain('保存');
  });

  it('asks for a reason before rejecting, and sends it as comment', async () => {
    const { adapter } = await openOrder({ status: 'SUBMITTED' });
    fireEvent.click(screen.getByRole('button', { name: /驳回/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByText('请填写原因')).toBeTruthy();
    expect(adapter.requests.some((request) => request.operation === 'doReject')).toBe(false);
    fireEvent.change(within(dialog).getByLabelText('原因'), { target: { value: '价格过高' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(adapter.requests.some((request) => request.operation === 'doReject')).toBe(true));
    const reject = adapter.requests.find((request) => request.operation === 'doReject');
    expect(reject?.body).toEqual({ id: 1, versionNum: 1, comment: '价格过高' });
    expect(await screen.findByText('已驳回', { selector: '.srm-edit-header *' })).toBeTruthy();
    expect(buttonNames()).toContain('提交');
    expect(await screen.findByText('价格过高')).toBeTruthy();
  });

  it('shows server field errors on fields and line cells and keeps the edits', async () => {
    const memory = poAdapter();
    const refusing: DataAdapter = {
      async request(request) {
        if (request.operation !== 'saveOrUpdate') return memory.request(request);
        return {
          status: 'E',
          msg: '数据校验未通过',
          data: null as never,
          errors: [
            { field: 'description', message: '备注含有敏感词' },
            { field: 'itemName', line: { collection: 'lines', index: 0 }, message: '物料已停用' },
          ],
        };
      },
    };
    renderScreen({ route: PO_EDIT, adapter: refusing, params: { id: '1' } });
    await screen.findByText('PO202401010001', { selector: '.srm-edit-header *' });
    fireEvent.change(field('description').querySelector('textarea') as HTMLTextAreaElement, { target: { value: '敏感' } });
    fireEvent.click(screen.getByRole('button', { name: /保存/ }));
    expect(await screen.findByText('备注含有敏感词')).toBeTruthy();
    const linesGrid = document.querySelector('.srm-lines-grid') as HTMLElement;
    await waitFor(() => expect(cellOf(bodyRows(linesGrid)[0], 'itemName').getAttribute('title')).toBe('物料已停用'));
    // The message is a toast: Arco draws it in a root of its own, on its own schedule, not with the form.
    expect((await screen.findAllByText('数据校验未通过')).length).toBeGreaterThan(0);
    expect((field('description').querySelector('textarea') as HTMLTextAreaElement).value).toBe('敏感');
  });

  it('edits only the clicked line, marks required columns, and validates cells before saving', async () => {
    const { adapter } = await openOrder();
    const linesGrid = document.querySelector('.srm-lines-grid') as HTMLElement;
    const marked = [...linesGrid.querySelectorAll('[role="columnheader"]')].filter((th) => th.querySelector('.srm-required-mark'));
    expect(marked.map((th) => th.textContent)).toEqual(['*物料名称', '*需求数量', '*含税单价', '*需求日期']);
    fireEvent.click(screen.getByRole('button', { name: /添加行/ }));
    const rows = await waitForRows(2, linesGrid);
    // The new line is in edit mode; the first is not.
    expect(rows[0].querySelector('input')).toBeNull();
    expect(rows[1].querySelectorAll('input').length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('button', { name: /保存/ }));
    // The message is kept on the cell (its tooltip), the cell marked invalid.
    await waitFor(() => expect(cellOf(bodyRows(linesGrid)[1], 'itemName').getAttribute('title')).toBe('物料名称不能为空'));
    expect(cellOf(bodyRows(linesGrid)[1], 'itemName').getAttribute('aria-invalid')).toBe('true');
    expect(adapter.requests.some((request) => request.operation === 'saveOrUpdate')).toBe(false);
    fireEvent.click(within(bodyRows(linesGrid)[0]).getByText('深沟球轴承'));
    await waitFor(() => expect(bodyRows(linesGrid)[0].querySelector('input')).not.toBeNull());
    expect(bodyRows(linesGrid)[1].querySelector('[data-cell$=":itemName"] input')).toBeNull();
  });

  it('puts a line back as it was when Esc leaves its edit mode, and keeps it with Enter', async () => {
    await openOrder();
    const linesGrid = document.querySelector('.srm-lines-grid') as HTMLElement;
    const itemInput = () => cellOf(bodyRows(linesGrid)[0], 'itemName').querySelector('input') as HTMLInputElement;
    fireEvent.click(within(bodyRows(linesGrid)[0]).getByText('深沟球轴承'));
    await waitFor(() => expect(itemInput()).not.toBeNull());
    fireEvent.change(itemInput(), { target: { value: '圆锥滚子轴承' } });
    fireEvent.keyDown(itemInput(), { key: 'Escape' });
    await waitFor(() => expect(cellOf(bodyRows(linesGrid)[0], 'itemName').textContent).toBe('深沟球轴承'));
    expect(bodyRows(linesGrid)[0].querySelector('input')).toBeNull();

    fireEvent.click(within(bodyRows(linesGrid)[0]).getByText('深沟球轴承'));
    await waitFor(() => expect(itemInput()).not.toBeNull());
    fireEvent.change(itemInput(), { target: { value: '圆锥滚子轴承' } });
    fireEvent.keyDown(itemInput(), { key: 'Enter' });
    await waitFor(() => expect(cellOf(bodyRows(linesGrid)[0], 'itemName').textContent).toBe('圆锥滚子轴承'));
  });

  it('creates a record with lines and keeps its new id for the next save', async () => {
    const adapter = createMemoryAdapter({ entities: allEntities, lookups: lookupSeed, resources: ALL_RESOURCES });
    renderScreen({ route: 'lookupTypeEdit', adapter });
    await screen.findByText('新建');
    fireEvent.change(field('lookupType').querySelector('input') as HTMLInputElement, { target: { value: 'QUALITY_GRADE' } });
    fireEvent.change(field('meaning').querySelector('input') as HTMLInputElement, { target: { value: '质量等级' } });
    fireEvent.click(screen.getByRole('button', { name: /添加行/ }));
    const cell = (name: string) =>
      document.querySelector<HTMLInputElement>(`.srm-lines-grid [data-cell$=":${name}"] input`) as HTMLInputElement;
    await waitFor(() => expect(cell('lookupCode')).not.toBeNull());
    fireEvent.change(cell('lookupCode'), { target: { value: 'A' } });
    fireEvent.change(cell('meaning'), { target: { value: '优' } });
    fireEvent.click(screen.getByRole('button', { name: /保存/ }));
    expect(await screen.findByText('保存成功')).toBeTruthy();
    const first = adapter.requests.filter((request) => request.operation === 'saveOrUpdate')[0];
    expect(first.body).toMatchObject({ lookupType: 'QUALITY_GRADE', customizationLevel: 'U', lookupValues: [{ lookupCode: 'A', meaning: '优', enabledFlag: 'Y' }] });
    expect(first.body).not.toHaveProperty('lookupTypeId');
    await screen.findByText('QUALITY_GRADE', { selector: '.srm-edit-header *' });
    fireEvent.click(screen.getByRole('button', { name: /保存/ }));
    await waitFor(() => expect(adapter.requests.filter((request) => request.operation === 'saveOrUpdate')).toHaveLength(2));
    const second = adapter.requests.filter((request) => request.operation === 'saveOrUpdate')[1];
    expect(second.body).toMatchObject({ lookupTypeId: 1, versionNum: 1, lookupValues: [{ lookupValuesId: 1, lookupCode: 'A' }] });
    expect(adapter.rows('baseLookupType')).toHaveLength(1);
  });

  it('gives a new record its id in the screen params after the first save, and marks the data changed', async () => {
    const adapter = createMemoryAdapter({ entities: allEntities, lookups: lookupSeed, resources: ALL_RESOURCES });
    const { navigation, store } = renderScreen({ route: 'lookupTypeEdit', adapter });
    await screen.findByText('新建');
    fireEvent.change(field('lookupType').querySelector('input') as HTMLInputElement, { target: { value: 'QUALITY_GRADE' } });
    fireEvent.change(field('meaning').querySelector('input') as HTMLInputElement, { target: { value: '质量等级' } });
    fireEvent.click(screen.getByRole('button', { name: /保存/ }));
    await waitFor(() => expect(navigation.replaceParams).toHaveBeenCalledTimes(1));
    expect(navigation.replaceParams).toHaveBeenCalledWith({ menuId: '11', respId: '2', id: '1' });
    // Lists of the type and of its values (the lookup screen lists the lines) reload when next shown.
    expect(store.get(entityDataVersionAtom('baseLookupType'))).toBe(1);
    expect(store.get(entityDataVersionAtom('baseLookupValues'))).toBe(1);
  });

  it('keeps the params of an opened record and marks the data changed after an action', async () => {
    const { adapter, navigation, store } = await openOrder({ status: 'DRAFT' });
    const before = store.get(entityDataVersionAtom('srmPoHeader'));
    fireEvent.click(screen.getByRole('button', { name: /保存/ }));
    await waitFor(() => expect(store.get(entityDataVersionAtom('srmPoHeader'))).toBe(before + 1));
    await waitFor(() => expect(screen.getByRole('button', { name: /提交/ })).toHaveProperty('disabled', false));
    fireEvent.click(screen.getByRole('button', { name: /提交/ }));
    await waitFor(() => expect(adapter.requests.some((request) => request.operation === 'doSubmit')).toBe(true));
    await waitFor(() => expect(store.get(entityDataVersionAtom('srmPoHeader'))).toBe(before + 2));
    expect(navigation.replaceParams).not.toHaveBeenCalled();
  });
});
