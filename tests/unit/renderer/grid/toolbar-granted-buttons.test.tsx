import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { failOnConsoleError } from '../support/console-guard';
import { waitForRows } from '../support/grid-dom';
import { orderList, ordersAdapter, renderList, requestsOf } from './grid-kit';

failOnConsoleError();
beforeEach(() => localStorage.clear());

/** Spec 000 §6: the toolbar holds the buttons whose resource the current menu grants; the others are absent. */
const descriptor = orderList({
  toolbar: [
    { action: 'create', resource: 'btnAdd', style: 'primary' },
    { action: 'delete', resource: 'btnDelete', style: 'danger' },
    { action: 'doSubmit', resource: 'btnSubmit' },
    { action: 'refresh' },
  ],
  rowActions: [{ action: 'edit', resource: 'btnSave' }],
});

function toolbarButtons(): string[] {
  const toolbar = document.querySelector('.srm-table-toolbar') as HTMLElement;
  return within(toolbar)
    .getAllByRole('button')
    .map((button) => button.textContent ?? '')
    .filter((name) => name !== '');
}

describe('toolbar buttons from the menu grants', () => {
  it.each([
    ['CN', ['新增', '刷新']],
    ['EN', ['New', 'Refresh']],
  ] as const)('shows only granted buttons and buttons without a resource (%s)', async (language, shown) => {
    const adapter = ordersAdapter(2, { resources: ['btnAdd'] });
    renderList(descriptor, { adapter, language });
    await waitForRows(2);
    await waitFor(() => expect(toolbarButtons()).toEqual(shown));
    // Not granted: delete, submit, and the row's edit button (no operate column at all).
    expect(document.querySelector('[data-header="__operate"]')).toBeNull();
    expect(requestsOf(adapter, 'findResourcesByRespMenu')[0]?.body).toEqual({ menuId: 11, respId: 2 });
  });

  it('shows every granted button, and the operate column with the row buttons', async () => {
    renderList(descriptor, { adapter: ordersAdapter(2, { resources: ['btnAdd', 'btnDelete', 'btnSubmit', 'btnSave'] }) });
    await waitForRows(2);
    await waitFor(() => expect(toolbarButtons()).toEqual(['新增', '删除', '提交', '刷新']));
    expect(screen.getAllByRole('button', { name: '编辑' })).toHaveLength(2);
  });
});
