import { Alert, Table } from '@arco-design/web-react';
import type { SorterInfo } from '@arco-design/web-react/es/Table/interface';
import { useCallback, useMemo } from 'react';
import type { ButtonModel } from '../../buttons/button-model';
import { useScreenContext } from '../../context/screen-context';
import { useScreenNavigation } from '../../context/screen-navigation-context';
import { useRendererI18n } from '../../i18n/use-renderer-i18n';
import { useIsGranted } from '../../permissions/use-is-granted';
import { listModelFor } from '../../permissions/viewer-fields';
import { buildTableColumns, leafColumnsOf, SELECTION_COLUMN_WIDTH } from './list-columns';
import { ListFooter } from './list-footer';
import type { ListScreenModel } from './list-model';
import { ListSummaryRow } from './list-summary-row';
import { ListToolbar } from './list-toolbar';
import { buildFilters } from './search-filters';
import { SearchForm } from './search-form';
import { useListActions } from './use-list-actions';
import { useListData, type ListRow } from './use-list-data';
import { rowKeyOf, useListSelection } from './use-list-selection';
import { useReloadOnDataChange } from './use-reload-on-data-change';

function sortFrom(sorter: SorterInfo | SorterInfo[]) {
  const first = Array.isArray(sorter) ? sorter[0] : sorter;
  if (!first?.direction || first.field === undefined) return undefined;
  return { field: String(first.field), order: first.direction === 'ascend' ? ('asc' as const) : ('desc' as const) };
}

/** A paged list of one entity: search form, toolbar, table with selection, sequence, summary, paging. */
export function ListScreen({ model: parsed }: { model: ListScreenModel }) {
  const { t, text } = useRendererI18n();
  const { menu, userType } = useScreenContext();
  const model = useMemo(() => listModelFor(parsed, userType), [parsed, userType]);
  const navigation = useScreenNavigation();
  const isGranted = useIsGranted();
  const data = useListData(model, menu);
  const selection = useListSelection(model, data.result);
  const { reload, clear } = { reload: data.reload, clear: selection.clear };
  const afterChange = useCallback(() => {
    clear();
    reload();
  }, [clear, reload]);
  const actions = useListActions(model, afterChange, data.query);
  useReloadOnDataChange(model.entity.name, reload);

  const toolbar = model.toolbar.filter((button) => isGranted(button.resource));
  const rowActions = model.rowActions.filter((button) => isGranted(button.resource));
  const { rows, total, query } = data.result;

  const openEdit = useCallback(
    (row: ListRow) => {
      if (model.editRoute) navigation.openScreen(model.editRoute, { id: String(row[model.editKey]) });
    },
    [model, navigation],
  );

  const columns = buildTableColumns(model.columns, {
    text,
    sequenceTitle: t('common.sequence'),
    operateTitle: t('common.operate'),
    showIndex: model.table.showIndex,
    sequenceOffset: (query.pageIndex - 1) * query.pageSize,
    sort: data.query.sort,
    openEdit,
    rowActions,
    runRowAction: (button: ButtonModel, row: ListRow) => void actions.run(button, [row]),
  });
  const scrollWidth = useMemo(
    () => leafColumnsOf(model.columns).reduce((width, column) => width + (column.width ?? 120), 0) + 200,
    [model.columns],
  );
  const leadingCells = (model.table.selection ? 1 : 0) + (model.table.showIndex ? 1 : 0);
  const footerTitle = model.table.footerConfig?.title ? text(model.table.footerConfig.title) : t('common.total');

  return (
    <div className="srm-list-screen" style={{ background: 'var(--color-bg-2)' }}>
      <SearchForm fields={model.search} onSearch={(values) => data.search(buildFilters(model.search, values))} />
      <ListToolbar
        title={text(model.title)}
        buttons={toolbar}
        busy={data.loading}
        onRun={(button) => void actions.run(button, selection.selectedRows)}
      />
      {data.error !== undefined && (
        <Alert type="error" content={data.error} style={{ margin: '0 16px 8px', width: 'auto' }} />
      )}
      <div style={{ padding: '0 16px' }}>
        <Table<ListRow>
          size="small"
          border={{ wrapper: true, cell: true }}
          stripe
          rowKey={(row) => rowKeyOf(model, row)}
          columns={columns}
          data={rows}
          loading={data.loading}
          pagination={false}
          scroll={{ x: scrollWidth, y: model.table.height }}
          noDataElement={<div style={{ padding: 24, color: 'var(--color-text-3)' }}>{t('common.noData')}</div>}
          rowSelection={
            model.table.selection
              ? {
                  type: 'checkbox',
                  columnWidth: SELECTION_COLUMN_WIDTH,
                  fixed: true,
                  selectedRowKeys: selection.checkedKeys,
                  onChange: (keys) => selection.select(keys),
                }
              : undefined
          }
          onChange={(_pagination, sorter, _filters, extra) => {
            if (extra.action === 'sort') data.sortBy(sortFrom(sorter));
          }}
          summary={
            model.table.showSummary
              ? (currentRows?: ListRow[]) => (
                  <ListSummaryRow
                    rows={currentRows ?? rows}
                    layout={{
                      title: footerTitle,
                      leadingCells,
                      columns: leafColumnsOf(model.columns),
                      trailingCells: rowActions.length > 0 ? 1 : 0,
                      summaryFields: model.summaryFields,
                      meanFields: model.meanFields,
                    }}
                  />
                )
              : undefined
          }
        />
      </div>
      <ListFooter
        total={total}
        totalIsLowerBound={data.result.totalIsLowerBound === true}
        pageIndex={data.query.pageIndex}
        pageSize={data.query.pageSize}
        selectedCount={selection.selectedRows.length}
        crossPage={selection.crossPage}
        onChange={data.changePage}
      />
      {actions.holders}
    </div>
  );
}
