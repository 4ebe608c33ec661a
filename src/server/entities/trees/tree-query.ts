import { sql, type Expression, type SelectQueryBuilder, type SqlBool } from 'kysely';
import { tableOf } from '../../../shared/entity/entity-catalog';
import { MAX_TREE_DEPTH } from '../../../shared/entity/entity-limits';
import type { EntitySchema } from '../../../shared/formats/entity-format';
import type { TreeRule } from '../../../shared/formats/tree-format';
import { parentIdOf, treeRuleOf, treeTitleFields, type TreeNodeRow } from '../../../shared/tree/entity-tree';
import { TreeRefusal } from '../../../shared/tree/tree-messages';
import type { EngineContext } from '../engine-context';
import type { Actor } from '../entity-engine.types';
import type { EngineKit } from '../engine-kit';
import { rowToRecord } from '../record-mapping';
import { recordScope } from '../record-scope';
import { fillDisplayKeys } from '../reference-display';
import { treeError } from './tree-errors';

type StoredRow = Record<string, unknown>;

/** The tree rule of an entity, refused as input when the entity has none (the family registers tree entities only). */
export function treeRule(entity: EntitySchema): TreeRule {
  return treeRuleOf(entity);
}

/** Rows whose parent is `parentId`; the top level is an empty parent or the rootValue. Unqualified columns. */
export function childrenOf(rule: TreeRule, parentId: number | null): Expression<SqlBool> {
  const parent = sql.ref(rule.parentField);
  if (parentId !== null) return sql<SqlBool>`${parent} = ${parentId}`;
  if (rule.rootValue !== undefined) return sql<SqlBool>`(${parent} is null or ${parent} = ${rule.rootValue})`;
  return sql<SqlBool>`${parent} is null`;
}

/**
 * `has_children`: 1 when a child of the row exists that the actor may see, in the same query as the rows
 * (a correlated EXISTS on the parent column's index). The child table is aliased, so the scope's
 * unqualified columns are the child's.
 */
function hasChildrenColumn(entity: EntitySchema, scope: Expression<SqlBool> | undefined) {
  const rule = treeRule(entity);
  const table = tableOf(entity);
  const visible = scope ? sql<SqlBool>` and ${scope}` : sql``;
  return sql<number>`case when exists (select 1 from ${sql.table(table)} as tree_child where ${sql.ref(`tree_child.${rule.parentField}`)} = ${sql.ref(`${table}.${entity.primaryKey}`)}${visible}) then 1 else 0 end`.as(
    'treeHasChildren',
  );
}

/** Siblings' order: the order field (empty last on both databases), then the display field, then the key. */
function ordered<DB, TB extends keyof DB, O>(query: SelectQueryBuilder<DB, TB, O>, entity: EntitySchema): SelectQueryBuilder<DB, TB, O> {
  const rule = treeRule(entity);
  let next = query;
  if (rule.orderField) {
    next = next.orderBy(sql`case when ${sql.ref(rule.orderField)} is null then 1 else 0 end`, 'asc');
    next = next.orderBy(sql.ref(rule.orderField), 'asc');
  }
  next = next.orderBy(sql.ref(treeTitleFields(entity).display), 'asc');
  return next.orderBy(sql.ref(entity.primaryKey), 'asc');
}

/**
 * Nodes the actor may see that meet every condition, in sibling order, at most `limit`, each with
 * `hasChildren`, display keys filled and internal fields removed for supplier users.
 */
export async function readTreeNodes(kit: EngineKit, entity: EntitySchema, conditions: Expression<SqlBool>[], actor: Actor, limit: number): Promise<TreeNodeRow[]> {
  const context = kit.base;
  const scope = recordScope(entity, actor, context.catalog);
  let query = context.db.selectFrom(tableOf(entity)).selectAll().select(hasChildrenColumn(entity, scope));
  for (const condition of scope ? [...conditions, scope] : conditions) query = query.where(condition);
  const rows = await ordered(query, entity).limit(limit).execute();
  return toNodes(kit, context, entity, rows, actor);
}

async function toNodes(kit: EngineKit, context: EngineContext, entity: EntitySchema, rows: StoredRow[], actor: Actor): Promise<TreeNodeRow[]> {
  const records = rows.map((row) => rowToRecord(entity, row));
  await fillDisplayKeys(context, entity, records);
  kit.visible(entity, records, actor);
  return records.map((record, index) => ({ ...record, hasChildren: Number(rows[index].treeHasChildren) === 1 }));
}

/** The ids of a level in sibling order, every one of them whatever the actor's scope (a move renumbers the whole level). */
export async function levelIds(context: EngineContext, entity: EntitySchema, parentId: number | null, except?: number): Promise<{ id: number; versionNum: number; order: number | null }[]> {
  const rule = treeRule(entity);
  let query = context.db.selectFrom(tableOf(entity)).select([entity.primaryKey, 'versionNum', ...(rule.orderField ? [rule.orderField] : [])]).where(childrenOf(rule, parentId));
  if (except !== undefined) query = query.where(entity.primaryKey, '<>', except);
  // The display field is not selected but orders the query; both databases allow that.
  const rows = await ordered(query, entity).execute();
  return rows.map((row) => ({
    id: Number(row[entity.primaryKey]),
    versionNum: Number(row.versionNum),
    order: rule.orderField && row[rule.orderField] !== null && row[rule.orderField] !== undefined ? Number(row[rule.orderField]) : null,
  }));
}

/** The ids among `ids` the actor may see. */
export async function visibleIds(context: EngineContext, entity: EntitySchema, ids: readonly number[], actor: Actor): Promise<Set<number> | undefined> {
  const scope = recordScope(entity, actor, context.catalog);
  if (!scope) return undefined;
  if (ids.length === 0) return new Set();
  const rows = await context.db.selectFrom(tableOf(entity)).select(entity.primaryKey).where(entity.primaryKey, 'in', [...ids]).where(scope).execute();
  return new Set(rows.map((row) => Number(row[entity.primaryKey])));
}

/** A node's ancestors from its parent upwards (stored rows, whatever the scope), read one level per query. */
export async function ancestorIds(context: EngineContext, entity: EntitySchema, startParent: number | null, language: Actor['language'], name: string): Promise<number[]> {
  const rule = treeRule(entity);
  const chain: number[] = [];
  let current = startParent;
  while (current !== null) {
    if (chain.includes(current) || chain.length >= MAX_TREE_DEPTH) throw treeError(language, new TreeRefusal('tooDeep', 'parentId', { name, max: MAX_TREE_DEPTH }));
    chain.push(current);
    const row = await context.db.selectFrom(tableOf(entity)).select(rule.parentField).where(entity.primaryKey, '=', current).executeTakeFirst();
    current = row ? parentIdOf(rule, row) : null;
  }
  return chain;
}
