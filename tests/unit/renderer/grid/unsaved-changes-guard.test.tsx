import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { failOnConsoleError } from '../support/console-guard';
import { bodyRows, cellOf, clickPage, waitForRowCount, waitForRows } from '../support/grid-dom';
import { listRequests, lookupList, lookupValue, lookupValuesAdapter, renderList } from './grid-kit';

failOnConsoleError();
beforeEach(() => localStorage.clear());

/** Paging, sorting or searching away from rows changed inline asks first ("有 N 行修改尚未保存…"). */
const values = () => Array.from({ length: 25 }, (_, index) => lookupValue(index + 1));

async function changeFirstRow() {
  fireEvent.click(cellOf(bodyRows()[0], 'lookupCode'));
  await waitFor(() => expect(cellOf(bodyRows()[0], 'meaning').querySelector('input')).not.toBeNull());
  const input = cellOf(bodyRows()[0], 'meaning').querySelector('input') as HTMLInputElement;
  fireEvent.change(input, { target: { value: '未保存' } });
  fireEvent.keyDown(input, { key: 'Enter' });
  await waitFor(() => expect(bodyRows()[0].querySelector('.srm-grid-editor')).toBeNull());
}

const TEXT = {
  CN: { question: '有 1 行修改尚未保存，放弃这些修改并继续？', title: '修改未保存', cancel: '取消', ok: '确定' },
  EN: { question: '1 changed rows are not saved. Discard the changes and go on?', title: 'Unsaved changes', cancel: 'Cancel', ok: 'OK' },
};

describe('leaving unsaved inline changes', () => {
  it.each(['CN', 'EN'] as const)('asks before paging away, stays on cancel, goes on OK (%s)', async (language) => {
    const text = TEXT[language];
    const adapter = lookupValuesAdapter(values());
    renderList(lookupList(), { adapter, language });
    await waitForRowCount(20);
    await changeFirstRow();
    const loads = listRequests(adapter, 'baseLookupValuesRestful').length;

    clickPage(2);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(text.question)).toBeTruthy();
    expect(within(dialog).getByText(text.title)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: text.cancel }));
    await waitFor(() => expect(screen.queryByText(text.question)).toBeNull());
    expect(listRequests(adapter, 'baseLookupValuesRestful')).toHaveLength(loads);
    expect(cellOf(bodyRows()[0], 'meaning').textContent).toBe('未保存');

    clickPage(2);
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: text.ok }));
    await waitForRows(5);
    expect(listRequests(adapter, 'baseLookupValuesRestful').at(-1)?.body).toMatchObject({ pageIndex: 2 });
  });

  it('pages without asking when nothing changed', async () => {
    const adapter = lookupValuesAdapter(values());
    renderList(lookupList(), { adapter });
    await waitForRowCount(20);
    clickPage(2);
    await waitForRows(5);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks before sorting away too', async () => {
    const adapter = lookupValuesAdapter(values());
    renderList(lookupList({ columns: [{ key: 'lookupCode', sortable: true }, { key: 'meaning', title: { cn: '含义', en: 'Meaning' }, isEdit: true }] }), { adapter });
    await waitForRowCount(20);
    await changeFirstRow();
    const loads = listRequests(adapter, 'baseLookupValuesRestful').length;
    fireEvent.click(within(document.querySelector('[data-header="lookupCode"]') as HTMLElement).getByRole('button'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(TEXT.CN.question)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(listRequests(adapter, 'baseLookupValuesRestful')).toHaveLength(loads);
  });
});
