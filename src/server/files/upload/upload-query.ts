import type { FastifyRequest } from 'fastify';
import type { Actor } from '../../entities';
import { requestLanguage } from '../../http/request-language';
import { fileRefusal } from '../file-messages';
import type { FileService } from '../file-service';

/** The parameters of an upload: the widget's entity field, and what the file is for. */
export interface UploadQuery {
  entity: string;
  field: string;
  businessId: number | null;
  fileDesc: string | null;
  functionId: string | null;
}

function text(value: unknown, max: number): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed.slice(0, max);
}

/** Reads an upload's parameters from the signed query (a normal upload) or the tus metadata (a large one). */
export function uploadParameters(source: Record<string, unknown>, request: FastifyRequest): UploadQuery {
  const language = requestLanguage(request);
  const entity = text(source.entity, 60);
  const field = text(source.field, 60);
  if (!entity || !field) throw fileRefusal('slotRequired', language, entity ? 'field' : 'entity');
  const rawId = text(source.businessId, 20);
  if (rawId !== null && !/^[1-9]\d{0,14}$/.test(rawId)) throw fileRefusal('idsInvalid', language, 'businessId');
  return { entity, field, businessId: rawId === null ? null : Number(rawId), fileDesc: text(source.fileDesc, 500), functionId: text(source.functionId, 100) };
}

export function uploadQuery(request: FastifyRequest): UploadQuery {
  return uploadParameters((request.query ?? {}) as Record<string, unknown>, request);
}

/**
 * The saved document a new file belongs to at once: the businessId of a document (not a line) the
 * caller may see, or none (the save that names the file makes it part of its document). A document he
 * cannot see answers "not found" like any other call; one he only took part in the approval of is his to
 * read, not to add files to.
 */
export async function documentOfUpload(service: FileService, query: UploadQuery, actor: Actor): Promise<{ businessEntity: string | null; businessId: number | null }> {
  if (query.businessId === null || service.catalog.parentOf(query.entity)) return { businessEntity: null, businessId: null };
  await service.engine.findById(query.entity, query.businessId, actor, 'write');
  return { businessEntity: query.entity, businessId: query.businessId };
}
