import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { failOnConsoleError } from '../../support/console-guard';
import { BUYER, purchasingAdapter, renderPurchasing, SUPPLIER } from '../../support/purchasing-world';

failOnConsoleError();
beforeEach(() => localStorage.clear());

type Row = Record<string, unknown>;

/** A forecast of supplier 1 with two monthly lines, in `status`. */
function forecast(status: string): Row {
  return {
    forecastId: 1,
    forecastNumber: 'FC20261122-0001',
    forecastTitle: '轴承一季度预测',
    orgId: 1,
    supplierId: 1,
    periodType: 'MONTH',
    status,
    revisionNum: 1,
    versionNum: 1,
    lines: [
      { forecastLineId: 1, lineNumber: 1, itemCode: 'BRG-6205', itemName: '深沟球轴承', periodStart: '2027-01-01', periodEnd: '2027-01-31', forecastQty: 100 },
      { forecastLineId: 2, lineNumber: 2, itemCode: 'BRG-6205', itemName: '深沟球轴承', periodStart: '2027-02-01', periodEnd: '2027-02-28', forecastQty: 80 },
    ],
  };
}

/** The two forecast lines drawn in the lines grid. */
const linesShown = () =>
  waitFor(() => expect(document.querySelectorAll('.srm-lines-grid .srm-grid-body [role="row"]')).toHaveLength(2), { timeout: 10_000 });
const addLineButton = () => screen.queryByRole('button', { name: '添加行' });
const deleteLinks = () => document.querySelectorAll('.srm-lines-grid .srm-grid-link-danger');

/** The forecast's lines grid (`fixedWhen`: fixed for the supplier, and for everyone once published). */
describe('lines fixed while a rule holds', () => {
  it('gives the supplier answering a published forecast no way to add or delete a line', async () => {
    const adapter = purchasingAdapter({ srmPurForecast: [forecast('PUBLISHED')] }, { user: SUPPLIER, resources: ['btnSave', 'btnSupplierConfirm'] });
    renderPurchasing({ route: 'purForecast/purForecastSupplierEdit', adapter, params: { id: '1' }, userType: 'supplier' });
    await linesShown();
    expect(screen.getByRole('button', { name: /保存/ })).toBeTruthy();
    expect(addLineButton()).toBeNull();
    expect(deleteLinks()).toHaveLength(0);
  });

  it('lets the buyer add and delete lines of a new forecast', async () => {
    const adapter = purchasingAdapter({ srmPurForecast: [forecast('NEW')] }, { user: BUYER });
    renderPurchasing({ route: 'purForecast/purForecastEdit', adapter, params: { id: '1' } });
    await linesShown();
    await waitFor(() => expect(addLineButton()).not.toBeNull());
    expect(deleteLinks()).toHaveLength(2);
  });
});
