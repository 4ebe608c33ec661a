import type { ApiEnvelope } from '../../src/shared/api/envelope';
import { primaryKeyType } from '../../src/shared/entity/entity-catalog';
import type { EntitySchema } from '../../src/shared/formats/entity-format';
import { entityResource, type DataAdapter, type MenuContext } from './data-adapter';

export type EntityRow = Record<string, unknown>;

/**
 * The bodies of the standard entity operations (DESIGN §4.4), written once so every renderer sends
 * the same shapes: findById {id}, saveOrUpdate <record with lines and versionNum>, doBatchSaveOrUpdate
 * {data: records}, doBatchDelete {ids},
 * workflow actions {id, versionNum?, comment?}, generate actions {id} or {ids}. Every call carries the menu for the server's checks.
 */
export function entityRequests(adapter: DataAdapter, entity: EntitySchema, menu: MenuContext) {
  const call = <T,>(operation: string, body: Record<string, unknown>): Promise<ApiEnvelope<T>> =>
    adapter.request<T>({ service: entity.service, resource: entityResource(entity.name), operation, body, menu });
  return {
    findById: (id: unknown) => call<EntityRow>('findById', { id }),
    saveOrUpdate: (record: EntityRow) => call<EntityRow>('saveOrUpdate', record),
    batchSave: (records: EntityRow[]) => call<EntityRow[]>('doBatchSaveOrUpdate', { data: records }),
    batchDelete: (ids: unknown[]) => call<unknown>('doBatchDelete', { ids }),
    runAction: (action: string, input: { id: unknown; versionNum?: unknown; comment?: string; lineId?: unknown }) =>
      call<EntityRow>(action, { ...input }),
    /** A generate action: `{id}` of a header, or `{ids}` of picked lines (an action declared on a line entity); the answer is the new document (with `groupBy`, the list of them). */
    generate: (action: string, input: { id: unknown } | { ids: unknown[] }) => call<EntityRow | EntityRow[]>(action, { ...input }),
  };
}

/**
 * The record id as the server wants it: numeric ids stay numbers even when they came from a URL; a text
 * key (a service entity's, e.g. a Redis key "0042") stays exactly as given.
 */
export function recordId(entity: EntitySchema, value: unknown): unknown {
  const numeric = primaryKeyType(entity) === 'integer' || primaryKeyType(entity) === 'number';
  if (numeric && typeof value === 'string' && /^\d+$/.test(value)) return Number(value);
  return value;
}
