import type { Meta, StoryObj } from '@storybook/react-vite';
import { fireEvent, fn, userEvent } from 'storybook/test';
import type { TableColumn } from '../../renderer/descriptors/column.schema';
import { storyLanguage } from '../support/story-globals';
import { GridPreview } from './support/grid-preview';
import { gridSampleRows } from './support/grid-sample-rows';

interface HeadersArgs {
  grouped: boolean;
  fixedSides: boolean;
  resizable: boolean;
  sortable: boolean;
  onEvent: (message: string) => void;
}

const ROWS = gridSampleRows(40);

/** Order and item columns, with the price columns under one grouped header and the dates under another. */
function columns({ grouped, fixedSides, resizable, sortable }: HeadersArgs): TableColumn[] {
  const left = fixedSides ? 'left' : undefined;
  const prices: TableColumn[] = [
    { key: 'demandQty', width: 120, precision: 4, showThousandSeparator: true, sortable, resizable },
    { key: 'taxPrice', width: 130, precision: 4, showThousandSeparator: true, sortable, resizable },
    { key: 'taxTotalPrice', width: 150, precision: 2, showThousandSeparator: true, sortable, resizable },
  ];
  const dates: TableColumn[] = [
    { key: 'needDate', width: 120, sortable, resizable },
    { key: 'confirmedAt', width: 170, sortable, resizable },
  ];
  return [
    { key: 'orderNumber', width: 160, fixed: left, sortable, resizable },
    { key: 'itemName', width: 160, fixed: left, sortable, resizable },
    { key: 'itemSpec', width: 140, resizable },
    ...(grouped
      ? [
          { key: 'amounts', title: { cn: '数量与金额', en: 'Quantities and amounts' }, children: prices },
          { key: 'dates', title: { cn: '日期', en: 'Dates' }, children: dates },
        ]
      : [...prices, ...dates]),
    { key: 'supplierId', width: 240, resizable, sortable },
    { key: 'uomCode', width: 80, resizable },
    { key: 'remark', width: 240, resizable },
    { key: 'status', width: 100, fixed: fixedSides ? 'right' : undefined, sortable, resizable },
  ];
}

/**
 * Headers: a grouped header over its columns (children), columns fixed left and right that stay in view
 * while the middle scrolls, resizing by dragging a header's right edge (resizable: false has no handle),
 * and sortable headers cycling ascending, descending, none: the sort is shown by the arrows and reported
 * (onSortChange) under the grid; the rows are sorted here as the server would.
 */
const meta: Meta<HeadersArgs> = {
  title: 'Grid/Headers',
  tags: ['grid'],
  argTypes: {
    grouped: { control: 'boolean', description: 'columns[].children: grouped headers' },
    fixedSides: { control: 'boolean', description: 'columns[].fixed left / right' },
    resizable: { control: 'boolean', description: 'columns[].resizable' },
    sortable: { control: 'boolean', description: 'columns[].sortable' },
  },
  args: { grouped: true, fixedSides: true, resizable: true, sortable: true, onEvent: fn() },
  render: (args, { globals }) => (
    <GridPreview columns={columns(args)} rows={ROWS} showIndex selectable onEvent={args.onEvent} language={storyLanguage(globals)} />
  ),
};
export default meta;

type Story = StoryObj<HeadersArgs>;

export const GroupedFixedSortable: Story = {};

export const FlatHeaders: Story = { args: { grouped: false } };

export const NothingFixedNotResizable: Story = { args: { fixedSides: false, resizable: false } };

function headerPart(root: HTMLElement, column: string, part: string): HTMLElement {
  const found = root.querySelector<HTMLElement>(`[data-header="${column}"] ${part}`);
  if (!found) throw new Error(`no ${part} in the header of ${column}`);
  return found;
}

/** After two clicks on the amount's sort arrows: descending, the rows reordered, the event reported. */
export const SortedByAmountDescending: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(headerPart(canvasElement, 'taxTotalPrice', '.srm-grid-sort'));
    await userEvent.click(headerPart(canvasElement, 'taxTotalPrice', '.srm-grid-sort'));
  },
};

/** After dragging the right edge of the item name header 120 pixels to the right. */
export const ItemNameWidened: Story = {
  play: async ({ canvasElement }) => {
    const handle = headerPart(canvasElement, 'itemName', '.srm-grid-resizer');
    const x = handle.getBoundingClientRect().left + 3;
    // The grid follows the mouse on the document once a drag has started, as TanStack Table does.
    await fireEvent.mouseDown(handle, { clientX: x, button: 0 });
    await fireEvent.mouseMove(document, { clientX: x + 60 });
    await fireEvent.mouseMove(document, { clientX: x + 120 });
    await fireEvent.mouseUp(document, { clientX: x + 120 });
  },
};
