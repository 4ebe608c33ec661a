import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { EntitySchema } from '../../../../../src/shared/formats/entity-format';
import { failOnConsoleError } from '../../support/console-guard';
import { allEntities, purchaseOrder } from '../../support/fixtures';
import { ScreenVisibilityProvider } from '../../../../../renderer/context/screen-visibility-context';
import { bumpEntityDataVersion } from '../../../../../renderer/data/entity-data-version';
import { ScreenRenderer } from '../../../../../renderer/screen-renderer';
import { renderWithProviders } from '../../support/render-screen';
import { BUYER, SUPPLIER, confirmedOrder, orderLine, purchasingAdapter, purchasingLoader, renderPurchasing } from '../../support/purchasing-world';

failOnConsoleError();
beforeEach(() => localStorage.clear());

const PO_EDIT = 'purOrderManage/purchaseOrderEdit';
const NOTE_EDIT = 'deliveryNote/deliveryNoteEdit';
type Row = Record<string, unknown>;

const button = (name: RegExp) => screen.getByRole('button', { name });
const tabTitle = (key: string) => document.querySelector(`.srm-edit-tab-title[data-tab="${key}"]`) as HTMLElement;
const linkRows = () => [...document.querySelectorAll<HTMLElement>('.srm-document-links .arco-table-tr')].filter((row) => row.querySelector('td'));
const linkTexts = () => linkRows().map((row) => [...row.querySelectorAll('td')].slice(0, 5).map((cell) => cell.textContent));
const requests = (adapter: { requests: { operation: string; body?: Row }[] }, operation: string) => adapter.requests.filter((request) => request.operation === operation);

async function openLinksTab(): Promise<void> {
  fireEvent.click(tabTitle('links'));
  await waitFor(() => expect(document.querySelector('[data-tab-panel="links"]')?.hasAttribute('hidden')).toBe(false));
}

describe('generate buttons on the edit screen', () => {
  it('creates a delivery note from a confirmed order, says so, opens it on its own menu and lists it among the related documents', async () => {
    const adapter = purchasingAdapter({ srmPoHeader: [confirmedOrder(1, [orderLine(11), orderLine(12, { demandQty: 50, openQty: 50 })])] }, { user: SUPPLIER });
    const { navigation } = renderPurchasing({ route: PO_EDIT, adapter, params: { id: '1' }, userType: 'supplier' });
    await screen.findByText('PO202401010001', { selector: '.srm-edit-header *' });
    await openLinksTab();
    await waitFor(() => expect(document.querySelector('.srm-document-links .arco-empty')?.textContent).toContain('暂无关联单据'));

    fireEvent.click(button(/创建送货单/));
    expect(await screen.findByText('已生成送货单 DN20261122-0001')).toBeTruthy();
    expect(requests(adapter, 'doCreateDelivery').map((request) => request.body)).toEqual([{ id: 1 }]);
    expect(navigation.openScreen).toHaveBeenCalledWith(NOTE_EDIT, { id: '1' }, { menu: 'route' });
    expect(adapter.rows('srmDeliveryLine').map((line) => [line.poLineId, line.shipQty])).toEqual([[11, 100], [12, 50]]);
    // The related documents are read again with the order.
    await waitFor(() => expect(linkTexts()).toEqual([['下游单据', '送货单', 'DN20261122-0001', '草稿', '创建送货单']]));
    fireEvent.click(within(linkRows()[0]).getByRole('button', { name: 'DN20261122-0001' }));
    expect(navigation.openScreen).toHaveBeenLastCalledWith(NOTE_EDIT, { id: '1' }, { menu: 'route' });

    fireEvent.click(button(/创建送货单/));
    await waitFor(() => expect(linkTexts().map((row) => row[2])).toEqual(['DN20261122-0002', 'DN20261122-0001']));
  });

  it('shows the action to supplier users only, and only on a confirmed order', async () => {
    const records = { srmPoHeader: [confirmedOrder(1, [orderLine(11)]), { ...purchaseOrder(2, { status: 'SENT' }), lines: [orderLine(21)] }] };
    const asBuyer = renderPurchasing({ route: PO_EDIT, adapter: purchasingAdapter(records, { user: BUYER }), params: { id: '1' } });
    await screen.findByText('PO202401010001', { selector: '.srm-edit-header *' });
    expect(screen.queryByRole('button', { name: /创建送货单/ })).toBeNull();
    asBuyer.result.unmount();
    renderPurchasing({ route: PO_EDIT, adapter: purchasingAdapter(records, { user: SUPPLIER }), params: { id: '2' }, userType: 'supplier' });
    await screen.findByText('PO202401010002', { selector: '.srm-edit-header *' });
    expect(screen.queryByRole('button', { name: /创建送货单/ })).toBeNull();
    expect(button(/供应商确认/)).toBeTruthy();
  });

  it('is disabled on a record not saved yet or with unsaved changes: "Save first"', async () => {
    // A buyer's variant of the action, from draft orders, so that the order can be changed on screen.
    const entities: EntitySchema[] = allEntities.map((entity) =>
      entity.name === 'srmPoHeader' && entity.generate
        ? { ...entity, generate: { doCreateDelivery: { ...entity.generate.doCreateDelivery, actor: 'internal', from: ['DRAFT'] } } }
        : entity,
    );
    const adapter = purchasingAdapter({ srmPoHeader: [{ ...purchaseOrder(1), lines: [orderLine(11)] }] }, { entities, language: 'EN' });
    const { navigation, result } = renderPurchasing({ route: PO_EDIT, adapter, params: { id: '1' }, entities, language: 'EN' });
    await screen.findByText('PO202401010001', { selector: '.srm-edit-header *' });
    const generate = () => button(/Create delivery note/) as HTMLButtonElement;
    expect(generate().disabled).toBe(false);
    fireEvent.change(document.querySelector('[data-field="description"] textarea') as HTMLTextAreaElement, { target: { value: 'changed' } });
    await waitFor(() => expect(generate().disabled).toBe(true));
    expect(generate().closest('.srm-button-reason')?.getAttribute('data-reason')).toBe('Save first');
    fireEvent.click(button(/Save/));
    await screen.findByText('Saved');
    await waitFor(() => expect(generate().disabled).toBe(false));
    fireEvent.click(generate());
    await screen.findByText('Delivery note DN20261122-0001 created');
    expect(navigation.openScreen).toHaveBeenCalledWith(NOTE_EDIT, { id: '1' }, { menu: 'route' });

    result.unmount();
    renderPurchasing({ route: PO_EDIT, adapter, params: {}, entities, language: 'EN' });
    await screen.findByText('New', { selector: '.srm-edit-header *' });
    expect((button(/Create delivery note/) as HTMLButtonElement).disabled).toBe(true);
    await openLinksTabEnglish();
    expect(document.querySelector('.srm-document-links-unsaved')?.textContent).toBe('Related documents show once saved');
  });
});

