import { Card, Typography } from '@arco-design/web-react';
import { useEffect, useMemo, useState } from 'react';
import type { LocalizedText } from '../../../src/shared/formats/common';
import type { EntitySchema } from '../../../src/shared/formats/entity-format';
import { DynamicChartView, useChartData } from '../../charts/dynamic-chart-view';
import { useScreenContext } from '../../context/screen-context';
import { useRendererI18n } from '../../i18n/use-renderer-i18n';

/** The definition's fields the preview sends (what chartData reads); the rest of the form does not redraw it. */
const DEFINITION_FIELDS = [
  'chartName', 'chartType', 'datasetType', 'entityName', 'reportId', 'dimensionField', 'dimensionBucket', 'seriesField', 'measureFn',
  'measureField', 'measureTitle', 'dateField', 'filterParams', 'sortBy', 'sortOrder', 'limitCount', 'chartHeight',
];

/** Waits until the value has stood still a moment (typing in a field does not call the server at each key). */
function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * An edit screen's `chartPreview`: the chart of the definition as the form stands (saved or not), drawn
 * from the entity's `chartData` with `{chart}`; the server's refusal (an unknown field, a field the user
 * may not read, an aggregation that does not fit) shows in its place.
 */
export function ChartPreview({ entity, title, record }: { entity: EntitySchema; title: LocalizedText; record: Record<string, unknown> }) {
  const { text, t } = useRendererI18n();
  const { menu } = useScreenContext();
  const chart = useMemo(() => Object.fromEntries(DEFINITION_FIELDS.map((field) => [field, record[field] ?? null])), [record]);
  const settled = useSettled(JSON.stringify(chart), 400);
  const body = useMemo(() => ({ chart: JSON.parse(settled) as Record<string, unknown> }), [settled]);
  const ready = Boolean(chart.entityName || chart.reportId);
  const state = useChartData(entity.service, entity.name, ready ? body : null, menu);
  return (
    <Card title={text(title)} className="srm-chart-preview" style={{ margin: '12px 0' }} bordered={false}>
      {ready ? (
        <DynamicChartView data={state.data} loading={state.loading} error={state.error} title={text(title)} />
      ) : (
        <Typography.Text type="secondary">{t('dynamicCharts.previewHint')}</Typography.Text>
      )}
    </Card>
  );
}
