import { Button, DatePicker, Empty, Select, Space, Spin, Typography } from '@arco-design/web-react';
import { IconRefresh, IconStar } from '@arco-design/web-react/icon';
import { useEffect, useMemo, useState } from 'react';
import { useCollect } from '../../collections/use-collect';
import { DynamicChartView, useChartData } from '../../charts/dynamic-chart-view';
import { useDataAdapter } from '../../context/data-adapter-context';
import { useScreenContext } from '../../context/screen-context';
import type { MenuContext } from '../../data/data-adapter';
import { useRendererI18n } from '../../i18n/use-renderer-i18n';
import type { ChartBoardModel } from './chart-board-model';
import '../dashboard-screen/dashboard-screen.css';

interface BoardItem {
  itemId: number;
  chartId: number;
  chartName?: string;
  orderNo: number;
  spanCols: number;
}

interface BoardGroup {
  groupId: number;
  groupCode: string;
  groupName: string;
  description?: string;
  items: BoardItem[];
}

function ChartCard({ model, item, group, dates, menu, generation, onStar }: {
  model: ChartBoardModel;
  item: BoardItem;
  group: BoardGroup;
  dates: string[];
  menu: MenuContext;
  generation: number;
  onStar?: () => void;
}) {
  const { t } = useRendererI18n();
  const body = useMemo(() => ({ chartId: item.chartId, groupId: group.groupId, dateFrom: dates[0] ?? '', dateTo: dates[1] ?? '' }), [item.chartId, group.groupId, dates]);
  const state = useChartData(model.chartEntity.service, model.chartEntity.name, body, menu, generation);
  const title = state.data?.chartName || item.chartName || String(item.chartId);
  const span = Math.min(4, Math.max(1, Number(item.spanCols) || 2));
  return (
    <section className="srm-dashboard-card srm-dyn-chart-card" style={{ gridColumn: `span ${span}`, background: 'var(--color-bg-2)', padding: 12, borderRadius: 4 }} data-chart-id={item.chartId} aria-label={title}>
      <div className="srm-dashboard-card-head" style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography.Text bold>{title}</Typography.Text>
        {onStar && <Button size="mini" type="text" icon={<IconStar />} aria-label={t('dynamicCharts.star')} title={t('dynamicCharts.star')} onClick={onStar} />}
      </div>
      <DynamicChartView data={state.data} loading={state.loading} error={state.error} title={title} />
    </section>
  );
}

/**
 * A dashboard of dynamic charts: the groups the user's responsibilities may view, one shown at a time
 * (opened with `id`, else the first), its charts in their order and widths, live from the data; the
 * date range applies to every chart with a date field. A star adds the dashboard or a chart to the
 * user's collection.
 */
export function ChartBoardScreen({ model }: { model: ChartBoardModel }) {
  const { t, text } = useRendererI18n();
  const { menu, params } = useScreenContext();
  const adapter = useDataAdapter();
  const collect = useCollect();
  const [groups, setGroups] = useState<{ list: BoardGroup[]; error?: string } | null>(null);
  const [groupId, setGroupId] = useState<number | undefined>(params.id ? Number(params.id) : undefined);
  const [dates, setDates] = useState<string[]>([]);
  const [generation, setGeneration] = useState(0);
  useEffect(() => {
    let live = true;
    adapter.request<BoardGroup[]>({ service: model.groupEntity.service, resource: `${model.groupEntity.name}Restful`, operation: 'viewableGroups', body: {}, menu }).then(
      (answer) => {
        if (!live) return;
        if (answer.status === 'S' && Array.isArray(answer.data)) setGroups({ list: answer.data });
        else setGroups({ list: [], error: answer.msg });
      },
      (failure: unknown) => live && setGroups({ list: [], error: String(failure) }),
    );
    return () => {
      live = false;
    };
  }, [adapter, model.groupEntity, menu]);
  const group = groups?.list.find((candidate) => candidate.groupId === groupId) ?? groups?.list[0];
  return (
    <div className="srm-dashboard-screen srm-chart-board">
      <Space style={{ marginBottom: 12, flexWrap: 'wrap' }} size={12}>
        <Typography.Title heading={5} style={{ margin: 0 }}>
          {text(model.title)}
        </Typography.Title>
        <Select
          style={{ width: 260 }}
          placeholder={t('dynamicCharts.pickGroup')}
          aria-label={t('dynamicCharts.group')}
          value={group?.groupId}
          onChange={(value: number) => setGroupId(value)}
          options={(groups?.list ?? []).map((candidate) => ({ label: candidate.groupName, value: candidate.groupId }))}
        />
        <DatePicker.RangePicker
          style={{ width: 280 }}
          aria-label={t('dynamicCharts.dateRange')}
          onChange={(values: string[] | undefined) => setDates(values ?? [])}
        />
        <Button icon={<IconRefresh />} onClick={() => setGeneration((value) => value + 1)}>
          {t('dynamicCharts.refresh')}
        </Button>
        {collect && group && (
          <Button
            icon={<IconStar />}
            onClick={() => void collect({ collectType: 'GROUP', title: group.groupName, route: model.route, targetId: group.groupId })}
          >
            {t('dynamicCharts.star')}
          </Button>
        )}
      </Space>
      {groups === null && <Spin style={{ display: 'block', padding: 32 }} />}
      {groups?.error !== undefined && <Typography.Text type="error">{t('dynamicCharts.loadFailed', { msg: groups.error })}</Typography.Text>}
      {groups && groups.error === undefined && !group && <Empty description={t('dynamicCharts.noGroups')} />}
      {group && group.items.length === 0 && <Empty description={t('dynamicCharts.noCharts')} />}
      {group && group.description && <Typography.Paragraph type="secondary">{group.description}</Typography.Paragraph>}
      {group && (
        <div className="srm-dashboard-grid">
          {group.items.map((item) => (
            <ChartCard
              key={item.itemId}
              model={model}
              item={item}
              group={group}
              dates={dates}
              menu={menu}
              generation={generation}
              onStar={
                collect
                  ? () => void collect({ collectType: 'CHART', title: item.chartName ?? String(item.chartId), route: CHART_ROUTE, targetId: item.chartId })
                  : undefined
              }
            />
          ))}
        </div>
      )}
    </div>
  );
}

/** A starred chart opens its definition with its preview. */
const CHART_ROUTE = 'dynamicCharts/chartsInfo/chartEdit';
