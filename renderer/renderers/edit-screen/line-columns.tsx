import { Link, Typography } from '@arco-design/web-react';
import type { TableColumnProps } from '@arco-design/web-react';
import { FormattedValue } from '../../display/formatted-value';
import { FieldEditor } from '../../fields/field-editor';
import { cellErrorKey } from './edit-errors';
import type { EditLine, RecordValues } from './edit-record';
import type { LineGridModel } from './edit-model';

export const LINE_SEQUENCE_WIDTH = 70;
export const LINE_OPERATE_WIDTH = 96;

export interface LineColumnContext {
  grid: LineGridModel;
  text: (value: { cn: string; en: string }) => string;
  sequenceTitle: string;
  operateTitle: string;
  deleteLabel: string;
  requiredLabel: string;
  editable: boolean;
  editingKey: string | undefined;
  cellErrors: ReadonlyMap<string, string>;
  onCellChange: (lineKey: string, field: string, value: unknown, related?: RecordValues) => void;
  onDelete: (lineKey: string) => void;
}

function RequiredTitle({ title, required, requiredLabel }: { title: string; required: boolean; requiredLabel: string }) {
  return (
    <span>
      {required && (
        <span
          className="srm-required-mark"
          title={requiredLabel}
          aria-label={requiredLabel}
          style={{ color: 'rgb(var(--danger-6))', marginRight: 2 }}
        >
          *
        </span>
      )}
      {title}
    </span>
  );
}

/**
 * Columns of a line grid: sequence, the descriptor's columns (an editor only in the row being edited
 * and only where the column may be edited), then delete. Required columns carry a red asterisk, but
 * only where the user can fill them in: a read-only grid asks nothing of the user.
 */
export function buildLineColumns(context: LineColumnContext): TableColumnProps<EditLine>[] {
  const { grid } = context;
  const columns: TableColumnProps<EditLine>[] = [
    {
      title: context.sequenceTitle,
      key: '__sequence',
      width: LINE_SEQUENCE_WIDTH,
      align: 'center',
      render: (_value: unknown, _line: EditLine, index: number) => index + 1,
    },
    ...grid.columns.map(
      (column): TableColumnProps<EditLine> => ({
        title: (
          <RequiredTitle
            title={context.text(column.title)}
            required={column.required && column.editable && context.editable}
            requiredLabel={context.requiredLabel}
          />
        ),
        key: column.key,
        width: column.width,
        align: column.align,
        render: (_value: unknown, line: EditLine) => {
          const error = context.cellErrors.get(cellErrorKey(line.key, column.key));
          const editing = context.editable && column.editable && context.editingKey === line.key;
          return (
            <div data-cell={`${line.key}:${column.key}`}>
              {editing ? (
                <FieldEditor
                  spec={column.spec}
                  value={line.values[column.key]}
                  row={line.values}
                  size="mini"
                  placement="cell"
                  invalid={Boolean(error)}
                  onChange={(value, related) => context.onCellChange(line.key, column.key, value, related)}
                />
              ) : (
                <FormattedValue format={column.display} value={line.values[column.key]} row={line.values} />
              )}
              {error && (
                <Typography.Text type="error" style={{ display: 'block', fontSize: 12, lineHeight: '16px' }}>
                  {error}
                </Typography.Text>
              )}
            </div>
          );
        },
      }),
    ),
  ];
  if (context.editable) {
    columns.push({
      title: context.operateTitle,
      key: '__operate',
      width: LINE_OPERATE_WIDTH,
      fixed: 'right',
      align: 'center',
      render: (_value: unknown, line: EditLine) => (
        <Link
          status="error"
          onClick={(event) => {
            event.stopPropagation();
            context.onDelete(line.key);
          }}
        >
          {context.deleteLabel}
        </Link>
      ),
    });
  }
  return columns;
}
