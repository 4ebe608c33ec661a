import { Alert } from '@arco-design/web-react';
import { useCallback, useMemo, useState } from 'react';
import type { ButtonModel } from '../../buttons/button-model';
import { ChartPanel } from '../../charts/chart-panel';
import { useScreenContext } from '../../context/screen-context';
import { useScreenNavigation } from '../../context/screen-navigation-context';
import { EXPORT_EXCEL_PATH } from '../../export/list-export-request';
import { useFileDownload } from '../../export/use-file-download';
import { DataGrid } from '../../grid/data-grid';
import type { GridRow } from '../../grid/layout/grid-table';
import { rowKeyFor } from '../../grid/selection/row-selection';
import { useRendererI18n } from '../../i18n/use-renderer-i18n';
import { useIsGranted } from '../../permissions/use-is-granted';
import { useQueryRows } from '../../query/use-query-rows';
import { TableToolbar } from '../../tables/table-toolbar';
import { buildFilters } from '../list-screen/search-filters';
import { SearchForm } from '../list-screen/search-form';
import { useReloadOnDataChange } from '../list-screen/use-reload-on-data-change';
import { drillParams } from './report-drill';
import { reportExportRequest } from './report-export-request';
import { DRILL_ACTION, type ReportModel } from './report-model';
import '../../tables/data-table.css';

const REPORT_GRID_MAX_HEIGHT = 480;
const NO_FILTERS: Readonly<Record<string, unknown>> = {};

/** The row key of the report's rows: its group keys (an aggregate), or the primary key (plain rows). */
function rowKeyOf(model: ReportModel): (row: GridRow) => string {
  const { plan, entity } = model.query;
  const keys = plan ? plan.groups.map((group) => group.key) : [entity.primaryKey];
  return keys.length === 0 ? () => 'total' : rowKeyFor(keys);
}

/**
 * A report: the search form, then a chart and a grid over the same query (one call feeds both, so a
 * search re-draws both); a drill cell or a chart point opens the drill screen with the row's params under
 * the user's menu for it; export writes the grid as shown.
 */
export function ReportScreen({ model }: { model: ReportModel }) {
  const { t, text } = useRendererI18n();
  const { menu } = useScreenContext();
  const isGranted = useIsGranted();
  const [filters, setFilters] = useState<Readonly<Record<string, unknown>>>(NO_FILTERS);
  const result = useQueryRows(model.query, filters, menu);
  const { reload } = result;
  useReloadOnDataChange(model.entity.name, reload);
  useReloadOnDataChange(model.query.plan?.header?.entity.name ?? model.entity.name, reload);
  const navigation = useScreenNavigation();
  const download = useFileDownload();
  const { drill } = model;

  // The drilled screen works under the user's own menu for it, which the shell finds (or says there is none).
  const openDrill = useCallback((row: GridRow) => drill && navigation.openScreen(drill.route, drillParams(drill, row), { menu: 'route' }), [drill, navigation]);
  const onCellAction = useCallback((action: string, row: GridRow) => action === DRILL_ACTION && openDrill(row), [openDrill]);
  const onPoint = useCallback((rows: GridRow[]) => openDrill(rows[0]), [openDrill]);
  const toolbar = model.toolbar.filter((button) => isGranted(button.resource));
  const run = (button: ButtonModel) => {
    if (button.kind === 'refresh') reload();
    if (button.kind === 'export') void download({ method: 'POST', path: EXPORT_EXCEL_PATH, body: reportExportRequest(model, result.body, text), menu });
  };
  const rowKey = useMemo(() => rowKeyOf(model), [model]);
  const summary = useMemo(
    () => (model.showSummary ? { title: t('common.total'), sumKeys: model.sumKeys, meanKeys: [], merges: [] } : undefined),
    [model.showSummary, model.sumKeys, t],
  );
  const title = text(model.title);

  return (
    <div className="srm-report-screen" style={{ background: 'var(--color-bg-2)' }}>
      <SearchForm fields={model.search} onSearch={(values) => setFilters(buildFilters(model.search, values))} />
      {model.chart && (
        <section className="srm-report-chart" style={{ padding: '12px 16px 0' }} aria-label={t('report.chart')}>
          <ChartPanel
            model={model.chart}
            rows={result.rows}
            rowEntity={model.query.rows}
            catalog={model.catalog}
            columns={model.columns}
            title={title}
            loading={result.loading}
            onPoint={drill ? onPoint : undefined}
          />
        </section>
      )}
      <div className="srm-data-table srm-report-table">
        <TableToolbar title={title} buttons={toolbar} busy={result.loading} onRun={run} hint={model.query.plan ? t('report.rows', { count: result.rows.length }) : undefined} />
        {result.error !== undefined && <Alert type="error" className="srm-data-table-error" content={result.error} />}
        <div className="srm-data-table-grid">
          <DataGrid
            columns={model.columns}
            rows={result.rows}
            rowKey={rowKey}
            summary={summary}
            onCellAction={onCellAction}
            maxHeight={REPORT_GRID_MAX_HEIGHT}
            loading={result.loading}
          />
        </div>
        <div style={{ height: 12 }} />
      </div>
    </div>
  );
}
