import type { FastifyRequest } from 'fastify';
import { primaryKeyType } from '../../shared/entity/entity-catalog';
import type { EntitySchema } from '../../shared/formats/entity-format';
import { actorOf, requireIdentity } from '../auth/request-identity';
import { success } from '../http/envelope-schema';
import { platformMessage } from '../http/platform-messages';
import { requestLanguage } from '../http/request-language';
import { EntityRequestBody } from './entity-request-body';
import { notSupported, removedMessage } from './service-entity-messages';
import type { ServiceEntityProvider } from './service-entity-provider';
import { readServiceListRequest } from './service-list-request';

import type { EntityOperation } from './entity-operation';
import type { Actor, EntityRecord } from '../entities/entity-engine.types';
import { engineError } from '../entities/engine-messages';
import { entityLabel } from '../entities/entity-fields';

/**
 * A caller-scoped entity's rows as the caller may receive them: with a `userScope`, only his own; for a supplier
 * user, only those of his own supplier; whatever the provider answered (a provider's mistake must not show one
 * user another's records).
 */
function ownRows(entity: EntitySchema, actor: Actor, rows: EntityRecord[]): EntityRecord[] {
  const userField = entity.userScope?.field;
  const own = userField ? rows.filter((row) => row[userField] !== null && row[userField] !== undefined && Number(row[userField]) === actor.userId) : rows;
  const field = entity.callerScope?.supplierField;
  if (!field || actor.userType !== 'supplier') return own;
  return own.filter((row) => row[field] !== null && row[field] !== undefined && Number(row[field]) === actor.supplierId);
}

function callContext(entity: EntitySchema, request: FastifyRequest) {
  const language = requestLanguage(request);
  return {
    language,
    call: { entity, actor: actorOf(requireIdentity(request), language) },
    body: new EntityRequestBody(request.body, language),
    keyType: primaryKeyType(entity),
  };
}

/**
 * The standard operations of a service entity, answered by its provider with the same bodies and
 * envelopes as a table entity's. Deletes answer `{removed}` (how many records were really removed).
 * An operation the provider does not implement answers status E, before the body is even read.
 */
export function serviceEntityOperations(provider: ServiceEntityProvider, entitySchema?: EntitySchema): Record<string, EntityOperation> {
  function implemented<T>(method: T | undefined, entity: EntitySchema, operation: string, request: FastifyRequest): T {
    if (!method) throw notSupported(entity, operation, requestLanguage(request));
    return method;
  }
  const named: Record<string, EntityOperation> = {};
  for (const name of Object.keys(entitySchema?.serviceLists ?? {})) {
    named[name] = {
      shape: 'list',
      handle: async (entity, request) => {
        const list = implemented(provider.lists?.[name], entity, name, request);
        const { call, language, body } = callContext(entity, request);
        const result = await list(readServiceListRequest(entity, body.params(), language), call);
        return success(ownRows(entity, call.actor, result.rows), result.notice ?? platformMessage('queryOk', language), result.page);
      },
    };
  }
  return {
    ...named,
    findById: {
      shape: 'record',
      handle: async (entity, request) => {
        const find = implemented(provider.findById?.bind(provider), entity, 'findById', request);
        const { call, language, body, keyType } = callContext(entity, request);
        const found = await find(body.key(keyType), call);
        if (ownRows(entity, call.actor, [found]).length === 0) throw engineError(language, 'notFound', { label: entityLabel(entity, language) });
        return success(found, platformMessage('queryOk', language));
      },
    },
    listByPage: {
      shape: 'list',
      handle: async (entity, request) => {
        const list = implemented(provider.listByPage?.bind(provider), entity, 'listByPage', request);
        const { call, language, body } = callContext(entity, request);
        const result = await list(readServiceListRequest(entity, body.params(), language), call);
        return success(ownRows(entity, call.actor, result.rows), result.notice ?? platformMessage('queryOk', language), result.page);
      },
    },
    saveOrUpdate: {
      shape: 'record',
      handle: async (entity, request) => {
        const save = implemented(provider.saveOrUpdate?.bind(provider), entity, 'saveOrUpdate', request);
        const { call, language, body } = callContext(entity, request);
        return success(await save(body.params(), call), platformMessage('saved', language));
      },
    },
    doBatchSaveOrUpdate: {
      shape: 'list',
      handle: async (entity, request) => {
        const save = implemented(provider.batchSaveOrUpdate?.bind(provider), entity, 'doBatchSaveOrUpdate', request);
        const { call, language, body } = callContext(entity, request);
        return success(await save(body.records(), call), platformMessage('saved', language));
      },
    },
    delete: {
      shape: 'record',
      handle: async (entity, request) => {
        const remove = implemented(provider.delete?.bind(provider), entity, 'delete', request);
        const { call, language, body, keyType } = callContext(entity, request);
        const removal = await remove(body.key(keyType), call);
        return success(removal, removedMessage(removal.removed, language));
      },
    },
    doBatchDelete: {
      shape: 'record',
      handle: async (entity, request) => {
        const remove = implemented(provider.batchDelete?.bind(provider), entity, 'doBatchDelete', request);
        const { call, language, body, keyType } = callContext(entity, request);
        const removal = await remove(body.keys(keyType), call);
        return success(removal, removedMessage(removal.removed, language));
      },
    },
  };
}
