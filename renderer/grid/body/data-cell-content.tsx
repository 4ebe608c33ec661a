import { Button } from '@arco-design/web-react';
import { memo } from 'react';
import { rowRouteOf, rowTarget } from '../columns/row-route';
import { AttachmentCell } from '../../attachments/attachment-cell';
import { ARCO_BUTTON_PROPS } from '../../buttons/button-model';
import type { GridColumn } from '../columns/grid-column';
import { FlagMark, flagState } from '../cells/flag-mark';
import { GridCellEditor } from '../cells/grid-cell-editor';
import type { CellProblem } from '../editing/cell-rules';
import type { GridRow } from '../layout/grid-table';
import { cellText } from './cell-text';
import type { GridRowContext } from './grid-row-context';

/** A data cell: its editor while its row is in edit mode and both edit rules allow it, else its value as shown. */
function DataCellView({
  column,
  row,
  rowKey,
  context,
  editing,
  focus,
  problem,
}: {
  column: GridColumn;
  row: GridRow;
  rowKey: string;
  context: GridRowContext;
  editing: boolean;
  focus: boolean;
  problem: CellProblem | undefined;
}) {
  const { edit } = context;
  if (context.cellHidden?.(row, column)) return null;
  if (editing && edit?.canEditCell(row, column)) {
    return <GridCellEditor column={column} row={row} rowKey={rowKey} edit={edit} focus={focus} invalid={problem !== undefined} flagLabels={context.flagLabels} />;
  }
  const display = column.display;
  const value = row[column.key];
  if (display.kind === 'flag' && display.icon) {
    return <FlagMark value={row[display.icon.value ?? column.key]} icon={display.icon} labels={context.flagLabels} />;
  }
  if (display.kind === 'flag' && flagState(value) === 'bad') {
    return (
      <span className="srm-grid-flag-error" title={String(value)}>
        {context.flagLabels.badValue}
      </span>
    );
  }
  if (display.kind === 'attachment') return <AttachmentCell rules={display.rules} value={value} row={row} readOnly />;
  if (display.kind === 'codeLabel' && !column.cellAction) {
    const label = context.codeLabel(display, value, row);
    const code = value === undefined || value === null ? '' : String(value);
    return (
      <span className="srm-grid-text" title={label ? code : undefined} data-code={label ? code : undefined}>
        {label ? context.text(label) : code}
      </span>
    );
  }
  const text = cellText(column, row, context, problem);
  const action = column.cellAction;
  const rowRoute = action && rowRouteOf(action.action);
  if (!action || (rowRoute && !rowTarget(rowRoute, row))) return <span className="srm-grid-text">{text}</span>;
  const label = text === '' ? context.text(column.title) : text;
  const run = (event: { stopPropagation(): void }) => {
    event.stopPropagation();
    context.onCellAction?.(action.action, row);
  };
  if (action.kind === 'link') {
    return (
      <button type="button" className={`srm-grid-link${action.style === 'danger' ? ' srm-grid-link-danger' : ''}`} onClick={run}>
        {label}
      </button>
    );
  }
  return (
    <Button size="mini" {...ARCO_BUTTON_PROPS[action.style]} onClick={run}>
      {label}
    </Button>
  );
}

/** Drawn again only when its own value, row or state changes: checking a row redraws its check box, not its cells. */
export const DataCellContent = memo(DataCellView);
