import { z } from 'zod';
import { LocalizedText } from '../../../src/shared/formats/common';
import { ChartDescriptor } from '../../charts/chart.schema';
import { TableColumn } from '../../descriptors/column.schema';
import { QueryDescriptor } from '../../descriptors/query.schema';

export const WidgetKind = z.enum(['figure', 'chart', 'todo', 'list']);
export type WidgetKind = z.infer<typeof WidgetKind>;

/** Params a widget's route opens with: a list screen starts filtered by those naming its search fields. */
export const WidgetParams = z
  .record(z.string(), z.union([z.string(), z.number(), z.array(z.union([z.string(), z.number()]))]))
  .describe('params of the route a click opens: {"status_in": ["DRAFT", "REJECTED"]} (a list starts filtered by them)');

/**
 * One card of a dashboard. It belongs to a screen (`route`): it is shown only when the user holds a menu
 * for that route (through one of `responsibilities` when given), its calls carry that menu, and a click
 * opens that screen.
 */
export const DashboardWidget = z
  .object({
    kind: WidgetKind.describe('figure (one measure), chart, todo (the documents waiting for the user) or list (the latest records)'),
    title: LocalizedText,
    span: z.number().int().min(1).max(4).default(1).describe('columns of the four-column dashboard grid the card takes'),
    route: z.string().describe('the screen the widget belongs to: its menu gives the data access, a click opens it'),
    entity: z.string().optional().describe('the entity the query reads (figure, chart, list); for a todo widget, the entity of its documents (their status meanings)'),
    query: QueryDescriptor.optional().describe('figure: one measure, no groupBy; chart: as a report; list: fixed filters and sort of its rows'),
    chart: ChartDescriptor.optional().describe('the chart of a chart widget'),
    columns: z.array(TableColumn).min(1).optional().describe('the columns of a list widget'),
    pageSize: z.number().int().min(1).max(50).optional().describe('rows of a list widget (5 by default), todo rows (5 by default)'),
    params: WidgetParams.optional(),
    responsibilities: z.array(z.string()).min(1).optional().describe('shown only to users holding one of these responsibilities (codes), on top of the menu'),
  })
  .strict()
  .superRefine((widget, context) => {
    const problem = (message: string, path: string) => context.addIssue({ code: 'custom', message, path: [path] });
    const reads = widget.kind !== 'todo';
    if (reads && !widget.entity) problem(`a ${widget.kind} widget needs an entity`, 'entity');
    if (!reads && (widget.query || widget.columns || widget.chart)) problem('a todo widget takes no query, columns or chart', 'kind');
    if (widget.kind === 'figure' && (widget.query?.measures?.length !== 1 || widget.query.groupBy?.length)) {
      problem('a figure widget shows one measure: query.measures holds one, and no groupBy', 'query');
    }
    if (widget.kind === 'chart' && (!widget.chart || !widget.query?.measures)) problem('a chart widget needs a chart and a query with measures', 'chart');
    if (widget.kind !== 'chart' && widget.chart) problem('only chart widgets take a chart', 'chart');
    if (widget.kind === 'list' && (!widget.columns || widget.query?.measures)) problem('a list widget needs columns and a query without measures', 'columns');
    if (widget.kind !== 'list' && widget.columns) problem('only list widgets take columns', 'columns');
  });
export type DashboardWidget = z.infer<typeof DashboardWidget>;

/** A dashboard (spec: cards of figures, charts, to-do and notice lists, arranged per responsibility); it has no entity of its own. */
export const DashboardScreenDescriptor = z
  .object({
    $schema: z.string().optional(),
    version: z.literal(1),
    type: z.literal('dashboard'),
    route: z.string().describe('route path under /main, e.g. purchaseDashboard'),
    title: LocalizedText,
    widgets: z.array(DashboardWidget).min(1),
  })
  .strict();
export type DashboardScreenDescriptor = z.infer<typeof DashboardScreenDescriptor>;
