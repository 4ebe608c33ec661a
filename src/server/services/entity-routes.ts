import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isServiceEntity, type EntityCatalog } from '../../shared/entity/entity-catalog';
import type { EntitySchema, ServiceName } from '../../shared/formats/entity-format';
import type { EntityEngine } from '../entities/entity-engine.types';
import { envelopeResponses, success, type DataShape } from '../http/envelope-schema';
import { platformMessage } from '../http/platform-messages';
import { withServiceWriteLog } from '../audit/service-write-log';
import type { SqlDatabase } from '../sql-database';
import { operationContext, type EntityOperation, type EntityOperationFamily, type EntityOperationHandler } from './entity-operation';
import { insertedRecords, type EntityWrite } from './entity-write';
import { serviceEntityOperations } from './service-entity-operations';
import type { ServiceEntityProvider } from './service-entity-provider';
import type { ServiceEntityProviders } from './service-entity-providers';

export interface EntityRouteOptions {
  service: ServiceName;
  catalog: EntityCatalog;
  engine: EntityEngine;
  /** Answer the entities with `"storage": "service"` instead of the engine. */
  providers: ServiceEntityProviders;
  /** Awaited after every successful write of an entity (caches that depend on it are cleared, jobs enqueued). */
  onWrite: (write: EntityWrite) => Promise<void>;
  /** Where service entities' writes are logged (the engine logs its own); unset: not logged. */
  operationLog?: SqlDatabase;
  /**
   * Workflow actions and commands implemented in code, by `<entity>.<action>`: actions that do more than
   * change the status (approving a supplier registration creates the supplier) run instead of the engine's;
   * every command of an entity schema must have one. A command that answers a file sends it with the reply.
   */
  actionHandlers?: ReadonlyMap<string, (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>>;
  /** Operations features add to table entities (trees, aggregates, document links, generate actions). */
  families?: readonly EntityOperationFamily[];
}

type Handler = EntityOperationHandler;

/** The standard operations: what data they answer and how they call the engine. */
function standardOperations(engine: EntityEngine, onWrite: EntityRouteOptions['onWrite']) {
  const context = operationContext;
  const operations: Record<string, { shape: DataShape; handle: Handler }> = {
    findById: {
      shape: 'record',
      handle: async (entity, request) => {
        const { actor, body, language } = context(request);
        return success(await engine.findById(entity.name, body.id(), actor), platformMessage('queryOk', language));
      },
    },
    listByPage: {
      shape: 'list',
      handle: async (entity, request) => {
        const { actor, body, language } = context(request);
        const result = await engine.listByPage(entity.name, body.params(), actor);
        return success(result.rows, platformMessage('queryOk', language), result.page);
      },
    },
    saveOrUpdate: {
      shape: 'record',
      handle: async (entity, request) => {
        const { actor, body, language } = context(request);
        const input = body.params();
        const warnings: string[] = [];
        const saved = await engine.saveOrUpdate(entity.name, input, actor, { warnings });
        await onWrite({ entity: entity.name, created: insertedRecords(entity, [input], [saved]) });
        if (warnings.length === 0) return success(saved, platformMessage('saved', language));
        return { ...success(saved, platformMessage('savedWithWarnings', language, { warnings: warnings.join(language === 'CN' ? '；' : '; ') })), warnings };
      },
    },
    doBatchSaveOrUpdate: {
      shape: 'list',
      handle: async (entity, request) => {
        const { actor, body, language } = context(request);
        const inputs = body.records();
        const saved = await engine.batchSaveOrUpdate(entity.name, inputs, actor);
        await onWrite({ entity: entity.name, created: insertedRecords(entity, inputs, saved) });
        return success(saved, platformMessage('saved', language));
      },
    },
    delete: {
      shape: 'none',
      handle: async (entity, request) => {
        const { actor, body, language } = context(request);
        await engine.delete(entity.name, body.id(), actor, body.versionNum());
        await onWrite({ entity: entity.name, created: [] });
        return success(null, platformMessage('deleted', language));
      },
    },
    doBatchDelete: {
      shape: 'none',
      handle: async (entity, request) => {
        const { actor, body, language } = context(request);
        await engine.batchDelete(entity.name, body.ids(), actor);
        await onWrite({ entity: entity.name, created: [] });
        return success(null, platformMessage('deleted', language));
      },
    },
  };
  const runAction = (action: string): Handler => async (entity, request) => {
    const { actor, body, language } = context(request);
    const record = await engine.runAction(entity.name, action, body.actionInput(), actor);
    await onWrite({ entity: entity.name, created: [] });
    return success(record, platformMessage('actionDone', language));
  };
  return { operations, runAction };
}

function serviceOperations(provider: ServiceEntityProvider, entity: EntitySchema, operationLog: SqlDatabase | undefined): Record<string, EntityOperation> {
  const operations = serviceEntityOperations(provider, entity);
  return operationLog ? withServiceWriteLog(operations, operationLog) : operations;
}

/**
 * One service's entity endpoints (DESIGN §4.4), registered under the prefix /api/<service>:
 * POST /v1/<entity>Restful/<operation> for the standard operations and each workflow action.
 * Access (menu, responsibility, resource code) is checked by the entity access guard beforehand.
 * A service entity's operations go to its provider; the engine answers the others.
 */
export async function entityRoutes(app: FastifyInstance, options: EntityRouteOptions): Promise<void> {
  const { operations, runAction } = standardOperations(options.engine, options.onWrite);
  for (const entity of options.catalog.all().filter((candidate) => candidate.service === options.service)) {
    const register = (operation: string, shape: DataShape, handle: Handler) => {
      app.post(
        `/v1/${entity.name}Restful/${operation}`,
        { config: { access: { entity: entity.name, operation } }, schema: { response: envelopeResponses(shape) } },
        (request, reply) => handle(entity, request, reply),
      );
    };
    const answered = isServiceEntity(entity) ? serviceOperations(options.providers.get(entity.name), entity, options.operationLog) : operations;
    for (const [operation, { shape, handle }] of Object.entries(answered)) register(operation, shape, handle);
    const added: Record<string, EntityOperation> = {};
    for (const family of isServiceEntity(entity) ? [] : options.families ?? []) {
      for (const [operation, answer] of Object.entries(family(entity))) {
        if (operations[operation] || added[operation] || entity.workflow?.actions[operation] || entity.commands?.[operation]) {
          throw new Error(`${entity.name}: operation ${operation} is defined twice`);
        }
        added[operation] = answer;
      }
    }
    for (const [operation, { shape, handle }] of Object.entries(added)) register(operation, shape, handle);
    for (const action of Object.keys(entity.workflow?.actions ?? {})) {
      if (operations[action]) throw new Error(`${entity.name}: workflow action ${action} clashes with a standard operation`);
      const custom = options.actionHandlers?.get(`${entity.name}.${action}`);
      register(action, 'record', custom ? (_entity, request, reply) => custom(request, reply) : runAction(action));
    }
    for (const command of Object.keys(entity.commands ?? {})) {
      if (operations[command] || entity.workflow?.actions[command]) throw new Error(`${entity.name}: command ${command} clashes with another operation`);
      const handler = options.actionHandlers?.get(`${entity.name}.${command}`);
      if (!handler) throw new Error(`${entity.name}: command ${command} has no handler registered in code`);
      const commandOperation = { shape: 'any' as const, handle: (_entity: EntitySchema, request: FastifyRequest, reply: FastifyReply) => handler(request, reply) };
      // A command that only answers a file (a download) writes nothing to log.
      const logged = !entity.commands?.[command].answersFile;
      const { handle } = logged && options.operationLog ? withServiceWriteLog({ [command]: commandOperation }, options.operationLog)[command] : commandOperation;
      register(command, 'any', handle);
    }
  }
}
