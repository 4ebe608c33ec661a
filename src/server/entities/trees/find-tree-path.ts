import { sql, type Expression, type SqlBool } from 'kysely';
import { findField } from '../../../shared/entity/entity-catalog';
import { MAX_TREE_DEPTH, MAX_TREE_SEARCH_HITS } from '../../../shared/entity/entity-limits';
import type { EntitySchema } from '../../../shared/formats/entity-format';
import { parentIdOf, pathNodesInOrder, treeTitleFields, type TreeNodeRow, type TreePathAnswer } from '../../../shared/tree/entity-tree';
import { readTreePathRequest } from '../../../shared/tree/tree-requests';
import { likeContainsPattern } from '../../db/dialect-rules';
import type { EngineKit } from '../engine-kit';
import type { Actor } from '../entity-engine.types';
import { readTreeInput } from './tree-errors';
import { readTreeNodes, treeRule } from './tree-query';

/** The code and display fields, which a search reads: never an internal field for a supplier user. */
function searchedFields(entity: EntitySchema, actor: Actor): string[] {
  const { display, code } = treeTitleFields(entity);
  return [...new Set([code, display].filter((name): name is string => name !== undefined))].filter(
    (name) => actor.userType === 'internal' || !findField(entity, name)?.internal,
  );
}

/**
 * findTreePath {keyword}: the nodes whose code or display field contains the keyword (ignoring case, as a
 * list's `_like`), at most MAX_TREE_SEARCH_HITS, with every ancestor of each, read one level per query
 * so a client can open the path to every hit. The record scope applies throughout: a hit below a node
 * the actor may not see cannot be shown in the tree, so it is left out.
 */
export async function findTreePath(kit: EngineKit, entity: EntitySchema, body: unknown, actor: Actor): Promise<TreePathAnswer> {
  const rule = treeRule(entity);
  const { keyword } = readTreeInput(actor.language, () => readTreePathRequest(body));
  const pattern = likeContainsPattern(keyword);
  const fields = searchedFields(entity, actor);
  if (fields.length === 0) return { hits: [], nodes: [], truncated: false };
  const matches = sql<SqlBool>`(${sql.join(
    fields.map((name) => kit.base.rules.containsIgnoringCase(sql.ref(name), pattern)),
    sql` or `,
  )})`;
  const found = await readTreeNodes(kit, entity, [matches], actor, MAX_TREE_SEARCH_HITS + 1);
  const hits = found.slice(0, MAX_TREE_SEARCH_HITS);
  const idOf = (node: TreeNodeRow) => Number(node[entity.primaryKey]);
  const known = new Map(hits.map((node) => [idOf(node), node]));
  const missingParents = (nodes: TreeNodeRow[]) =>
    [...new Set(nodes.map((node) => parentIdOf(rule, node)).filter((id): id is number => id !== null && !known.has(id)))];
  let pending = missingParents(hits);
  for (let level = 0; pending.length > 0 && level < MAX_TREE_DEPTH; level += 1) {
    const condition: Expression<SqlBool> = sql<SqlBool>`${sql.ref(entity.primaryKey)} in (${sql.join(pending)})`;
    const parents = await readTreeNodes(kit, entity, [condition], actor, pending.length);
    for (const node of parents) known.set(idOf(node), node);
    pending = missingParents(parents);
  }
  const path = (id: number): number[] | undefined => {
    const chain: number[] = [];
    for (let current: number | null = id; current !== null; ) {
      const node = known.get(current);
      if (!node || chain.includes(current) || chain.length > MAX_TREE_DEPTH) return undefined;
      chain.push(current);
      current = parentIdOf(rule, node);
    }
    return chain;
  };
  const shown = new Set<number>();
  const reachable: number[] = [];
  for (const hit of hits) {
    const chain = path(idOf(hit));
    if (!chain) continue;
    reachable.push(idOf(hit));
    chain.forEach((id) => shown.add(id));
  }
  const nodes = pathNodesInOrder(entity, [...shown].map((id) => known.get(id) as TreeNodeRow));
  return { hits: reachable, nodes, truncated: found.length > MAX_TREE_SEARCH_HITS };
}
