import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import type { TableColumn } from '../../renderer/descriptors/column.schema';
import { storyLanguage } from '../support/story-globals';
import { GridPreview, type PreviewRowAction } from './support/grid-preview';
import { gridSampleRows } from './support/grid-sample-rows';

type ButtonSet = 'edit' | 'editDelete' | 'many';

interface OperateArgs {
  buttons: ButtonSet;
  onEvent: (message: string) => void;
}

const ROWS = gridSampleRows(30);

const COLUMNS: TableColumn[] = [
  { key: 'orderNumber', width: 160 },
  { key: 'itemName', width: 160 },
  { key: 'itemSpec', width: 140 },
  { key: 'supplierId', width: 240 },
  { key: 'demandQty', width: 120, precision: 4, showThousandSeparator: true },
  { key: 'taxTotalPrice', width: 150, precision: 2, showThousandSeparator: true },
  { key: 'needDate', width: 120 },
  { key: 'remark', width: 240 },
];

const EDIT: PreviewRowAction = { action: 'edit', label: { cn: '编辑', en: 'Edit' } };
const DELETE: PreviewRowAction = { action: 'delete', label: { cn: '删除', en: 'Delete' }, danger: true };
const BUTTONS: Record<ButtonSet, PreviewRowAction[]> = {
  edit: [EDIT],
  editDelete: [EDIT, DELETE],
  many: [EDIT, { action: 'doSubmit', label: { cn: '提交', en: 'Submit' } }, { action: 'doCopy', label: { cn: '复制行', en: 'Copy line' } }, DELETE],
};

/**
 * The operate column (rowActions): fixed on the right, 80 wide, wider when its buttons need the room;
 * each button runs on its own row (reported under the grid), danger buttons in red.
 */
const meta: Meta<OperateArgs> = {
  title: 'Grid/Operate column',
  tags: ['grid'],
  argTypes: { buttons: { control: 'radio', options: ['edit', 'editDelete', 'many'], description: 'rowActions' } },
  args: { buttons: 'editDelete', onEvent: fn() },
  render: (args, { globals }) => (
    <GridPreview columns={COLUMNS} rows={ROWS} showIndex selectable rowActions={BUTTONS[args.buttons]} onEvent={args.onEvent} language={storyLanguage(globals)} />
  ),
};
export default meta;

type Story = StoryObj<OperateArgs>;

export const EditAndDelete: Story = {};

export const OneButton: Story = { args: { buttons: 'edit' } };

export const FourButtons: Story = { args: { buttons: 'many' } };
