import { sql, type RawBuilder } from 'kysely';
import { BUCKET_LENGTH } from '../../shared/aggregate/aggregate-format';
import { PARENT_FILTER_PREFIX } from '../../shared/api/search-params';
import { tooManyGroups, type AggregatePlan, type PlannedGroup, type PlannedMeasure } from '../../shared/aggregate/aggregate-plan';
import { averageOf, finishMeasure } from '../../shared/aggregate/aggregate-values';
import { tableOf } from '../../shared/entity/entity-catalog';
import type { EngineContext } from '../entities/engine-context';
import type { Actor, EntityRecord } from '../entities/entity-engine.types';
import { listConditions } from '../entities/list-by-page';

type StoredRow = Record<string, unknown>;

/** Aliases of the select list: positional, so no result key goes through the column naming rule. */
const groupAlias = (index: number) => `g${index}`;
const measureAlias = (index: number) => `m${index}`;
/** An average is answered from its sum and count (exact), and sorted by the database's own average. */
const countAlias = (index: number) => `m${index}n`;
const averageAlias = (index: number) => `m${index}a`;

function groupExpression(group: PlannedGroup): RawBuilder<unknown> {
  const column = sql.ref(`${group.parent ? 'h' : 'l'}.${group.field.name}`);
  return group.bucket ? sql`substr(${column}, 1, ${sql.lit(BUCKET_LENGTH[group.bucket])})` : sql`${column}`;
}

function measureColumns(measure: PlannedMeasure, index: number): RawBuilder<unknown>[] {
  const alias = sql.ref(measureAlias(index));
  const column = measure.field ? sql.ref(`l.${measure.field.name}`) : undefined;
  switch (measure.fn) {
    case 'count':
      return [sql`count(*) as ${alias}`];
    case 'countDistinct':
      return [sql`count(distinct ${column}) as ${alias}`];
    case 'sum':
      return [sql`sum(${column}) as ${alias}`];
    case 'avg':
      return [sql`sum(${column}) as ${alias}`, sql`count(${column}) as ${sql.ref(countAlias(index))}`, sql`avg(${column}) as ${sql.ref(averageAlias(index))}`];
    case 'min':
      return [sql`min(${column}) as ${alias}`];
    case 'max':
      return [sql`max(${column}) as ${alias}`];
  }
}

/** The alias the database sorts a result key by. */
function sortAlias(plan: AggregatePlan, key: string): string {
  const group = plan.groups.findIndex((candidate) => candidate.key === key);
  if (group >= 0) return groupAlias(group);
  const measure = plan.measures.findIndex((candidate) => candidate.key === key);
  return plan.measures[measure].fn === 'avg' ? averageAlias(measure) : measureAlias(measure);
}

function numeric(value: unknown): unknown {
  if (typeof value === 'bigint') return Number(value);
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
  return value;
}

/** A database row as the answer's row: group keys (numbers as numbers), measures finished in decimal arithmetic. */
function resultRow(plan: AggregatePlan, row: StoredRow): EntityRecord {
  const result: EntityRecord = {};
  plan.groups.forEach((group, i) => {
    const value = row[groupAlias(i)] ?? null;
    const isNumber = !group.bucket && (group.field.type === 'integer' || group.field.type === 'number');
    result[group.key] = isNumber ? numeric(value) : value;
  });
  plan.measures.forEach((measure, i) => {
    const value = row[measureAlias(i)];
    result[measure.key] = measure.fn === 'avg' ? averageOf(measure, value, row[countAlias(i)]) : finishMeasure(measure, value);
  });
  return result;
}

/**
 * Runs an aggregate plan as one SQL query on either database: the entity's rows under the caller's
 * filters, `parent.` filters and record scope (the same conditions as its list), joined to their
 * header when a group reads a header field, grouped by position, sorted by the plan's keys with empty
 * values last, and read one group beyond the limit to tell when there are too many.
 */
export async function runAggregate(context: EngineContext, plan: AggregatePlan, actor: Actor): Promise<EntityRecord[]> {
  const { entity, header } = plan;
  const parentParams = Object.fromEntries(Object.entries(plan.parentFilters).map(([key, value]) => [PARENT_FILTER_PREFIX + key, value]));
  let inner = context.db.selectFrom(tableOf(entity)).selectAll();
  for (const condition of listConditions(context, entity, { ...plan.filters, ...parentParams }, actor)) inner = inner.where(condition);
  const joined = header && plan.groups.some((group) => group.parent);
  const source = joined
    ? sql`${inner.as('l')} left join ${sql.table(tableOf(header.entity))} as h on ${sql.ref(`h.${header.entity.primaryKey}`)} = ${sql.ref(`l.${header.foreignKey}`)}`
    : sql`${inner.as('l')}`;
  const columns = [
    ...plan.groups.map((group, i) => sql`${groupExpression(group)} as ${sql.ref(groupAlias(i))}`),
    ...plan.measures.flatMap(measureColumns),
  ];
  const groupBy = plan.groups.length > 0 ? sql` group by ${sql.join(plan.groups.map((_group, i) => sql.lit(i + 1)))}` : sql``;
  const order = plan.sort.map(({ key, direction }) => sql`${sql.ref(sortAlias(plan, key))} ${sql.raw(direction)} nulls last`);
  const orderBy = order.length > 0 ? sql` order by ${sql.join(order)}` : sql``;
  const readLimit = plan.limited ? plan.limit : plan.limit + 1;
  const query = sql<StoredRow>`select ${sql.join(columns)} from ${source}${groupBy}${orderBy} limit ${sql.lit(readLimit)}`;
  const { rows } = await query.execute(context.db);
  if (rows.length > plan.limit) throw tooManyGroups();
  return rows.map((row) => resultRow(plan, row));
}
