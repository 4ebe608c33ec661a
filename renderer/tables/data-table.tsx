import { Alert, Space } from '@arco-design/web-react';
import { useCallback, useMemo, useRef } from 'react';
import type { ButtonModel } from '../buttons/button-model';
import { leafColumns } from '../grid/columns/grid-column';
import { DataGrid } from '../grid/data-grid';
import type { GridRow } from '../grid/layout/grid-table';
import { ColumnSettingsButton } from '../grid-settings/column-settings-button';
import { useRendererI18n } from '../i18n/use-renderer-i18n';
import { ExpandedFields } from './expanded-fields';
import { FullScreenButton } from './full-screen-button';
import { GridPager, NO_PAGER_HEIGHT } from './grid-pager';
import { TableToolbar } from './table-toolbar';
import type { DataTableState } from './use-data-table';
import { useFillHeight } from './use-fill-height';
import './data-table.css';

export interface DataTableProps {
  state: DataTableState;
  title: string;
  /** Toolbar buttons the menu grants (spec 000 §6); they act on the checked rows. */
  toolbar: readonly ButtonModel[];
  onToolbar: (button: ButtonModel) => void;
  /** Row buttons the menu grants, in the operate column. */
  rowActions: readonly ButtonModel[];
  onRowAction: (button: ButtonModel, row: GridRow) => void;
  onCellAction?: (action: string, row: GridRow) => void;
  /** Rows shown checked that cannot be picked (a pick dialog's rows already among the lines). */
  lockedRows?: (row: GridRow) => boolean;
}

/**
 * A table over an API as a screen shows it: toolbar (buttons, column settings, full screen), the grid,
 * and the pager with the checked-row count. The editable table and the table panel of spec 000 §2 differ
 * only by their configuration (`table.type`).
 */
export function DataTable({ state, title, toolbar, onToolbar, rowActions, onRowAction, onCellAction, lockedRows }: DataTableProps) {
  const { t, text } = useRendererI18n();
  const { table, result, selection, fullScreen } = state;
  const gridAnchor = useRef<HTMLDivElement>(null);
  const fillHeight = useFillHeight(gridAnchor, table.height === 'auto' && !fullScreen.on, table.maxHeight);

  const summary = useMemo(
    () =>
      table.summary && {
        title: table.summary.title ? text(table.summary.title) : t('common.total'),
        sumKeys: table.summary.sumKeys,
        meanKeys: table.summary.meanKeys,
        merges: table.summary.merges,
      },
    [table.summary, text, t],
  );
  const operate = useMemo(
    () =>
      rowActions.length === 0
        ? undefined
        : {
            labels: rowActions.map((button) => text(button.label)),
            render: (row: GridRow) => (
              <Space size={8}>
                {rowActions.map((button) => (
                  <button
                    key={button.action}
                    type="button"
                    className={`srm-grid-link${button.style === 'danger' ? ' srm-grid-link-danger' : ''}`}
                    onClick={(event) => {
                      event.stopPropagation();
                      onRowAction(button, row);
                    }}
                  >
                    {text(button.label)}
                  </button>
                ))}
              </Space>
            ),
          },
    [rowActions, onRowAction, text],
  );
  const expand = table.expand;
  const renderExpanded = useCallback(
    (row: GridRow) => (expand ? <ExpandedFields fields={expand.fields} columns={expand.columns} row={row} /> : null),
    [expand],
  );
  const height = fullScreen.on ? 'fill' : table.height === 'auto' ? fillHeight : table.height;
  const checks = selection.selection;
  const gridSelection = useMemo(() => (lockedRows ? { ...checks, locked: lockedRows } : checks), [checks, lockedRows]);

  return (
    <div className={`srm-data-table${fullScreen.on ? ' srm-data-table-full-screen' : ''}`} data-table={table.name}>
      <TableToolbar
        title={title}
        buttons={toolbar}
        busy={state.loading || state.saving}
        onRun={onToolbar}
        hint={table.editable && leafColumns(table.columns).some((column) => column.editable) ? t('grid.editHint') : undefined}
        tools={
          <>
            <ColumnSettingsButton control={state.columnSettings} />
            <FullScreenButton on={fullScreen.on} onToggle={fullScreen.toggle} />
          </>
        }
      />
      {state.error !== undefined && <Alert type="error" className="srm-data-table-error" content={state.error} />}
      {state.notice !== undefined && <Alert type="info" className="srm-data-table-notice" content={state.notice} />}
      <div ref={gridAnchor} className="srm-data-table-grid">
        <DataGrid
          columns={table.columns}
          rows={result.rows}
          rowKey={selection.rowKey}
          settings={state.columnSettings.settings}
          onColumnResize={state.columnSettings.resizeColumn}
          showIndex={table.showIndex}
          sequenceStart={(result.pageIndex - 1) * result.query.pageSize}
          selection={table.selection ? gridSelection : undefined}
          expand={expand ? renderExpanded : undefined}
          rowActions={operate}
          summary={summary}
          rowSpanFields={table.rowSpanFields}
          sort={state.query.sort}
          onSortChange={state.sortBy}
          editing={table.editable ? state.editing : undefined}
          onCellAction={onCellAction}
          height={height}
          maxHeight={table.maxHeight}
          loading={state.loading}
        />
      </div>
      {table.paging ? (
        <GridPager
          total={result.total}
          totalIsLowerBound={result.totalIsLowerBound === true}
          pageIndex={state.pageIndex}
          pageSize={state.query.pageSize}
          selectedCount={selection.selectedRows.length}
          crossPage={selection.crossPage}
          onChange={state.changePage}
        />
      ) : (
        <div style={{ height: NO_PAGER_HEIGHT }} />
      )}
      {state.holders}
    </div>
  );
}
