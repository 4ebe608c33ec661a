import { act, screen, waitFor } from '@testing-library/react';
import type { DataAdapter } from '../../../../renderer/data/data-adapter';
import { describe, expect, it } from 'vitest';
import { useMyApprovalTasks } from '../../../../renderer/bpm/history/use-my-approval-tasks';
import { UserMenusProvider, type UserMenu } from '../../../../renderer/context/user-menus-context';
import { createMemoryAdapter } from '../../../../renderer/data/memory-adapter';
import { allEntities, baseRecords, lookupSeed } from '../support/fixtures';
import { renderWithProviders } from '../support/render-screen';

const TODO_MENU: UserMenu = { menuId: 52, respId: 5, route: 'myUpcoming', responsibilities: ['PUR_APPROVER'] };
const audit = { creationDate: '2024-05-01 08:00:00', createdBy: 1, lastUpdateDate: '2024-05-01 08:00:00', lastUpdatedBy: 1, versionNum: 1 };

/** The resources the probe's calls were answered for, in order. */
let answered: string[] = [];

/** Waits until the calls for `resources` were answered and React has applied what they set. */
async function afterAnswers(...resources: string[]): Promise<void> {
  await waitFor(() => expect(answered).toEqual(resources));
  await act(async () => {});
}

function adapterWith(instanceStatus: string, taskStatus: string): DataAdapter {
  answered = [];
  const memory = createMemoryAdapter({
    entities: allEntities,
    records: {
      ...baseRecords,
      bpmProcessInstance: [
        { instanceId: 5, modelId: 1, modelKey: 'poApproval', businessEntity: 'srmPoHeader', businessId: 1, businessCode: 'PO1', status: instanceStatus, submittedBy: 2, startTime: '2024-05-01 08:00:00', ...audit },
      ],
      bpmTask: [{ taskId: 8, instanceId: 5, activityId: 'level1', activityName: '采购审批', assigneeId: 9, status: taskStatus, signMode: 'ANY', sequenceNo: 1, ...audit }],
    },
    lookups: lookupSeed,
    user: { userId: 9, userType: 'internal', supplierId: null },
  });
  return {
    ...memory,
    request: async (request) => {
      const answer = await memory.request(request);
      answered.push(request.resource);
      return answer;
    },
  } as DataAdapter;
}

function Probe({ route, id }: { route?: string; id: unknown }) {
  const holds = useMyApprovalTasks(route, 'srmPoHeader', id, 'v1').holdsOpenTask;
  return <output>{holds === undefined ? 'unknown' : String(holds)}</output>;
}

function renderProbe(options: { instanceStatus?: string; taskStatus?: string; menus?: UserMenu[] | null; route?: string; id?: unknown }) {
  const adapter = adapterWith(options.instanceStatus ?? 'RUNNING', options.taskStatus ?? 'OPEN');
  const probe = <Probe route={'route' in options ? options.route : 'myUpcoming'} id={'id' in options ? options.id : 1} />;
  const menus = options.menus === undefined ? [TODO_MENU] : options.menus;
  return renderWithProviders(menus ? <UserMenusProvider menus={menus}>{probe}</UserMenusProvider> : probe, { adapter });
}

describe('useMyApprovalTasks: whether the viewer may approve or reject the document', () => {
  it('holds the open task of its running approval', async () => {
    renderProbe({});
    expect(screen.getByRole('status').textContent).toBe('false');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('true'));
    expect(answered).toEqual(['bpmProcessInstanceRestful', 'bpmTaskRestful']);
  });

  it('holds none when his task is decided, or the approval has ended', async () => {
    renderProbe({ taskStatus: 'APPROVED' });
    await afterAnswers('bpmProcessInstanceRestful', 'bpmTaskRestful');
    expect(screen.getByRole('status').textContent).toBe('false');
  });

  it('holds none when the approval ended, nor without the to-do menu to read tasks under', async () => {
    const ended = renderProbe({ instanceStatus: 'APPROVED' });
    await afterAnswers('bpmProcessInstanceRestful');
    expect(screen.getByRole('status').textContent).toBe('false');
    ended.result.unmount();
    renderProbe({ menus: [{ ...TODO_MENU, route: 'processMonitoring' }] });
    await act(async () => {});
    expect(screen.getByRole('status').textContent).toBe('false');
    expect(answered).toEqual([]);
  });

  it('is unknown without a to-do route or where no shell gives the menus', () => {
    const noRoute = renderProbe({ route: undefined });
    expect(screen.getByRole('status').textContent).toBe('unknown');
    noRoute.result.unmount();
    renderProbe({ menus: null });
    expect(screen.getByRole('status').textContent).toBe('unknown');
  });
});
