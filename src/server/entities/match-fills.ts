import { sql, type Expression, type SqlBool } from 'kysely';
import { findField, tableOf } from '../../shared/entity/entity-catalog';
import { toDecimal } from '../../shared/numbers/decimal';
import { chooseStep, clearedValues, fillValues, matchConditions, PARENT_SEGMENT, stepQuantity, type MatchCondition, type MatchedSource } from '../../shared/entity/match-fills';
import type { EntityField, EntitySchema } from '../../shared/formats/entity-format';
import type { MatchFill } from '../../shared/formats/match-fill-format';
import type { ExpressionScope } from '../../shared/expressions/evaluate-expression';
import type { EngineContext } from './engine-context';
import type { Actor, EntityRecord } from './entity-engine.types';
import { rowToRecord } from './record-mapping';
import type { RecordToCheck } from './record-checks';
import { recordScope } from './record-scope';

const OPERATORS = { eq: '=', lte: '<=', gte: '>=' } as const;

/**
 * A path condition on the rows of `entity`: its own field, or through `parent.` (the header's key holds it)
 * and collection names (a line of the collection holds it), one `in (select ...)` per step.
 */
function pathCondition(context: EngineContext, entity: EntitySchema, path: readonly string[], condition: MatchCondition): Expression<SqlBool> {
  const [segment, ...rest] = path;
  if (rest.length === 0) return sql<SqlBool>`${sql.ref(segment)} ${sql.raw(OPERATORS[condition.op])} ${condition.value}`;
  if (segment === PARENT_SEGMENT) {
    const relation = context.catalog.parentOf(entity.name);
    if (!relation) throw new Error(`${entity.name} has no header for the match path ${path.join('.')}`);
    const header = relation.header;
    return sql<SqlBool>`${sql.ref(relation.collection.foreignKey)} in (select ${sql.ref(header.primaryKey)} from ${sql.table(tableOf(header))} where ${pathCondition(context, header, rest, condition)})`;
  }
  const collection = entity.lines?.find((lines) => lines.name === segment);
  if (!collection) throw new Error(`${entity.name} has no line collection ${segment} for the match path ${path.join('.')}`);
  const lines = context.catalog.get(collection.entity);
  return sql<SqlBool>`${sql.ref(entity.primaryKey)} in (select ${sql.ref(collection.foreignKey)} from ${sql.table(tableOf(lines))} where ${pathCondition(context, lines, rest, condition)})`;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The field a path ends on, through `parent.` and collection names (the validator checked the path). */
function fieldAt(context: EngineContext, entity: EntitySchema, path: readonly string[]): EntityField | undefined {
  const [segment, ...rest] = path;
  if (rest.length === 0) return findField(entity, segment);
  if (segment === PARENT_SEGMENT) {
    const relation = context.catalog.parentOf(entity.name);
    return relation && fieldAt(context, relation.header, rest);
  }
  const collection = entity.lines?.find((lines) => lines.name === segment);
  return collection && fieldAt(context, context.catalog.get(collection.entity), rest);
}

/**
 * Whether a value can be compared with the field at all: a number field with a number, a date field with a
 * yyyy-MM-dd date. A value that cannot (an item id typed as text, before the record's own checks refuse it)
 * matches nothing, rather than failing the query.
 */
function comparable(field: EntityField | undefined, value: string | number): boolean {
  if (!field) return false;
  if (field.type === 'integer' || field.type === 'number') return toDecimal(value) !== null;
  if (field.type === 'date') return typeof value === 'string' && DATE.test(value);
  return true;
}

/** The headers above a source record, nearest first, read by their keys. */
async function parentsOf(context: EngineContext, entity: EntitySchema, record: EntityRecord): Promise<EntityRecord[]> {
  const parents: EntityRecord[] = [];
  let current = { entity, record };
  for (let relation = context.catalog.parentOf(entity.name); relation; relation = context.catalog.parentOf(relation.header.name)) {
    const header = relation.header;
    const row = await context.db.selectFrom(tableOf(header)).selectAll().where(header.primaryKey, '=', current.record[relation.collection.foreignKey]).executeTakeFirst();
    if (!row) break;
    current = { entity: header, record: rowToRecord(header, row) };
    parents.push(current.record);
  }
  return parents;
}

/**
 * The source record matching the conditions that the actor may read (the newest when several do), with
 * its headers and the step the quantity chooses (none below the first step, or without a quantity);
 * undefined when none matches.
 */
export async function findMatch(context: EngineContext, rule: MatchFill, conditions: MatchCondition[], quantity: number | undefined, actor: Actor): Promise<MatchedSource | undefined> {
  const source = context.catalog.get(rule.source);
  if (!conditions.every((condition) => comparable(fieldAt(context, source, condition.path), condition.value))) return undefined;
  let query = context.db.selectFrom(tableOf(source)).selectAll();
  for (const condition of conditions) query = query.where(pathCondition(context, source, condition.path, condition));
  const scope = recordScope(source, actor, context.catalog);
  if (scope) query = query.where(scope);
  const row = await query.orderBy(source.primaryKey, 'desc').limit(1).executeTakeFirst();
  if (!row) return undefined;
  const record = rowToRecord(source, row);
  const matched: MatchedSource = { record, parents: await parentsOf(context, source, record) };
  if (!rule.step) return matched;
  const collection = source.lines?.find((lines) => lines.name === rule.step?.lines);
  if (!collection) throw new Error(`${source.name} has no line collection ${rule.step.lines}`);
  const stepEntity = context.catalog.get(collection.entity);
  const rows = await context.db.selectFrom(tableOf(stepEntity)).selectAll().where(collection.foreignKey, '=', record[source.primaryKey]).execute();
  matched.step = chooseStep(rows.map((step) => rowToRecord(stepEntity, step)), rule.step.from, quantity);
  return matched;
}

/** The values one rule gives a record (with its header as `parent`): the matched source's fills, or its clears. */
export async function matchFillValues(context: EngineContext, rule: MatchFill, scope: ExpressionScope, actor: Actor): Promise<Record<string, unknown>> {
  const conditions = matchConditions(rule, scope);
  const quantity = stepQuantity(rule, scope);
  const matched = conditions ? await findMatch(context, rule, conditions, quantity, actor) : undefined;
  return matched ? fillValues(rule, matched) : clearedValues(rule);
}

/**
 * Match fills (`matchFills`, docs/authoring.md "Values from a matching record") on every record of a save,
 * lines included: what the matched source gives overrides what was sent, and a record nothing matches
 * has its `clear` fields emptied. Runs before the checks, so the values are validated like typed ones.
 */
export async function applyMatchFills(context: EngineContext, items: readonly RecordToCheck[], actor: Actor): Promise<void> {
  for (const item of items) {
    for (const rule of item.entity.matchFills ?? []) {
      const values = await matchFillValues(context, rule, { record: item.record, parent: item.parent }, actor);
      Object.assign(item.record, values);
      if (item.changed && item.changed !== 'all') Object.assign(item.changed, values);
    }
  }
}
