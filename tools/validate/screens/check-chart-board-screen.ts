import type { ChartBoardScreenDescriptor } from '../../../renderer/renderers/chart-board/chart-board.schema';
import { didYouMean } from '../suggest';
import type { ScreenChecker } from './screen-check-context';

/** A chart board: its chart entity exists and has the chart definition's fields the board reads. */
export const checkChartBoardScreen: ScreenChecker<ChartBoardScreenDescriptor> = (screen, context) => {
  if (!context.entities.has(screen.reportEntity)) context.problems.add(context.file, '$.reportEntity', `entity \`${screen.reportEntity}\` does not exist${didYouMean(screen.reportEntity, context.entities.keys())}`);
  const chart = context.entities.get(screen.chartEntity);
  if (!chart) {
    context.problems.add(context.file, '$.chartEntity', `entity \`${screen.chartEntity}\` does not exist${didYouMean(screen.chartEntity, context.entities.keys())}`);
    return;
  }
  for (const field of ['chartType', 'measureFn', 'dimensionField']) {
    if (!chart.fields.some((candidate) => candidate.name === field)) context.problems.add(context.file, '$.chartEntity', `entity ${chart.name} is no chart definition entity: it has no field \`${field}\``);
  }
};
