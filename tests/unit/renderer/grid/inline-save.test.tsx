import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { failOnConsoleError } from '../support/console-guard';
import { bodyRows, cellOf, waitForRows } from '../support/grid-dom';
import { listRequests, lookupList, lookupValue, lookupValuesAdapter, renderList, requestsOf, type Language } from './grid-kit';

failOnConsoleError();
beforeEach(() => localStorage.clear());

/**
 * Issue: saves go through doBatchSaveOrUpdate with the changed rows only ({ data: [...] }); success says
 * "已保存 N 行" / "Saved N rows" and the list loads again.
 */
async function change(rowIndex: number, key: string, value: string) {
  fireEvent.click(cellOf(bodyRows()[rowIndex], 'lookupCode'));
  await waitFor(() => expect(cellOf(bodyRows()[rowIndex], key).querySelector('input')).not.toBeNull());
  const input = cellOf(bodyRows()[rowIndex], key).querySelector('input') as HTMLInputElement;
  fireEvent.change(input, { target: { value } });
  fireEvent.keyDown(input, { key: 'Enter' });
  await waitFor(() => expect(bodyRows()[rowIndex].querySelector('.srm-grid-editor')).toBeNull());
}

const SAVE = { CN: ['保存', '已保存 2 行'], EN: ['Save', 'Saved 2 rows'] } as const;

describe('saving the rows changed inline', () => {
  it.each(['CN', 'EN'] as Language[])('sends the changed rows, and only them, through doBatchSaveOrUpdate (%s)', async (language) => {
    const [save, saved] = SAVE[language];
    const adapter = lookupValuesAdapter([lookupValue(1), lookupValue(2), lookupValue(3)], { language });
    renderList(lookupList(), { adapter, language });
    await waitForRows(3);
    await change(0, 'meaning', '含义一');
    await change(2, 'description', '第三行说明');
    const loads = listRequests(adapter, 'baseLookupValuesRestful').length;
    fireEvent.click(screen.getByRole('button', { name: save }));
    expect(await screen.findByText(saved)).toBeTruthy();

    const requests = requestsOf(adapter, 'doBatchSaveOrUpdate');
    expect(requests).toHaveLength(1);
    expect(requests[0].resource).toBe('baseLookupValuesRestful');
    const sent = (requests[0].body as { data: Record<string, unknown>[] }).data;
    expect(sent.map((row) => row.lookupValuesId)).toEqual([1, 3]);
    expect(sent[0]).toMatchObject({ meaning: '含义一', versionNum: 1 });
    expect(sent[1]).toMatchObject({ description: '第三行说明', meaning: '含义3' });

    // Stored, and the list loaded again without marks.
    const stored = adapter.rows('baseLookupValues');
    expect(stored.find((row) => row.lookupValuesId === 1)?.meaning).toBe('含义一');
    expect(stored.find((row) => row.lookupValuesId === 3)?.description).toBe('第三行说明');
    expect(stored.find((row) => row.lookupValuesId === 2)?.versionNum).toBe(1);
    await waitFor(() => expect(listRequests(adapter, 'baseLookupValuesRestful')).toHaveLength(loads + 1));
    await waitFor(() => expect(document.querySelector('.srm-grid-cell-changed')).toBeNull());
    expect(cellOf(bodyRows()[0], 'meaning').textContent).toBe('含义一');
  });

  it('sends nothing when nothing changed', async () => {
    const adapter = lookupValuesAdapter([lookupValue(1)]);
    renderList(lookupList(), { adapter });
    await waitForRows(1);
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('没有需要保存的修改')).toBeTruthy();
    expect(requestsOf(adapter, 'doBatchSaveOrUpdate')).toHaveLength(0);
  });

  it('does not send a row whose values were typed back to what was loaded', async () => {
    const adapter = lookupValuesAdapter([lookupValue(1), lookupValue(2)]);
    renderList(lookupList(), { adapter });
    await waitForRows(2);
    await change(0, 'meaning', '临时');
    await change(0, 'meaning', '含义1');
    await change(1, 'meaning', '真的改了');
    // No cell of row 1 is marked changed ...
    expect(bodyRows()[0].querySelector('.srm-grid-cell-changed')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(requestsOf(adapter, 'doBatchSaveOrUpdate')).toHaveLength(1));
    // ... and it is not sent either.
    const sent = (requestsOf(adapter, 'doBatchSaveOrUpdate')[0].body as { data: Record<string, unknown>[] }).data;
    expect(sent.map((row) => row.lookupValuesId)).toEqual([2]);
    expect(await screen.findByText('已保存 1 行')).toBeTruthy();
  });

  it('saves a change still being typed in the row in edit mode', async () => {
    const adapter = lookupValuesAdapter([lookupValue(1), lookupValue(2)]);
    renderList(lookupList(), { adapter });
    await waitForRows(2);
    fireEvent.click(cellOf(bodyRows()[1], 'lookupCode'));
    await waitFor(() => expect(cellOf(bodyRows()[1], 'meaning').querySelector('input')).not.toBeNull());
    fireEvent.change(cellOf(bodyRows()[1], 'meaning').querySelector('input') as HTMLInputElement, { target: { value: '没按回车' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(requestsOf(adapter, 'doBatchSaveOrUpdate')).toHaveLength(1));
    const sent = (requestsOf(adapter, 'doBatchSaveOrUpdate')[0].body as { data: Record<string, unknown>[] }).data;
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ lookupValuesId: 2, meaning: '没按回车' });
  });
});
