import type { EntityCatalog } from '../../src/shared/entity/entity-catalog';
import type { EntitySchema } from '../../src/shared/formats/entity-format';
import type { AttachmentConfig } from '../descriptors/attachment-config.schema';
import { DEFAULT_MAX_FILES, IMAGE_SUFFIXES, MAX_UPLOAD_BYTES } from '../descriptors/attachment-limits';

/** An attachment widget's rules with the defaults of spec 000 §9 applied, and the field it fills. */
export interface AttachmentRules {
  entity: string;
  field: string;
  /** Header fields: the key whose saved value names the document uploads belong to at once. */
  documentKey?: string;
  /** Allowed extensions (lowercase); undefined: any type the server accepts. */
  extensions?: readonly string[];
  maxSize: number;
  maxCount: number;
  imageOnly: boolean;
  /** Pictures are cropped (180 by 180 box) before they are uploaded. */
  crop: boolean;
  permissionCheck: boolean;
}

export function resolveAttachmentRules(entity: EntitySchema, catalog: EntityCatalog, field: string, config: AttachmentConfig = {}): AttachmentRules {
  return attachmentRulesOf(entity, field, catalog.parentOf(entity.name) ? undefined : entity.primaryKey, config);
}

/** The rules of an attachment field whose files belong to the document `documentKey` names, or (undefined) are bound by whoever sends their ids. */
export function attachmentRulesOf(entity: EntitySchema, field: string, documentKey: string | undefined, config: AttachmentConfig = {}): AttachmentRules {
  const declared = entity.fields.find((candidate) => candidate.name === field);
  if (declared?.type !== 'attachment') throw new Error(`field ${entity.name}.${field} is shown as attachments but is not of type "attachment"`);
  return {
    entity: entity.name,
    field,
    documentKey,
    extensions: config.imageOnly ? IMAGE_SUFFIXES.filter((suffix) => !config.extensions || config.extensions.includes(suffix)) : config.extensions,
    maxSize: config.maxSize ?? MAX_UPLOAD_BYTES,
    maxCount: config.maxCount ?? DEFAULT_MAX_FILES,
    imageOnly: Boolean(config.imageOnly),
    crop: Boolean(config.imageOnly && config.crop),
    permissionCheck: config.permissionCheck !== false,
  };
}

/** The file ids an attachment value holds ("12,15"). */
export function attachmentIds(value: unknown): number[] {
  if (typeof value !== 'string' && typeof value !== 'number') return [];
  return String(value)
    .split(',')
    .map((part) => Number(part.trim()))
    .filter((id) => Number.isInteger(id) && id > 0);
}

/** The lowercase extension of a file name, without the dot. */
export function fileSuffix(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 && dot < name.length - 1 ? name.slice(dot + 1).toLowerCase() : '';
}
