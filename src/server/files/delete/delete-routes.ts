import type { FastifyInstance } from 'fastify';
import type { Actor } from '../../entities';
import { entityLabel } from '../../entities/entity-fields';
import { envelopeResponses, success } from '../../http/envelope-schema';
import type { NonceStore } from '../../signing/nonce-store';
import type { AttachmentRow } from '../attachment-files';
import { fileMessage, fileRefusal } from '../file-messages';
import { callerOf, parseFileIds, reachableFiles, type FileService } from '../file-service';
import type { FileKeys } from '../keys/file-keys';
import { DELETE_ORDER_WINDOW_MS, readDeleteOrder } from './delete-order';

/**
 * Files of a saved document go with it once it has left its editable statuses: deleting them then would
 * change an approved contract behind its approver's back.
 */
async function assertDocumentsEditable(service: FileService, files: readonly AttachmentRow[], actor: Actor): Promise<void> {
  const documents = new Map(files.filter((file) => file.businessId !== null).map((file) => [`${file.businessEntity}:${file.businessId}`, file]));
  for (const file of documents.values()) {
    const entity = service.catalog.get(String(file.businessEntity));
    if (!entity.workflow) continue;
    const record = await service.engine.findById(entity.name, Number(file.businessId), actor, 'write');
    const status = String(record[entity.workflow.statusField] ?? '');
    if (entity.workflow.editableIn.includes(status)) continue;
    const code = entity.codeField ? String(record[entity.codeField] ?? '') : String(file.businessId);
    throw fileRefusal('documentLocked', actor.language, 'fileIds', { label: entityLabel(entity, actor.language), code, status });
  }
}

/**
 * `batchDelete` (spec 000 §7) and the public key its ids are encrypted with. An order is used once: its
 * nonce is remembered, and an order older than five minutes is refused, so a captured request cannot be
 * sent again. The rows go (and the ids leave their documents) in one transaction; the bytes after it.
 */
export async function deleteRoutes(app: FastifyInstance, options: { service: FileService; keys: FileKeys; nonces: NonceStore }): Promise<void> {
  const { service, keys, nonces } = options;
  app.post('/file/v2/file/publicKey', { config: { access: 'login' }, schema: { response: envelopeResponses('record') } }, async () =>
    success({ publicKey: keys.publicKeyPem, algorithm: 'RSA-OAEP-256', blockBytes: 190 }, ''),
  );

  app.post('/file/v2/file/batchDelete', { config: { access: 'login' }, schema: { response: envelopeResponses('none') } }, async (request) => {
    const actor = callerOf(request);
    const order = readDeleteOrder(keys, ((request.body ?? {}) as Record<string, unknown>).fileIds, actor.language);
    const now = Date.now();
    if (Math.abs(now - order.timestamp) > DELETE_ORDER_WINDOW_MS) throw fileRefusal('deleteExpired', actor.language, 'fileIds');
    if (!(await nonces.remember(`file-delete:${order.nonce}`, now))) throw fileRefusal('deleteReplayed', actor.language, 'fileIds');
    const files = await reachableFiles(service, request, parseFileIds(order.fileIds, request, 'fileIds'), 'delete');
    await assertDocumentsEditable(service, files, actor);
    await service.attachments.remove(files, service.catalog);
    await Promise.all(files.map((file) => service.store.delete(file.storageKey)));
    return success(null, fileMessage('deleted', actor.language));
  });
}
