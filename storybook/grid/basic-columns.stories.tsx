import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import type { TableColumn } from '../../renderer/descriptors/column.schema';
import { storyLanguage } from '../support/story-globals';
import { gridSampleRows } from './support/grid-sample-rows';
import { GridPreview } from './support/grid-preview';

interface BasicColumnsArgs {
  thousands: boolean;
  precision: number;
  onEvent: (message: string) => void;
}

const ROWS = gridSampleRows(30);

/** Text, numbers, the four date formats, lookup meanings and a reference name (spec 000 §3 column keys). */
function columns(args: BasicColumnsArgs): TableColumn[] {
  return [
    { key: 'orderNumber', width: 150 },
    { key: 'itemName', width: 150 },
    { key: 'demandQty', width: 120, showThousandSeparator: args.thousands, precision: args.precision },
    { key: 'taxPrice', width: 130, showThousandSeparator: args.thousands, precision: args.precision },
    { key: 'taxTotalPrice', width: 150, showThousandSeparator: args.thousands, precision: 2 },
    { key: 'needDate', width: 110, format: 'yyyy-MM-dd' },
    { key: 'confirmedAt', width: 170, format: 'yyyy-MM-dd HH:mm:ss' },
    { key: 'budgetYear', width: 90, format: 'yyyy' },
    { key: 'budgetPeriod', width: 90, format: 'yyyy-MM' },
    { key: 'uomCode', width: 80, lookup: { typeCode: 'UOM' } },
    { key: 'status', width: 90, lookup: { typeCode: 'PO_LINE_STATUS' } },
    { key: 'currencyCode', width: 90, lookup: { typeCode: 'BASE_CURRENCY' } },
    { key: 'settlementWays', width: 180, lookup: { typeCode: 'SETTLEMENT_WAY' } },
    { key: 'supplierId', width: 240, displayKey: 'supplierName' },
    { key: 'supplierNumber', width: 120, title: { cn: '供应商编码', en: 'Supplier number' } },
    { key: 'urgentFlag', width: 80 },
    { key: 'packQty', width: 80 },
    { key: 'itemCode', width: 120 },
    { key: 'itemSpec', width: 130 },
    { key: 'remark', width: 220 },
  ];
}

/**
 * Read-only cells of every basic kind: text; numbers right-aligned with thousands separators and a fixed
 * precision; dates as yyyy-MM-dd, yyyy-MM-dd HH:mm:ss, yyyy and yyyy-MM; lookup codes shown by their
 * meaning in the UI language (several codes joined); a Y/N field as 是 / 否; a supplier id shown by its
 * name (displayKey) and a display key of the reference (the supplier number).
 */
const meta: Meta<BasicColumnsArgs> = {
  title: 'Grid/Basic columns',
  tags: ['grid'],
  argTypes: {
    thousands: { control: 'boolean', description: 'columns[].showThousandSeparator of quantity and price' },
    precision: { control: { type: 'number', min: 0, max: 8 }, description: 'columns[].precision of quantity and price' },
  },
  args: { thousands: true, precision: 4, onEvent: fn() },
  render: (args, { globals }) => <GridPreview columns={columns(args)} rows={ROWS} showIndex onEvent={args.onEvent} language={storyLanguage(globals)} />,
};
export default meta;

type Story = StoryObj<BasicColumnsArgs>;

export const AllKinds: Story = {};

export const PlainNumbers: Story = { args: { thousands: false, precision: 0 } };
