// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { completeUserTask, returnToUserTask, startProcess } from '../../../../src/server/bpm/process-engine';
import { earlierUserTasks } from '../../../../src/server/bpm/earlier-nodes';
import { readProcessOutline } from '../../../../src/server/bpm/process-outline';
import { amountGatewayModel, chainModel } from '../../../api/bpm/bpm-support';

const approvers = [{ kind: 'user', value: 'approver' }];
const GATEWAY = amountGatewayModel('gateway', { id: 'check', approvers }, { id: 'director', approvers }, 'amount', 100);

describe('sending a process on bpmn-engine back to an earlier user task', () => {
  it('runs the earlier task again and drops the one it waited on, across a gateway, then runs on to the end', async () => {
    const started = await startProcess(GATEWAY, { amount: 500 }, 'EN');
    const atDirector = await completeUserTask(started.state, 'check', 'EN');
    expect(atDirector.waitingOn).toEqual(['director']);
    const back = await returnToUserTask(atDirector.state, 'check', 'EN');
    expect(back).toMatchObject({ waitingOn: ['check'], finished: false });
    const again = await completeUserTask(back.state, 'check', 'EN');
    expect(again).toMatchObject({ waitingOn: ['director'], finished: false });
    expect(await completeUserTask(again.state, 'director', 'EN')).toMatchObject({ waitingOn: [], finished: true });
  });

  it('goes back more than one node in a chain', async () => {
    const xml = chainModel('three', [{ id: 'a', approvers }, { id: 'b', approvers }, { id: 'c', approvers }]);
    let step = await startProcess(xml, {}, 'EN');
    for (const id of ['a', 'b']) step = await completeUserTask(step.state, id, 'EN');
    expect(step.waitingOn).toEqual(['c']);
    step = await returnToUserTask(step.state, 'a', 'EN');
    expect(step.waitingOn).toEqual(['a']);
    for (const id of ['a', 'b', 'c']) step = await completeUserTask(step.state, id, 'EN');
    expect(step.finished).toBe(true);
  });

  it('knows the user tasks before a node: every one a path of flows leads from', async () => {
    const outline = await readProcessOutline(GATEWAY);
    expect(earlierUserTasks(outline, 'director')).toEqual(['check']);
    expect(earlierUserTasks(outline, 'check')).toEqual([]);
  });
});
