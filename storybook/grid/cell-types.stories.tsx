import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import type { TableColumn } from '../../renderer/descriptors/column.schema';
import type { GridRow } from '../../renderer/grid/layout/grid-table';
import { storyLanguage } from '../support/story-globals';
import { GridPreview } from './support/grid-preview';
import { gridSampleRows } from './support/grid-sample-rows';

interface CellTypesArgs {
  falseShow: boolean;
  onEvent: (message: string) => void;
}

/** Sample lines, two of them with an inspection flag that is neither Y nor N (a bad import, say). */
const ROWS: GridRow[] = gridSampleRows(20).map((row, index) =>
  index === 2 ? { ...row, inspectFlag: 'X' } : index === 5 ? { ...row, inspectFlag: 'yes' } : row,
);

function columns({ falseShow }: CellTypesArgs): TableColumn[] {
  return [
    { key: 'orderNumber', width: 170, linkTag: 'edit' },
    { key: 'itemName', width: 160, cellType: 'link', action: 'doViewItem' },
    { key: 'inspectFlag', width: 200, showIcon: { trueValue: 'Y', falseValue: 'N', falseShow: true } },
    {
      key: 'urgentFlag',
      width: 90,
      showIcon: { trueValue: 'Y', falseValue: 'N', falseShow },
    },
    { key: 'attribute1', width: 90, title: { cn: '确认', en: 'Confirm' }, cellType: 'button', action: 'doConfirm', buttonType: 'success' },
    { key: 'attribute2', width: 90, title: { cn: '驳回', en: 'Reject' }, cellType: 'button', action: 'doReject', buttonType: 'danger' },
    { key: 'attribute3', width: 90, title: { cn: '查看', en: 'View' }, cellType: 'button', action: 'doView', buttonType: 'primary' },
    { key: 'status', width: 100, cellType: 'button', action: 'doChangeStatus', buttonType: 'default', lookup: { typeCode: 'PO_LINE_STATUS' } },
    { key: 'drawingIds', width: 110, attachmentConfig: { extensions: ['pdf', 'png', 'jpg', 'dwg'], maxCount: 5 } },
    { key: 'remark', width: 220, cellType: 'link', action: 'delete', buttonType: 'danger' },
  ];
}

/**
 * Cells that are more than text: Y/N marks (showIcon: a green check for the true value, a grey cross for
 * the false one or nothing with falseShow false, "值应为 trueValue 或 falseValue" for any other value);
 * link cells (linkTag edit, or cellType link with an action; danger links in red); button cells
 * (buttonType primary, danger, success, default; the label is the cell's text, or the column title when
 * the cell is empty); an attachment column showing the file count, which opens the attachment widget.
 * Clicks on links and buttons are reported under the grid.
 */
const meta: Meta<CellTypesArgs> = {
  title: 'Grid/Cell types',
  tags: ['grid'],
  argTypes: { falseShow: { control: 'boolean', description: 'showIcon.falseShow of the urgent column' } },
  args: { falseShow: false, onEvent: fn() },
  render: (args, { globals }) => (
    <GridPreview columns={columns(args)} rows={ROWS} showIndex onEvent={args.onEvent} language={storyLanguage(globals)} />
  ),
};
export default meta;

type Story = StoryObj<CellTypesArgs>;

export const IconsLinksButtonsFiles: Story = {};

export const FalseMarksShown: Story = { args: { falseShow: true } };
