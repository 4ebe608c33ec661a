import { Typography } from '@arco-design/web-react';
import { useCallback } from 'react';
import type { MenuContext } from '../../data/data-adapter';
import { DataGrid, GRID_ROW_HEIGHT } from '../../grid/data-grid';
import type { GridRow } from '../../grid/layout/grid-table';
import { rowKeyFor } from '../../grid/selection/row-selection';
import { useRendererI18n } from '../../i18n/use-renderer-i18n';
import { useQueryRows } from '../../query/use-query-rows';
import type { GridColumn } from '../../grid/columns/grid-column';
import type { WidgetData, WidgetModel } from './dashboard-model';
import { WidgetCard } from './widget-card';

const NO_FILTERS = {};

/** The latest records of its entity (its query's filters and order), in the project's grid; a click opens its screen. */
export function ListWidget({ widget, data, columns, menu, onOpen }: { widget: WidgetModel; data: WidgetData; columns: GridColumn[]; menu: MenuContext; onOpen: () => void }) {
  const { t } = useRendererI18n();
  const result = useQueryRows(data.query, NO_FILTERS, menu);
  const rowKey = rowKeyFor([data.query.entity.primaryKey]);
  const onCellAction = useCallback((_action: string, _row: GridRow) => onOpen(), [onOpen]);
  return (
    <WidgetCard widget={widget} onOpen={onOpen}>
      {result.error !== undefined ? (
        <Typography.Text type="error">{t('dashboard.loadFailed', { msg: result.error })}</Typography.Text>
      ) : (
        <DataGrid
          columns={columns}
          rows={result.rows}
          rowKey={rowKey}
          onCellAction={onCellAction}
          maxHeight={(widget.pageSize + 1) * GRID_ROW_HEIGHT + 2}
          loading={result.loading}
          emptyText={t('dashboard.listEmpty')}
        />
      )}
    </WidgetCard>
  );
}
