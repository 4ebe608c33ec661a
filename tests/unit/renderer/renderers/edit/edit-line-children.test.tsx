import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { DataAdapter } from '../../../../../renderer/data/data-adapter';
import { failOnConsoleError } from '../../support/console-guard';
import { cellOf } from '../../support/grid-dom';
import { orderLine, productDescriptor, purchasingAdapter, renderPurchasing } from '../../support/purchasing-world';
import { allEntities, purchaseOrder } from '../../support/fixtures';

failOnConsoleError();
beforeEach(() => localStorage.clear());

const PO_EDIT = 'purOrderManage/purchaseOrderEdit';
type Row = Record<string, unknown>;

/** The rows of one line grid, without those of the grids of lines of lines drawn inside it. */
function bodyRows(grid: HTMLElement): HTMLElement[] {
  return [...grid.querySelectorAll<HTMLElement>(':scope .srm-grid-body [role="row"]')]
    .filter((row) => row.closest('.srm-lines-grid') === grid)
    .sort((a, b) => Number(a.getAttribute('aria-rowindex')) - Number(b.getAttribute('aria-rowindex')));
}

async function waitForRows(count: number, grid: HTMLElement): Promise<void> {
  await waitFor(() => expect(bodyRows(grid)).toHaveLength(count));
}

const schedule = (id: number, number: number, planQty: number): Row => ({ scheduleId: id, scheduleNumber: number, planDate: `2026-12-0${number}`, planQty, scheduleRemark: `第${number}批` });

/** A draft order (the buyer edits it) whose first line has two delivery schedules, the second none. */
function draftOrder(): Row {
  return {
    ...purchaseOrder(1),
    lines: [
      { ...orderLine(11, { scheduledQty: 100 }), schedules: [schedule(101, 1, 40), schedule(102, 2, 60)] },
      { ...orderLine(12, { lineNumber: 2 }), schedules: [] },
    ],
  };
}

const linesGrid = () => document.querySelector('[data-tab-panel="lines"] .srm-lines-grid[data-lines="lines"]') as HTMLElement;
const childButton = (row: number) => bodyRows(linesGrid())[row].querySelector('.srm-child-lines-button') as HTMLElement;
const drawer = () => document.querySelector('.srm-child-lines-drawer') as HTMLElement | null;
const drawerGrid = () => drawer()?.querySelector('.srm-lines-grid') as HTMLElement;
const saveBodies = (adapter: { requests: { operation: string; body?: Row }[] }) => adapter.requests.filter((request) => request.operation === 'saveOrUpdate').map((request) => request.body as Row);

async function typeIn(grid: HTMLElement, row: number, column: string, value: string, clickColumn: string) {
  if (!bodyRows(grid)[row].querySelector('.srm-grid-editor')) fireEvent.click(cellOf(bodyRows(grid)[row], clickColumn));
  await waitFor(() => expect(cellOf(bodyRows(grid)[row], column).querySelector('input')).not.toBeNull());
  fireEvent.change(cellOf(bodyRows(grid)[row], column).querySelector('input') as HTMLInputElement, { target: { value } });
}

async function openOrder(adapter: DataAdapter, language: 'CN' | 'EN' = 'CN', params: Record<string, string> = { id: '1' }, descriptors = {}) {
  renderPurchasing({ route: PO_EDIT, adapter, params, language, descriptors });
  await screen.findByText('PO202401010001', { selector: '.srm-edit-header *' });
  await waitForRows(2, linesGrid());
}

