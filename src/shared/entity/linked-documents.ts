import type { EntityCatalog } from './entity-catalog';

/**
 * The documents (top headers) that generate actions and postings link: every source document and every target.
 * These get the related-documents operation and panel.
 */
export function linkedDocumentEntities(catalog: EntityCatalog): Set<string> {
  const linked = new Set<string>();
  for (const entity of catalog.all()) {
    for (const action of Object.values(entity.generate ?? {})) {
      linked.add(catalog.documentOf(entity.name).name);
      if (catalog.has(action.target)) linked.add(catalog.documentOf(action.target).name);
    }
    for (const posting of (entity.posts ?? []).filter((candidate) => !candidate.ledger)) {
      linked.add(catalog.documentOf(entity.name).name);
      if (catalog.has(posting.target)) linked.add(catalog.documentOf(posting.target).name);
    }
  }
  return linked;
}
