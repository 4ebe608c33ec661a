import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import type { TableColumn } from '../../renderer/descriptors/column.schema';
import type { GridRow } from '../../renderer/grid/layout/grid-table';
import { storyLanguage } from '../support/story-globals';
import { EditableGridPreview } from './support/editable-grid-preview';
import { gridSampleRows } from './support/grid-sample-rows';

interface InlineEditingArgs {
  editFirstRow: boolean;
  showInvalidRow: boolean;
  onEvent: (message: string) => void;
}

/** Every editor of a cell, the required marks and the three number rules (spec 000 §3, §5). */
const COLUMNS: TableColumn[] = [
  { key: 'orderNumber', width: 160, disabled: true },
  { key: 'itemName', width: 160, isEdit: true },
  { key: 'itemSpec', width: 140, isEdit: true, validate: { required: true } },
  { key: 'demandQty', width: 130, isEdit: true, editType: 'number', min: 1, max: 10000, precision: 2, step: 0.5, validate: { number: 'positive' } },
  { key: 'taxPrice', width: 130, isEdit: true, precision: 4, validate: { number: 'positiveOrZero' } },
  { key: 'packQty', width: 110, isEdit: true, validate: { number: 'positiveInteger' } },
  { key: 'needDate', width: 140, isEdit: true, editType: 'date' },
  { key: 'uomCode', width: 110, isEdit: true, lookup: { typeCode: 'UOM' } },
  { key: 'settlementWays', width: 220, isEdit: true, editType: 'multiLookup', lookup: { typeCode: 'SETTLEMENT_WAY' } },
  { key: 'supplierId', width: 240, isEdit: true, editType: 'reference' },
  { key: 'inspectFlag', width: 90, isEdit: true, editType: 'flag' },
  { key: 'urgentFlag', width: 90, isEdit: true, showIcon: { trueValue: 'Y', falseValue: 'N' } },
  { key: 'drawingIds', width: 110, isEdit: true, editType: 'attachment', attachmentConfig: { extensions: ['pdf', 'png', 'jpg', 'dwg'], maxCount: 5 } },
  { key: 'remark', width: 200, isEdit: true },
  { key: 'taxTotalPrice', width: 140, precision: 2, showThousandSeparator: true },
];

const INVALID_KEY = '3';

/** Sample lines; the third starts with a value against every rule, as an import might leave it. */
const ROWS: GridRow[] = gridSampleRows(12).map((row) =>
  String(row.itemLineId) === INVALID_KEY ? { ...row, itemName: '', itemSpec: '', demandQty: -2, taxPrice: -0.5, packQty: 0 } : row,
);

/**
 * Inline editing: the first row is in edit mode with every editor (text, number with min 1, max 10000,
 * precision 2 and step 0.5, date, lookup select, multi-select, the supplier select, the Y/N check mark,
 * attachments); required columns carry the red asterisk; quantity must be positive, price positive or
 * zero, packs a positive whole number. The third row was left with bad values: its cells are red and
 * hovering one shows why (the cell's title). Click any row to edit it, Enter to keep, Esc to undo.
 */
const meta: Meta<InlineEditingArgs> = {
  title: 'Grid/Inline editing',
  tags: ['grid'],
  argTypes: {
    editFirstRow: { control: 'boolean', description: 'the first row opens in edit mode' },
    showInvalidRow: { control: 'boolean', description: 'the third row opens checked, its problems in red' },
  },
  args: { editFirstRow: true, showInvalidRow: true, onEvent: fn() },
  render: (args, { globals }) => (
    <EditableGridPreview
      columns={COLUMNS}
      rows={ROWS}
      checkedRowKeys={args.showInvalidRow ? [INVALID_KEY] : []}
      editingRowKey={args.editFirstRow ? '1' : undefined}
      onEvent={args.onEvent}
      language={storyLanguage(globals)}
    />
  ),
};
export default meta;

type Story = StoryObj<InlineEditingArgs>;

export const EveryEditorAndInvalidCells: Story = {};

/** The rows as loaded: nothing in edit mode, nothing checked yet. */
export const BeforeAnyClick: Story = { args: { editFirstRow: false, showInvalidRow: false } };
