import type { ScreenRendererEntry } from '../../registry/screen-registry';
import { parseReportScreen, type ReportModel } from './report-model';
import { ReportScreen } from './report-screen';

export const reportScreenEntry: ScreenRendererEntry<'report', ReportModel> = {
  parse: parseReportScreen,
  component: ReportScreen,
};
