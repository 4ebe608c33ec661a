import type { EntityCatalog } from '../../shared/entity/entity-catalog';
import type { EntitySchema } from '../../shared/formats/entity-format';

/** The columns of one index an entity gets without declaring it, and why. */
export interface ListIndexCandidate {
  columns: string[];
  reason: 'header key' | 'default sort' | 'workflow status' | 'reference' | 'auto number';
}

/**
 * The columns lists filter and sort on most, which every entity gets an index on without declaring it:
 * a line's header key (lines are read by header), the default sort with the primary key that breaks its
 * ties (so the first page and every keyset page are an index range, never a sort of the whole table),
 * the workflow status, each reference (search forms filter by supplier, buyer, organisation) and auto
 * numbers. In order of use: an earlier candidate may already serve a later one.
 */
export function listIndexCandidates(entity: EntitySchema, catalog: EntityCatalog): ListIndexCandidate[] {
  const candidates: ListIndexCandidate[] = [];
  const parent = catalog.parentOf(entity.name);
  if (parent) candidates.push({ columns: [parent.collection.foreignKey], reason: 'header key' });
  if (entity.defaultSort && entity.defaultSort.field !== entity.primaryKey) {
    candidates.push({ columns: [entity.defaultSort.field, entity.primaryKey], reason: 'default sort' });
  }
  if (entity.workflow) candidates.push({ columns: [entity.workflow.statusField], reason: 'workflow status' });
  for (const field of entity.fields) {
    if (field.ref) candidates.push({ columns: [field.name], reason: 'reference' });
    if (field.autoNumber) candidates.push({ columns: [field.name], reason: 'auto number' });
  }
  return candidates;
}

interface ExistingIndex {
  columns: string[];
  unique: boolean;
}

function startsWith(columns: string[], prefix: string[]): boolean {
  return prefix.length <= columns.length && prefix.every((column, at) => columns[at] === column);
}

/**
 * An index already serves the candidate when it starts with the candidate's columns, or when it is
 * unique on the candidate's leading columns (then no two rows tie on them and nothing is left to order).
 */
export function isServedBy(candidate: string[], indexes: ExistingIndex[]): boolean {
  return indexes.some((index) => startsWith(index.columns, candidate) || (index.unique && startsWith(candidate, index.columns)));
}
