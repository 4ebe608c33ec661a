import type { ReportScreenDescriptor } from '../../../renderer/renderers/report-screen/report-screen.schema';
import { checkChart, checkQuery, checkResultColumns, catalogOf, needMenuRoute } from './check-query';
import { checkButtons, needField, type ScreenChecker } from './screen-check-context';

const REPORT_ACTIONS = ['export', 'refresh'];

export const checkReportScreen: ScreenChecker<ReportScreenDescriptor> = (screen, context) => {
  const { entity, file, problems } = context;
  const header = catalogOf(context).parentOf(entity.name)?.header;
  screen.search.forEach((field, i) => {
    if (!field.parent) return needField(context, `$.search[${i}].field`, field.field, entity);
    if (!header) return problems.add(file, `$.search[${i}].parent`, `${entity.name} is not a line entity: it has no header fields`);
    needField(context, `$.search[${i}].field`, field.field, header);
  });
  const query = checkQuery(context, '$.query', screen.query, entity);
  if (query) {
    checkResultColumns(context, '$.columns', screen.columns, query, screen.drill ? ['drill'] : []);
    if (screen.chart) checkChart(context, '$.chart', screen.chart, query);
    for (const [param, source] of Object.entries(screen.drill?.params ?? {})) {
      if ('key' in source && !query.keys.has(source.key)) problems.add(file, `$.drill.params.${param}.key`, `\`${source.key}\` is not a key of the query's rows`);
    }
  }
  if (screen.drill) needMenuRoute(context, '$.drill.route', screen.drill.route);
  screen.toolbar.forEach((button, i) => {
    if (!REPORT_ACTIONS.includes(button.action)) problems.add(file, `$.toolbar[${i}].action`, `a report's toolbar offers ${REPORT_ACTIONS.join(' and ')} only`);
    if (button.action === 'export' && !button.resource) problems.add(file, `$.toolbar[${i}].resource`, 'export needs the resource code that grants it (btnExport)');
  });
  checkButtons(context, screen.toolbar.filter((button) => REPORT_ACTIONS.includes(button.action)), '$.toolbar', REPORT_ACTIONS);
};
