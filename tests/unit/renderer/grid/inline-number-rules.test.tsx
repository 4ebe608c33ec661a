import { fireEvent, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { failOnConsoleError } from '../support/console-guard';
import { bodyRows, cellOf, waitForRows } from '../support/grid-dom';
import { lookupList, lookupValue, lookupValuesAdapter, renderList } from './grid-kit';

failOnConsoleError();
beforeEach(() => localStorage.clear());

/** Spec 000 §5: number checks of an edited cell: positive (> 0), positiveOrZero (>= 0), positiveInteger (whole, > 0). */
const descriptor = lookupList({
  columns: [
    { key: 'lookupCode', width: 120 },
    { key: 'orderNo', isEdit: true, editType: 'number', validate: { number: 'positive' } },
    { key: 'parentLookupValuesId', isEdit: true, editType: 'number', validate: { number: 'positiveOrZero' } },
    { key: 'buOrgId', isEdit: true, editType: 'number', precision: 2, validate: { number: 'positiveInteger' } },
  ],
});

const CASES = {
  CN: [
    ['orderNo', '0', '排序必须大于0'],
    ['parentLookupValuesId', '-3', '上级快码值不能小于0'],
    ['buOrgId', '1.5', '业务实体必须是正整数'],
  ],
  EN: [
    ['orderNo', '0', 'Order must be greater than 0'],
    ['parentLookupValuesId', '-3', 'Parent value cannot be less than 0'],
    ['buOrgId', '1.5', 'Business unit must be a positive whole number'],
  ],
} as const;

async function type(key: string, text: string) {
  const input = cellOf(bodyRows()[0], key).querySelector('input') as HTMLInputElement;
  fireEvent.change(input, { target: { value: text } });
}

describe('number rules of editable cells', () => {
  it.each(['CN', 'EN'] as const)('refuse values against positive, positiveOrZero and positiveInteger (%s)', async (language) => {
    renderList(descriptor, { adapter: lookupValuesAdapter([lookupValue(1, { parentLookupValuesId: 5, buOrgId: 2 })]), language });
    await waitForRows(1);
    fireEvent.click(cellOf(bodyRows()[0], 'lookupCode'));
    await waitFor(() => expect(cellOf(bodyRows()[0], 'buOrgId').querySelector('input')).not.toBeNull());
    for (const [key, text, message] of CASES[language]) {
      await type(key, text);
      await waitFor(() => expect(cellOf(bodyRows()[0], key).getAttribute('title'), key).toBe(message));
      expect(cellOf(bodyRows()[0], key).getAttribute('aria-invalid')).toBe('true');
    }
  });

  it('accepts what each rule allows', async () => {
    renderList(descriptor, { adapter: lookupValuesAdapter([lookupValue(1, { parentLookupValuesId: 5, buOrgId: 2 })]) });
    await waitForRows(1);
    fireEvent.click(cellOf(bodyRows()[0], 'lookupCode'));
    await waitFor(() => expect(cellOf(bodyRows()[0], 'buOrgId').querySelector('input')).not.toBeNull());
    for (const [key, bad, good] of [
      ['orderNo', '0', '0.5'],
      ['parentLookupValuesId', '-1', '0'],
      ['buOrgId', '0', '3'],
    ] as const) {
      await type(key, bad);
      await waitFor(() => expect(cellOf(bodyRows()[0], key).getAttribute('aria-invalid'), key).toBe('true'));
      await type(key, good);
      await waitFor(() => expect(cellOf(bodyRows()[0], key).getAttribute('aria-invalid'), key).toBeNull());
    }
  });
});
