import { Link, Space } from '@arco-design/web-react';
import type { TableColumnProps } from '@arco-design/web-react';
import type { ReactNode } from 'react';
import { ARCO_BUTTON_PROPS, type ButtonModel } from '../../buttons/button-model';
import { FormattedValue } from '../../display/formatted-value';
import type { ListColumnModel } from './list-model';
import type { ListRow, ListSort } from './use-list-data';

export const SEQUENCE_COLUMN_WIDTH = 70;
export const SELECTION_COLUMN_WIDTH = 40;
export const OPERATE_COLUMN_WIDTH = 80;
export const SEQUENCE_KEY = '__sequence';
export const OPERATE_KEY = '__operate';

export interface ColumnBuildContext {
  text: (value: { cn: string; en: string }) => string;
  sequenceTitle: string;
  operateTitle: string;
  showIndex: boolean;
  /** (pageIndex - 1) * pageSize of the rows shown (spec 000 §9). */
  sequenceOffset: number;
  sort?: ListSort;
  openEdit: (row: ListRow) => void;
  rowActions: ButtonModel[];
  runRowAction: (button: ButtonModel, row: ListRow) => void;
}

function dataColumn(column: ListColumnModel, context: ColumnBuildContext): TableColumnProps<ListRow> {
  if (column.children) {
    return {
      title: context.text(column.title),
      key: column.key,
      align: 'center',
      children: column.children.map((child) => dataColumn(child, context)),
    };
  }
  const sortOrder =
    context.sort?.field === column.key ? (context.sort.order === 'asc' ? 'ascend' : 'descend') : undefined;
  return {
    title: context.text(column.title),
    dataIndex: column.key,
    key: column.key,
    width: column.width,
    align: column.align,
    fixed: column.fixed,
    ellipsis: true,
    sorter: column.sortable,
    sortOrder: column.sortable ? sortOrder : undefined,
    render: (_value: unknown, row: ListRow): ReactNode => {
      const shown = <FormattedValue format={column.display} value={row[column.key]} row={row} />;
      if (!column.linkToEdit) return shown;
      return (
        <Link
          onClick={(event) => {
            event.preventDefault();
            context.openEdit(row);
          }}
        >
          {shown}
        </Link>
      );
    },
  };
}

/** Arco columns of a list: sequence (70), the descriptor's columns, then the operate column (80, fixed right). */
export function buildTableColumns(
  columns: readonly ListColumnModel[],
  context: ColumnBuildContext,
): TableColumnProps<ListRow>[] {
  const result: TableColumnProps<ListRow>[] = [];
  if (context.showIndex) {
    result.push({
      title: context.sequenceTitle,
      key: SEQUENCE_KEY,
      width: SEQUENCE_COLUMN_WIDTH,
      align: 'center',
      fixed: columns.some((column) => column.fixed === 'left') ? 'left' : undefined,
      render: (_value: unknown, _row: ListRow, index: number) => context.sequenceOffset + index + 1,
    });
  }
  result.push(...columns.map((column) => dataColumn(column, context)));
  if (context.rowActions.length > 0) {
    result.push({
      title: context.operateTitle,
      key: OPERATE_KEY,
      width: Math.max(OPERATE_COLUMN_WIDTH, context.rowActions.length * 56),
      fixed: 'right',
      align: 'center',
      render: (_value: unknown, row: ListRow) => (
        <Space size={4}>
          {context.rowActions.map((button) => (
            <Link
              key={button.action}
              status={ARCO_BUTTON_PROPS[button.style].status === 'danger' ? 'error' : undefined}
              onClick={(event) => {
                event.preventDefault();
                context.runRowAction(button, row);
              }}
            >
              {context.text(button.label)}
            </Link>
          ))}
        </Space>
      ),
    });
  }
  return result;
}

export function leafColumnsOf(columns: readonly ListColumnModel[]): ListColumnModel[] {
  return columns.flatMap((column) => (column.children ? leafColumnsOf(column.children) : [column]));
}
