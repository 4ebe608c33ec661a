import { z } from 'zod';
import { LocalizedText } from '../../../../src/shared/formats/common';
import { TableColumn } from '../../../descriptors/column.schema';

/** How a line's own lines show: under the line's row (`inline`), or in a side drawer opened from the line (`panel`). */
export const ChildLinesMode = z.enum(['inline', 'panel']);
export type ChildLinesMode = z.infer<typeof ChildLinesMode>;

/**
 * Lines of lines in a line grid: a collection of the line entity (an order line's delivery schedules),
 * edited in place with the lines and saved with the record.
 */
export const LineChildren = z
  .object({
    lines: z.string().describe("a line collection of the grid's line entity (srmPoLine: schedules)"),
    title: LocalizedText,
    columns: z.array(TableColumn).min(1),
    editable: z.boolean().default(true).describe('the child grid may add, delete and edit lines (columns also need isEdit)'),
    mode: ChildLinesMode.default('panel').describe('inline: the line row expands to show its lines; panel: a button "<title> (n)" opens them in a side drawer'),
    showSummary: z.boolean().default(false),
    summaryFields: z.array(z.string()).default([]),
    summaryUnits: z
      .record(z.string(), z.string())
      .default({})
      .describe('summed columns totalled per unit: column -> the line field holding its unit ({ "demandQty": "uomCode" }: "120 PCS · 30 KG" when the lines mix units)'),
  })
  .strict();
export type LineChildren = z.infer<typeof LineChildren>;