describe('lines of lines in a side panel (the order’s delivery schedules)', () => {
  it('opens a line’s schedules, edits, adds and deletes them, totals the line as they change and saves them nested', async () => {
    const adapter = purchasingAdapter({ srmPoHeader: [draftOrder()] });
    await openOrder(adapter);
    expect(childButton(0).textContent).toBe('交货计划 (2)');
    expect(childButton(1).textContent).toBe('交货计划 (0)');
    expect(cellOf(bodyRows(linesGrid())[0], 'scheduledQty').textContent).toBe('100');

    fireEvent.click(childButton(0));
    await waitFor(() => expect(drawer()?.querySelector('.arco-drawer-header-title')?.textContent).toBe('交货计划：第 1 行'));
    await waitForRows(2, drawerGrid());
    expect(cellOf(bodyRows(drawerGrid())[1], 'scheduleRemark').textContent).toBe('第2批');
    // The quantity planned: the line's scheduled quantity follows at once, before any save.
    await typeIn(drawerGrid(), 0, 'planQty', '30', 'scheduleRemark');
    await waitFor(() => expect(cellOf(bodyRows(linesGrid())[0], 'scheduledQty').textContent).toBe('90'));
    expect(drawerGrid().querySelector('.srm-grid-summary [data-summary="planQty"]')?.textContent).toBe('90');
    fireEvent.click(within(bodyRows(drawerGrid())[1]).getByText('删除'));
    await waitForRows(1, drawerGrid());
    await waitFor(() => expect(cellOf(bodyRows(linesGrid())[0], 'scheduledQty').textContent).toBe('30'));
    expect(childButton(0).textContent).toBe('交货计划 (1)');

    fireEvent.click(screen.getByRole('button', { name: /保存/ }));
    await screen.findByText('保存成功');
    const [body] = saveBodies(adapter);
    const lines = body.lines as Row[];
    expect((lines[0].schedules as Row[]).map((row) => [row.scheduleId, row.planQty, row.scheduleRemark])).toEqual([[101, 30, '第1批']]);
    expect(lines[1].schedules).toEqual([]);
    expect(lines[0]).not.toHaveProperty('schedules.0.schedules');
    // Read back from the "server": one schedule, the line's scheduled quantity its own.
    await waitFor(() => expect(childButton(0).textContent).toBe('交货计划 (1)'));
    const stored = adapter.rows('srmPoLineSchedule');
    expect(stored.map((row) => [row.scheduleId, row.poLineId, row.planQty])).toEqual([[101, 11, 30]]);
    expect(adapter.rows('srmPoLine').find((row) => row.poLineId === 11)?.scheduledQty).toBe(30);
  });

  it('checks a new schedule before saving: the required cells are marked and the panel opens on its line', async () => {
    const adapter = purchasingAdapter({ srmPoHeader: [draftOrder()] });
    await openOrder(adapter);
    fireEvent.click(childButton(1));
    await waitFor(() => expect(drawer()?.querySelector('.arco-drawer-header-title')?.textContent).toBe('交货计划：第 2 行'));
    fireEvent.click(within(drawer() as HTMLElement).getByRole('button', { name: /添加行/ }));
    await waitForRows(1, drawerGrid());
    await typeIn(drawerGrid(), 0, 'planQty', '5', 'scheduleRemark');
    await waitFor(() => expect(cellOf(bodyRows(linesGrid())[1], 'scheduledQty').textContent).toBe('5'));
    fireEvent.click(drawer()?.querySelector('.arco-drawer-close-icon') as HTMLElement);
    await waitFor(() => expect(drawer()).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: /保存/ }));
    await waitFor(() => expect(drawer()?.querySelector('.arco-drawer-header-title')?.textContent).toBe('交货计划：第 2 行'));
    await waitFor(() => expect(cellOf(bodyRows(drawerGrid())[0], 'planDate').getAttribute('title')).toBe('计划交货日期不能为空'));
    expect(childButton(1).classList.contains('srm-child-lines-invalid')).toBe(true);
    expect(document.querySelector('.srm-edit-tab-title[data-tab="lines"] .srm-edit-tab-error')).not.toBeNull();
    expect(saveBodies(adapter)).toEqual([]);
  });

  it('shows a server error of a schedule in its cell, opening the panel of its line (English)', async () => {
    const memory = purchasingAdapter({ srmPoHeader: [draftOrder()] }, { language: 'EN' });
    const refusing: DataAdapter = {
      async request(request) {
        if (request.operation !== 'saveOrUpdate') return memory.request(request);
        return {
          status: 'E',
          msg: 'Some fields are not valid',
          data: null as never,
          errors: [{ field: 'planQty', line: { collection: 'schedules', index: 1, parent: { collection: 'lines', index: 0 } }, message: 'Planned beyond the order quantity' }],
        };
      },
    };
    await openOrder(refusing, 'EN');
    expect(childButton(0).textContent).toBe('Delivery schedule (2)');
    fireEvent.click(screen.getByRole('button', { name: /Save/ }));
    await waitFor(() => expect(drawer()?.querySelector('.arco-drawer-header-title')?.textContent).toBe('Delivery schedule: line 1'));
    await waitForRows(2, drawerGrid());
    expect(cellOf(bodyRows(drawerGrid())[1], 'planQty').getAttribute('title')).toBe('Planned beyond the order quantity');
    expect(cellOf(bodyRows(drawerGrid())[1], 'planQty').getAttribute('aria-invalid')).toBe('true');
    expect(childButton(0).classList.contains('srm-child-lines-invalid')).toBe(true);
    expect(document.querySelector('.srm-edit-tab-title[data-tab="lines"] .srm-edit-tab-error')).not.toBeNull();
  });

  it('shows the schedules read-only on a detail view: no adding, deleting or editing', async () => {
    const adapter = purchasingAdapter({ srmPoHeader: [draftOrder()] });
    await openOrder(adapter, 'CN', { id: '1', mode: 'detail' });
    fireEvent.click(childButton(0));
    await waitForRows(2, drawerGrid());
    expect(within(drawer() as HTMLElement).queryByRole('button', { name: /添加行/ })).toBeNull();
    expect(within(drawer() as HTMLElement).queryByText('删除')).toBeNull();
    fireEvent.click(cellOf(bodyRows(drawerGrid())[0], 'planQty'));
    expect(drawerGrid().querySelector('input')).toBeNull();
  });
});

