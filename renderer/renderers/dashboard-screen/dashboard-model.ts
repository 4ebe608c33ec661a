import type { EntityCatalog } from '../../../src/shared/entity/entity-catalog';
import type { LocalizedText } from '../../../src/shared/formats/common';
import { parseChart, type ChartModel } from '../../charts/chart-model';
import { leafColumns, parseGridColumn, type GridColumn } from '../../grid/columns/grid-column';
import type { EntityLoader } from '../../loading/entity-loader';
import { loadQueryEntities } from '../../query/query-entities';
import { parseQuery, type QueryModel } from '../../query/query-model';
import type { DashboardScreenDescriptor, DashboardWidget, WidgetKind } from './dashboard-screen.schema';

/** Rows a list or todo widget shows unless its pageSize says otherwise. */
export const DEFAULT_WIDGET_ROWS = 5;

/** What a widget reads: its query over its entity, with the catalog its values are shown with. */
export interface WidgetData {
  query: QueryModel;
  catalog: EntityCatalog;
}

export interface WidgetModel {
  /** Position in the descriptor: the widget's key. */
  index: number;
  kind: WidgetKind;
  title: LocalizedText;
  span: number;
  route: string;
  responsibilities?: readonly string[];
  /** Params its route opens with (a list starts filtered by them). */
  openParams: Record<string, string>;
  pageSize: number;
  data?: WidgetData;
  /** Todo widgets: the lookup type naming their documents' statuses. */
  statusLookup?: string;
  chart?: ChartModel;
  columns?: GridColumn[];
}

export interface DashboardModel {
  route: string;
  title: LocalizedText;
  widgets: WidgetModel[];
}

function openParams(widget: DashboardWidget): Record<string, string> {
  return Object.fromEntries(Object.entries(widget.params ?? {}).map(([key, value]) => [key, Array.isArray(value) ? value.join(',') : String(value)]));
}

async function parseWidget(widget: DashboardWidget, index: number, loader: EntityLoader, where: string): Promise<WidgetModel> {
  const here = `${where} widget ${index + 1}`;
  const pageSize = widget.pageSize ?? DEFAULT_WIDGET_ROWS;
  const base: WidgetModel = { index, kind: widget.kind, title: widget.title, span: widget.span, route: widget.route, responsibilities: widget.responsibilities, openParams: openParams(widget), pageSize };
  if (!widget.entity) return base;
  const { entity, catalog } = await loadQueryEntities(loader, widget.entity);
  // A todo widget reads the pending documents; its entity only names their statuses.
  if (widget.kind === 'todo') return { ...base, statusLookup: entity.workflow?.statusLookup };
  // A list widget shows its latest rows: one page of pageSize rows in the query's (or the entity's) order.
  const descriptorQuery = widget.kind === 'list' ? { ...widget.query, limit: pageSize } : (widget.query ?? {});
  const query = parseQuery(descriptorQuery, entity, catalog, here);
  const columns = widget.columns?.map((column) => parseGridColumn(column, { entity: query.rows, catalog, where: here }));
  for (const column of leafColumns(columns ?? [])) {
    if (!query.keys.has(column.key)) throw new Error(`${here}: column ${column.key} is not a key of the query's rows`);
  }
  const titles = new Map(leafColumns(columns ?? []).map((column) => [column.key, column.title]));
  const chart = widget.chart && parseChart(widget.chart, query.rows, query.keys, titles, here);
  return { ...base, data: { query, catalog }, chart, columns };
}

/** Parses a dashboard: each widget's query against its own entity (a dashboard has none of its own). */
export async function parseDashboardScreen(descriptor: DashboardScreenDescriptor, loader: EntityLoader): Promise<DashboardModel> {
  const where = `dashboard ${descriptor.route}`;
  const widgets = await Promise.all(descriptor.widgets.map((widget, index) => parseWidget(widget, index, loader, where)));
  return { route: descriptor.route, title: descriptor.title, widgets };
}
