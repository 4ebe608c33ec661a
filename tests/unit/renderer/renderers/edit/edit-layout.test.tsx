import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { createMemoryAdapter } from '../../../../../renderer/data/memory-adapter';
import { failOnConsoleError } from '../../support/console-guard';
import { renderDemo } from '../../support/demo-screen';
import { ALL_RESOURCES, allEntities, baseRecords, lookupSeed, purchaseOrder } from '../../support/fixtures';
import { bodyRows, cellOf, waitForRows } from '../../support/grid-dom';
import { renderScreen } from '../../support/render-screen';

failOnConsoleError();
beforeEach(() => localStorage.clear());

const PO_EDIT = 'purOrderManage/purchaseOrderEdit';
const LINE = { poLineId: 7, lineNumber: 1, itemName: '深沟球轴承', demandQty: 3, taxPrice: 11.3, taxRateCode: 'VAT13', uomCode: 'PCS', demandDate: '2024-02-01' };

function poAdapter() {
  return createMemoryAdapter({
    entities: allEntities,
    records: { ...baseRecords, srmPoHeader: [{ ...purchaseOrder(1), lines: [LINE] }] },
    lookups: lookupSeed,
    resources: ALL_RESOURCES,
    user: { userId: 9, userType: 'internal', supplierId: 1 },
  });
}

const tabTitle = (key: string) => document.querySelector(`.srm-edit-tab-title[data-tab="${key}"]`) as HTMLElement;
const tabPanel = (key: string) => document.querySelector<HTMLElement>(`[data-tab-panel="${key}"]`);
const tabMarked = (key: string) => tabTitle(key).querySelector('.srm-edit-tab-error') !== null;
function section(title: string): HTMLElement {
  const found = [...document.querySelectorAll<HTMLElement>('.srm-form-section')].find((candidate) => candidate.firstElementChild?.textContent === title);
  if (!found) throw new Error(`no section ${title}`);
  return found;
}

