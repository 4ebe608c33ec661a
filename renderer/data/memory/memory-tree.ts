import type { EntityCatalog } from '../../../src/shared/entity/entity-catalog';
import { MAX_TREE_DEPTH, MAX_TREE_LEVEL_NODES, MAX_TREE_SEARCH_HITS } from '../../../src/shared/entity/entity-limits';
import type { Language } from '../../../src/shared/formats/common';
import type { EntitySchema } from '../../../src/shared/formats/entity-format';
import {
  compareSiblings,
  moveCycle,
  nodeName,
  parentIdOf,
  pathNodesInOrder,
  placeAmongSiblings,
  storedParentValue,
  treeRuleOf,
  treeTitleFields,
  type TreeNodeRow,
  type TreePathAnswer,
} from '../../../src/shared/tree/entity-tree';
import { TreeRefusal } from '../../../src/shared/tree/tree-messages';
import { readTreeMoveRequest, readTreeNodesRequest, readTreePathRequest } from '../../../src/shared/tree/tree-requests';
import { MemoryApiError } from './memory-api-error';
import type { MemoryEntityStore } from './memory-entity-store';
import { memoryMessage } from './memory-messages';
import type { Row } from './memory-query';
import { chainUp, memoryTreeError } from './memory-tree-rules';

export const TREE_OPERATIONS = new Set(['findTreeNodes', 'findTreePath', 'doMove']);

/**
 * The tree operations in memory (src/server/entities/trees/), over the store's records with the same
 * shared rules: order of siblings, placing a moved node, the loop check, the order of path nodes, the
 * input checks and messages.
 */
export class MemoryTree {
  constructor(
    private readonly store: MemoryEntityStore,
    private readonly catalog: EntityCatalog,
    private readonly language: Language,
  ) {}

  private read<T>(parse: () => T): T {
    try {
      return parse();
    } catch (error) {
      if (error instanceof TreeRefusal) throw memoryTreeError(this.language, error);
      throw error;
    }
  }

  private notFound(field: string): never {
    const message = memoryMessage('notFound', this.language);
    throw new MemoryApiError(message, [{ field, message }]);
  }

  /** The records the user may see, each with hasChildren counted among them. */
  private visible(entity: EntitySchema): TreeNodeRow[] {
    const rule = treeRuleOf(entity);
    const rows = this.store.scopedRows(entity.name);
    const parents = new Set(rows.map((row) => parentIdOf(rule, row)));
    return rows.map((row) => ({ ...row, hasChildren: parents.has(Number(row[entity.primaryKey])) }));
  }

  nodes(entityName: string, body: Row): { rows: TreeNodeRow[]; truncated: boolean } {
    const entity = this.catalog.get(entityName);
    const rule = treeRuleOf(entity);
    const { parentId } = this.read(() => readTreeNodesRequest(body, rule));
    const rows = this.visible(entity);
    if (parentId !== null && !rows.some((row) => Number(row[entity.primaryKey]) === parentId)) this.notFound('parentId');
    const level = rows.filter((row) => parentIdOf(rule, row) === parentId).sort(compareSiblings(entity));
    return { rows: level.slice(0, MAX_TREE_LEVEL_NODES), truncated: level.length > MAX_TREE_LEVEL_NODES };
  }

