import type { EntitySchema } from '../../shared/formats/entity-format';
import type { EntityRecord } from '../entities';

/**
 * What a process keeps of the document it runs for: its number, and its own values as variables (no line
 * collections, no display objects): what gateway conditions and the binding's choice read.
 */
export function documentVariables(entity: EntitySchema, document: EntityRecord): { businessCode: string; variables: Record<string, unknown> } {
  const variables = Object.fromEntries(Object.entries(document).filter(([, value]) => value === null || typeof value !== 'object'));
  return { businessCode: String(document[entity.codeField ?? entity.primaryKey] ?? ''), variables };
}
