import { AggregateInputError } from '../../src/shared/aggregate/aggregate-messages';
import type { ApiEnvelope } from '../../src/shared/api/envelope';
import { catalogCodeLabels, CODE_LABEL_CALL } from '../../src/shared/entity/code-label-index';
import { EntityCatalog } from '../../src/shared/entity/entity-catalog';
import { userListFilters } from '../../src/shared/entity/user-list-filters';
import { MATCH_FILL_OPERATION } from '../../src/shared/entity/match-fills';
import type { Language } from '../../src/shared/formats/common';
import type { EntitySchema } from '../../src/shared/formats/entity-format';
import type { LookupSeed } from '../../src/shared/formats/system-format';
import type { DataAdapter, DataRequest } from './data-adapter';
import { MemoryApiError, MemoryEntityStore, type MemoryUser } from './memory/memory-entity-store';
import { memoryAggregate } from './memory/memory-aggregate';
import { memoryChartData, memoryViewableGroups } from './memory/memory-dynamic-charts';
import { memoryMatchFill } from './memory/memory-match-fills';
import { memoryPending, type MemoryPendingSource } from './memory/memory-pending';
import { MemoryLookups } from './memory/memory-lookups';
import type { MemoryLink } from './memory/memory-generate';
import { memoryMessage } from './memory/memory-messages';
import { PageKeyError } from './memory/memory-keyset';
import { QueryError, type Row } from './memory/memory-query';
import { MemoryTableConfigs, TABLE_CONFIG_RESOURCE } from './memory/memory-table-configs';
import { MemoryTree, TREE_OPERATIONS } from './memory/memory-tree';

export interface MemoryAdapterOptions {
  entities: EntitySchema[];
  /** Initial rows by entity name; a header row may carry its line arrays inline. */
  records?: Record<string, Row[]>;
  /** Links generate actions left between those records (the server's sys_document_links), newest last. */
  links?: MemoryLink[];
  /** Lookup types as in seed/system/lookups.json (the whole seed or its `types`). */
  lookups?: LookupSeed | LookupSeed['types'];
  /** Resource codes granted on every menu; all buttons are hidden when empty. */
  resources?: string[];
  user?: MemoryUser;
  /** The menus whose documents wait for the user (listPending), or how to find them; none by default. */
  pending?: readonly MemoryPendingSource[] | (() => Promise<readonly MemoryPendingSource[]>);
  language?: Language;
  now?: () => Date;
}

export interface MemoryAdapter extends DataAdapter {
  /** Every request received, in order (tests assert on what a screen sent). */
  readonly requests: DataRequest[];
  /** The current rows of an entity (copies), for assertions. */
  rows(entity: string): Row[];
  /** Later calls are made by another user over the same rows (tests of flows between a buyer and a supplier). */
  actAs(user: MemoryUser): void;
}

const ENTITY_RESOURCE = /^(\w+)Restful$/;

function ok<T>(data: T, msg: string, extra: Partial<ApiEnvelope<T>> = {}): ApiEnvelope<T> {
  return { status: 'S', msg, data, ...extra };
}

/**
 * The data adapter in memory, with the server's behaviour for entity operations (aggregate included),
 * findDic, findResourcesByRespMenu, findCodeLabels and listPending. Serves unit tests and Storybook; the same interface as the HTTP adapter.
 */
