import { z } from 'zod';
import { LocalizedText } from '../../../src/shared/formats/common';
import { ChartDescriptor } from '../../charts/chart.schema';
import { ButtonDescriptor } from '../../descriptors/button.schema';
import { TableColumn } from '../../descriptors/column.schema';
import { SearchField } from '../../descriptors/form-field.schema';
import { QueryDescriptor } from '../../descriptors/query.schema';

/** A search field of a report; `parent` searches a field of the line entity's header (`parent.` filters). */
export const ReportSearchField = SearchField.extend({
  parent: z.boolean().optional().describe("a field of the line entity's header (the order's supplier for order lines)"),
}).strict();
export type ReportSearchField = z.infer<typeof ReportSearchField>;

/** A drill parameter: a key of the clicked row, or a fixed value. */
export const DrillParam = z.union([
  z.object({ key: z.string().describe('a key of the clicked row (a group key or a display key)') }).strict(),
  z.object({ value: z.union([z.string(), z.number()]).describe('a fixed value') }).strict(),
]);
export type DrillParam = z.infer<typeof DrillParam>;

export const DrillDescriptor = z
  .object({
    route: z.string().describe('the screen a click on a drill cell or a chart point opens, under the user\'s own menu for it'),
    params: z
      .record(z.string(), DrillParam)
      .describe('its params; a list screen starts filtered by those naming its search fields: {"supplierId": {"key": "supplierId"}}'),
  })
  .strict();
export type DrillDescriptor = z.infer<typeof DrillDescriptor>;

/**
 * A report (spec: report area): a search form, a chart and a grid over the same query (an aggregate's
 * groups and measures, or plain rows), drill-down to another screen, export of what is shown.
 */
export const ReportScreenDescriptor = z
  .object({
    $schema: z.string().optional(),
    version: z.literal(1),
    type: z.literal('report'),
    route: z.string().describe('route path under /main, e.g. supplierPurchaseAmountReport'),
    title: LocalizedText,
    entity: z.string().describe('the entity the query reads (a line entity reaches its header with parent)'),
    search: z.array(ReportSearchField).default([]),
    query: QueryDescriptor,
    columns: z
      .array(TableColumn)
      .min(1)
      .describe('grid columns over the result keys: group keys, their display keys, measure keys; a column with "cellType": "link", "action": "drill" opens the drill'),
    showSummary: z.boolean().default(false).describe('a footer row summing the columns marked isSummary'),
    chart: ChartDescriptor.optional(),
    drill: DrillDescriptor.optional(),
    toolbar: z.array(ButtonDescriptor).default([]).describe('export (the grid as shown, needs its resource code) and refresh'),
  })
  .strict();
export type ReportScreenDescriptor = z.infer<typeof ReportScreenDescriptor>;