/** The order's edit screen with its schedules under each line instead of in a panel. */
function inlineDescriptor(): Row {
  const descriptor = productDescriptor(PO_EDIT);
  const tabs = descriptor.tabs as { lineGrids?: { children?: Row }[] }[];
  const grid = tabs[0].lineGrids?.[0] as { children: Row };
  grid.children = { ...grid.children, mode: 'inline' };
  return descriptor;
}

const expandToggle = (row: number) => cellOf(bodyRows(linesGrid())[row], '__expand').querySelector('button') as HTMLElement;
/** The grid of a line's lines drawn under the line's row. */
const inlineGrid = (row: number) => linesGrid().querySelector(`[role="row"][aria-rowindex="${row + 1}"] .srm-grid-expansion .srm-lines-grid`) as HTMLElement | null;

describe('lines of lines under their line (inline)', () => {
  it('expands a line to its schedules, edits and adds one, totals the line, and collapses it', async () => {
    const adapter = purchasingAdapter({ srmPoHeader: [draftOrder()] }, { language: 'EN' });
    await openOrder(adapter, 'EN', { id: '1' }, { [PO_EDIT]: inlineDescriptor() });
    expect(linesGrid().querySelector('.srm-child-lines-button')).toBeNull();
    fireEvent.click(expandToggle(0));
    await waitFor(() => expect(inlineGrid(0)).not.toBeNull());
    await waitForRows(2, inlineGrid(0) as HTMLElement);
    // A click in the schedules edits the schedule, not the order line around it.
    await typeIn(inlineGrid(0) as HTMLElement, 1, 'planQty', '10', 'scheduleRemark');
    expect(cellOf(bodyRows(linesGrid())[0], 'itemName').querySelector('input')).toBeNull();
    await waitFor(() => expect(cellOf(bodyRows(linesGrid())[0], 'scheduledQty').textContent).toBe('50'));
    fireEvent.click(within(inlineGrid(0) as HTMLElement).getByRole('button', { name: /Add line/ }));
    await waitForRows(3, inlineGrid(0) as HTMLElement);
    fireEvent.click(expandToggle(0));
    await waitFor(() => expect(inlineGrid(0)).toBeNull());

    // The new schedule lacks its date and quantity: saving opens the line again with the cells marked.
    fireEvent.click(screen.getByRole('button', { name: /Save/ }));
    await waitFor(() => expect(inlineGrid(0)).not.toBeNull());
    await waitFor(() => expect(cellOf(bodyRows(inlineGrid(0) as HTMLElement)[2], 'planQty').getAttribute('title')).toBe('Planned quantity is required'));
    expect(adapter.requests.some((request) => request.operation === 'saveOrUpdate')).toBe(false);
  });
});

