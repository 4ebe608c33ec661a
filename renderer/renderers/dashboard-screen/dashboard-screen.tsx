import { Alert, Empty, Spin, Typography } from '@arco-design/web-react';
import { useCallback, useMemo } from 'react';
import type { PendingGroup, PendingRow } from '../../../src/shared/api/pending';
import { useScreenNavigation } from '../../context/screen-navigation-context';
import { useUserMenus, useUserMenusLoading, type UserMenu } from '../../context/user-menus-context';
import { useRendererI18n } from '../../i18n/use-renderer-i18n';
import { findRouteMenu } from '../../loading/route-menu';
import { ChartWidget } from './chart-widget';
import type { DashboardModel, WidgetModel } from './dashboard-model';
import { FigureWidget } from './figure-widget';
import { ListWidget } from './list-widget';
import { TodoWidget } from './todo-widget';
import './dashboard-screen.css';

/** The widgets the user sees: those whose route one of his menus opens (through a listed responsibility, when given). */
export function visibleWidgets(widgets: readonly WidgetModel[], menus: readonly UserMenu[]): { widget: WidgetModel; menu: UserMenu }[] {
  return widgets.flatMap((widget) => {
    const menu = findRouteMenu(widget.route, {}, menus, widget.responsibilities);
    return menu ? [{ widget, menu }] : [];
  });
}

function Widget({ widget, menu }: { widget: WidgetModel; menu: UserMenu }) {
  const navigation = useScreenNavigation();
  const menuParams = useMemo(() => ({ menuId: String(menu.menuId), respId: String(menu.respId) }), [menu]);
  const onOpen = useCallback(() => navigation.openScreen(widget.route, { ...widget.openParams, ...menuParams }), [navigation, widget, menuParams]);
  const openDocument = useCallback(
    (group: PendingGroup, row: PendingRow) => {
      const params = { menuId: String(group.menuId), respId: String(group.respId) };
      if (group.editRoute) navigation.openScreen(group.editRoute, { id: String(row.id), ...params });
      else navigation.openScreen(group.route, params);
    },
    [navigation],
  );
  const context = useMemo(() => ({ menuId: menu.menuId, respId: menu.respId }), [menu]);
  const { data, chart, columns } = widget;
  switch (widget.kind) {
    case 'figure':
      return data ? <FigureWidget widget={widget} data={data} menu={context} onOpen={onOpen} /> : null;
    case 'chart':
      return data && chart ? <ChartWidget widget={widget} data={data} chart={chart} menu={context} onOpen={onOpen} /> : null;
    case 'list':
      return data && columns ? <ListWidget widget={widget} data={data} columns={columns} menu={context} onOpen={onOpen} /> : null;
    case 'todo':
      return <TodoWidget widget={widget} menu={context} onOpen={onOpen} openDocument={openDocument} />;
  }
}

/**
 * A dashboard: cards of figures, charts, to-do and latest-record lists on a four-column grid. Each card
 * belongs to a screen and shows only when the user holds a menu for it (arranged per responsibility);
 * its calls carry that menu, and a click opens that screen.
 */
export function DashboardScreen({ model }: { model: DashboardModel }) {
  const { t, text } = useRendererI18n();
  const menus = useUserMenus();
  const loading = useUserMenusLoading();
  const shown = useMemo(() => (menus ? visibleWidgets(model.widgets, menus) : []), [model.widgets, menus]);
  return (
    <div className="srm-dashboard-screen">
      <Typography.Title heading={5} className="srm-dashboard-title">
        {text(model.title)}
      </Typography.Title>
      {!menus && <Alert type="warning" content={t('dashboard.noMenus')} />}
      {loading && <Spin style={{ display: 'block', padding: 32 }} />}
      {menus && !loading && shown.length === 0 && <Empty description={t('dashboard.empty')} />}
      <div className="srm-dashboard-grid">
        {shown.map(({ widget, menu }) => (
          <Widget key={widget.index} widget={widget} menu={menu} />
        ))}
      </div>
    </div>
  );
}