  path(entityName: string, body: Row): TreePathAnswer {
    const entity = this.catalog.get(entityName);
    const rule = treeRuleOf(entity);
    const { keyword } = this.read(() => readTreePathRequest(body));
    const { display, code } = treeTitleFields(entity);
    const wanted = keyword.toLowerCase();
    const rows = this.visible(entity);
    const byId = new Map(rows.map((row) => [Number(row[entity.primaryKey]), row]));
    const found = rows
      .filter((row) => [code, display].some((field) => field !== undefined && String(row[field] ?? '').toLowerCase().includes(wanted)))
      .sort(compareSiblings(entity));
    const shown = new Set<number>();
    const hits: number[] = [];
    for (const hit of found.slice(0, MAX_TREE_SEARCH_HITS)) {
      const chain: number[] = [];
      let reaches = false;
      for (let current: number | null = Number(hit[entity.primaryKey]); chain.length <= MAX_TREE_DEPTH; ) {
        const node = current === null ? undefined : byId.get(current);
        if (!node || current === null || chain.includes(current)) break;
        chain.push(current);
        current = parentIdOf(rule, node);
        if (current === null) {
          reaches = true;
          break;
        }
      }
      if (!reaches) continue;
      hits.push(chain[0]);
      chain.forEach((id) => shown.add(id));
    }
    const nodes = pathNodesInOrder(entity, [...shown].map((id) => byId.get(id) as TreeNodeRow));
    return { hits, nodes, truncated: found.length > MAX_TREE_SEARCH_HITS };
  }

  /** Gives the nodes of `order` the order numbers 1..n, touching only those whose number changes. */
  private renumber(entity: EntitySchema, order: readonly number[]): void {
    const orderField = treeRuleOf(entity).orderField;
    if (!orderField) return;
    const table = this.store.table(entity.name);
    order.forEach((id, index) => {
      const row = table.get(id);
      if (row && Number(row[orderField]) !== index + 1) this.store.touch(entity.name, id, { [orderField]: index + 1 });
    });
  }

  /** The ids of a level in sibling order, whatever the scope, without `except`. */
  private level(entity: EntitySchema, parentId: number | null, except: number): number[] {
    const rule = treeRuleOf(entity);
    return [...this.store.table(entity.name).values()]
      .filter((row) => parentIdOf(rule, row) === parentId && Number(row[entity.primaryKey]) !== except)
      .sort(compareSiblings(entity))
      .map((row) => Number(row[entity.primaryKey]));
  }

  move(entityName: string, body: Row): TreeNodeRow {
    const entity = this.catalog.get(entityName);
    const rule = treeRuleOf(entity);
    const request = this.read(() => readTreeMoveRequest(body, rule));
    const visible = new Map(this.store.scopedRows(entityName).map((row) => [Number(row[entity.primaryKey]), row]));
    const moved = visible.get(request.id) ?? this.notFound('id');
    if (Number(moved.versionNum) !== request.versionNum) throw new MemoryApiError(memoryMessage('stale', this.language));
    const oldParent = parentIdOf(rule, moved);
    if (request.parentId !== null) {
      const parent = visible.get(request.parentId) ?? this.notFound('parentId');
      const name = nodeName(entity, moved);
      const cycle = moveCycle(request.id, request.parentId, chainUp(entity, this.store.table(entityName), parentIdOf(rule, parent)));
      if (cycle === 'self') throw memoryTreeError(this.language, new TreeRefusal('moveUnderItself', 'parentId', { name }));
      if (cycle === 'descendant') {
        throw memoryTreeError(this.language, new TreeRefusal('moveUnderDescendant', 'parentId', { name, target: nodeName(entity, parent) }));
      }
    }
    const siblings = this.level(entity, request.parentId, request.id);
    const seen = new Set(siblings.filter((id) => visible.has(id)));
    const index = request.index ?? seen.size;
    if (index > seen.size) throw memoryTreeError(this.language, new TreeRefusal('badIndex', 'index', { max: seen.size }));
    const order = placeAmongSiblings(siblings, request.id, index, seen);
    const input: Row = { [entity.primaryKey]: request.id, versionNum: request.versionNum, [rule.parentField]: storedParentValue(rule, request.parentId) };
    if (rule.orderField) input[rule.orderField] = order.indexOf(request.id) + 1;
    this.store.save(entityName, input);
    this.renumber(entity, order);
    if (oldParent !== request.parentId) this.renumber(entity, this.level(entity, oldParent, request.id));
    const node = this.visible(entity).find((row) => Number(row[entity.primaryKey]) === request.id);
    if (!node) this.notFound('id');
    return node;
  }
}
