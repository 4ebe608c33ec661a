import type { ScreenRendererEntry } from '../../registry/screen-registry';
import { parseDashboardScreen, type DashboardModel } from './dashboard-model';
import { DashboardScreen } from './dashboard-screen';

export const dashboardScreenEntry: ScreenRendererEntry<'dashboard', DashboardModel> = {
  parse: parseDashboardScreen,
  component: DashboardScreen,
};
