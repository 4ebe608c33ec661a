import type { FastifyRequest } from 'fastify';
import type { EntityCatalog } from '../../shared/entity/entity-catalog';
import { actorOf, requireIdentity } from '../auth/request-identity';
import type { Actor, EntityEngine } from '../entities';
import { requestLanguage } from '../http/request-language';
import type { AttachmentAccess } from './attachment-access';
import type { AttachmentFiles, AttachmentRow } from './attachment-files';
import { fileRefusal } from './file-messages';
import type { FileStore } from './storage/file-store';

/** What every file route needs. */
export interface FileService {
  catalog: EntityCatalog;
  engine: EntityEngine;
  store: FileStore;
  attachments: AttachmentFiles;
  access: AttachmentAccess;
}

export function callerOf(request: FastifyRequest): Actor {
  return actorOf(requireIdentity(request), requestLanguage(request), String(request.id));
}

/** Most files one call may name (batch download, delete, list). */
export const MAX_IDS_PER_CALL = 500;

/** File ids as calls send them: "1,2,3", [1, 2, 3] or a single number; refused when malformed. */
export function parseFileIds(value: unknown, request: FastifyRequest, field: string): number[] {
  const language = requestLanguage(request);
  const parts = Array.isArray(value) ? value.map(String) : typeof value === 'number' ? [String(value)] : typeof value === 'string' ? value.split(',') : [];
  const texts = parts.map((part) => part.trim()).filter((part) => part !== '');
  if (texts.length === 0) throw fileRefusal('idsRequired', language, field);
  if (!texts.every((text) => /^[1-9]\d{0,14}$/.test(text))) throw fileRefusal('idsInvalid', language, field);
  const ids = [...new Set(texts.map(Number))];
  if (ids.length > MAX_IDS_PER_CALL) throw fileRefusal('tooManyIds', language, field, { max: MAX_IDS_PER_CALL });
  return ids;
}

/**
 * The files of these ids the caller may `operation` (attachment-access.ts): a file he cannot reach
 * answers exactly like a missing one, so a supplier learns nothing of another's files.
 */
export async function reachableFiles(
  service: FileService,
  request: FastifyRequest,
  ids: readonly number[],
  operation: 'preview' | 'download' | 'delete',
  field = 'fileIds',
): Promise<AttachmentRow[]> {
  const actor = callerOf(request);
  const rows = await service.attachments.byIds(ids);
  const reachable = await service.access.reachable(rows, actor, operation === 'delete' ? 'write' : 'read');
  if (rows.length !== ids.length || reachable.includes(false)) throw fileRefusal('fileNotFound', actor.language, field);
  await service.access.assertWidgets(request, rows, operation);
  return rows;
}
