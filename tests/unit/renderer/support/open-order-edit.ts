import { screen } from '@testing-library/react';
import { createMemoryAdapter, type MemoryAdapter } from '../../../../renderer/data/memory-adapter';
import { ALL_RESOURCES, allEntities, baseRecords, lookupSeed, purchaseOrder } from './fixtures';
import { waitForRows } from './grid-dom';
import { renderScreen } from './render-screen';

/** The purchase order's edit screen (EN, as a buyer) on order 1 holding the given lines, once its line grid shows them. */
export async function openOrderEdit(lines: Record<string, unknown>[]): Promise<{ adapter: MemoryAdapter; grid: HTMLElement }> {
  const adapter = createMemoryAdapter({
    entities: allEntities,
    records: { ...baseRecords, srmPoHeader: [{ ...purchaseOrder(1), lines }] },
    lookups: lookupSeed,
    resources: ALL_RESOURCES,
    user: { userId: 1, userType: 'internal', supplierId: null },
  });
  renderScreen({ route: 'purOrderManage/purchaseOrderEdit', adapter, params: { id: '1' }, language: 'EN' });
  await screen.findByText('PO202401010001', { selector: '.srm-edit-header *' });
  const grid = document.querySelector('.srm-lines-grid') as HTMLElement;
  await waitForRows(lines.length, grid);
  return { adapter, grid };
}
