import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { createMemoryAdapter } from '../../../../../renderer/data/memory-adapter';
import { failOnConsoleError } from '../../support/console-guard';
import { ALL_RESOURCES, allEntities, baseRecords, lookupSeed, purchaseOrder } from '../../support/fixtures';
import { renderScreen } from '../../support/render-screen';

/**
 * A form field's `"default": "$currentUser"` (the order's buyer): a new record starts with the signed-in
 * user, the reference's display field (buyerName) filled from the user, so the select names them at once.
 */
failOnConsoleError();
beforeEach(() => localStorage.clear());

const PO_EDIT = 'purOrderManage/purchaseOrderEdit';
const BUYER = { userId: 1, userName: 'buyer', userFullName: '张采购' };
const field = (name: string) => document.querySelector(`[data-field="${name}"]`) as HTMLElement;

function adapter() {
  return createMemoryAdapter({
    entities: allEntities,
    records: {
      ...baseRecords,
      baseUsers: [...baseRecords.baseUsers, { userId: 7, userName: 'li', userFullName: '李采购', userType: 'internal', enabledFlag: 'Y' }],
      srmPoHeader: [purchaseOrder(1, { buyerId: 7 })],
    },
    lookups: lookupSeed,
    resources: ALL_RESOURCES,
    user: { userId: 1, userType: 'internal', supplierId: null },
  });
}

describe('$currentUser default', () => {
  it('presets the buyer of a new order to the signed-in user, by name', async () => {
    renderScreen({ route: PO_EDIT, adapter: adapter(), user: BUYER });
    await waitFor(() => expect(field('buyerId')?.textContent).toContain('张采购'));
  });

  it('leaves an opened order’s buyer as saved', async () => {
    renderScreen({ route: PO_EDIT, adapter: adapter(), user: BUYER, params: { id: '1' } });
    await screen.findByText('PO202401010001', { selector: '.srm-edit-header *' });
    await waitFor(() => expect(field('buyerId')?.textContent).toContain('李采购'));
    expect(field('buyerId').textContent).not.toContain('张采购');
  });

  it('leaves the buyer empty where the host names no user', async () => {
    renderScreen({ route: PO_EDIT, adapter: adapter() });
    await waitFor(() => expect(field('buyerId')).not.toBeNull());
    expect(field('buyerId').textContent).not.toContain('张采购');
  });
});
