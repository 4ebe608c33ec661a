import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { parseListScreen } from '../../../../renderer/renderers/list-screen/list-model';
import { ListScreenDescriptor } from '../../../../renderer/renderers/list-screen/list-screen.schema';
import { createEntityLoader } from '../../../../renderer/loading/entity-loader';
import { failOnConsoleError } from '../support/console-guard';
import { allEntities } from '../support/fixtures';
import { gridRowCount } from '../support/grid-dom';
import { listRequests, orderList, ordersAdapter, renderList, type Language } from '../grid/grid-kit';

failOnConsoleError();
beforeEach(() => localStorage.clear());

/** Spec 000 §9 and the issue: page sizes 20/50/100/200/500; 20 rows for an editable table, 200 for a panel. */
const entities = createEntityLoader(Object.fromEntries(allEntities.map((entity) => [`/schemas/x/${entity.name}.json`, () => Promise.resolve(entity)])));

async function parsedPageSize(table: Record<string, unknown>) {
  const model = await parseListScreen(ListScreenDescriptor.parse(orderList({ table })), entities);
  return model.table.pageSize;
}

describe('page size', () => {
  it('defaults to 20 for an editable table and 200 for a panel', async () => {
    expect(await parsedPageSize({ type: 'editable' })).toBe(20);
    expect(await parsedPageSize({ type: 'panel' })).toBe(200);
    expect(await parsedPageSize({})).toBe(20);
    expect(await parsedPageSize({ type: 'panel', pageSize: 50 })).toBe(50);
  });

  it('asks the server for 20 rows of an editable table and 200 of a panel', async () => {
    const adapter = ordersAdapter(230);
    renderList(orderList({ table: { type: 'panel' } }), { adapter });
    await waitFor(() => expect(gridRowCount()).toBe(200));
    expect(listRequests(adapter)[0].body).toMatchObject({ pageIndex: 1, pageRows: 200 });
  });

  it.each([
    ['CN', ['20 条/页', '50 条/页', '100 条/页', '200 条/页', '500 条/页', '自定义']],
    ['EN', ['20 / page', '50 / page', '100 / page', '200 / page', '500 / page', 'Custom']],
  ] as [Language, string[]][])('offers 20, 50, 100, 200, 500 and a custom size (%s)', async (language, options) => {
    const adapter = ordersAdapter(30);
    renderList(orderList(), { adapter, language });
    await waitFor(() => expect(gridRowCount()).toBe(20));
    expect(listRequests(adapter)[0].body).toMatchObject({ pageRows: 20 });
    fireEvent.click(document.querySelector('.srm-grid-page-size .arco-select-view') as HTMLElement);
    await screen.findAllByRole('option');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(options);
  });
});
