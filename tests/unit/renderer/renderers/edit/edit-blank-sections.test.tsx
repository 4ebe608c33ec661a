import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { createMemoryAdapter } from '../../../../../renderer/data/memory-adapter';
import { failOnConsoleError } from '../../support/console-guard';
import { ALL_RESOURCES, allEntities, baseRecords, lookupSeed, purchaseOrder } from '../../support/fixtures';
import { renderScreen } from '../../support/render-screen';

failOnConsoleError();
beforeEach(() => localStorage.clear());

const PO_EDIT = 'purOrderManage/purchaseOrderEdit';

function poAdapter() {
  return createMemoryAdapter({
    entities: allEntities,
    records: { ...baseRecords, srmPoHeader: [{ ...purchaseOrder(1), taxTotalAmount: 33.9, lines: [] }] },
    lookups: lookupSeed,
    resources: ALL_RESOURCES,
    user: { userId: 9, userType: 'internal', supplierId: 1 },
  });
}

const sectionTitles = () => [...document.querySelectorAll('.srm-form-section-title')].map((title) => title.textContent);

describe('edit screen sections of read-only fields', () => {
  it('leaves out a section whose fields are all read-only and empty (a new order has no amounts nor approval yet)', async () => {
    renderScreen({ route: PO_EDIT, adapter: poAdapter() });
    await screen.findByText('订单信息');
    await waitFor(() => expect(sectionTitles()).toContain('其他信息'));
    expect(sectionTitles()).not.toContain('金额与审批');
  });

  it('shows it once one of its fields has a value', async () => {
    renderScreen({ route: PO_EDIT, adapter: poAdapter(), params: { id: '1' } });
    await screen.findByText('PO202401010001', { selector: '.srm-edit-header *' });
    expect(sectionTitles()).toContain('金额与审批');
  });
});
