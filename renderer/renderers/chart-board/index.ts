import type { ScreenRendererEntry } from '../../registry/screen-registry';
import { parseChartBoardScreen, type ChartBoardModel } from './chart-board-model';
import { ChartBoardScreen } from './chart-board-screen';

export const chartBoardScreenEntry: ScreenRendererEntry<'chartBoard', ChartBoardModel> = {
  parse: parseChartBoardScreen,
  component: ChartBoardScreen,
};
