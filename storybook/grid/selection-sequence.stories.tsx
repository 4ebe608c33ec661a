import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import type { TableColumn } from '../../renderer/descriptors/column.schema';
import { storyLanguage } from '../support/story-globals';
import { GridListStory, type GridListDescriptor } from './support/grid-list-story';
import { GridPreview } from './support/grid-preview';
import { gridSampleRows } from './support/grid-sample-rows';

interface SelectionArgs {
  pageIndex: number;
  pageSize: number;
  onEvent: (message: string) => void;
}

const COLUMNS: TableColumn[] = [
  { key: 'orderNumber', width: 160 },
  { key: 'lineNumber', width: 70 },
  { key: 'itemName', width: 160 },
  { key: 'supplierId', width: 240 },
  { key: 'demandQty', width: 120, precision: 4, showThousandSeparator: true },
  { key: 'needDate', width: 120 },
];

const ALL_ROWS = gridSampleRows(500);

/**
 * The selection column (check boxes; the header box checks the page, and shows "some") and the
 * sequence column, numbered after the rows of the pages before: page 3 of 20 rows shows 41 to 60.
 */
const meta: Meta<SelectionArgs> = {
  title: 'Grid/Selection and sequence',
  tags: ['grid'],
  argTypes: {
    pageIndex: { control: { type: 'number', min: 1, max: 25 }, description: 'the page shown (sequenceStart = (pageIndex - 1) * pageSize)' },
    pageSize: { control: 'select', options: [20, 50, 100], description: 'rows a page' },
  },
  args: { pageIndex: 3, pageSize: 20, onEvent: fn() },
  render: ({ pageIndex, pageSize, onEvent }, { globals }) => {
    const start = (pageIndex - 1) * pageSize;
    return (
      <GridPreview
        columns={COLUMNS}
        rows={ALL_ROWS.slice(start, start + pageSize)}
        showIndex
        sequenceStart={start}
        selectable
        onEvent={onEvent}
        language={storyLanguage(globals)}
      />
    );
  },
};
export default meta;

type Story = StoryObj<SelectionArgs>;

/** Page 3 of 20 rows: the sequence runs 41 to 60. */
export const SequenceOnPageThree: Story = {};

const CROSS_PAGE: GridListDescriptor = {
  version: 1,
  type: 'list',
  route: 'gridCrossPageSelection',
  title: { cn: '跨页选择', en: 'Cross-page selection' },
  entity: 'storyGridItem',
  table: { name: 'gridCrossPageSelection', pageSize: 20, selection: true, showIndex: true, pageSelection: { keyFields: ['itemLineId'] } },
  columns: COLUMNS,
  toolbar: [{ action: 'refresh' }],
};

/**
 * A list over 95 order lines with pageSelection.keyFields: check rows, go to another page and check
 * more; the pager counts all of them ("跨页已选择 N 行" / "Across the page selected N rows"). Going
 * back to page 1 or changing the page size starts the selection again.
 */
export const CrossPageSelection: Story = {
  parameters: { controls: { disable: true } },
  render: (_args, { globals }) => <GridListStory descriptor={CROSS_PAGE} rowCount={95} language={storyLanguage(globals)} />,
};

/** The check boxes of the rows shown, once the page has loaded. */
async function rowChecks(root: HTMLElement, firstSequence: number): Promise<HTMLElement[]> {
  await waitFor(() => expect(root.querySelector(`[data-cell$=":__sequence"]`)?.textContent).toBe(String(firstSequence)), { timeout: 5000 });
  return [...root.querySelectorAll<HTMLElement>('.srm-grid-body .srm-grid-check')];
}

/** The same list after a user checked two rows on page 1 and three on page 2: the pager counts five. */
export const CheckedOnTwoPages: Story = {
  ...CrossPageSelection,
  play: async ({ canvasElement }) => {
    const first = await rowChecks(canvasElement, 1);
    await userEvent.click(first[0]);
    await userEvent.click(first[1]);
    const pageTwo = [...canvasElement.querySelectorAll<HTMLElement>('.arco-pagination-item')].find((item) => item.textContent === '2');
    if (!pageTwo) throw new Error('no page 2 in the pager');
    await userEvent.click(pageTwo);
    const second = await rowChecks(canvasElement, 21);
    for (const check of second.slice(2, 5)) await userEvent.click(check);
  },
};
