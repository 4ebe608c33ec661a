import type { EntitySchema } from '../../shared/formats/entity-format';
import { recordRef, type JsonSchema } from './entity-json-schemas';

const ID: JsonSchema = { type: 'integer', format: 'int64', description: 'the record\'s primary key' };
const VERSION: JsonSchema = { type: 'integer', description: 'the versionNum read: a stale one is refused' };
const object = (properties: Record<string, JsonSchema>, required: string[] = []): JsonSchema => ({
  type: 'object',
  properties,
  ...(required.length > 0 && { required }),
});

const LIST_BODY: JsonSchema = {
  type: 'object',
  description: 'paging and sort; every other key is a filter on a field: `x` (equal), `x_like`, `x_gte`, `x_lte`, `x_gt`, `x_lt`, `x_in` (array), `x_ne`',
  properties: {
    pageIndex: { type: 'integer', minimum: 1, default: 1 },
    pageRows: { type: 'integer', minimum: 1, maximum: 500, default: 20 },
    sortField: { type: 'string' },
    sortOrder: { type: 'string', enum: ['asc', 'desc'] },
    afterKey: { type: 'array', description: 'nextKey of the previous page' },
    beforeKey: { type: 'array', description: 'prevKey of the next page' },
  },
  additionalProperties: true,
};

const ACTION_BODY = object({ id: ID, versionNum: VERSION, comment: { type: 'string', description: 'reason or comment, required by some actions' } }, ['id']);

/** The request bodies of the named operations whose shape does not depend on the entity. */
const FIXED_BODIES: Record<string, JsonSchema> = {
  findById: object({ id: ID }, ['id']),
  delete: object({ id: ID, versionNum: VERSION }, ['id']),
  doBatchDelete: object({ ids: { type: 'array', items: ID } }, ['ids']),
  listByPage: LIST_BODY,
  findTreeNodes: object({ parentId: { ...ID, description: 'the parent node; empty: the top level' } }),
  findTreePath: object({ keyword: { type: 'string' } }, ['keyword']),
  doMove: object({ id: ID, versionNum: VERSION, parentId: { ...ID, nullable: true }, index: { type: 'integer', minimum: 0 } }, ['id', 'versionNum']),
  findDocumentLinks: object({ id: ID }, ['id']),
  aggregate: { type: 'object', description: 'groupBy, measures, filters as listByPage, sortField, sortOrder, limit (docs/api.md "Aggregates")', additionalProperties: true },
};

/** What an operation of the entity takes as its JSON body. */
export function requestBodyOf(entity: EntitySchema, operation: string): JsonSchema {
  if (operation === 'saveOrUpdate') return recordRef(entity.name);
  if (operation === 'doBatchSaveOrUpdate') return object({ data: { type: 'array', items: recordRef(entity.name) } }, ['data']);
  if (operation === 'doImport') return object({ data: { type: 'array', items: { type: 'object', additionalProperties: true } } }, ['data']);
  if (FIXED_BODIES[operation]) return FIXED_BODIES[operation];
  if (entity.userLists?.[operation]) return LIST_BODY;
  const action = entity.workflow?.actions[operation];
  if (action?.line) return object({ id: ID, lineId: { ...ID, description: 'the line the action applies to' }, versionNum: VERSION, comment: { type: 'string' } }, ['id', 'lineId']);
  if (action) return ACTION_BODY;
  if (entity.commands?.[operation]) return object({ id: ID }, ['id']);
  return { type: 'object', additionalProperties: true, description: 'see docs/api.md for this operation' };
}

/** What the envelope's `data` holds in the answer of an operation of the entity. */
export function responseDataOf(entity: EntitySchema, operation: string): JsonSchema {
  if (operation === 'listByPage' || operation === 'doBatchSaveOrUpdate' || entity.userLists?.[operation]) return { type: 'array', items: recordRef(entity.name) };
  if (operation === 'findById' || operation === 'saveOrUpdate' || entity.workflow?.actions[operation]) return recordRef(entity.name);
  if (operation === 'delete' || operation === 'doBatchDelete') return { nullable: true };
  return { description: 'see docs/api.md for this operation' };
}

/** The operation in words, for the summary. */
export function operationSummary(entity: EntitySchema, operation: string): string {
  const label = entity.workflow?.actions[operation]?.label ?? entity.commands?.[operation]?.label;
  const standard: Record<string, string> = {
    findById: 'Read one record',
    listByPage: 'List records by page',
    saveOrUpdate: 'Create or update a record',
    doBatchSaveOrUpdate: 'Create or update several records',
    delete: 'Delete a record',
    doBatchDelete: 'Delete several records',
  };
  const what = label ? `${label.en} (${label.cn})` : (standard[operation] ?? operation);
  return `${entity.label.en} (${entity.label.cn}): ${what}`;
}
