import type { DashboardScreenDescriptor } from '../../../renderer/renderers/dashboard-screen/dashboard-screen.schema';
import { didYouMean } from '../suggest';
import { checkChart, checkQuery, checkResultColumns, needCoverage, needMenuRoute } from './check-query';
import type { ScreenChecker } from './screen-check-context';

/**
 * A dashboard has no entity: each widget is checked on its own, under the route it belongs to (its
 * menu must open that route and read the widget's entity), its query against its entity.
 */
export const checkDashboardScreen: ScreenChecker<DashboardScreenDescriptor> = (screen, context) => {
  const { file, problems } = context;
  screen.widgets.forEach((widget, i) => {
    const path = `$.widgets[${i}]`;
    const reachable = needMenuRoute(context, `${path}.route`, widget.route);
    (widget.responsibilities ?? []).forEach((code, j) => {
      if (!context.menus.responsibilities.has(code)) {
        problems.add(file, `${path}.responsibilities[${j}]`, `responsibility \`${code}\` is not in seed/system/menus.json${didYouMean(code, context.menus.responsibilities)}`);
      }
    });
    const screenOfRoute = context.screens.get(widget.route);
    if (widget.kind === 'todo' && screenOfRoute && screenOfRoute.type !== 'list') problems.add(file, `${path}.route`, 'a todo widget shows the documents of a list screen: name the route of one');
    if (!widget.entity) return;
    const entity = context.entities.get(widget.entity);
    if (!entity) {
      problems.add(file, `${path}.entity`, `entity \`${widget.entity}\` does not exist${didYouMean(widget.entity, context.entities.keys())}`);
      return;
    }
    if (reachable) needCoverage(context, `${path}.route`, widget.route, entity.name);
    if (widget.kind === 'todo') return;
    const query = checkQuery(context, `${path}.query`, widget.query ?? {}, entity);
    if (!query) return;
    if (widget.chart) checkChart(context, `${path}.chart`, widget.chart, query);
    if (widget.columns) checkResultColumns(context, `${path}.columns`, widget.columns, query, []);
  });
};
