import type { EntityCatalog } from '../../../src/shared/entity/entity-catalog';
import type { LocalizedText } from '../../../src/shared/formats/common';
import type { EntitySchema } from '../../../src/shared/formats/entity-format';
import { PARENT_FILTER_PREFIX } from '../../../src/shared/api/search-params';
import { resolveButton, type ButtonModel, type StandardAction } from '../../buttons/button-model';
import { parseChart, type ChartModel } from '../../charts/chart-model';
import { leafColumns, parseGridColumn, type GridColumn } from '../../grid/columns/grid-column';
import type { EntityLoader } from '../../loading/entity-loader';
import { loadQueryEntities } from '../../query/query-entities';
import { parseQuery, type QueryModel } from '../../query/query-model';
import type { SearchFieldModel } from '../list-screen/list-model';
import type { DrillDescriptor, ReportScreenDescriptor, ReportSearchField } from './report-screen.schema';
import { checkUniqueSearchFields, searchFieldModel } from '../list-screen/search-field-model';

/** The cell action of drill columns. */
export const DRILL_ACTION = 'drill';
const TOOLBAR_ACTIONS: StandardAction[] = ['export', 'refresh'];

export interface ReportModel {
  route: string;
  title: LocalizedText;
  entity: EntitySchema;
  catalog: EntityCatalog;
  search: SearchFieldModel[];
  query: QueryModel;
  columns: GridColumn[];
  /** Keys the footer sums, when showSummary. */
  sumKeys: string[];
  showSummary: boolean;
  chart?: ChartModel;
  drill?: DrillDescriptor;
  toolbar: ButtonModel[];
}

/** A search field of the report's entity, or of its header (`parent`), with its filter key's prefix. */
function searchField(field: ReportSearchField, entity: EntitySchema, catalog: EntityCatalog, where: string): SearchFieldModel {
  let target = entity;
  if (field.parent) {
    const header = catalog.parentOf(entity.name)?.header;
    if (!header) throw new Error(`${where}: search field ${field.field} has parent, but ${entity.name} is not a line entity`);
    target = header;
  }
  return searchFieldModel(field.parent ? PARENT_FILTER_PREFIX + field.field : field.field, field, target, catalog);
}

function checkDrill(drill: DrillDescriptor | undefined, keys: ReadonlySet<string>, columns: GridColumn[], where: string): void {
  const drillColumns = leafColumns(columns).filter((column) => column.cellAction);
  for (const column of drillColumns) {
    if (column.cellAction?.action !== DRILL_ACTION) throw new Error(`${where}: column ${column.key}: a report cell can only open the drill (action "drill")`);
    if (!drill) throw new Error(`${where}: column ${column.key} opens the drill, but the report has no drill`);
  }
  for (const [param, source] of Object.entries(drill?.params ?? {})) {
    if ('key' in source && !keys.has(source.key)) throw new Error(`${where}: drill.params.${param}: "${source.key}" is not a key of the query's rows`);
  }
}

/** Parses a report descriptor once: its query against the entity, the grid and chart over the result keys. */
export async function parseReportScreen(descriptor: ReportScreenDescriptor, loader: EntityLoader): Promise<ReportModel> {
  const where = `report ${descriptor.route}`;
  const { entity, catalog } = await loadQueryEntities(loader, descriptor.entity);
  const query = parseQuery(descriptor.query, entity, catalog, where);
  const search = descriptor.search.map((field) => searchField(field, entity, catalog, where));
  checkUniqueSearchFields(search, `${where}: `);
  const columns = descriptor.columns.map((column) => parseGridColumn(column, { entity: query.rows, catalog, where }));
  for (const column of leafColumns(columns)) {
    if (!query.keys.has(column.key)) throw new Error(`${where}: column ${column.key} is not a key of the query's rows (${[...query.keys].join(', ')})`);
  }
  checkDrill(descriptor.drill, query.keys, columns, where);
  const titles = new Map(leafColumns(columns).map((column) => [column.key, column.title]));
  return {
    route: descriptor.route,
    title: descriptor.title,
    entity,
    catalog,
    search,
    query,
    columns,
    sumKeys: leafColumns(descriptor.columns).filter((column) => column.isSummary).map((column) => column.key),
    showSummary: descriptor.showSummary,
    chart: descriptor.chart && parseChart(descriptor.chart, query.rows, query.keys, titles, where),
    drill: descriptor.drill,
    toolbar: descriptor.toolbar.map((button) => {
      const resolved = resolveButton(button, entity, TOOLBAR_ACTIONS);
      if (resolved.kind !== 'export' && resolved.kind !== 'refresh') throw new Error(`${where}: toolbar button "${button.action}": a report offers export and refresh only`);
      return resolved;
    }),
  };
}
