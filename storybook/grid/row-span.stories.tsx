import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import type { TableColumn } from '../../renderer/descriptors/column.schema';
import { storyLanguage } from '../support/story-globals';
import { GridPreview } from './support/grid-preview';
import { gridSampleRows } from './support/grid-sample-rows';

type SpanSet = 'order' | 'supplierAndOrder' | 'none';

interface RowSpanArgs {
  merged: SpanSet;
  onEvent: (message: string) => void;
}

// Orders have one to four lines: equal order numbers follow each other.
const ROWS = gridSampleRows(40);

const COLUMNS: TableColumn[] = [
  { key: 'supplierId', width: 240 },
  { key: 'orderNumber', width: 170 },
  { key: 'lineNumber', width: 70 },
  { key: 'itemName', width: 160 },
  { key: 'itemSpec', width: 140 },
  { key: 'demandQty', width: 120, precision: 4, showThousandSeparator: true },
  { key: 'taxTotalPrice', width: 150, precision: 2, showThousandSeparator: true },
];

const FIELDS: Record<SpanSet, string[]> = { order: ['orderNumber'], supplierAndOrder: ['supplierId', 'orderNumber'], none: [] };

/**
 * Merged cells (table.rowSpanFields): equal values in consecutive rows become one tall cell, here an
 * order number over its lines. A field merges only within the runs of the fields before it.
 */
const meta: Meta<RowSpanArgs> = {
  title: 'Grid/Row-span merging',
  tags: ['grid'],
  argTypes: { merged: { control: 'radio', options: ['order', 'supplierAndOrder', 'none'], description: 'table.rowSpanFields' } },
  args: { merged: 'order', onEvent: fn() },
  render: (args, { globals }) => (
    <GridPreview columns={COLUMNS} rows={ROWS} showIndex selectable rowSpanFields={FIELDS[args.merged]} onEvent={args.onEvent} language={storyLanguage(globals)} />
  ),
};
export default meta;

type Story = StoryObj<RowSpanArgs>;

export const OrderOverItsLines: Story = {};

/** A supplier over its consecutive orders, each order over its lines. */
export const SupplierThenOrder: Story = { args: { merged: 'supplierAndOrder' } };

export const NotMerged: Story = { args: { merged: 'none' } };
