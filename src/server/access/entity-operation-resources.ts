import { MATCH_FILL_OPERATION } from '../../shared/entity/match-fills';
import { namedActionOf } from '../../shared/entity/named-actions';
import type { EntitySchema } from '../../shared/formats/entity-format';

/** The read operations: they need the menu to cover the entity, no resource code (the tree reads of tree entities, the aggregate, the document links too). */
export const READ_OPERATIONS = new Set(['findById', 'listByPage', 'findDocumentLinks', 'findTreeNodes', 'findTreePath', 'aggregate', 'chartData', 'viewableGroups']);

/** A read: a standard one above, one of the entity's `userLists` (the caller's own records) or `serviceLists` (a provider's named lists), its effective-dated read, or its match fills' read. */
export function isReadOperation(entity: EntitySchema, operation: string): boolean {
  return (
    READ_OPERATIONS.has(operation) ||
    Object.hasOwn(entity.userLists ?? {}, operation) ||
    Object.hasOwn(entity.serviceLists ?? {}, operation) ||
    entity.effectiveDated?.operation === operation ||
    (operation === MATCH_FILL_OPERATION && (entity.matchFills?.length ?? 0) > 0)
  );
}

function hasPrimaryKey(entity: EntitySchema, record: unknown): boolean {
  if (typeof record !== 'object' || record === null) return false;
  const id = (record as Record<string, unknown>)[entity.primaryKey];
  return id !== undefined && id !== null && id !== '';
}

/**
 * The resource codes a write needs (docs/api.md "Access"): permissions.create for a save without
 * primary key, .update with one (and doMove of a tree node), .delete for deletes, .import for doImport (and the Excel import), the
 * action's resource for a named action (workflow, command, generate).
 * Returns null when the operation is not allowed at all (no code declared: closed by default).
 */
export function requiredResources(entity: EntitySchema, operation: string, body: unknown): string[] | null {
  const permissions = entity.permissions ?? {};
  const codeFor = (record: unknown) => (hasPrimaryKey(entity, record) ? permissions.update : permissions.create);
  let codes: (string | undefined)[];
  switch (operation) {
    case 'saveOrUpdate':
      codes = [codeFor(body)];
      break;
    case 'doBatchSaveOrUpdate': {
      const data = typeof body === 'object' && body !== null ? (body as Record<string, unknown>).data : undefined;
      codes = Array.isArray(data) && data.length > 0 ? data.map(codeFor) : [permissions.create ?? permissions.update];
      break;
    }
    case 'delete':
    case 'doBatchDelete':
      codes = [permissions.delete];
      break;
    case 'doImport':
      codes = [permissions.import];
      break;
    // Moving a tree node changes its parent and order: an update.
    case 'doMove':
      codes = [permissions.update];
      break;
    default:
      codes = [namedActionOf(entity, operation)?.resource];
  }
  if (codes.some((code) => code === undefined)) return null;
  return [...new Set(codes as string[])];
}

/**
 * The code that grants an update of a document only while it is in approval, to its current approver
 * (the fields his open task opens, docs/authoring.md "Approval by a process"): the resource of the entity's
 * approving action (`processOutcome: APPROVED`). Undefined for any other operation, or an entity with none.
 */
export function approvalUpdateResource(entity: EntitySchema, operation: string, body: unknown): string | undefined {
  if (operation !== 'saveOrUpdate' || !hasPrimaryKey(entity, body)) return undefined;
  return Object.values(entity.workflow?.actions ?? {}).find((action) => action.processOutcome === 'APPROVED')?.resource;
}
