import { PENDING_ROWS_SHOWN, type PendingGroup } from '../../../src/shared/api/pending';
import type { EntityCatalog } from '../../../src/shared/entity/entity-catalog';
import type { MemoryEntityStore } from './memory-entity-store';

/**
 * A menu whose documents wait for the user, as the server finds it (src/server/home/pending-documents.ts):
 * the list screen of an entity with a workflow, and the actions the user's grants allow there.
 */
export type MemoryPendingSource = Omit<PendingGroup, 'count' | 'rows'>;

/** listPending in memory: per source, the records in the from-statuses of its actions that the user reaches, latest first. */
export function memoryPending(store: MemoryEntityStore, catalog: EntityCatalog, sources: readonly MemoryPendingSource[]): PendingGroup[] {
  return sources.flatMap((source) => {
    const entity = catalog.get(source.entity);
    const workflow = entity.workflow;
    if (!workflow) return [];
    const statuses = new Set(source.actions.flatMap((action) => workflow.actions[action]?.from ?? []));
    const rows = store
      .visibleRows(entity.name)
      .filter((row) => statuses.has(String(row[workflow.statusField] ?? '')))
      .sort((a, b) => String(b.lastUpdateDate ?? '').localeCompare(String(a.lastUpdateDate ?? '')));
    return [
      {
        menuId: source.menuId,
        respId: source.respId,
        route: source.route,
        editRoute: source.editRoute,
        title: source.title,
        entity: entity.name,
        actions: source.actions,
        count: rows.length,
        rows: rows.slice(0, PENDING_ROWS_SHOWN).map((row) => ({
          id: Number(row[entity.primaryKey]),
          code: String(row[entity.codeField ?? entity.primaryKey] ?? ''),
          status: String(row[workflow.statusField] ?? ''),
          lastUpdateDate: String(row.lastUpdateDate ?? ''),
        })),
      },
    ];
  });
}
