import type { MemoryLink } from '../../renderer/data/memory/memory-generate';
import type { EntityCatalog } from '../../src/shared/entity/entity-catalog';

type Row = Record<string, unknown>;

/** Every sample line of a line entity by its key, with the document (top header) it belongs to. */
function linesByKey(catalog: EntityCatalog, records: Record<string, Row[]>, lineEntity: string): Map<unknown, Row> {
  const found = new Map<unknown, Row>();
  const relation = catalog.parentOf(lineEntity);
  if (!relation) return found;
  const document = catalog.documentOf(lineEntity);
  const key = catalog.get(lineEntity).primaryKey;
  const walk = (entityName: string, row: Row, top: Row) => {
    for (const collection of catalog.get(entityName).lines ?? []) {
      for (const line of (row[collection.name] as Row[] | undefined) ?? []) {
        if (collection.entity === lineEntity) found.set(line[key], top);
        walk(collection.entity, line, top);
      }
    }
  };
  for (const row of records[document.name] ?? []) walk(document.name, row, row);
  return found;
}

/**
 * The links generate actions would have left between the sample documents (the server's
 * sys_document_links): a document whose lines refer to lines of another document that one of its generate
 * actions starts from was generated from it (a delivery note from the orders of its lines).
 */
export function sampleDocumentLinks(catalog: EntityCatalog, records: Record<string, Row[]>): MemoryLink[] {
  const links = new Map<string, MemoryLink>();
  for (const entity of catalog.all()) {
    for (const [name, action] of Object.entries(entity.generate ?? {})) {
      if (!catalog.has(action.target)) continue;
      const source = catalog.documentOf(entity.name);
      const target = catalog.documentOf(action.target);
      for (const collection of target.lines ?? []) {
        const lineEntity = catalog.get(collection.entity);
        for (const field of lineEntity.fields) {
          if (!field.ref || !catalog.has(field.ref.entity) || catalog.documentOf(field.ref.entity).name !== source.name) continue;
          const sourceLines = linesByKey(catalog, records, field.ref.entity);
          for (const row of records[target.name] ?? []) {
            for (const line of (row[collection.name] as Row[] | undefined) ?? []) {
              const from = sourceLines.get(line[field.name]);
              if (!from) continue;
              const link: MemoryLink = {
                sourceEntity: source.name,
                sourceId: Number(from[source.primaryKey]),
                targetEntity: target.name,
                targetId: Number(row[target.primaryKey]),
                action: `${entity.name}.${name}`,
                creationDate: String(row.creationDate ?? ''),
              };
              links.set(`${link.sourceId}:${link.targetId}:${link.action}`, link);
            }
          }
        }
      }
    }
  }
  // Kept oldest first, as they were made: the related documents list them newest first.
  return [...links.values()].sort((a, b) => a.creationDate.localeCompare(b.creationDate));
}
