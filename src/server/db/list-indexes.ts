import type { EntityCatalog } from '../../shared/entity/entity-catalog';
import type { EntitySchema } from '../../shared/formats/entity-format';
import { DOCUMENT_ORG_FIELD, documentOrgSource } from './document-org-column';

/** The columns of one index an entity gets without declaring it, and why. */
export interface ListIndexCandidate {
  columns: string[];
  reason: 'header key' | 'document organisation' | 'default sort' | 'workflow status' | 'last update' | 'reference' | 'auto number' | 'effective date';
}

/**
 * The columns lists filter and sort on most, which every entity gets an index on without declaring it:
 * a line's header key (lines are read by header), a line's document organisation with the primary key
 * (a restricted user's lines: src/server/db/document-org-column.ts), the default sort with the primary key that breaks its
 * ties (so the first page and every keyset page are an index range, never a sort of the whole table),
 * the workflow status and each reference (search forms filter by status, supplier, buyer, organisation),
 * each followed by the primary key so that the filtered list in its default order (newest first) is one
 * index range too, and by the organisation-scope field so that counting a restricted user's filtered rows
 * reads no row (10,001 row lookups cost about 20 ms on SQLite, the index entries under 1 ms), the last
 * update of a workflow entity (pending documents are listed latest changed first), and auto numbers. In order of use: an earlier candidate may already serve a later one.
 */
export function listIndexCandidates(entity: EntitySchema, catalog: EntityCatalog): ListIndexCandidate[] {
  const candidates: ListIndexCandidate[] = [];
  const parent = catalog.parentOf(entity.name);
  if (parent) candidates.push({ columns: [parent.collection.foreignKey], reason: 'header key' });
  // A restricted user's lines are counted from this index alone, and listed through it when few match.
  if (documentOrgSource(entity, catalog)) candidates.push({ columns: [DOCUMENT_ORG_FIELD, entity.primaryKey], reason: 'document organisation' });
  if (entity.defaultSort && entity.defaultSort.field !== entity.primaryKey) {
    candidates.push({ columns: [entity.defaultSort.field, entity.primaryKey], reason: 'default sort' });
  }
  // The organisation scope's field last: a restricted user's filtered list counts its rows from the index alone.
  const org = entity.orgScope?.field;
  const filtered = (field: string) => (org && field !== org ? [field, entity.primaryKey, org] : [field, entity.primaryKey]);
  if (entity.workflow) {
    candidates.push({ columns: filtered(entity.workflow.statusField), reason: 'workflow status' });
    // The home page's pending documents of a workflow entity are its latest changed (src/server/home/pending-documents.ts).
    candidates.push({ columns: ['lastUpdateDate', entity.primaryKey], reason: 'last update' });
  }
  // The record in force on a date (find-effective.ts) is one index range: the series' keys, then its date.
  if (entity.effectiveDated) candidates.push({ columns: [...entity.effectiveDated.keys, entity.effectiveDated.dateField], reason: 'effective date' });
  for (const field of entity.fields) {
    if (field.ref) candidates.push({ columns: filtered(field.name), reason: 'reference' });
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

/** Worked out once per catalog and entity: every list call asks (schemas do not change while a server runs). */
const sortableByCatalog = new WeakMap<EntityCatalog, WeakMap<EntitySchema, ReadonlySet<string>>>();

/**
 * The fields a list may be sorted on: the primary key and the first column of an index the entity has
 * (declared, unique or a list index), so every sorted page is read in index order and never sorts the
 * whole table. The server refuses any other sort, and the descriptor validator refuses a sortable column
 * on any other field.
 */
export function sortableFields(entity: EntitySchema, catalog: EntityCatalog): ReadonlySet<string> {
  const known = sortableByCatalog.get(catalog)?.get(entity);
  if (known) return known;
  const sortable = new Set([entity.primaryKey]);
  for (const index of entity.indexes ?? []) sortable.add(index.fields[0]);
  for (const field of entity.fields) if (field.unique) sortable.add(field.name);
  for (const candidate of listIndexCandidates(entity, catalog)) sortable.add(candidate.columns[0]);
  const ofCatalog = sortableByCatalog.get(catalog) ?? new WeakMap<EntitySchema, ReadonlySet<string>>();
  sortableByCatalog.set(catalog, ofCatalog.set(entity, sortable));
  return sortable;
}

/**
 * The fields whose `contains` filter a trigram index serves (src/server/db/trigram-index.ts): the code
 * and the display name of the entity, when they are text. These are what people type a part of into a
 * search form (an order number's digits, part of a supplier's name).
 */
export function trigramFields(entity: EntitySchema): string[] {
  const names = [entity.codeField, entity.displayField].filter((name): name is string => name !== undefined && name !== entity.primaryKey);
  return [...new Set(names)].filter((name) => {
    const type = entity.fields.find((field) => field.name === name)?.type;
    return type === 'string' || type === 'text';
  });
}
