import { useEffect, useMemo, useState } from 'react';
import { BPM_ENTITIES, INSTANCE_STATUS, TASK_STATUS } from '../../../src/shared/bpm/bpm-entities';
import { useDataAdapter } from '../../context/data-adapter-context';
import { useUserMenus } from '../../context/user-menus-context';
import { findRouteMenu } from '../../loading/route-menu';

type Row = Record<string, unknown>;

const NONE: ReadonlySet<string> = new Set();

/** What the viewer's open tasks of a document's running approval let him do on its edit screen. */
export interface MyApprovalTasks {
  /** Whether he holds one (approve / reject are his); undefined: not known (no route to read it under, or no shell giving the user's menus). */
  holdsOpenTask: boolean | undefined;
  /** The header fields those tasks open to him (bpmTask.editableFields, from the nodes' form permissions); the server holds the same rule on save. */
  openFields: ReadonlySet<string>;
}

/**
 * The viewer's open tasks of the document's running approval, read once under the menu of the to-do
 * `route` (bpmTask lists only the viewer's own tasks): none without that menu or a running approval, and
 * while they are read. Another `version` (the document read again after a save, an action or a decision)
 * reads them again; an answer for an earlier document, version or menu is not shown.
 */
export function useMyApprovalTasks(route: string | undefined, entity: string, id: unknown, version: unknown): MyApprovalTasks {
  const adapter = useDataAdapter();
  const menus = useUserMenus();
  const menu = useMemo(() => {
    const found = route && menus ? findRouteMenu(route, {}, menus) : null;
    return found ? { menuId: found.menuId, respId: found.respId } : null;
  }, [menus, route]);
  const [read, setRead] = useState<{ reading: unknown[]; tasks: Row[] } | null>(null);
  const reading = useMemo(() => [route, entity, id, version, menu], [route, entity, id, version, menu]);

  useEffect(() => {
    if (!route || id === undefined || id === null) return undefined;
    if (!menu) {
      setRead({ reading, tasks: [] });
      return undefined;
    }
    let cancelled = false;
    void (async () => {
      const instances = await adapter.request<Row[]>({
        service: 'bpm',
        resource: `${BPM_ENTITIES.instance}Restful`,
        operation: 'listByPage',
        body: { businessEntity: entity, businessId: id, status: INSTANCE_STATUS.running, pageRows: 1 },
        menu,
      });
      const running = instances.status === 'S' ? instances.data[0] : undefined;
      const tasks = running
        ? await adapter.request<Row[]>({
            service: 'bpm',
            resource: `${BPM_ENTITIES.task}Restful`,
            operation: 'listByPage',
            body: { instanceId: running.instanceId, status: TASK_STATUS.open, pageRows: 50 },
            menu,
          })
        : null;
      if (!cancelled) setRead({ reading, tasks: tasks?.status === 'S' ? tasks.data : [] });
    })();
    return () => {
      cancelled = true;
    };
  }, [adapter, menu, route, entity, id, reading]);

  return useMemo(() => {
    const tasks = read?.reading === reading ? read.tasks : [];
    const names = tasks.flatMap((task) => String(task.editableFields ?? '').split(',').map((name) => name.trim()).filter((name) => name !== ''));
    return {
      holdsOpenTask: !route || !menus ? undefined : tasks.length > 0,
      openFields: names.length > 0 ? new Set(names) : NONE,
    };
  }, [read, reading, route, menus]);
}
