import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import type { TableColumn } from '../../renderer/descriptors/column.schema';
import type { LocalizedText } from '../../src/shared/formats/common';
import { storyLanguage } from '../support/story-globals';
import { GridPreview } from './support/grid-preview';
import { gridSampleRows } from './support/grid-sample-rows';

interface SummaryArgs {
  leadingColumns: boolean;
  customTitle: boolean;
  merge: boolean;
  onEvent: (message: string) => void;
}

const ROWS = gridSampleRows(25);

const COLUMNS: TableColumn[] = [
  { key: 'orderNumber', width: 160 },
  { key: 'itemName', width: 160 },
  { key: 'itemSpec', width: 140 },
  { key: 'uomCode', width: 80, lookup: { typeCode: 'UOM' } },
  { key: 'demandQty', width: 130, precision: 4, showThousandSeparator: true, isSummary: true },
  { key: 'taxPrice', width: 130, precision: 4, showThousandSeparator: true },
  { key: 'discountRate', width: 110, precision: 2 },
  { key: 'taxTotalPrice', width: 160, precision: 2, showThousandSeparator: true },
  { key: 'needDate', width: 120 },
];

const SUMMARY_TITLE: LocalizedText = { cn: '本页合计', en: 'Page total' };

/**
 * The footer row (table.showSummary): summaryFields (and isSummary columns) summed, meanNumFields
 * averaged over the rows, each in its column's number format; the title (合计 / Total by default, or
 * footerConfig.title) over the leading columns or in the first; mergeFooterItems widens a column's
 * footer cell over the next ones. It stays at the bottom while the rows scroll.
 */
const meta: Meta<SummaryArgs> = {
  title: 'Grid/Footer summary',
  tags: ['grid'],
  argTypes: {
    leadingColumns: { control: 'boolean', description: 'selection and sequence columns: the title spans them' },
    customTitle: { control: 'boolean', description: 'footerConfig.title 本页合计 / Page total' },
    merge: { control: 'boolean', description: 'footerConfig.mergeFooterItems: the order number cell spans 3 columns' },
  },
  args: { leadingColumns: true, customTitle: false, merge: false, onEvent: fn() },
  render: (args, { globals }) => (
    <GridPreview
      columns={COLUMNS}
      rows={ROWS}
      showIndex={args.leadingColumns}
      selectable={args.leadingColumns}
      summary={{
        sumKeys: ['demandQty', 'taxTotalPrice'],
        meanKeys: ['taxPrice', 'discountRate'],
        title: args.customTitle ? SUMMARY_TITLE : undefined,
        merges: args.merge ? [{ key: 'orderNumber', colspan: 3 }] : [],
      }}
      maxHeight={420}
      onEvent={args.onEvent}
      language={storyLanguage(globals)}
    />
  ),
};
export default meta;

type Story = StoryObj<SummaryArgs>;

export const SumsAndMeans: Story = {};

export const TitleInFirstColumn: Story = { args: { leadingColumns: false } };

/** Without leading columns the title takes the first column; merged over three, it has room for a longer title. */
export const CustomTitleAndMergedCell: Story = { args: { leadingColumns: false, customTitle: true, merge: true } };
