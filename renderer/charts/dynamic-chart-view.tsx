import { Empty, Spin, Statistic, Table, Typography } from '@arco-design/web-react';
import { useEffect, useMemo, useState } from 'react';
import { EntityCatalog } from '../../src/shared/entity/entity-catalog';
import type { LocalizedText } from '../../src/shared/formats/common';
import type { EntitySchema } from '../../src/shared/formats/entity-format';
import { useDataAdapter } from '../context/data-adapter-context';
import type { MenuContext } from '../data/data-adapter';
import { formatNumber } from '../format/format-number';
import type { GridRow } from '../grid/layout/grid-table';
import { useRendererI18n } from '../i18n/use-renderer-i18n';
import { useLookupMeanings } from '../lookups/use-lookup-meanings';
import { ChartPanel } from './chart-panel';
import type { ChartModel } from './chart-model';

interface KeyInfo {
  key: string;
  label: LocalizedText;
  lookup?: string;
  labelKey?: string;
  type: string;
}

/** What `baseDynChart`'s `chartData` answers (src/server/dynamic-charts/chart-operations.ts). */
export interface ChartData {
  chartType: 'BAR' | 'LINE' | 'PIE' | 'TABLE' | 'KPI';
  chartName: string;
  height: number;
  measureTitle: string;
  measureLabel: LocalizedText | null;
  measureFn: string;
  dimension: KeyInfo | null;
  series: KeyInfo | null;
  value: KeyInfo | null;
  rows: GridRow[];
}

/** The rows as the chart shows them: the dimension and series as text (names, meanings), the value. */
const ROW_ENTITY: EntitySchema = {
  version: 1,
  name: 'dynamicChartRows',
  service: 'base',
  storage: 'service',
  label: { cn: '图表数据', en: 'Chart data' },
  primaryKey: 'dimText',
  fields: [
    { name: 'dimText', type: 'string', label: { cn: '维度', en: 'Dimension' } },
    { name: 'seriesText', type: 'string', label: { cn: '系列', en: 'Series' } },
    { name: 'value', type: 'number', label: { cn: '数值', en: 'Value' }, precision: 2 },
  ],
} as EntitySchema;
const ROW_CATALOG = new EntityCatalog([ROW_ENTITY]);

const FN_LABELS: Record<string, LocalizedText> = {
  count: { cn: '计数', en: 'Count' },
  countDistinct: { cn: '去重计数', en: 'Distinct count' },
  sum: { cn: '合计', en: 'Sum' },
  avg: { cn: '平均', en: 'Average' },
  min: { cn: '最小', en: 'Minimum' },
  max: { cn: '最大', en: 'Maximum' },
};

/** A chart's data loaded through the data adapter; again when the body changes. */
export function useChartData(entityService: string, entity: string, body: Record<string, unknown> | null, menu: MenuContext, generation = 0) {
  const adapter = useDataAdapter();
  const [state, setState] = useState<{ data?: ChartData; error?: string; loading: boolean }>({ loading: body !== null });
  const key = body === null ? null : JSON.stringify(body);
  useEffect(() => {
    if (key === null) return undefined;
    let live = true;
    setState((current) => ({ ...current, loading: true }));
    adapter.request<ChartData>({ service: entityService, resource: `${entity}Restful`, operation: 'chartData', body: JSON.parse(key) as Record<string, unknown>, menu }).then(
      (answer) => {
        if (!live) return;
        if (answer.status === 'S' && answer.data) setState({ data: answer.data, loading: false });
        else setState({ error: answer.msg, loading: false });
      },
      (failure: unknown) => live && setState({ error: failure instanceof Error ? failure.message : String(failure), loading: false }),
    );
    return () => {
      live = false;
    };
  }, [adapter, entityService, entity, key, menu, generation]);
  return state;
}

/**
 * One dynamic chart drawn from its data: bar, line and pie through the report's ECharts panel (loaded on
 * demand), a table of its groups, or a KPI figure. The ECharts option is built from the definition only.
 */
export function DynamicChartView({ data, loading, error, title }: { data?: ChartData; loading: boolean; error?: string; title: string }) {
  const { t, text } = useRendererI18n();
  const lookupTypes = useMemo(() => [data?.dimension?.lookup, data?.series?.lookup].filter((type): type is string => Boolean(type)), [data]);
  const meaningOf = useLookupMeanings(lookupTypes);
  const measureName = useMemo(() => {
    if (!data) return '';
    if (data.measureTitle) return data.measureTitle;
    const fn = text(FN_LABELS[data.measureFn] ?? { cn: data.measureFn, en: data.measureFn });
    return data.measureLabel ? `${text(data.measureLabel)} · ${fn}` : fn;
  }, [data, text]);
  const rows = useMemo<GridRow[]>(() => {
    if (!data) return [];
    const textOf = (info: KeyInfo | null, row: GridRow) => {
      if (!info) return '';
      const value = row[info.key];
      if (info.labelKey && row[info.labelKey] !== undefined && row[info.labelKey] !== null) return String(row[info.labelKey]);
      if (info.lookup) return meaningOf(info.lookup, value as string);
      return value === null || value === undefined || value === '' ? '—' : String(value);
    };
    return data.rows.map((row) => ({ dimText: textOf(data.dimension, row), seriesText: textOf(data.series, row), value: row.value as number }));
  }, [data, meaningOf]);
  if (error !== undefined) return <Typography.Text type="error">{t('dynamicCharts.loadFailed', { msg: error })}</Typography.Text>;
  if (!data) return <Spin style={{ display: 'block', padding: 32 }} />;
  if (data.chartType === 'KPI') {
    const value = rows[0]?.value;
    return (
      <div className="srm-dyn-chart-kpi" style={{ padding: '24px 8px' }}>
        <Statistic title={measureName} value={formatNumber(value ?? 0, { thousands: true })} styleValue={{ fontSize: 36 }} />
      </div>
    );
  }
  if (data.chartType === 'TABLE') {
    const columns = [
      { title: data.dimension ? text(data.dimension.label) : '', dataIndex: 'dimText' },
      ...(data.series ? [{ title: text(data.series.label), dataIndex: 'seriesText' }] : []),
      { title: measureName, dataIndex: 'value', align: 'right' as const, render: (value: unknown) => formatNumber(value, { thousands: true }) },
    ];
    if (rows.length === 0) return <Empty description={t('report.noData')} />;
    return <Table size="small" rowKey={(row) => `${String(row.dimText)}|${String(row.seriesText)}`} columns={columns} data={rows} pagination={false} scroll={{ y: data.height }} border />;
  }
  const model: ChartModel = {
    type: data.chartType === 'PIE' ? 'pie' : data.chartType === 'LINE' ? 'line' : 'bar',
    x: 'dimText',
    series: [{ key: 'value', title: { cn: measureName, en: measureName } }],
    seriesBy: data.series && data.chartType !== 'PIE' ? 'seriesText' : undefined,
    stack: false,
    height: data.height,
  };
  return <ChartPanel model={model} rows={rows} rowEntity={ROW_ENTITY} catalog={ROW_CATALOG} title={title} loading={loading} />;
}
