import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { failOnConsoleError } from '../support/console-guard';
import { bodyRows, cellOf, waitForRows } from '../support/grid-dom';
import { lookupList, lookupValue, lookupValuesAdapter, renderList, requestsOf } from './grid-kit';

failOnConsoleError();
beforeEach(() => localStorage.clear());

/**
 * Issue and memory-entity-store saveAll: a batch save is all or nothing; the server's field errors of
 * record i land in the cells of the i-th row sent (their title), the edits stay.
 */
async function change(rowIndex: number, value: string) {
  fireEvent.click(cellOf(bodyRows()[rowIndex], 'lookupCode'));
  await waitFor(() => expect(cellOf(bodyRows()[rowIndex], 'meaning').querySelector('input')).not.toBeNull());
  const input = cellOf(bodyRows()[rowIndex], 'meaning').querySelector('input') as HTMLInputElement;
  fireEvent.change(input, { target: { value } });
  fireEvent.keyDown(input, { key: 'Enter' });
  await waitFor(() => expect(bodyRows()[rowIndex].querySelector('.srm-grid-editor')).toBeNull());
}

// Row 2 was stored with a description longer than the 240 characters the entity allows: only the server checks it.
const TOO_LONG = 'x'.repeat(241);

describe('server errors of a batch save', () => {
  it.each([
    ['CN', '保存', '说明长度不能超过240个字符', '第2条记录'],
    ['EN', 'Save', 'Description must be at most 240 characters', 'Record 2'],
  ] as const)('puts the field error of record i in row i’s cell and saves nothing (%s)', async (language, save, message, prefix) => {
    const adapter = lookupValuesAdapter([lookupValue(1), lookupValue(2, { description: TOO_LONG }), lookupValue(3)], { language });
    renderList(lookupList(), { adapter, language });
    await waitForRows(3);
    await change(0, '改一');
    await change(1, '改二');
    fireEvent.click(screen.getByRole('button', { name: save }));
    await waitFor(() => expect(cellOf(bodyRows()[1], 'description').getAttribute('title')).toBe(message));
    expect(cellOf(bodyRows()[1], 'description').getAttribute('aria-invalid')).toBe('true');
    // The toast comes from a root of Arco's own, drawn after the cells (use-inline-save): waited for.
    expect(await screen.findByText(new RegExp(prefix))).toBeTruthy();
    // Record 0 was valid, yet nothing was written: all or nothing.
    const sent = (requestsOf(adapter, 'doBatchSaveOrUpdate')[0].body as { data: Record<string, unknown>[] }).data;
    expect(sent.map((row) => row.lookupValuesId)).toEqual([1, 2]);
    const stored = adapter.rows('baseLookupValues');
    expect(stored.find((row) => row.lookupValuesId === 1)).toMatchObject({ meaning: '含义1', versionNum: 1 });
    expect(stored.find((row) => row.lookupValuesId === 2)).toMatchObject({ meaning: '含义2', versionNum: 1 });
    // The edits are kept for the user to correct.
    expect(cellOf(bodyRows()[0], 'meaning').textContent).toBe('改一');
    expect(cellOf(bodyRows()[1], 'meaning').textContent).toBe('改二');
    expect(cellOf(bodyRows()[0], 'meaning').getAttribute('aria-invalid')).toBeNull();
  });

  it('places a server error by the record index the answer names', async () => {
    const inner = lookupValuesAdapter([lookupValue(1), lookupValue(2), lookupValue(3)]);
    const adapter = {
      requests: inner.requests,
      async request<T>(request: Parameters<typeof inner.request>[0]) {
        if (request.operation !== 'doBatchSaveOrUpdate') return inner.request<T>(request);
        inner.requests.push(request);
        return { status: 'E' as const, msg: '第1条记录：含义重复', data: null as T, errors: [{ field: 'meaning', message: '含义重复', record: 0 }] };
      },
    };
    renderList(lookupList(), { adapter });
    await waitForRows(3);
    // Row 3 is changed first: it is record 0 of the request.
    await change(2, '改三');
    await change(0, '改一');
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(cellOf(bodyRows()[2], 'meaning').getAttribute('title')).toBe('含义重复'));
    expect(cellOf(bodyRows()[0], 'meaning').getAttribute('aria-invalid')).toBeNull();
  });
});
