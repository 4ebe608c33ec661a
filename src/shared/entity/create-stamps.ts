import type { EntitySchema } from '../formats/entity-format';

/**
 * The values of a new record's `createStamp` fields: the creating user's id, or the creation moment as
 * stored text ('yyyy-MM-dd HH:mm:ss'). The same rule for the server engine and the memory adapter.
 */
export function createStampValues(entity: EntitySchema, userId: number, createdAt: string): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const field of entity.fields) {
    if (field.createStamp === 'currentUser') values[field.name] = userId;
    else if (field.createStamp === 'now') values[field.name] = createdAt;
  }
  return values;
}
