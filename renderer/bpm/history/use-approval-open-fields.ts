import { useEffect, useMemo, useState } from 'react';
import { BPM_ENTITIES, INSTANCE_STATUS, TASK_STATUS } from '../../../src/shared/bpm/bpm-entities';
import { useDataAdapter } from '../../context/data-adapter-context';
import { useUserMenus } from '../../context/user-menus-context';
import { findRouteMenu } from '../../loading/route-menu';
import type { EditScreenModel } from '../../renderers/edit-screen/edit-model';

type Row = Record<string, unknown>;

const NONE: ReadonlySet<string> = new Set();

/**
 * The header fields the viewer may change on a document in approval: those his open tasks of its running
 * process open (bpmTask.editableFields, from the node's form permissions). Read under the menu of the
 * screen's approval-history tab; empty without such a tab, a running process or an open task of his. The
 * server holds the same rule on save (docs/authoring.md "Approval by a process").
 */
export function useApprovalOpenFields(model: EditScreenModel, id: unknown, version: unknown): ReadonlySet<string> {
  const adapter = useDataAdapter();
  const menus = useUserMenus();
  const route = model.tabs.find((tab) => tab.approvalHistory)?.approvalHistory?.route;
  const menu = useMemo(() => {
    const found = menus && route ? findRouteMenu(route, {}, menus) : null;
    return found ? { menuId: found.menuId, respId: found.respId } : null;
  }, [menus, route]);
  const [open, setOpen] = useState<ReadonlySet<string>>(NONE);

  useEffect(() => {
    setOpen(NONE);
    if (!menu || id === undefined || id === null) return undefined;
    let cancelled = false;
    void (async () => {
      const instances = await adapter.request<Row[]>({
        service: 'bpm',
        resource: `${BPM_ENTITIES.instance}Restful`,
        operation: 'listByPage',
        body: { businessEntity: model.entity.name, businessId: id, status: INSTANCE_STATUS.running, pageRows: 1 },
        menu,
      });
      const instanceId = instances.status === 'S' ? instances.data[0]?.instanceId : undefined;
      if (cancelled || instanceId === undefined) return;
      const tasks = await adapter.request<Row[]>({
        service: 'bpm',
        resource: `${BPM_ENTITIES.task}Restful`,
        operation: 'listByPage',
        body: { instanceId, status: TASK_STATUS.open, pageRows: 50 },
        menu,
      });
      if (cancelled || tasks.status !== 'S') return;
      const names = tasks.data.flatMap((task) => String(task.editableFields ?? '').split(',').map((name) => name.trim()).filter((name) => name !== ''));
      setOpen(new Set(names));
    })();
    return () => {
      cancelled = true;
    };
  }, [adapter, menu, model.entity.name, id, version]);

  return open;
}
