import type { ApiEnvelope } from '../../src/shared/api/envelope';
import { EntityCatalog } from '../../src/shared/entity/entity-catalog';
import type { Language } from '../../src/shared/formats/common';
import type { EntitySchema } from '../../src/shared/formats/entity-format';
import type { LookupSeed } from '../../src/shared/formats/system-format';
import type { DataAdapter, DataRequest } from './data-adapter';
import { MemoryApiError, MemoryEntityStore, type MemoryUser } from './memory/memory-entity-store';
import { MemoryLookups } from './memory/memory-lookups';
import { memoryMessage } from './memory/memory-messages';
import { QueryError, type Row } from './memory/memory-query';
import { MemoryTableConfigs, TABLE_CONFIG_RESOURCE } from './memory/memory-table-configs';

export interface MemoryAdapterOptions {
  entities: EntitySchema[];
  /** Initial rows by entity name; a header row may carry its line arrays inline. */
  records?: Record<string, Row[]>;
  /** Lookup types as in seed/system/lookups.json (the whole seed or its `types`). */
  lookups?: LookupSeed | LookupSeed['types'];
  /** Resource codes granted on every menu; all buttons are hidden when empty. */
  resources?: string[];
  user?: MemoryUser;
  language?: Language;
  now?: () => Date;
}

export interface MemoryAdapter extends DataAdapter {
  /** Every request received, in order (tests assert on what a screen sent). */
  readonly requests: DataRequest[];
  /** The current rows of an entity (copies), for assertions. */
  rows(entity: string): Row[];
}

const ENTITY_RESOURCE = /^(\w+)Restful$/;

function ok<T>(data: T, msg: string, extra: Partial<ApiEnvelope<T>> = {}): ApiEnvelope<T> {
  return { status: 'S', msg, data, ...extra };
}

/**
 * The data adapter in memory, with the server's behaviour for entity operations, findDic and
 * findResourcesByRespMenu. Serves unit tests and Storybook; the same interface as the HTTP adapter.
 */
export function createMemoryAdapter(options: MemoryAdapterOptions): MemoryAdapter {
  const language = options.language ?? 'CN';
  const catalog = new EntityCatalog(options.entities);
  const lookups = new MemoryLookups(Array.isArray(options.lookups) ? options.lookups : (options.lookups?.types ?? []));
  const user: MemoryUser = options.user ?? { userId: 1, userType: 'internal', supplierId: null };
  const store = new MemoryEntityStore(catalog, lookups, user, language, options.now ?? (() => new Date()));
  for (const [entity, rows] of Object.entries(options.records ?? {})) store.seed(entity, rows);
  const requests: DataRequest[] = [];
  const tableConfigs = new MemoryTableConfigs(language);
  const message = (key: Parameters<typeof memoryMessage>[0]) => memoryMessage(key, language);

  function entityCall(entity: string, operation: string, body: Row): ApiEnvelope<unknown> {
    switch (operation) {
      case 'listByPage': {
        const { rows, page } = store.list(entity, body);
        return ok(rows, '', { page, count: page.count });
      }
      case 'findById':
        return ok(store.findById(entity, body.id), '');
      case 'saveOrUpdate':
        return ok(store.save(entity, body), message('saved'));
      case 'doBatchSaveOrUpdate': {
        const records = Array.isArray(body.data) ? (body.data as Row[]) : [];
        return ok(store.saveAll(entity, records), message('saved'));
      }
      case 'delete':
        store.batchDelete(entity, [body.id]);
        return ok(null, message('deleted'));
      case 'doBatchDelete':
        store.batchDelete(entity, Array.isArray(body.ids) ? body.ids : []);
        return ok(null, message('deleted'));
      default:
        return ok(store.runAction(entity, operation, body), message('ok'));
    }
  }

  function handle(request: DataRequest): ApiEnvelope<unknown> {
    const body = request.body ?? {};
    if (request.resource === 'baseLookupValuesRestful' && request.operation === 'findDic') {
      return ok(lookups.values(String(body.lookupType ?? '')), '');
    }
    if (request.resource === 'baseResourceRestful' && request.operation === 'findResourcesByRespMenu') {
      return ok(
        (options.resources ?? []).map((code) => ({ resourceCode: code, resourceName: code, resourceNameEn: code, resIcon: null })),
        '',
      );
    }
    if (request.service === 'base' && request.resource === TABLE_CONFIG_RESOURCE) return tableConfigs.handle(request.operation, body);
    const entity = ENTITY_RESOURCE.exec(request.resource)?.[1];
    if (!entity || !catalog.has(entity) || catalog.get(entity).service !== request.service) {
      return {
        status: 'E',
        msg: memoryMessage('unknownEndpoint', language, { path: `${request.service}/${request.resource}/${request.operation}` }),
        data: null,
      };
    }
    return entityCall(entity, request.operation, body);
  }

  return {
    requests,
    rows: (entity) => [...store.table(entity).values()].map((row) => ({ ...row })),
    async request<T>(request: DataRequest): Promise<ApiEnvelope<T>> {
      requests.push(structuredClone(request));
      // Answer asynchronously, like the network, so loading states are real in tests and Storybook.
      await Promise.resolve();
      try {
        return structuredClone(handle(request)) as ApiEnvelope<T>;
      } catch (error) {
        if (error instanceof MemoryApiError) {
          return { status: 'E', msg: error.message, data: null as T, errors: error.errors.length ? error.errors : undefined };
        }
        if (error instanceof QueryError) {
          return { status: 'E', msg: memoryMessage('badFilter', language, { field: error.field }), data: null as T };
        }
        throw error;
      }
    },
  };
}
