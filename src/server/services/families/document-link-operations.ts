import type { EntityCatalog } from '../../../shared/entity/entity-catalog';
import { linkedDocumentEntities } from '../../../shared/entity/linked-documents';
import type { EntityEngine } from '../../entities/entity-engine.types';
import { entityLabel } from '../../entities/entity-fields';
import { documentCode } from '../../entities/links/record-title';
import { linkMessage } from '../../entities/links/link-messages';
import { success } from '../../http/envelope-schema';
import { platformMessage } from '../../http/platform-messages';
import type { EntityOperation, EntityOperationFamily } from '../entity-operation';
import { operationContext } from '../entity-operation';
import type { EntityWrite } from '../entity-write';

/**
 * Generate actions (`POST .../<entity>Restful/<action>` with `{id}` or `{ids}`: the new document, or with
 * `groupBy` the list of new documents, linked to their sources) and `findDocumentLinks {id}` (both directions) on every document generate actions link.
 * Access: a generate action needs its resource code (entity-operation-resources.ts), the links are a read.
 */
export function documentLinkOperations(engine: EntityEngine, catalog: EntityCatalog, onWrite: (write: EntityWrite) => Promise<void>): EntityOperationFamily {
  const linked = linkedDocumentEntities(catalog);
  return (entity) => {
    const operations: Record<string, EntityOperation> = {};
    for (const name of Object.keys(entity.generate ?? {})) {
      operations[name] = {
        shape: entity.generate?.[name]?.groupBy ? 'list' : 'record',
        handle: async (_entity, request) => {
          const { actor, body, language } = operationContext(request);
          const params = body.params();
          const { record, records, grouped, target } = await engine.generate(entity.name, name, { id: params.id, ids: params.ids }, actor);
          // The new documents are records created like any save (a generated job request is enqueued).
          await onWrite({ entity: target, created: records });
          const targetEntity = catalog.get(target);
          const codes = records.map((each) => documentCode(targetEntity, each)).join(language === 'EN' ? ', ' : '、');
          const message = linkMessage(language, 'generated', { target: entityLabel(targetEntity, language), code: codes });
          // With `groupBy` the answer is the list of new documents (one per group), else the one document.
          return success(grouped ? records : record, message);
        },
      };
    }
    if (linked.has(entity.name)) {
      operations.findDocumentLinks = {
        shape: 'list',
        handle: async (_entity, request) => {
          const { actor, body, language } = operationContext(request);
          return success(await engine.findDocumentLinks(entity.name, body.id(), actor), platformMessage('queryOk', language));
        },
      };
    }
    return operations;
  };
}
