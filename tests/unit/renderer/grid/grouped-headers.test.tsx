import { beforeEach, describe, expect, it } from 'vitest';
import { failOnConsoleError } from '../support/console-guard';
import { headerCell, waitForRows } from '../support/grid-dom';
import { orderList, ordersAdapter, renderList } from './grid-kit';

failOnConsoleError();
beforeEach(() => localStorage.clear());

/** Issue: grouped headers (`children`): a group's title over its columns, the columns' titles in the row below. */
const descriptor = orderList({
  table: { selection: false, showIndex: false },
  columns: [
    { key: 'poNumber', width: 170 },
    {
      key: 'amounts',
      title: { cn: '金额', en: 'Amounts' },
      children: [
        { key: 'nonTaxTotalAmount', width: 130 },
        { key: 'taxTotalAmount', width: 150 },
      ],
    },
    { key: 'description', width: 200 },
  ],
});

function groupHeaders(): HTMLElement[] {
  return [...document.querySelectorAll<HTMLElement>('.srm-grid-header .srm-grid-header-group')];
}

function box(cell: HTMLElement) {
  const { left, width, top, height } = cell.style;
  return { left, width, top, height };
}

describe('grouped headers', () => {
  it.each([
    ['CN', '金额', '不含税总额'],
    ['EN', 'Amounts', 'Total excl. tax'],
  ] as const)('draws the group over its two columns and their titles below (%s)', async (language, group, firstLeaf) => {
    renderList(descriptor, { adapter: ordersAdapter(1), language });
    await waitForRows(1);
    const header = document.querySelector('.srm-grid-header') as HTMLElement;
    expect(header.style.height).toBe('72px');
    const groups = groupHeaders();
    expect(groups).toHaveLength(1);
    expect(groups[0].textContent).toBe(group);
    // Over both leaves: from the first one's left edge, as wide as both.
    expect(box(groups[0])).toEqual({ left: '170px', width: '280px', top: '0px', height: '36px' });
    expect(box(headerCell('nonTaxTotalAmount'))).toEqual({ left: '170px', width: '130px', top: '36px', height: '36px' });
    expect(box(headerCell('taxTotalAmount'))).toEqual({ left: '300px', width: '150px', top: '36px', height: '36px' });
    expect(headerCell('nonTaxTotalAmount').textContent).toContain(firstLeaf);
    // Columns outside the group span both header rows.
    expect(box(headerCell('poNumber'))).toEqual({ left: '0px', width: '170px', top: '0px', height: '72px' });
    expect(box(headerCell('description'))).toEqual({ left: '450px', width: '200px', top: '0px', height: '72px' });
  });

  it('keeps a single header row when no column is grouped', async () => {
    renderList(orderList(), { adapter: ordersAdapter(1) });
    await waitForRows(1);
    expect((document.querySelector('.srm-grid-header') as HTMLElement).style.height).toBe('36px');
    expect(groupHeaders()).toHaveLength(0);
  });
});
