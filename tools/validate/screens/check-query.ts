import { AggregateInputError } from '../../../src/shared/aggregate/aggregate-messages';
import { planAggregate } from '../../../src/shared/aggregate/aggregate-plan';
import { readAggregateRequest } from '../../../src/shared/aggregate/aggregate-request';
import { PARENT_FILTER_PREFIX, parseFilterKey } from '../../../src/shared/api/search-params';
import { EntityCatalog, displayKeys } from '../../../src/shared/entity/entity-catalog';
import type { EntitySchema } from '../../../src/shared/formats/entity-format';
import type { ChartDescriptor } from '../../../renderer/charts/chart.schema';
import type { TableColumn } from '../../../renderer/descriptors/column.schema';
import type { QueryDescriptor } from '../../../renderer/descriptors/query.schema';
import { ScreenCoverage } from '../../../src/server/access/screen-coverage';
import { entityFieldNames } from '../entity-fields';
import { didYouMean } from '../suggest';
import { needLookup, type ProjectCheckContext } from './screen-check-context';

/** What a query's rows carry, for the columns and the chart over them. */
export interface CheckedQuery {
  keys: ReadonlySet<string>;
  /** Keys that are the entity's own field names (group and measure keys without `as`): titled by the field by default. */
  fieldKeys: ReadonlySet<string>;
}

export function catalogOf(context: ProjectCheckContext): EntityCatalog {
  return new EntityCatalog([...context.entities.values()]);
}

function checkParams(context: ProjectCheckContext, path: string, query: QueryDescriptor, entity: EntitySchema, catalog: EntityCatalog): void {
  for (const key of Object.keys(query.params ?? {})) {
    const parent = key.startsWith(PARENT_FILTER_PREFIX);
    const header = catalog.parentOf(entity.name)?.header;
    const target = parent ? header : entity;
    const { field } = parseFilterKey(parent ? key.slice(PARENT_FILTER_PREFIX.length) : key);
    if (!target) {
      context.problems.add(context.file, `${path}.params.${key}`, `\`${key}\` filters the header, but ${entity.name} is not a line entity`);
      continue;
    }
    const names = entityFieldNames(target);
    if (!names.has(field)) context.problems.add(context.file, `${path}.params.${key}`, `field \`${field}\` is not in entity ${target.name}${didYouMean(field, names)}`);
  }
}

/**
 * Checks a report's or a widget's query against its entity, with the server's own rules (the aggregate
 * plan of src/shared/aggregate/), naming the JSON path; answers the keys its rows carry.
 */
export function checkQuery(context: ProjectCheckContext, path: string, query: QueryDescriptor, entity: EntitySchema): CheckedQuery | undefined {
  const catalog = catalogOf(context);
  checkParams(context, path, query, entity, catalog);
  if (!query.measures) {
    const keys = new Set([...entityFieldNames(entity), ...displayKeys(entity)]);
    if (query.sort && !entityFieldNames(entity).has(query.sort.field)) {
      context.problems.add(context.file, `${path}.sort.field`, `field \`${query.sort.field}\` is not in entity ${entity.name}${didYouMean(query.sort.field, keys)}`);
    }
    return { keys, fieldKeys: entityFieldNames(entity) };
  }
  try {
    const body = { groupBy: query.groupBy ?? [], measures: query.measures, sortField: query.sort?.field, sortOrder: query.sort?.order, limit: query.limit };
    const plan = planAggregate(readAggregateRequest(body), entity, catalog, { seesInternal: true });
    const keys = new Set([...plan.groups.flatMap((group) => [group.key, ...group.displayKeys]), ...plan.measures.map((measure) => measure.key)]);
    const fieldKeys = new Set([
      ...plan.groups.filter((group) => group.key === group.field.name).map((group) => group.key),
      ...plan.measures.filter((measure) => measure.fn !== 'count' && measure.key === measure.field?.name).map((measure) => measure.key),
    ]);
    return { keys, fieldKeys };
  } catch (error) {
    if (!(error instanceof AggregateInputError)) throw error;
    const where = error.field === 'sortField' ? 'sort.field' : error.field;
    context.problems.add(context.file, `${path}.${where}`, error.messageIn('EN'));
    return undefined;
  }
}

/** Columns over a query's rows: keys it has, titles where a key is no field of the entity, lookups that exist. */
export function checkResultColumns(context: ProjectCheckContext, path: string, columns: readonly TableColumn[], query: CheckedQuery, cellActions: readonly string[]): void {
  columns.forEach((column, i) => {
    const here = `${path}[${i}]`;
    if (column.children) return checkResultColumns(context, `${here}.children`, column.children, query, cellActions);
    if (!query.keys.has(column.key)) {
      context.problems.add(context.file, `${here}.key`, `\`${column.key}\` is not a key of the query's rows (${[...query.keys].join(', ')})${didYouMean(column.key, query.keys)}`);
    } else if (!query.fieldKeys.has(column.key) && !column.title) {
      context.problems.add(context.file, `${here}.title`, `\`${column.key}\` is no field of the entity (a measure, a renamed group or a display key): give the column a title`);
    }
    if (column.displayKey && !query.keys.has(column.displayKey)) context.problems.add(context.file, `${here}.displayKey`, `\`${column.displayKey}\` is not a key of the query's rows`);
    if (column.lookup) needLookup(context, `${here}.lookup.typeCode`, column.lookup.typeCode);
    if (column.action && !cellActions.includes(column.action)) {
      const allowed = cellActions.length > 0 ? cellActions.join(', ') : 'none here';
      context.problems.add(context.file, `${here}.action`, `cell action \`${column.action}\` is not available here (allowed: ${allowed})`);
    }
  });
}

/** A chart's keys are keys of its rows; a pie draws one series and no seriesBy. */
export function checkChart(context: ProjectCheckContext, path: string, chart: ChartDescriptor, query: CheckedQuery): void {
  const need = (key: string, at: string) => {
    if (!query.keys.has(key)) context.problems.add(context.file, `${path}.${at}`, `\`${key}\` is not a key of the query's rows (${[...query.keys].join(', ')})${didYouMean(key, query.keys)}`);
  };
  need(chart.x, 'x');
  if (chart.seriesBy) need(chart.seriesBy, 'seriesBy');
  chart.series.forEach((series, i) => need(series.key, `series[${i}].key`));
  if (chart.type === 'pie' && (chart.series.length > 1 || chart.seriesBy)) context.problems.add(context.file, `${path}.type`, 'a pie draws one series and no seriesBy');
}

/** A screen another one opens under the user's own menu for it: it exists and a menu opens it. */
export function needMenuRoute(context: ProjectCheckContext, path: string, route: string): boolean {
  if (!context.routes.has(route)) {
    context.problems.add(context.file, path, `route \`${route}\` has no screen${didYouMean(route, context.routes)}`);
    return false;
  }
  if (!context.menus.resourcesByRoute.has(route)) {
    context.problems.add(context.file, path, `no menu in seed/system/menus.json opens route \`${route}\`, so no user could reach it from here`);
    return false;
  }
  return true;
}

/**
 * The menu of `route` must let its calls read `entity` whole (the server's screen coverage; an entity its
 * screens only refer to gives a picker's fields and no aggregate), or the calls are refused.
 */
export function needCoverage(context: ProjectCheckContext, path: string, route: string, entity: string): void {
  const coverage = new ScreenCoverage(context.screens, catalogOf(context)).forRoute(route);
  if (!coverage.full.has(entity)) {
    context.problems.add(context.file, path, `the screen of route \`${route}\` does not read entity ${entity}, so calls under its menu would be refused; choose the route of a screen of ${entity}`);
  }
}
