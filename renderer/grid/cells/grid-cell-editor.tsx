import { useEffect, useRef } from 'react';
import { FieldEditor } from '../../fields/field-editor';
import type { GridColumn } from '../columns/grid-column';
import type { GridEditController } from '../editing/grid-edit-controller';
import type { GridRow } from '../layout/grid-table';
import { FlagToggle } from './flag-toggle';
import type { FlagLabels } from './flag-mark';

const DEFAULT_FLAG = { trueValue: 'Y', falseValue: 'N' };

/**
 * The editor of a cell in the row being edited, chosen by the column's editType (spec 000 §3): text,
 * number (min, max, precision, step), date, lookup select and multi-select, the generic code /
 * description select, the Y/N check-mark toggle, attachments. The clicked cell's editor takes the focus.
 */
export function GridCellEditor({
  column,
  row,
  rowKey,
  edit,
  focus,
  invalid,
  flagLabels,
}: {
  column: GridColumn;
  row: GridRow;
  rowKey: string;
  edit: GridEditController;
  focus: boolean;
  invalid: boolean;
  flagLabels: FlagLabels;
}) {
  const holder = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focus) holder.current?.querySelector<HTMLElement>('input, textarea, button')?.focus();
  }, [focus]);
  const change = (value: unknown, related?: Record<string, unknown>) => edit.change(rowKey, column, value, related);
  if (column.spec.kind === 'flag') {
    const icon = column.display.kind === 'flag' && column.display.icon ? column.display.icon : DEFAULT_FLAG;
    return (
      <div ref={holder} className="srm-grid-editor">
        <FlagToggle value={row[column.key]} icon={icon} labels={flagLabels} onChange={change} />
      </div>
    );
  }
  // A row is one line high: long text is typed on one line there.
  const spec = column.spec.kind === 'textarea' ? { ...column.spec, kind: 'text' as const } : column.spec;
  return (
    <div ref={holder} className="srm-grid-editor">
      <FieldEditor spec={spec} value={row[column.key]} row={row} parent={edit.parent} size="small" placement="cell" invalid={invalid} onChange={change} />
    </div>
  );
}