describe('field rules of lines of lines read their line', () => {
  it('shows a schedule note only under lines counted in kilograms ({parentField} of the line)', async () => {
    const entities = allEntities.map((entity) =>
      entity.name !== 'srmPoLineSchedule'
        ? entity
        : { ...entity, fields: entity.fields.map((field) => (field.name === 'scheduleRemark' ? { ...field, visibleWhen: { expr: { parentField: 'uomCode' }, op: 'eq' as const, value: 'KG' } } : field)) },
    );
    const order = draftOrder();
    const [first, second] = order.lines as Row[];
    order.lines = [first, { ...second, uomCode: 'KG', schedules: [schedule(103, 1, 7)] }];
    const adapter = purchasingAdapter({ srmPoHeader: [order] }, { entities });
    renderPurchasing({ route: PO_EDIT, adapter, params: { id: '1' }, entities });
    await screen.findByText('PO202401010001', { selector: '.srm-edit-header *' });
    await waitForRows(2, linesGrid());
    fireEvent.click(childButton(0));
    await waitForRows(2, drawerGrid());
    expect(cellOf(bodyRows(drawerGrid())[0], 'scheduleRemark').textContent).toBe('');
    fireEvent.click(drawer()?.querySelector('.arco-drawer-close-icon') as HTMLElement);
    await waitFor(() => expect(drawer()).toBeNull());
    fireEvent.click(childButton(1));
    await waitForRows(1, drawerGrid());
    expect(cellOf(bodyRows(drawerGrid())[0], 'scheduleRemark').textContent).toBe('第1批');
  });
});

describe('cascading choices of lines of lines read their line', () => {
  it('clears a schedule’s site that no longer belongs to its line once the line changes ({parentField} of the line)', async () => {
    // A site of each schedule, among the organisations whose code is the line's item code.
    const site = { name: 'siteId', type: 'integer' as const, label: { cn: '收货地点', en: 'Site' }, ref: { entity: 'baseOrganization', display: { siteName: 'orgName' }, filter: { orgCode: { parentField: 'itemCode' } } } };
    const entities = allEntities.map((entity) => (entity.name === 'srmPoLineSchedule' ? { ...entity, fields: [...entity.fields, site] } : entity));
    const descriptor = productDescriptor(PO_EDIT);
    const grid = (descriptor.tabs as { lineGrids: { children: { columns: Row[] } }[] }[])[0].lineGrids[0];
    grid.children.columns.push({ key: 'siteId', displayKey: 'siteName', width: 160, isEdit: true, editType: 'reference' });
    const order = draftOrder();
    const [first, second] = order.lines as Row[];
    order.lines = [{ ...first, itemCode: 'HQ', schedules: [{ ...schedule(101, 1, 40), siteId: 1 }] }, second];
    const adapter = purchasingAdapter({ srmPoHeader: [order] }, { entities });
    renderPurchasing({ route: PO_EDIT, adapter, params: { id: '1' }, entities, descriptors: { [PO_EDIT]: descriptor } });
    await screen.findByText('PO202401010001', { selector: '.srm-edit-header *' });
    await waitForRows(2, linesGrid());
    fireEvent.click(childButton(0));
    await waitForRows(1, drawerGrid());
    expect(cellOf(bodyRows(drawerGrid())[0], 'siteId').textContent).toBe('集团总部');

    // The line's item code changes: the site no longer qualifies and is cleared with its name.
    await typeIn(linesGrid(), 0, 'itemCode', 'SH01', 'itemName');
    await waitFor(() => expect(cellOf(bodyRows(drawerGrid())[0], 'siteId').textContent).toBe(''));
    const check = adapter.requests.find((request) => request.resource === 'baseOrganizationRestful' && (request.body as Row).orgId_in !== undefined);
    expect(check?.body).toMatchObject({ orgCode: 'SH01', orgId_in: [1] });
  });
});
