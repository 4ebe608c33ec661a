import { PENDING_ROWS_SHOWN, type PendingGroup } from '../../../src/shared/api/pending';
import type { EntityCatalog } from '../../../src/shared/entity/entity-catalog';
import type { MemoryEntityStore } from './memory-entity-store';

/** A to-do list's rows: its fixed searchParams, each row shown by `code` and `detail` and opened by `editKey`. */
export interface MemoryTodoSource {
  searchParams: Readonly<Record<string, unknown>>;
  code: string;
  detail?: string;
  editKey: string;
}

/**
 * A menu whose documents wait for the user, as the server finds it (src/server/home/pending-documents.ts):
 * the list screen of an entity with a workflow, and the actions the user's grants allow there; or a to-do
 * list (`todo`), whose rows are what waits.
 */
export type MemoryPendingSource = Omit<PendingGroup, 'count' | 'rows'> & { todo?: MemoryTodoSource };

function todoGroup(store: MemoryEntityStore, source: MemoryPendingSource, todo: MemoryTodoSource): PendingGroup {
  const { rows, page } = store.list(source.entity, { ...todo.searchParams, pageIndex: 1, pageRows: PENDING_ROWS_SHOWN });
  const { todo: _todo, ...group } = source;
  return {
    ...group,
    count: page.count,
    rows: rows.map((row) => ({
      id: Number(row[todo.editKey]),
      code: String(row[todo.code] ?? ''),
      status: '',
      ...(todo.detail ? { detail: String(row[todo.detail] ?? '') } : {}),
      lastUpdateDate: String(row.lastUpdateDate ?? ''),
    })),
  };
}

/**
 * listPending in memory: per source, a to-do list's rows, or the records in the from-statuses of its actions
 * that the user reaches, latest first (none for approve / reject alone when a to-do list lists the tasks).
 */
export function memoryPending(store: MemoryEntityStore, catalog: EntityCatalog, sources: readonly MemoryPendingSource[]): PendingGroup[] {
  const hasTodo = sources.some((source) => source.todo);
  return sources.flatMap((source) => {
    if (source.todo) return [todoGroup(store, source, source.todo)];
    const entity = catalog.get(source.entity);
    const workflow = entity.workflow;
    if (!workflow) return [];
    // Approve / reject of a document in approval are the to-do list's tasks, where the user has one.
    if (hasTodo && source.actions.every((action) => workflow.actions[action]?.processOutcome)) return [];
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