export function createMemoryAdapter(options: MemoryAdapterOptions): MemoryAdapter {
  const language = options.language ?? 'CN';
  const catalog = new EntityCatalog(options.entities);
  const lookups = new MemoryLookups(Array.isArray(options.lookups) ? options.lookups : (options.lookups?.types ?? []));
  const user: MemoryUser = options.user ?? { userId: 1, userType: 'internal', supplierId: null };
  const store = new MemoryEntityStore(catalog, lookups, user, language, options.now ?? (() => new Date()));
  for (const [entity, rows] of Object.entries(options.records ?? {})) store.seed(entity, rows);
  store.links.push(...(options.links ?? []));
  const requests: DataRequest[] = [];
  const tableConfigs = new MemoryTableConfigs(language);
  const trees = new MemoryTree(store, catalog, language);
  const message = (key: Parameters<typeof memoryMessage>[0]) => memoryMessage(key, language);

  /** The tree operations of entities with a `tree` rule, as the server's operation family adds them. */
  function treeCall(entity: string, operation: string, body: Row): ApiEnvelope<unknown> {
    if (operation === 'findTreeNodes') {
      const { rows, truncated } = trees.nodes(entity, body);
      const page = { count: rows.length, countCapped: truncated, curIndex: 1, pageSize: rows.length, pagesCount: 1 };
      return ok(rows, '', { page, count: rows.length });
    }
    if (operation === 'findTreePath') return ok(trees.path(entity, body), '');
    return ok(trees.move(entity, body), message('ok'));
  }

  function entityCall(entity: string, operation: string, body: Row): ApiEnvelope<unknown> {
    if (TREE_OPERATIONS.has(operation) && catalog.get(entity).tree) return treeCall(entity, operation, body);
    switch (operation) {
      case 'listByPage': {
        const { rows, page } = store.list(entity, body);
        return ok(rows, '', { page, count: page.count });
      }
      case 'findById':
        return ok(store.findById(entity, body.id), '');
      case 'aggregate':
        return ok(memoryAggregate(store, catalog, entity, body, user), message('queryOk'));
      case 'saveOrUpdate': {
        store.lastWarnings = [];
        const saved = store.save(entity, body);
        const warnings = store.lastWarnings;
        if (warnings.length === 0) return ok(saved, message('saved'));
        return ok(saved, memoryMessage('savedWithWarnings', language, { warnings: warnings.join(language === 'CN' ? '；' : '; ') }), { warnings });
      }
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
      case 'findDocumentLinks':
        return ok(store.findDocumentLinks(entity, body.id), '');
      case MATCH_FILL_OPERATION: {
        const values: Row = {};
        const record = (body.record ?? {}) as Row;
        const parent = body.parent as Row | undefined;
        for (const rule of catalog.get(entity).matchFills ?? []) Object.assign(values, memoryMatchFill(store, rule, record, parent));
        return ok(values, message('queryOk'));
      }
      case 'chartData':
        return ok(memoryChartData(store, catalog, entity, body, user), message('queryOk'));
      case 'viewableGroups':
        return ok(memoryViewableGroups(store, entity), message('queryOk'));
      default: {
        if (Object.hasOwn(catalog.get(entity).serviceLists ?? {}, operation)) {
          const { rows, page } = store.list(entity, body);
          return ok(rows, '', { page, count: page.count });
        }
        if (Object.hasOwn(catalog.get(entity).userLists ?? {}, operation)) {
          const { rows, page } = store.list(entity, userListFilters(catalog.get(entity), operation, body, user.userId));
          return ok(rows, '', { page, count: page.count });
        }
        const result = store.runAction(entity, operation, body);
        const generate = catalog.get(entity).generate?.[operation];
        if (!generate) return ok(result, message('ok'));
        // Like the server: "已生成送货单 DN20261122-0001" (with groupBy every new document's number).
        const target = catalog.get(generate.target);
        const codeField = target.codeField ?? target.displayField ?? target.primaryKey;
        const code = (Array.isArray(result) ? result : [result]).map((row) => String(row[codeField] ?? '')).join(language === 'EN' ? ', ' : '、');
        const label = language === 'EN' ? target.label.en : target.label.cn;
        return ok(result, memoryMessage('generated', language, { target: label, code }));
      }
    }
  }

  function handle(request: DataRequest): ApiEnvelope<unknown> {
    const body = request.body ?? {};
    if (request.resource === 'baseLookupValuesRestful' && request.operation === 'findDic') {
      return ok(lookups.values(String(body.lookupType ?? '')), '');
    }
    if (request.resource === CODE_LABEL_CALL.resource && request.operation === CODE_LABEL_CALL.operation) return ok(catalogCodeLabels(catalog), '');
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
    actAs: (next) => store.actAs(next),
    async request<T>(request: DataRequest): Promise<ApiEnvelope<T>> {
      requests.push(structuredClone(request));
      // Answer asynchronously, like the network, so loading states are real in tests and Storybook.
      await Promise.resolve();
      try {
        if (request.service === 'srm' && request.resource === 'pendingRestful' && request.operation === 'listPending') {
          const sources = typeof options.pending === 'function' ? await options.pending() : (options.pending ?? []);
          return structuredClone(ok(memoryPending(store, catalog, sources), '')) as ApiEnvelope<T>;
        }
        return structuredClone(handle(request)) as ApiEnvelope<T>;
      } catch (error) {
        if (error instanceof MemoryApiError) {
          return { status: 'E', msg: error.message, data: null as T, errors: error.errors.length ? error.errors : undefined, ...(error.reason ? { reason: error.reason } : {}) };
        }
        if (error instanceof AggregateInputError) {
          const msg = error.messageIn(language);
          return { status: 'E', msg, data: null as T, errors: [{ field: error.field, message: msg }] };
        }
        if (error instanceof PageKeyError) {
          const msg = memoryMessage('badPageKey', language, { field: error.field });
          return { status: 'E', msg, data: null as T, errors: [{ field: error.field, message: msg }] };
        }
        if (error instanceof QueryError) {
          return { status: 'E', msg: memoryMessage('badFilter', language, { field: error.field }), data: null as T };
        }
        throw error;
      }
    },
  };
}
