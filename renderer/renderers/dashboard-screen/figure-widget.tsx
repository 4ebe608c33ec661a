import { Spin, Typography } from '@arco-design/web-react';
import type { MenuContext } from '../../data/data-adapter';
import { formatNumber } from '../../format/format-number';
import { useRendererI18n } from '../../i18n/use-renderer-i18n';
import { useQueryRows } from '../../query/use-query-rows';
import type { WidgetData, WidgetModel } from './dashboard-model';
import { WidgetCard } from './widget-card';

const NO_FILTERS = {};

/** A figure: the one measure of its query (a count, an amount), formatted like a grid's number; a click opens its screen. */
export function FigureWidget({ widget, data, menu, onOpen }: { widget: WidgetModel; data: WidgetData; menu: MenuContext; onOpen: () => void }) {
  const { t } = useRendererI18n();
  const result = useQueryRows(data.query, NO_FILTERS, menu);
  const measure = data.query.plan?.measures[0];
  const value = measure ? result.rows[0]?.[measure.key] : undefined;
  const text = formatNumber(value ?? 0, { precision: measure?.precision, thousands: true });
  return (
    <WidgetCard widget={widget} onOpen={onOpen}>
      {result.error !== undefined ? (
        <Typography.Text type="error">{t('dashboard.loadFailed', { msg: result.error })}</Typography.Text>
      ) : (
        <Spin loading={result.loading} style={{ display: 'block' }}>
          <button type="button" className="srm-widget-figure-value" onClick={onOpen} data-value={value ?? ''}>
            {result.loading && result.rows.length === 0 ? '…' : text}
          </button>
        </Spin>
      )}
    </WidgetCard>
  );
}
