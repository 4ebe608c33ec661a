import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { GridPager } from '../../../../renderer/tables/grid-pager';
import { failOnConsoleError } from '../support/console-guard';
import { choosePageSize, clickPage, gridRowCount, waitForRows } from '../support/grid-dom';
import { listRequests, orderList, ordersAdapter, renderInShell, renderList, type Language } from '../grid/grid-kit';

failOnConsoleError();
beforeEach(() => localStorage.clear());

/**
 * Spec 000 §5 and the issue: a custom page size below 0 says "自定义页码不能小于0" / "Custom page number
 * cannot be less than 0" and loads nothing; the input's minimum is 10 (5 becomes 10); more than 500 is
 * refused; a new size goes back to page 1.
 */
const TEXT = {
  CN: { custom: '自定义', label: '每页条数', apply: '确定', negative: '自定义页码不能小于0', minimum: '每页至少 10 条，已按 10 条显示', tooLarge: '每页最多 500 条' },
  EN: { custom: 'Custom', label: 'Rows per page', apply: 'Apply', negative: 'Custom page number cannot be less than 0', minimum: 'At least 10 rows a page: 10 are shown', tooLarge: 'At most 500 rows a page' },
};

function pager(): HTMLElement {
  return document.querySelector('.srm-grid-pager') as HTMLElement;
}

/** Types a size and clicks Apply (the click takes the focus from the input first, as a browser does). */
function typeSize(language: Language, value: string) {
  const input = within(pager()).getByLabelText(TEXT[language].label);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
  fireEvent.click(within(pager()).getByRole('button', { name: TEXT[language].apply }));
}

describe('custom page size in a list', () => {
  it.each(['CN', 'EN'] as Language[])('refuses a negative size and more than 500, raises 5 to 10 (%s)', async (language) => {
    const text = TEXT[language];
    const adapter = ordersAdapter(45);
    renderList(orderList(), { adapter, language });
    await waitFor(() => expect(gridRowCount()).toBe(20));
    clickPage(2);
    await waitFor(() => expect(listRequests(adapter).at(-1)?.body).toMatchObject({ pageIndex: 2 }));
    await choosePageSize(text.custom);
    const loads = listRequests(adapter).length;

    typeSize(language, '-5');
    expect((await within(pager()).findByRole('alert')).textContent).toBe(text.negative);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(listRequests(adapter)).toHaveLength(loads);

    typeSize(language, '600');
    await waitFor(() => expect(within(pager()).getByRole('alert').textContent).toBe(text.tooLarge));
    expect(listRequests(adapter)).toHaveLength(loads);

    typeSize(language, '5');
    await waitFor(() => expect(listRequests(adapter)).toHaveLength(loads + 1));
    expect(listRequests(adapter).at(-1)?.body).toMatchObject({ pageIndex: 1, pageRows: 10 });
    expect(within(pager()).getByText(text.minimum)).toBeTruthy();
    expect(within(pager()).queryByRole('alert')).toBeNull();
    expect((within(pager()).getByLabelText(text.label) as HTMLInputElement).value).toBe('10');
    await waitForRows(10);
  });

  it('loads page 1 with a custom size within bounds', async () => {
    const adapter = ordersAdapter(45);
    renderList(orderList(), { adapter });
    await waitFor(() => expect(gridRowCount()).toBe(20));
    clickPage(3);
    await waitForRows(5);
    await choosePageSize('自定义');
    typeSize('CN', '30');
    await waitFor(() => expect(listRequests(adapter).at(-1)?.body).toMatchObject({ pageIndex: 1, pageRows: 30 }));
    await waitFor(() => expect(gridRowCount()).toBe(30));
  });
});

describe('custom page size in the pager alone', () => {
  it('reports page 1 and the size, and nothing for a refused size', async () => {
    const onChange = vi.fn();
    renderInShell(<GridPager total={1000} totalIsLowerBound={false} pageIndex={4} pageSize={20} selectedCount={0} crossPage={false} onChange={onChange} />);
    await choosePageSize('自定义');
    typeSize('CN', '-1');
    await screen.findByText('自定义页码不能小于0');
    expect(onChange).not.toHaveBeenCalled();
    typeSize('CN', '501');
    await screen.findByText('每页最多 500 条');
    expect(onChange).not.toHaveBeenCalled();
    typeSize('CN', '7');
    expect(onChange).toHaveBeenCalledWith(1, 10);
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('applies a size typed and confirmed with Enter, showing the size applied in the input', async () => {
    const onChange = vi.fn();
    renderInShell(<GridPager total={1000} totalIsLowerBound={false} pageIndex={4} pageSize={20} selectedCount={0} crossPage={false} onChange={onChange} />);
    await choosePageSize('自定义');
    const input = within(pager()).getByLabelText('每页条数') as HTMLInputElement;
    fireEvent.change(input, { target: { value: '5' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onChange).toHaveBeenCalledWith(1, 10);
    expect(await screen.findByText('每页至少 10 条，已按 10 条显示')).toBeTruthy();
    // The input's minimum is 10: it must not keep saying 5 while 10 rows a page are shown.
    await waitFor(() => expect((within(pager()).getByLabelText('每页条数') as HTMLInputElement).value).toBe('10'));
  });

  it('goes back to page 1 when another size is chosen from the list', async () => {
    const onChange = vi.fn();
    renderInShell(<GridPager total={1000} totalIsLowerBound={false} pageIndex={4} pageSize={20} selectedCount={0} crossPage={false} onChange={onChange} />);
    await choosePageSize('100 条/页');
    expect(onChange).toHaveBeenCalledWith(1, 100);
  });
});
