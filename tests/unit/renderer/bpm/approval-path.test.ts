// @vitest-environment node
import BpmnModdle from 'bpmn-moddle';
import { describe, expect, it } from 'vitest';
import { SRM_MODDLE } from '../../../../src/shared/bpm/srm-moddle';
import { approvalPath } from '../../../../renderer/bpm/approval-path';
import { processGraph, type GraphNode } from '../../../../renderer/bpm/process-graph';
import { AMOUNT_MODEL } from './bpm-test-models';

async function graph(): Promise<GraphNode[]> {
  const { rootElement } = await new BpmnModdle({ srm: SRM_MODDLE }).fromXML(AMOUNT_MODEL);
  return processGraph(rootElement);
}

const sorted = (set: Set<string>) => [...set].sort();

describe('the path an instance took, for colouring its diagram', () => {
  it('reads the nodes and flows of the model with conditions and the default', async () => {
    const amount = (await graph()).find((node) => node.id === 'amount');
    expect(amount).toEqual({
      id: 'amount',
      type: 'bpmn:ExclusiveGateway',
      outgoing: [
        { id: 'large', target: 'level2', condition: '{"field": "taxTotalAmount", "op": "gte", "value": 100000}', isDefault: false },
        { id: 'small', target: 'end', condition: null, isDefault: true },
      ],
    });
  });

  it('shows the first node current right after the start', async () => {
    const path = approvalPath(await graph(), [{ action: 'START' }], 'RUNNING', { taxTotalAmount: 200000 });
    expect(sorted(path.passed)).toEqual(['start', 'toLevel1']);
    expect(sorted(path.current)).toEqual(['level1']);
  });

  it('follows the gateway by the variables: a large amount waits on level 2', async () => {
    const history = [{ action: 'START' }, { activityId: 'level1', action: 'APPROVE' }];
    const path = approvalPath(await graph(), history, 'RUNNING', { taxTotalAmount: 200000 });
    expect(sorted(path.passed)).toEqual(['amount', 'large', 'level1', 'start', 'toAmount', 'toLevel1']);
    expect(sorted(path.current)).toEqual(['level2']);
  });

  it('takes the default flow for a small amount and ends', async () => {
    const history = [{ action: 'START' }, { activityId: 'level1', action: 'APPROVE' }, { action: 'END_APPROVED' }];
    const path = approvalPath(await graph(), history, 'APPROVED', { taxTotalAmount: 500 });
    expect(sorted(path.passed)).toEqual(['amount', 'end', 'level1', 'small', 'start', 'toAmount', 'toLevel1']);
    expect(path.current.size).toBe(0);
  });

  it('stops at the node that rejected, with nothing current', async () => {
    const history = [{ action: 'START' }, { activityId: 'level1', action: 'APPROVE' }, { activityId: 'level2', action: 'REJECT' }, { action: 'END_REJECTED' }];
    const path = approvalPath(await graph(), history, 'REJECTED', { taxTotalAmount: 200000 });
    expect(sorted(path.rejected)).toEqual(['level2']);
    expect(path.current.size).toBe(0);
    expect(path.passed.has('end')).toBe(false);
  });

  it('waits again at the node a rejection sent the process back to, and runs on from it after its new approval', async () => {
    const back = [
      { action: 'START' },
      { activityId: 'level1', action: 'APPROVE' },
      { activityId: 'level2', action: 'REJECT' },
      { activityId: 'level1', action: 'REJECT_TO' },
    ];
    const waiting = approvalPath(await graph(), back, 'RUNNING', { taxTotalAmount: 200000 });
    expect(sorted(waiting.current)).toEqual(['level1']);
    expect(sorted(waiting.passed)).toEqual(['start', 'toLevel1']);
    expect(waiting.rejected.size).toBe(0);
    const onward = approvalPath(await graph(), [...back, { activityId: 'level1', action: 'APPROVE' }], 'RUNNING', { taxTotalAmount: 200000 });
    expect(sorted(onward.current)).toEqual(['level2']);
    expect(onward.rejected.size).toBe(0);
  });
});
