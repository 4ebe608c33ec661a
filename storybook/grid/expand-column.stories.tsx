import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import type { TableColumn } from '../../renderer/descriptors/column.schema';
import { storyLanguage } from '../support/story-globals';
import { GridPreview } from './support/grid-preview';
import { gridSampleRows } from './support/grid-sample-rows';

interface ExpandArgs {
  columns: number;
  onEvent: (message: string) => void;
}

const ROWS = gridSampleRows(30);

const COLUMNS: TableColumn[] = [
  { key: 'orderNumber', width: 160 },
  { key: 'itemName', width: 160 },
  { key: 'supplierId', width: 240 },
  { key: 'demandQty', width: 120, precision: 4, showThousandSeparator: true },
  { key: 'taxTotalPrice', width: 150, precision: 2, showThousandSeparator: true },
  { key: 'status', width: 90, lookup: { typeCode: 'PO_LINE_STATUS' } },
];

/** What opens under a row: fields the columns leave out, formatted as columns format them. */
const EXPAND_FIELDS: TableColumn[] = [
  { key: 'itemCode' },
  { key: 'itemSpec' },
  { key: 'uomCode', lookup: { typeCode: 'UOM' } },
  { key: 'taxPrice', precision: 4, showThousandSeparator: true },
  { key: 'currencyCode', lookup: { typeCode: 'BASE_CURRENCY' } },
  { key: 'settlementWays', lookup: { typeCode: 'SETTLEMENT_WAY' } },
  { key: 'needDate', format: 'yyyy-MM-dd' },
  { key: 'confirmedAt', format: 'yyyy-MM-dd HH:mm:ss' },
  { key: 'inspectFlag' },
  { key: 'remark' },
];

/**
 * The expand column (table.expand): the arrow opens a panel under its row with the row's other fields,
 * read-only, in `columns` columns; rows below move down, and several rows may be open at once.
 */
const meta: Meta<ExpandArgs> = {
  title: 'Grid/Expand column',
  tags: ['grid'],
  argTypes: { columns: { control: { type: 'number', min: 1, max: 4 }, description: 'table.expand.columns' } },
  args: { columns: 3, onEvent: fn() },
  render: (args, { globals }) => (
    <GridPreview
      columns={COLUMNS}
      rows={ROWS}
      showIndex
      expandFields={EXPAND_FIELDS}
      expandColumns={args.columns}
      onEvent={args.onEvent}
      language={storyLanguage(globals)}
    />
  ),
};
export default meta;

type Story = StoryObj<ExpandArgs>;

export const Closed: Story = {};

/** The second row opened, as after a click on its arrow. */
export const SecondRowOpen: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const toggles = canvasElement.querySelectorAll<HTMLElement>('.srm-grid-expand-toggle');
    if (toggles[1]) await userEvent.click(toggles[1]);
  },
};
