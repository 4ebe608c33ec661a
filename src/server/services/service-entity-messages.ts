import type { Language } from '../../shared/formats/common';
import type { EntitySchema } from '../../shared/formats/entity-format';
import { entityLabel } from '../entities/entity-fields';
import { ApiError } from '../http/api-error';

/** An operation the entity's provider does not implement (e.g. saveOrUpdate of a read-only listing). */
export function notSupported(entity: EntitySchema, operation: string, language: Language): ApiError {
  const label = entityLabel(entity, language);
  return new ApiError(language === 'EN' ? `${label} does not support ${operation}` : `${label}不支持此操作：${operation}`);
}

/** The answer of a provider's delete: how many records were really removed. */
export function removedMessage(count: number, language: Language): string {
  return language === 'EN' ? `${count} record(s) deleted` : `已删除${count}条记录`;
}