describe('edit screen tabs', () => {
  it('shows the order lines in the 订单行 tab and the attachments in the 附件 tab (drawn when first shown)', async () => {
    renderScreen({ route: PO_EDIT, adapter: poAdapter(), params: { id: '1' } });
    await screen.findByText('PO202401010001', { selector: '.srm-edit-header *' });
    expect(tabTitle('lines').textContent).toBe('订单行');
    expect(tabTitle('attachments').textContent).toBe('附件');
    const lines = tabPanel('lines') as HTMLElement;
    await waitForRows(1, lines);
    expect(cellOf(bodyRows(lines)[0], 'itemName').textContent).toBe('深沟球轴承');
    // Not drawn until its tab is opened.
    expect(tabPanel('attachments')).toBeNull();
    fireEvent.click(tabTitle('attachments'));
    await waitFor(() => expect(tabPanel('attachments')?.hidden).toBe(false));
    expect(tabPanel('attachments')?.querySelector('[data-field="attachmentIds"]')).not.toBeNull();
    // The lines tab is kept, hidden, with its line.
    expect(tabPanel('lines')?.hidden).toBe(true);
    expect(bodyRows(tabPanel('lines') as HTMLElement)).toHaveLength(1);
  });

  it('titles the tabs in English', async () => {
    renderScreen({ route: PO_EDIT, adapter: poAdapter(), params: { id: '1' }, language: 'EN' });
    await screen.findByText('PO202401010001', { selector: '.srm-edit-header *' });
    expect(tabTitle('lines').textContent).toBe('Lines');
    expect(tabTitle('attachments').textContent).toBe('Attachments');
  });

  it('switches to the first tab with an error after a failed save and marks its title', async () => {
    renderDemo({ params: { id: '1' } });
    await screen.findByText('RQ20261122-0001', { selector: '.srm-edit-header *' });
    fireEvent.click(tabTitle('services'));
    await waitFor(() => expect(tabPanel('services')?.hidden).toBe(false));
    // A service line without its required name: the services tab.
    fireEvent.click(within(tabPanel('services') as HTMLElement).getByRole('button', { name: /添加行/ }));
    fireEvent.click(tabTitle('items'));
    await waitFor(() => expect(tabPanel('items')?.hidden).toBe(false));
    fireEvent.click(screen.getByRole('button', { name: /保存/ }));
    await waitFor(() => expect(tabPanel('services')?.hidden).toBe(false));
    expect(tabMarked('services')).toBe(true);
    expect(tabMarked('items')).toBe(false);
    expect(tabTitle('services').querySelector('.srm-edit-tab-error')?.getAttribute('aria-label')).toBe('此页签有错误');
    const services = tabPanel('services') as HTMLElement;
    await waitFor(() => expect(cellOf(bodyRows(services)[1], 'serviceName').getAttribute('title')).toBe('服务内容不能为空'));
  });

  it('marks every tab holding an error and goes to the first of them, in English', async () => {
    renderDemo({ language: 'EN' });
    await screen.findByText('New', { selector: '.srm-edit-header *' });
    fireEvent.click(tabTitle('services'));
    fireEvent.click(within(tabPanel('services') as HTMLElement).getByRole('button', { name: /Add line/ }));
    fireEvent.click(tabTitle('items'));
    fireEvent.click(within(tabPanel('items') as HTMLElement).getByRole('button', { name: /Add line/ }));
    fireEvent.click(tabTitle('services'));
    await waitFor(() => expect(tabPanel('services')?.hidden).toBe(false));
    fireEvent.click(screen.getByRole('button', { name: /Save/ }));
    await waitFor(() => expect(tabPanel('items')?.hidden).toBe(false));
    expect(tabMarked('items')).toBe(true);
    expect(tabMarked('services')).toBe(true);
    expect(tabTitle('items').querySelector('.srm-edit-tab-error')?.getAttribute('aria-label')).toBe('This tab has errors');
    // The header's own error (supplier) is shown at its field, above the tabs.
    expect(screen.getByText('Supplier is required')).toBeTruthy();
  });

  it('draws several line grids on one page and saves every collection', async () => {
    const { adapter } = renderDemo({ params: { id: '1' }, edit: { linesInTabs: false } });
    await screen.findByText('RQ20261122-0001', { selector: '.srm-edit-header *' });
    const grids = [...document.querySelectorAll<HTMLElement>('.srm-lines-grid')];
    expect(grids).toHaveLength(2);
    await waitForRows(2, grids[0]);
    await waitForRows(1, grids[1]);
    expect(document.querySelector('.srm-edit-tabs')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /保存/ }));
    expect(await screen.findByText('保存成功')).toBeTruthy();
    const save = adapter.requests.find((request) => request.operation === 'saveOrUpdate');
    expect(save?.body).toMatchObject({ items: [{ itemLineId: 1 }, { itemLineId: 2 }], services: [{ serviceLineId: 1 }] });
  });
});

describe('collapsible sections', () => {
  it('folds and opens 其他信息 on the purchase order from its title', async () => {
    renderScreen({ route: PO_EDIT, adapter: poAdapter(), params: { id: '1' } });
    await screen.findByText('PO202401010001', { selector: '.srm-edit-header *' });
    const other = section('其他信息');
    const toggle = within(other).getByRole('button', { name: /其他信息/ });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(other.querySelector('[data-field="description"]')).not.toBeNull();
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(other.querySelector('[data-field="description"]')).toBeNull();
    fireEvent.click(toggle);
    expect(other.querySelector('[data-field="description"]')).not.toBeNull();
    // Sections that are not collapsible have a plain title.
    expect(within(section('订单信息')).queryByRole('button', { name: /订单信息/ })).toBeNull();
  });

  it('starts folded when the descriptor says collapsed, and opens when a field in it has an error', async () => {
    renderDemo({ params: { id: '1' }, edit: { collapsed: true } });
    await screen.findByText('RQ20261122-0001', { selector: '.srm-edit-header *' });
    const other = section('其他信息');
    expect(other.getAttribute('data-collapsed')).toBe('true');
    expect(other.querySelector('[data-field="buyerNote"]')).toBeNull();
    // Urgent: the buyer note in the folded section becomes required (the screen's requiredWhen).
    fireEvent.click(document.querySelector('[data-field="urgentFlag"] button, [data-field="urgentFlag"] .arco-switch, [data-field="urgentFlag"] input') as HTMLElement);
    fireEvent.click(screen.getByRole('button', { name: /保存/ }));
    await waitFor(() => expect(other.getAttribute('data-collapsed')).toBeNull());
    expect(within(other).getByText('采购方备注不能为空')).toBeTruthy();
  });
});
