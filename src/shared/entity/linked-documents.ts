import type { EntityCatalog } from './entity-catalog';

/**
 * The documents (top headers) that generate actions link: every source document and every target.
 * These get the related-documents operation and panel.
 */
export function linkedDocumentEntities(catalog: EntityCatalog): Set<string> {
  const linked = new Set<string>();
  for (const entity of catalog.all()) {
    for (const action of Object.values(entity.generate ?? {})) {
      linked.add(catalog.documentOf(entity.name).name);
      if (catalog.has(action.target)) linked.add(catalog.documentOf(action.target).name);
    }
  }
  return linked;
}
