import { z } from 'zod';
import { LocalizedText } from '../../src/shared/formats/common';

export const ChartType = z.enum(['bar', 'line', 'pie']);
export type ChartType = z.infer<typeof ChartType>;

/** A chart (Apache ECharts) over the rows of a report or a widget's query. */
export const ChartDescriptor = z
  .object({
    type: ChartType.describe('bar, line or pie'),
    x: z.string().describe('the result key along the x axis (the slices of a pie), shown as the grid shows it (a supplier by its name)'),
    series: z
      .array(
        z
          .object({
            key: z.string().describe('a numeric result key (a measure)'),
            title: LocalizedText.optional().describe('legend and tooltip name; the column title or the measure label by default'),
          })
          .strict(),
      )
      .min(1)
      .describe('the values drawn; a pie draws one'),
    seriesBy: z.string().optional().describe('a result key whose values split each series (one bar or line per month, say); not for pies'),
    stack: z.boolean().optional().describe('stack the bars or lines of the series'),
    height: z.number().int().min(160).max(1200).optional().describe('pixels; 320 by default'),
  })
  .strict();
export type ChartDescriptor = z.infer<typeof ChartDescriptor>;
