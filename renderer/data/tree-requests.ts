import type { ApiEnvelope } from '../../src/shared/api/envelope';
import type { EntitySchema } from '../../src/shared/formats/entity-format';
import type { TreeNodeRow, TreePathAnswer } from '../../src/shared/tree/entity-tree';
import { entityResource, type DataAdapter, type MenuContext } from './data-adapter';

/** What a tree screen sends to the tree operations of its entity (docs/api.md "Trees"), with the menu for the server's checks. */
export function treeRequests(adapter: DataAdapter, entity: EntitySchema, menu: MenuContext) {
  const call = <T,>(operation: string, body: Record<string, unknown>): Promise<ApiEnvelope<T>> =>
    adapter.request<T>({ service: entity.service, resource: entityResource(entity.name), operation, body, menu });
  return {
    /** The children of a node, or the top level with null. */
    nodes: (parentId: number | null) => call<TreeNodeRow[]>('findTreeNodes', { parentId }),
    path: (keyword: string) => call<TreePathAnswer>('findTreePath', { keyword }),
    /** Under `parentId` (null: the top level) at `index` among the new siblings; without one, last. */
    move: (input: { id: number; versionNum: unknown; parentId: number | null; index?: number }) => call<TreeNodeRow>('doMove', { ...input }),
  };
}
