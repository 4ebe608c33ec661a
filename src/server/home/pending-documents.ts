import type { EntityCatalog } from '../../shared/entity/entity-catalog';
import { PENDING_ROWS_SHOWN, type PendingGroup } from '../../shared/api/pending';
import type { AccessDirectory } from '../access/access-directory';
import type { ScreenCoverage } from '../access/screen-coverage';
import type { SessionUser } from '../auth/user-directory';
import type { Actor, EntityEngine } from '../entities/entity-engine.types';
import { documentsAwaitingUser } from '../bpm/documents-awaiting-user';
import type { ListScreenDescriptor, ListTodo } from '../../../renderer/renderers/list-screen/list-screen.schema';

export interface PendingSources {
  directory: AccessDirectory;
  coverage: ScreenCoverage;
  catalog: EntityCatalog;
  engine: EntityEngine;
}

/** The process outcomes an approver decides (the others, withdraw and stop, end a process by hand). */
const DECIDING_OUTCOMES = new Set<string>(['APPROVED', 'REJECTED']);

/** A to-do list's rows (its fixed searchParams, in the user's scope): counted, the first listed, each opened by the edit key. */
async function todoGroup(
  engine: EntityEngine,
  catalog: EntityCatalog,
  screen: ListScreenDescriptor,
  { code, detail }: ListTodo,
  place: Pick<PendingGroup, 'menuId' | 'respId' | 'route'>,
  actor: Actor,
): Promise<PendingGroup> {
  const entity = catalog.get(screen.entity);
  // In the entity's own order (its defaultSort, indexed), as the list screen shows them.
  const { rows, page } = await engine.listByPage(entity.name, { ...screen.table.searchParams, pageIndex: 1, pageRows: PENDING_ROWS_SHOWN }, actor);
  const editKey = screen.editKey ?? entity.primaryKey;
  return {
    ...place,
    editRoute: screen.editRoute,
    title: screen.title,
    entity: entity.name,
    actions: screen.rowActions.map((button) => button.action),
    count: page.count,
    rows: rows.map((row) => ({
      id: Number(row[editKey]),
      code: String(row[code] ?? ''),
      status: '',
      ...(detail ? { detail: String(row[detail] ?? '') } : {}),
      lastUpdateDate: String(row.lastUpdateDate ?? ''),
    })),
  };
}

/**
 * For each function menu the user holds: a to-do list's rows (a list screen with `todo`, as 我的待办; see
 * todoGroup); for a list screen whose entity has a workflow, the actions his resources grant there (for his
 * user type) and the records in their `from` statuses (for a document bound to a process, approvers get those
 * holding an open task of theirs, unless a to-do list already lists those tasks), read through the engine so
 * supplier scope applies. One group per menu, through the first responsibility granting any such action.
 */
export async function listPendingDocuments(
  sources: PendingSources,
  user: SessionUser,
  actor: Actor,
): Promise<PendingGroup[]> {
  const { directory, coverage, catalog, engine } = sources;
  const model = await directory.accessModel();
  const groups: PendingGroup[] = [];
  const done = new Set<number>();
  // Groups of documents the user only approves or rejects (his open tasks on them), and whether a to-do list lists those tasks.
  const decidedByTasks = new Set<PendingGroup>();
  let hasTodo = false;
  for (const respId of await directory.heldResponsibilities(user)) {
    for (const [menuId, resourceIds] of model.grants.get(respId) ?? []) {
      const menu = model.menus.get(menuId);
      if (done.has(menuId) || !menu?.enabled || menu.menuType !== '20' || !menu.htmlUrl) continue;
      const screen = coverage.screens.get(menu.htmlUrl);
      if (screen?.type !== 'list' || !catalog.has(screen.entity)) continue;
      if (screen.todo) {
        done.add(menuId);
        hasTodo = true;
        groups.push(await todoGroup(engine, catalog, screen, screen.todo, { menuId, respId, route: menu.htmlUrl }, actor));
        continue;
      }
      const entity = catalog.get(screen.entity);
      const workflow = entity.workflow;
      if (!workflow) continue;
      const codes = new Set([...resourceIds].flatMap((id) => model.resources.get(id)?.resourceCode ?? []));
      // Withdrawing or stopping a process is no work waiting on anyone: only approve / reject of a process count.
      const actions = Object.entries(workflow.actions).filter(
        ([, action]) =>
          codes.has(action.resource) && action.actor === user.userType && action.pending !== false && (!action.processOutcome || DECIDING_OUTCOMES.has(action.processOutcome)),
      );
      if (actions.length === 0) continue;
      done.add(menuId);
      // Approve / reject of a document bound to a process are its approvers' alone: their pending documents are
      // those they hold an open task on; the other actions wait on the documents in their `from` statuses.
      const direct = actions.filter(([, action]) => !action.processOutcome);
      const [filter, values] =
        direct.length > 0
          ? [`${workflow.statusField}_in`, [...new Set(direct.flatMap(([, action]) => action.from))]]
          : [`${entity.primaryKey}_in`, await documentsAwaitingUser(engine.kit.base.db, catalog, entity.name, actor.userId)];
      const { rows, page } =
        values.length > 0
          ? await engine.listByPage(entity.name, { pageIndex: 1, pageRows: PENDING_ROWS_SHOWN, sortField: 'lastUpdateDate', sortOrder: 'desc', [filter]: values }, actor)
          : { rows: [], page: { count: 0 } };
      const group: PendingGroup = {
        menuId,
        respId,
        route: menu.htmlUrl,
        editRoute: screen.editRoute,
        title: screen.title,
        entity: entity.name,
        ...(workflow.statusLookup ? { statusLookup: workflow.statusLookup } : {}),
        actions: actions.map(([name]) => name),
        count: page.count,
        rows: rows.map((row) => ({
          id: Number(row[entity.primaryKey]),
          code: String(row[entity.codeField ?? entity.primaryKey] ?? ''),
          status: String(row[workflow.statusField] ?? ''),
          lastUpdateDate: String(row.lastUpdateDate ?? ''),
        })),
      };
      groups.push(group);
      if (direct.length === 0) decidedByTasks.add(group);
    }
  }
  // Each decision is listed once: as a task of the to-do list, where the user has one, not again as its document.
  return hasTodo ? groups.filter((group) => !decidedByTasks.has(group)) : groups;
}
