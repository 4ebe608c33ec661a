import { Empty, Spin } from '@arco-design/web-react';
import { lazy, Suspense, useCallback, useMemo } from 'react';
import type { LocalizedText } from '../../src/shared/formats/common';
import { leafColumns, type GridColumn } from '../grid/columns/grid-column';
import type { GridRow } from '../grid/layout/grid-table';
import { displayText } from '../display/display-text';
import { resolveDisplayFormat, type DisplayFormat } from '../display/display-format';
import { resolveFieldSpec } from '../fields/field-spec';
import { formatNumber } from '../format/format-number';
import { useRendererI18n } from '../i18n/use-renderer-i18n';
import { useLookupMeanings } from '../lookups/use-lookup-meanings';
import type { EntityCatalog } from '../../src/shared/entity/entity-catalog';
import type { EntitySchema } from '../../src/shared/formats/entity-format';
import type { ChartModel } from './chart-model';
import { buildChartOption, type ChartLabels } from './chart-option';

/** ECharts is loaded with the first chart shown: the login page, lists and forms never load it. */
const EChartsView = lazy(() => import('./echarts-view'));

export interface ChartPanelProps {
  model: ChartModel;
  rows: readonly GridRow[];
  /** What the rows are, so values show as the grid shows them. */
  rowEntity: EntitySchema;
  catalog: EntityCatalog;
  /** The grid's columns (their display formats win over the fields'). */
  columns?: readonly GridColumn[];
  title: string;
  loading?: boolean;
  /** A click on a point, with the rows it stands for. */
  onPoint?: (rows: GridRow[]) => void;
}

/** The display of a key: its grid column's, else its field's. */
function displayOf(key: string, columns: readonly GridColumn[], rowEntity: EntitySchema, catalog: EntityCatalog): DisplayFormat {
  const column = columns.find((candidate) => candidate.key === key);
  if (column) return column.display;
  const field = rowEntity.fields.find((candidate) => candidate.name === key);
  if (!field) return { kind: 'text' };
  return resolveDisplayFormat(resolveFieldSpec(rowEntity, catalog, key, { label: field.label }), { showThousandSeparator: true });
}

/** A chart of a query's rows (report, dashboard widget): ECharts loaded on demand, clicks mapped back to rows. */
export function ChartPanel({ model, rows, rowEntity, catalog, columns = [], title, loading, onPoint }: ChartPanelProps) {
  const { t, text } = useRendererI18n();
  const leaves = useMemo(() => leafColumns(columns), [columns]);
  const displays = useMemo(() => {
    const keys = [model.x, model.seriesBy, ...model.series.map((series) => series.key)].filter((key): key is string => key !== undefined);
    return new Map(keys.map((key) => [key, displayOf(key, leaves, rowEntity, catalog)]));
  }, [model, leaves, rowEntity, catalog]);
  const lookupTypes = useMemo(() => [...displays.values()].flatMap((display) => (display.kind === 'lookup' ? [display.lookupType] : [])), [displays]);
  const meaningOf = useLookupMeanings(lookupTypes);
  const labels = useMemo<ChartLabels>(() => {
    const yesNo = { yes: t('common.yes'), no: t('common.no') };
    return {
      textOf: (key, row) => {
        const display = displays.get(key) ?? { kind: 'text' };
        return displayText(display, row[key], row, meaningOf, yesNo) ?? String(row[key] ?? '');
      },
      text: (label: LocalizedText) => text(label),
      formatValue: (key, value) => {
        const display = displays.get(key);
        return display?.kind === 'number' ? formatNumber(value, { precision: display.precision, thousands: true }) : formatNumber(value, { thousands: true });
      },
    };
  }, [displays, meaningOf, t, text]);
  const built = useMemo(() => buildChartOption(model, rows, labels), [model, rows, labels]);
  const click = useCallback(
    (seriesIndex: number, dataIndex: number) => {
      const pointRows = built.rowsAt(seriesIndex, dataIndex);
      if (pointRows.length > 0) onPoint?.(pointRows);
    },
    [built, onPoint],
  );
  const fallback = (
    <div className="srm-chart-loading" style={{ height: model.height, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
      <Spin />
    </div>
  );
  if (!loading && rows.length === 0) {
    return (
      <div className="srm-chart-empty" style={{ height: model.height, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
        <Empty description={t('report.noData')} />
      </div>
    );
  }
  return (
    <Suspense fallback={fallback}>
      <EChartsView option={built.option} height={model.height} label={title} onPointClick={onPoint ? click : undefined} />
    </Suspense>
  );
}
