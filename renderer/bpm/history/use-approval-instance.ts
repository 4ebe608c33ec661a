import { useCallback, useEffect, useState } from 'react';
import { useDataAdapter } from '../../context/data-adapter-context';
import type { MenuContext } from '../../data/data-adapter';
import { BPM_ENTITIES, TASK_STATUS } from '../../../src/shared/bpm/bpm-entities';

type Row = Record<string, unknown>;

/** An instance as the approval panel shows it: the record with its history, and the viewer's own open tasks of it. */
export type ApprovalInstanceState =
  | { kind: 'loading' }
  | { kind: 'failed'; msg: string }
  | { kind: 'loaded'; instance: Row; history: Row[]; myTasks: Row[]; pendingTasks: Row[] };

/**
 * Reads an instance (findById: its history lines come with it) and, `withTasks`, the viewer's open tasks of
 * it (bpmTask is scoped to its assignee, so the list holds only his own), under `menu`. Without task actions
 * the tasks are not asked for: the menu (monitoring) may not read them. `withPending` (an administrator
 * granted reassign) also reads every pending task of the instance, whoever holds it. `reload` reads all again.
 */
export function useApprovalInstance(instanceId: unknown, menu: MenuContext, withTasks: boolean, withPending = false): { state: ApprovalInstanceState; reload: () => void } {
  const adapter = useDataAdapter();
  const [state, setState] = useState<ApprovalInstanceState>({ kind: 'loading' });
  const [version, setVersion] = useState(0);
  const reload = useCallback(() => setVersion((value) => value + 1), []);

  useEffect(() => {
    let cancelled = false;
    void (async () => {
      const [instance, tasks, pending] = await Promise.all([
        adapter.request<Row>({ service: 'bpm', resource: `${BPM_ENTITIES.instance}Restful`, operation: 'findById', body: { id: instanceId }, menu }),
        withTasks
          ? adapter.request<Row[]>({ service: 'bpm', resource: `${BPM_ENTITIES.task}Restful`, operation: 'listByPage', body: { instanceId, status: TASK_STATUS.open, pageRows: 50 }, menu })
          : null,
        withPending ? adapter.request<Row[]>({ service: 'bpm', resource: `${BPM_ENTITIES.task}Restful`, operation: 'listPendingTasks', body: { id: instanceId }, menu }) : null,
      ]);
      if (cancelled) return;
      if (instance.status !== 'S') return setState({ kind: 'failed', msg: instance.msg });
      const failed = [tasks, pending].find((answer) => answer && answer.status !== 'S');
      if (failed) return setState({ kind: 'failed', msg: failed.msg });
      const myTasks = tasks && Array.isArray(tasks.data) ? tasks.data : [];
      const pendingTasks = pending && Array.isArray(pending.data) ? pending.data : [];
      setState({ kind: 'loaded', instance: instance.data, history: (instance.data.history as Row[] | undefined) ?? [], myTasks, pendingTasks });
    })();
    return () => {
      cancelled = true;
    };
  }, [adapter, instanceId, menu, withTasks, withPending, version]);

  return { state, reload };
}