async function openLinksTabEnglish(): Promise<void> {
  fireEvent.click(tabTitle('links'));
  await waitFor(() => expect(document.querySelector('[data-tab-panel="links"]')?.hasAttribute('hidden')).toBe(false));
}

describe('related documents of a delivery note', () => {
  it('lists the order it was generated from, opens it, and reads the links again after a workflow action (English)', async () => {
    const adapter = purchasingAdapter({ srmPoHeader: [confirmedOrder(1, [orderLine(11)])] }, { user: SUPPLIER, language: 'EN' });
    await adapter.request({ service: 'srm', resource: 'srmPoHeaderRestful', operation: 'doCreateDelivery', body: { id: 1 } });
    const { navigation } = renderPurchasing({ route: NOTE_EDIT, adapter, params: { id: '1' }, userType: 'supplier', language: 'EN' });
    await screen.findByText('DN20261122-0001', { selector: '.srm-edit-header *' });
    await openLinksTabEnglish();
    await waitFor(() => expect(linkTexts()).toEqual([['Source', 'Purchase order', 'PO202401010001', 'Confirmed by supplier', 'Create delivery note']]));
    fireEvent.click(within(linkRows()[0]).getByRole('button', { name: 'PO202401010001' }));
    expect(navigation.openScreen).toHaveBeenCalledWith(PO_EDIT, { id: '1' }, { menu: 'route' });

    const before = requests(adapter, 'findDocumentLinks').length;
    fireEvent.click(button(/^Ship$/));
    await screen.findByText('Shipped', { selector: '.srm-edit-header *' });
    await waitFor(() => expect(requests(adapter, 'findDocumentLinks').length).toBeGreaterThan(before));
    expect(adapter.rows('srmPoLine')[0]).toMatchObject({ onWayQty: 100 });
  });
});

describe('a kept-alive order screen', () => {
  it('reads its lines again when shown after a delivery note shipped from them, and nothing when nothing changed', async () => {
    const adapter = purchasingAdapter({ srmPoHeader: [confirmedOrder(1, [orderLine(11)])] }, { user: SUPPLIER });
    const order = (visible: boolean) => (
      <ScreenVisibilityProvider visible={visible}>
        <ScreenRenderer route={PO_EDIT} params={{ menuId: '11', respId: '2', id: '1' }} userType="supplier" loader={purchasingLoader()} />
      </ScreenVisibilityProvider>
    );
    const harness = renderWithProviders(order(true), { adapter });
    await screen.findByText('PO202401010001', { selector: '.srm-edit-header *' });
    const reads = () => adapter.requests.filter((request) => request.operation === 'findById').length;
    const before = reads();
    harness.rerender(order(false));
    // Meanwhile another screen ships a note of its line.
    const made = await adapter.request<Row>({ service: 'srm', resource: 'srmPoHeaderRestful', operation: 'doCreateDelivery', body: { id: 1 } });
    await adapter.request({ service: 'srm', resource: 'srmDeliveryHeaderRestful', operation: 'doSubmit', body: { id: made.data?.deliveryHeaderId } });
    bumpEntityDataVersion(harness.store, 'srmPoLine');
    harness.rerender(order(true));
    await waitFor(() => expect(reads()).toBe(before + 1));
    // Shown again without any change elsewhere: nothing is read.
    harness.rerender(order(false));
    harness.rerender(order(true));
    expect(reads()).toBe(before + 1);
  });
});
