import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import type { TableColumn } from '../../renderer/descriptors/column.schema';
import type { GridRow } from '../../renderer/grid/layout/grid-table';
import { storyLanguage } from '../support/story-globals';
import { GridPreview } from './support/grid-preview';
import { gridSampleRows } from './support/grid-sample-rows';

interface LargeDataArgs {
  rowCount: number;
  onEvent: (message: string) => void;
}

const MAX_ROWS = 100_000;

/** Twenty fields of the order line and its ten flexfields: thirty columns, two fixed left, one right. */
const COLUMNS: TableColumn[] = [
  { key: 'orderNumber', width: 160, fixed: 'left', sortable: true },
  { key: 'itemName', width: 150, fixed: 'left', sortable: true },
  { key: 'lineNumber', width: 70 },
  { key: 'itemCode', width: 130 },
  { key: 'itemSpec', width: 130 },
  { key: 'supplierId', width: 240, sortable: true },
  { key: 'uomCode', width: 80, lookup: { typeCode: 'UOM' } },
  { key: 'currencyCode', width: 90, lookup: { typeCode: 'BASE_CURRENCY' } },
  { key: 'settlementWays', width: 180, lookup: { typeCode: 'SETTLEMENT_WAY' } },
  { key: 'demandQty', width: 130, precision: 4, showThousandSeparator: true, sortable: true },
  { key: 'taxPrice', width: 130, precision: 4, showThousandSeparator: true },
  { key: 'taxTotalPrice', width: 190, precision: 2, showThousandSeparator: true, sortable: true },
  { key: 'discountRate', width: 100, precision: 2 },
  { key: 'packQty', width: 80 },
  { key: 'needDate', width: 120, sortable: true },
  { key: 'confirmedAt', width: 170 },
  { key: 'budgetYear', width: 90, format: 'yyyy' },
  { key: 'budgetPeriod', width: 90, format: 'yyyy-MM' },
  { key: 'inspectFlag', width: 80, showIcon: { trueValue: 'Y', falseValue: 'N' } },
  ...Array.from({ length: 10 }, (_, index): TableColumn => ({
    key: `attribute${index + 1}`,
    width: 110,
    title: { cn: `扩展字段${index + 1}`, en: `Attribute ${index + 1}` },
  })),
  { key: 'status', width: 90, fixed: 'right', lookup: { typeCode: 'PO_LINE_STATUS' }, sortable: true },
];

let largeRows: GridRow[] | undefined;

/** Made on first use and kept: the same 100,000 rows for every story of this file. */
function rowsOf(count: number): GridRow[] {
  largeRows ??= gridSampleRows(MAX_ROWS, { flexfields: true, seed: 'storyGridItem.large' });
  return count >= MAX_ROWS ? largeRows : largeRows.slice(0, count);
}

/**
 * One page of 100,000 rows by 30 columns: only the rows and the middle columns in view are drawn, so
 * scrolling stays smooth; the fixed columns, the sequence (to 100,000), selection, sorting of every
 * row and the footer's sums over all of them still work.
 */
const meta: Meta<LargeDataArgs> = {
  title: 'Grid/Large data',
  tags: ['grid'],
  argTypes: { rowCount: { control: { type: 'number', min: 0, max: MAX_ROWS, step: 1000 }, description: 'rows in the page' } },
  args: { rowCount: MAX_ROWS, onEvent: fn() },
  render: (args, { globals }) => (
    <GridPreview
      columns={COLUMNS}
      rows={rowsOf(args.rowCount)}
      showIndex
      selectable
      summary={{ sumKeys: ['demandQty', 'taxTotalPrice'], meanKeys: ['taxPrice'] }}
      height={560}
      onEvent={args.onEvent}
      language={storyLanguage(globals)}
    />
  ),
};
export default meta;

type Story = StoryObj<LargeDataArgs>;

export const HundredThousandRows: Story = {};

/** Scrolled to the middle of the rows and the columns, as a user dragging the scroll bars would. */
export const ScrolledToTheMiddle: Story = {
  play: ({ canvasElement }) => {
    const scroller = canvasElement.querySelector<HTMLElement>('.srm-grid-scroller');
    if (!scroller) throw new Error('no grid scroller');
    scroller.scrollTop = scroller.scrollHeight / 2;
    scroller.scrollLeft = (scroller.scrollWidth - scroller.clientWidth) / 2;
  },
};
