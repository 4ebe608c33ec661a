import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { MemoryAdapter } from '../../../../../renderer/data/memory-adapter';
import { failOnConsoleError } from '../../support/console-guard';
import { renderDemo } from '../../support/demo-screen';
import { bodyRows, cellOf, waitForRows } from '../../support/grid-dom';

failOnConsoleError();
beforeEach(() => localStorage.clear());

const field = (name: string) => document.querySelector(`[data-field="${name}"]`) as HTMLElement;
const select = (holder: HTMLElement) => holder.querySelector('.arco-select') as HTMLElement;
const isDisabled = (holder: HTMLElement) => select(holder).classList.contains('arco-select-disabled');

async function choose(holder: HTMLElement, option: string) {
  fireEvent.click(holder.querySelector('.arco-select-view') as HTMLElement);
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

/** Opens a select and waits until it lists exactly these options, newest first (its popup is the newest one in the page). */
async function expectOptions(holder: HTMLElement, expected: string[]) {
  fireEvent.click(holder.querySelector('.arco-select-view') as HTMLElement);
  const newestPopup = () => [...document.querySelectorAll('.arco-select-popup')].at(-1);
  await waitFor(() => expect([...(newestPopup()?.querySelectorAll('.arco-select-option') ?? [])].map((option) => option.textContent)).toEqual(expected));
}

function listCalls(adapter: MemoryAdapter, entity: string) {
  return adapter.requests.filter((request) => request.operation === 'listByPage' && request.resource === `${entity}Restful`).map((request) => request.body as Record<string, unknown>);
}

describe('cascading references (ref.filter)', () => {
  it('keeps the site select disabled until a supplier is chosen, then lists only that supplier’s sites', async () => {
    const { adapter } = renderDemo();
    await screen.findByText('新建', { selector: '.srm-edit-header *' });
    expect(isDisabled(field('siteId'))).toBe(true);
    expect(field('siteId').textContent).toContain('请先选择供应商');
    expect(isDisabled(field('contactId'))).toBe(true);
    await choose(field('supplierId'), 'S000002 深圳宏达电子科技有限公司');
    await waitFor(() => expect(isDisabled(field('siteId'))).toBe(false));
    await expectOptions(field('siteId'), ['DG-01 东莞仓库', 'SZ-01 深圳宝安工厂']);
    expect(listCalls(adapter, 'demoSupplierSite').at(-1)).toMatchObject({ supplierId: 2, pageIndex: 1 });
  });

  it('says what to choose first in English', async () => {
    renderDemo({ language: 'EN' });
    await screen.findByText('New', { selector: '.srm-edit-header *' });
    expect(field('siteId').textContent).toContain('Choose Supplier first');
  });

  it('clears a site and a contact that no longer belong to the chosen supplier, with their names; the filled phone stays', async () => {
    const { adapter } = renderDemo({ params: { id: '1' } });
    await screen.findByText('RQ20261122-0001', { selector: '.srm-edit-header *' });
    expect(field('siteId').textContent).toContain('上海松江工厂');
    await choose(field('supplierId'), 'S000002 深圳宏达电子科技有限公司');
    await waitFor(() => expect(field('siteId').textContent).not.toContain('上海松江工厂'));
    await waitFor(() => expect(field('contactId').textContent).not.toContain('李明'));
    expect(listCalls(adapter, 'demoSupplierSite')).toContainEqual(expect.objectContaining({ supplierId: 2, siteId_in: [11] }));
    expect((field('contactPhone').querySelector('input') as HTMLInputElement).value).toBe('021-5788 1234');
    fireEvent.click(screen.getByRole('button', { name: /保存/ }));
    expect(await screen.findByText('保存成功')).toBeTruthy();
    const saved = adapter.requests.find((request) => request.operation === 'saveOrUpdate')?.body as Record<string, unknown>;
    expect(saved).toMatchObject({ supplierId: 2, siteId: null, siteName: null, contactId: null, contactName: null });
  });

  it('clears the dependents at once when the supplier is emptied', async () => {
    const { adapter } = renderDemo({ params: { id: '1' } });
    await screen.findByText('RQ20261122-0001', { selector: '.srm-edit-header *' });
    const before = listCalls(adapter, 'demoSupplierSite').length;
    fireEvent.click(field('supplierId').querySelector('.arco-select-clear-icon') as HTMLElement);
    await waitFor(() => expect(isDisabled(field('siteId'))).toBe(true));
    expect(field('siteId').textContent).toContain('请先选择供应商');
    expect(field('contactId').textContent).toContain('请先选择供应商');
    // Nothing to ask: without a supplier no site qualifies.
    expect(listCalls(adapter, 'demoSupplierSite').length).toBe(before);
  });

  it('lets a line choose among the sites of the header’s supplier ({parentField}) and clears them when the supplier changes', async () => {
    const { adapter } = renderDemo({ params: { id: '1' } });
    await screen.findByText('RQ20261122-0001', { selector: '.srm-edit-header *' });
    const grid = document.querySelector('[data-tab-panel="items"] .srm-lines-grid') as HTMLElement;
    const rows = await waitForRows(2, grid);
    fireEvent.click(cellOf(rows[0], 'categoryName'));
    await waitFor(() => expect(cellOf(bodyRows(grid)[0], 'siteId').querySelector('.arco-select')).not.toBeNull());
    await expectOptions(cellOf(bodyRows(grid)[0], 'siteId'), ['SZ-02 苏州仓库', 'SH-01 上海松江工厂']);
    expect(listCalls(adapter, 'demoSupplierSite').at(-1)).toMatchObject({ supplierId: 1 });
    fireEvent.keyDown(cellOf(bodyRows(grid)[0], 'categoryName').querySelector('input') as HTMLInputElement, { key: 'Enter' });
    await waitFor(() => expect(bodyRows(grid)[0].querySelector('.srm-grid-editor')).toBeNull());

    await choose(field('supplierId'), 'S000003 武汉长江包装材料有限公司');
    await waitFor(() => expect(cellOf(bodyRows(grid)[0], 'siteId').textContent).toBe(''));
    await waitFor(() => expect(cellOf(bodyRows(grid)[1], 'siteId').textContent).toBe(''));
    // One question for both lines.
    expect(listCalls(adapter, 'demoSupplierSite')).toContainEqual(expect.objectContaining({ supplierId: 3, siteId_in: [11, 12] }));
  });
});

describe('cascading references in a search form', () => {
  it('search any site, whichever supplier is chosen or not', async () => {
    renderDemo({ route: 'demoRequestList' });
    await waitForRows(1);
    const search = [...document.querySelectorAll<HTMLElement>('.srm-search-field')].find((element) => element.textContent?.includes('供应商地点')) as HTMLElement;
    expect(isDisabled(search)).toBe(false);
    await expectOptions(search, ['WH-01 武汉东西湖工厂', 'DG-01 东莞仓库', 'SZ-01 深圳宝安工厂', 'SZ-02 苏州仓库', 'SH-01 上海松江工厂']);
  });
});

describe('defaults from a picked record (ref.fill)', () => {
  it('fills the contact’s phone when a contact is picked', async () => {
    renderDemo({ params: { id: '1' } });
    await screen.findByText('RQ20261122-0001', { selector: '.srm-edit-header *' });
    await choose(field('contactId'), '王芳');
    await waitFor(() => expect((field('contactPhone').querySelector('input') as HTMLInputElement).value).toBe('0512-6655 7788'));
  });

  it('fills a line’s unit, category and price from the picked item, overwriting what was there', async () => {
    renderDemo({ params: { id: '1' } });
    await screen.findByText('RQ20261122-0001', { selector: '.srm-edit-header *' });
    const grid = document.querySelector('[data-tab-panel="items"] .srm-lines-grid') as HTMLElement;
    const rows = await waitForRows(2, grid);
    fireEvent.click(cellOf(rows[0], 'categoryName'));
    await waitFor(() => expect(cellOf(bodyRows(grid)[0], 'itemId').querySelector('.arco-select')).not.toBeNull());
    await choose(cellOf(bodyRows(grid)[0], 'itemId'), 'M-2001 镀锌钢板 1.5mm');
    await waitFor(() => expect((cellOf(bodyRows(grid)[0], 'categoryName').querySelector('input') as HTMLInputElement).value).toBe('钢材'));
    expect((cellOf(bodyRows(grid)[0], 'price').querySelector('input') as HTMLInputElement).value).toBe('6.85');
    fireEvent.keyDown(cellOf(bodyRows(grid)[0], 'categoryName').querySelector('input') as HTMLInputElement, { key: 'Enter' });
    await waitFor(() => expect(cellOf(bodyRows(grid)[0], 'uomCode').textContent).toBe('千克'));
    // The amount follows the filled price at once: 10 × 6.85.
    expect(cellOf(bodyRows(grid)[0], 'amount').textContent).toBe('68.50');
    expect(within(cellOf(bodyRows(grid)[0], 'itemId')).getByText('镀锌钢板 1.5mm')).toBeTruthy();
  });
});
