import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { failOnConsoleError } from '../../support/console-guard';
import { bodyRows, cellOf, waitForRows } from '../../support/grid-dom';
import { openOrderEdit } from '../../support/open-order-edit';

/**
 * Line fields that inherit a header field (`inherit`: the order line's tax rate from the order's) follow
 * the header live, as the server's rule will save them: a new line takes the header's rate, and a change
 * of the header's rate moves every line still on the old one; a line with a rate of its own keeps it.
 */
failOnConsoleError();
beforeEach(() => localStorage.clear());

const line = (id: number, values: Record<string, unknown>) => ({ poLineId: id, lineNumber: id, itemName: `物料${id}`, uomCode: 'PCS', demandDate: '2024-02-01', demandQty: 1, ...values });


async function chooseHeaderTaxRate(name: string) {
  fireEvent.click(document.querySelector('[data-field="taxRateCode"] .arco-select-view') as HTMLElement);
  fireEvent.click(await screen.findByRole('option', { name }));
}

describe('inherited line fields follow the header', () => {
  it('gives a new line the header’s tax rate, and moves the lines on the header’s rate when it changes', async () => {
    const { adapter, grid } = await openOrderEdit([
      line(1, { taxPrice: 11.3, taxRateCode: 'VAT13', nonTaxPrice: 10 }),
      line(2, { taxPrice: 10.9, taxRateCode: 'VAT9', nonTaxPrice: 10 }),
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Add line' }));
    await waitForRows(3, grid);
    expect(cellOf(bodyRows(grid)[2], 'taxRateCode').textContent).toBe('VAT 13%');

    await chooseHeaderTaxRate('VAT 6%');
    await waitFor(() => expect(cellOf(bodyRows(grid)[0], 'taxRateCode').textContent).toBe('VAT 6%'));
    expect(cellOf(bodyRows(grid)[2], 'taxRateCode').textContent).toBe('VAT 6%');
    // The line's own rate stays; the followed line's tax-exclusive price uses the new rate: 11.3 / 1.06.
    expect(cellOf(bodyRows(grid)[1], 'taxRateCode').textContent).toBe('VAT 9%');
    expect(cellOf(bodyRows(grid)[0], 'nonTaxPrice').textContent).toBe('10.6604');
    expect(cellOf(bodyRows(grid)[1], 'nonTaxPrice').textContent).toBe('10');
    expect(adapter.requests.some((request) => request.operation === 'saveOrUpdate')).toBe(false);
  });
});
