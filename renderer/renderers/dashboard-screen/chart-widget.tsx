import { Typography } from '@arco-design/web-react';
import { ChartPanel } from '../../charts/chart-panel';
import type { ChartModel } from '../../charts/chart-model';
import type { MenuContext } from '../../data/data-adapter';
import { useRendererI18n } from '../../i18n/use-renderer-i18n';
import { useQueryRows } from '../../query/use-query-rows';
import type { WidgetData, WidgetModel } from './dashboard-model';
import { WidgetCard } from './widget-card';

const NO_FILTERS = {};

/** A chart of its query's groups, as a report draws it; a click on a point opens its screen. */
export function ChartWidget({ widget, data, chart, menu, onOpen }: { widget: WidgetModel; data: WidgetData; chart: ChartModel; menu: MenuContext; onOpen: () => void }) {
  const { t, text } = useRendererI18n();
  const result = useQueryRows(data.query, NO_FILTERS, menu);
  return (
    <WidgetCard widget={widget} onOpen={onOpen}>
      {result.error !== undefined ? (
        <Typography.Text type="error">{t('dashboard.loadFailed', { msg: result.error })}</Typography.Text>
      ) : (
        <ChartPanel
          model={chart}
          rows={result.rows}
          rowEntity={data.query.rows}
          catalog={data.catalog}
          columns={widget.columns}
          title={text(widget.title)}
          loading={result.loading}
          onPoint={onOpen}
        />
      )}
    </WidgetCard>
  );
}
