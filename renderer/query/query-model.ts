import { AggregateInputError } from '../../src/shared/aggregate/aggregate-messages';
import { planAggregate, type AggregatePlan } from '../../src/shared/aggregate/aggregate-plan';
import { readAggregateRequest } from '../../src/shared/aggregate/aggregate-request';
import { aggregateResultEntity } from '../../src/shared/aggregate/aggregate-result-entity';
import { AUDIT_FIELDS, displayKeys, type EntityCatalog } from '../../src/shared/entity/entity-catalog';
import type { EntitySchema } from '../../src/shared/formats/entity-format';
import type { QueryDescriptor, QueryParams } from '../descriptors/query.schema';
import { MAX_PAGE_SIZE, type TableApi } from '../tables/table-model';
import { resolveQueryParams } from './resolve-query-params';

/** A report's or a widget's query, parsed once: what it calls, with which body, and what its rows hold. */
export interface QueryModel {
  kind: 'aggregate' | 'rows';
  entity: EntitySchema;
  api: TableApi;
  /** The body keys of the query itself: groupBy, measures, sort and limit, or the page and its sort. */
  body: Readonly<Record<string, unknown>>;
  params?: QueryParams;
  /** What a result row is: the aggregate's result entity (src/shared/aggregate/), or the entity. */
  rows: EntitySchema;
  /** Every key a result row carries. */
  keys: ReadonlySet<string>;
  plan?: AggregatePlan;
}

function aggregateModel(query: QueryDescriptor, entity: EntitySchema, catalog: EntityCatalog, where: string): QueryModel {
  const body = { groupBy: query.groupBy ?? [], measures: query.measures, sortField: query.sort?.field, sortOrder: query.sort?.order, limit: query.limit };
  let plan: AggregatePlan;
  try {
    plan = planAggregate(readAggregateRequest(body), entity, catalog, { seesInternal: true });
  } catch (error) {
    if (error instanceof AggregateInputError) throw new Error(`${where}: query.${error.field}: ${error.messageIn('EN')}`);
    throw error;
  }
  const keys = [...plan.groups.flatMap((group) => [group.key, ...group.displayKeys]), ...plan.measures.map((measure) => measure.key)];
  return {
    kind: 'aggregate',
    entity,
    api: { service: entity.service, resource: `${entity.name}Restful`, operation: 'aggregate' },
    body: Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined)),
    params: query.params,
    rows: aggregateResultEntity(plan),
    keys: new Set(keys),
    plan,
  };
}

function rowsModel(query: QueryDescriptor, entity: EntitySchema, where: string): QueryModel {
  const keys = new Set([entity.primaryKey, ...entity.fields.map((field) => field.name), ...displayKeys(entity), ...AUDIT_FIELDS]);
  if (query.sort && !keys.has(query.sort.field)) throw new Error(`${where}: query.sort.field: "${query.sort.field}" is not a field of ${entity.name}`);
  const body: Record<string, unknown> = { pageIndex: 1, pageRows: Math.min(query.limit ?? MAX_PAGE_SIZE, MAX_PAGE_SIZE) };
  if (query.sort) Object.assign(body, { sortField: query.sort.field, sortOrder: query.sort.order });
  return {
    kind: 'rows',
    entity,
    api: { service: entity.service, resource: `${entity.name}Restful`, operation: 'listByPage' },
    body,
    params: query.params,
    rows: entity,
    keys,
  };
}

/** Parses a query against its entity: an aggregate when it has measures, else the first page of the entity's rows. */
export function parseQuery(query: QueryDescriptor, entity: EntitySchema, catalog: EntityCatalog, where: string): QueryModel {
  return query.measures ? aggregateModel(query, entity, catalog, where) : rowsModel(query, entity, where);
}

/** The body a query sends now: its fixed filters (relative dates for today), the search form's, its own keys. */
export function queryBody(model: QueryModel, filters: Readonly<Record<string, unknown>>, now: Date): Record<string, unknown> {
  return { ...resolveQueryParams(model.params, now), ...filters, ...model.body };
}
