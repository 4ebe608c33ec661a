import type { EntitySchema } from '../formats/entity-format';

/**
 * The filters of a call to one of the entity's `userLists`: the caller's own filters without any on the
 * list's field (plain, with an operator suffix or nested), then that field = the caller. The server and
 * the memory adapter answer the list with these, so no filter sent can widen it.
 */
export function userListFilters(entity: EntitySchema, list: string, params: Record<string, unknown>, userId: number): Record<string, unknown> {
  const field = entity.userLists?.[list]?.field;
  if (field === undefined) throw new Error(`${entity.name} declares no user list ${list}`);
  const kept = Object.entries(params).filter(([key]) => key !== field && !key.startsWith(`${field}_`) && !key.startsWith(`${field}.`));
  return { ...Object.fromEntries(kept), [field]: userId };
}
