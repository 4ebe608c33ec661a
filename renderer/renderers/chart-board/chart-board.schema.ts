import { z } from 'zod';
import { LocalizedText } from '../../../src/shared/formats/common';

/**
 * A dashboard of dynamic charts (docs/authoring.md "Dynamic charts and collections"): the user picks one of
 * the chart groups he may view (their audience), sets the date range every chart applies to its date field,
 * and each chart of the group is drawn from its definition with the data the server's `chartData` answers.
 */
export const ChartBoardScreenDescriptor = z
  .object({
    $schema: z.string().optional(),
    version: z.literal(1),
    type: z.literal('chartBoard'),
    route: z.string().describe('route path under /main, e.g. dynamicCharts/viewReport'),
    title: LocalizedText,
    entity: z.string().describe('the chart groups (dashboards) entity, whose viewableGroups lists what the user may view: baseDynChartGroup'),
    chartEntity: z.string().describe('the chart definitions entity, whose chartData answers each chart: baseDynChart'),
    reportEntity: z.string().describe('the report definitions entity a chart may take its dataset from: baseDynReport'),
  })
  .strict();
export type ChartBoardScreenDescriptor = z.infer<typeof ChartBoardScreenDescriptor>;
