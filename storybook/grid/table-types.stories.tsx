import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent } from 'storybook/test';
import type { TableColumn } from '../../renderer/descriptors/column.schema';
import type { TableType } from '../../renderer/descriptors/table.schema';
import { storyLanguage } from '../support/story-globals';
import { gridListDescriptor, LIST_COLUMNS } from './support/grid-list-descriptor';
import { GridListStory } from './support/grid-list-story';
import { waitForRows } from './support/story-interactions';

interface TableTypeArgs {
  type: TableType;
}

/** The list columns, with quantity, price, need-by date and notes editable inline where the table allows it. */
const COLUMNS: TableColumn[] = LIST_COLUMNS.map((column) =>
  ['itemSpec', 'demandQty', 'taxPrice', 'needDate', 'remark'].includes(column.key) ? { ...column, isEdit: true, columnsDisplay: undefined } : column,
);

/**
 * The two grids of spec 000 §2, one descriptor apart (table.type): the editable table (20 rows a page,
 * grows to 500 high, isEdit columns edited inline, the save button storing the changed rows through
 * doBatchSaveOrUpdate) and the table panel (200 rows a page, grows to 700 high, read-only).
 */
const meta: Meta<TableTypeArgs> = {
  title: 'Grid/Table types',
  tags: ['grid'],
  parameters: { layout: 'fullscreen' },
  argTypes: { type: { control: 'radio', options: ['editable', 'panel'], description: 'table.type' } },
  args: { type: 'editable' },
  render: ({ type }, { globals }) => {
    const descriptor = gridListDescriptor(`gridTableType_${type}`, type === 'editable' ? { cn: '可编辑表格', en: 'Editable table' } : { cn: '表格面板', en: 'Table panel' }, { type }, COLUMNS);
    const toolbar = type === 'editable' ? [{ action: 'save', resource: 'btnSave', style: 'primary' as const }, ...(descriptor.toolbar ?? [])] : descriptor.toolbar;
    return <GridListStory descriptor={{ ...descriptor, toolbar }} rowCount={450} language={storyLanguage(globals)} />;
  },
};
export default meta;

type Story = StoryObj<TableTypeArgs>;

/** Click a row to edit it; the save button stores every changed row. */
export const EditableTable: Story = {};

export const TablePanel: Story = { args: { type: 'panel' } };

/** After a click on the second row's quantity: the row in edit mode, the quantity's editor focused. */
export const EditableTableRowInEditMode: Story = {
  play: async ({ canvasElement }) => {
    await waitForRows(canvasElement);
    const cell = canvasElement.querySelector<HTMLElement>('[data-cell="2:demandQty"]');
    if (!cell) throw new Error('no quantity cell on the second row');
    await userEvent.click(cell);
  },
};
