import { fireEvent, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { failOnConsoleError } from '../support/console-guard';
import { bodyRows, cellOf, waitForRows } from '../support/grid-dom';
import { lookupList, lookupValue, lookupValuesAdapter, renderList } from './grid-kit';

failOnConsoleError();
beforeEach(() => localStorage.clear());

/**
 * Issue, Y/N toggle cells: green (Y) or grey (N); a value that is neither says "值应为 trueValue 或
 * falseValue" / "Value should be trueValue or falseValue", in the cell and in its toggle while edited.
 */
const MESSAGE = { CN: '值应为 trueValue 或 falseValue', EN: 'Value should be trueValue or falseValue' };

describe('Y/N toggle cells', () => {
  it.each(['CN', 'EN'] as const)('say a stored value that is neither Y nor N is wrong, read and edited (%s)', async (language) => {
    renderList(lookupList(), { adapter: lookupValuesAdapter([lookupValue(1, { enabledFlag: 'X' }), lookupValue(2)]), language });
    await waitForRows(2);
    expect(cellOf(bodyRows()[0], 'enabledFlag').textContent).toBe(MESSAGE[language]);
    expect(cellOf(bodyRows()[1], 'enabledFlag').querySelector('.srm-grid-flag-true')).not.toBeNull();

    fireEvent.click(cellOf(bodyRows()[0], 'lookupCode'));
    const toggle = await waitFor(() => within(cellOf(bodyRows()[0], 'enabledFlag')).getByRole('switch'));
    expect(toggle.textContent).toBe(MESSAGE[language]);
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    // A click sets the true value: no guessing from the bad one.
    fireEvent.click(toggle);
    await waitFor(() => expect(within(cellOf(bodyRows()[0], 'enabledFlag')).getByRole('switch').getAttribute('aria-checked')).toBe('true'));
    expect(cellOf(bodyRows()[0], 'enabledFlag').textContent).not.toContain(MESSAGE[language]);
  });

  it('shows Y green and N grey out of edit mode', async () => {
    renderList(lookupList(), { adapter: lookupValuesAdapter([lookupValue(1, { enabledFlag: 'N' }), lookupValue(2, { enabledFlag: 'Y' })]) });
    await waitForRows(2);
    expect(cellOf(bodyRows()[0], 'enabledFlag').querySelector('.srm-grid-flag-false')).not.toBeNull();
    expect(cellOf(bodyRows()[1], 'enabledFlag').querySelector('.srm-grid-flag-true')).not.toBeNull();
  });
});
