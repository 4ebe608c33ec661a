import { useEffect, useMemo, useState } from 'react';
import { BPM_ENTITIES, INSTANCE_STATUS, TASK_STATUS } from '../../../src/shared/bpm/bpm-entities';
import { useDataAdapter } from '../../context/data-adapter-context';
import { useUserMenus } from '../../context/user-menus-context';
import { findRouteMenu } from '../../loading/route-menu';

type Row = Record<string, unknown>;

/**
 * Whether the viewer holds an open task of the document's running approval, read under the menu of the
 * to-do `route` (bpmTask lists only the viewer's own tasks): false without that menu or a running
 * approval, and while it is read; undefined without a `route` to read it under or where no shell gives the
 * user's menus. Another `version` (the
 * document as read again after a save, an action or a decision) reads it again.
 */
export function useHoldsOpenTask(route: string | undefined, entity: string, id: unknown, version: unknown): boolean | undefined {
  const adapter = useDataAdapter();
  const menus = useUserMenus();
  const menu = useMemo(() => {
    const found = route && menus ? findRouteMenu(route, {}, menus) : null;
    return found ? { menuId: found.menuId, respId: found.respId } : null;
  }, [menus, route]);
  // What was read, for which reading: an answer for an earlier document, version or menu is not shown.
  const [holds, setHolds] = useState<{ reading: unknown[]; value: boolean } | null>(null);
  const reading = useMemo(() => [route, entity, id, version, menu], [route, entity, id, version, menu]);

  useEffect(() => {
    if (!route || id === undefined || id === null) return undefined;
    if (!menu) {
      setHolds({ reading, value: false });
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
            body: { instanceId: running.instanceId, status: TASK_STATUS.open, pageRows: 1 },
            menu,
          })
        : null;
      if (!cancelled) setHolds({ reading, value: tasks?.status === 'S' && tasks.data.length > 0 });
    })();
    return () => {
      cancelled = true;
    };
  }, [adapter, menu, route, entity, id, reading]);

  if (!route || !menus) return undefined;
  return holds?.reading === reading ? holds.value : false;
}
