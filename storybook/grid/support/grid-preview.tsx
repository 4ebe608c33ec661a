import { Space } from '@arco-design/web-react';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import type { TableColumn } from '../../../renderer/descriptors/column.schema';
import type { FooterMerge } from '../../../renderer/descriptors/table.schema';
import { DataGrid } from '../../../renderer/grid/data-grid';
import type { GridSort } from '../../../renderer/grid/header/sort-control';
import type { GridRow } from '../../../renderer/grid/layout/grid-table';
import { toggleRows } from '../../../renderer/grid/selection/row-selection';
import { useRendererI18n } from '../../../renderer/i18n/use-renderer-i18n';
import { ExpandedFields } from '../../../renderer/tables/expanded-fields';
import type { Language, LocalizedText } from '../../../src/shared/formats/common';
import { gridColumns, gridRowKey } from './grid-columns';
import { GridEventLine, useGridEvents } from './grid-event-line';
import { GridStoryHost } from './grid-story-host';
import { sortRowsLocally } from './local-sort';

export interface PreviewRowAction {
  action: string;
  label: LocalizedText;
  danger?: boolean;
}

export interface GridPreviewProps {
  /** Descriptor columns, parsed as a screen parses them. */
  columns: readonly TableColumn[];
  rows: readonly GridRow[];
  showIndex?: boolean;
  /** Rows before this page: (pageIndex - 1) * pageSize. */
  sequenceStart?: number;
  selectable?: boolean;
  /** Fields the expand column opens under a row (table.expand.fields), in `expandColumns` columns. */
  expandFields?: readonly TableColumn[];
  expandColumns?: number;
  rowActions?: readonly PreviewRowAction[];
  summary?: { sumKeys: string[]; meanKeys?: string[]; merges?: FooterMerge[]; title?: LocalizedText };
  rowSpanFields?: string[];
  height?: number;
  maxHeight?: number;
  /** Reported to the Actions panel (a storybook fn) besides the line under the grid. */
  onEvent?: (message: string) => void;
  language: Language;
}

const ORDER_TEXT: Record<GridSort['order'], LocalizedText> = { asc: { cn: '升序', en: 'ascending' }, desc: { cn: '降序', en: 'descending' } };

function PreviewGrid(props: GridPreviewProps) {
  const { text, t } = useRendererI18n();
  const columns = useMemo(() => gridColumns(props.columns), [props.columns]);
  const expandFields = useMemo(() => (props.expandFields ? gridColumns(props.expandFields) : undefined), [props.expandFields]);
  const { last, report } = useGridEvents(props.onEvent);
  const [sort, setSort] = useState<GridSort | undefined>();
  const [checked, setChecked] = useState<ReadonlyMap<string, GridRow>>(new Map());
  const rows = useMemo(() => sortRowsLocally(props.rows, sort), [props.rows, sort]);

  const changeSort = useCallback(
    (next: GridSort | undefined) => {
      setSort(next);
      report(
        next
          ? { cn: `onSortChange：${next.field} ${ORDER_TEXT[next.order].cn}`, en: `onSortChange: ${next.field} ${ORDER_TEXT[next.order].en}` }
          : { cn: 'onSortChange：取消排序', en: 'onSortChange: sort cleared' },
      );
    },
    [report],
  );
  const selection = useMemo(
    () => ({
      selected: checked,
      onToggle: (toggled: readonly GridRow[], on: boolean) => setChecked((current) => toggleRows(current, toggled, gridRowKey, on)),
    }),
    [checked],
  );
  const { rowActions } = props;
  const operate = useMemo(
    () =>
      rowActions && {
        labels: rowActions.map((action) => text(action.label)),
        render: (row: GridRow): ReactNode => (
          <Space size={8}>
            {rowActions.map((action) => (
              <button
                key={action.action}
                type="button"
                className={`srm-grid-link${action.danger ? ' srm-grid-link-danger' : ''}`}
                onClick={(event) => {
                  event.stopPropagation();
                  report({ cn: `行按钮 ${action.label.cn}：${String(row.itemName)}`, en: `Row button ${action.label.en}: ${String(row.itemName)}` });
                }}
              >
                {text(action.label)}
              </button>
            ))}
          </Space>
        ),
      },
    [rowActions, text, report],
  );
  const expandColumns = props.expandColumns ?? 3;
  const expand = useMemo(
    () => (expandFields ? (row: GridRow) => <ExpandedFields fields={expandFields} columns={expandColumns} row={row} /> : undefined),
    [expandFields, expandColumns],
  );
  const summary = useMemo(
    () =>
      props.summary && {
        title: props.summary.title ? text(props.summary.title) : t('common.total'),
        sumKeys: props.summary.sumKeys,
        meanKeys: props.summary.meanKeys ?? [],
        merges: props.summary.merges ?? [],
      },
    [props.summary, text, t],
  );
  const cellAction = useCallback(
    (action: string, row: GridRow) => report({ cn: `单元格动作 ${action}：${String(row.itemName)}`, en: `Cell action ${action}: ${String(row.itemName)}` }),
    [report],
  );

  return (
    <div style={{ maxWidth: 1180 }}>
      <DataGrid
        columns={columns}
        rows={rows}
        rowKey={gridRowKey}
        showIndex={props.showIndex}
        sequenceStart={props.sequenceStart}
        selection={props.selectable ? selection : undefined}
        expand={expand}
        rowActions={operate}
        summary={summary}
        rowSpanFields={props.rowSpanFields}
        sort={sort}
        onSortChange={changeSort}
        onCellAction={cellAction}
        height={props.height}
        maxHeight={props.maxHeight ?? 500}
      />
      <GridEventLine last={last} />
    </div>
  );
}

/**
 * The DataGrid over rows in memory, as a screen would draw it from descriptor columns: sorting the rows
 * here (a list sorts on the server), keeping the checked rows, and reporting every event under the grid.
 */
export function GridPreview(props: GridPreviewProps) {
  return (
    <GridStoryHost language={props.language}>
      <PreviewGrid {...props} />
    </GridStoryHost>
  );
}
