import type { Row } from '../../renderer/data/memory/memory-query';
import { sampleDateTime } from './sample-clock';
import { SAMPLE_APPROVAL_MODEL_KEY, SAMPLE_APPROVAL_MODEL_XML } from './sample-approval-model';

const VIEWER = 1;
const SUBMITTER = 2;

interface SampleInstance {
  status: 'RUNNING' | 'APPROVED' | 'REJECTED';
  amount: number;
  /** The nodes decided so far, in order, with how. */
  steps: { node: 'level1' | 'level2'; name: string; action: 'APPROVE' | 'REJECT'; comment: string }[];
  /** The node the viewer is asked to decide now. */
  waitsOn?: { node: 'level1' | 'level2'; name: string };
}

const INSTANCES: SampleInstance[] = [
  { status: 'RUNNING', amount: 268_000, steps: [{ node: 'level1', name: '采购审批', action: 'APPROVE', comment: '价格已比对三家' }], waitsOn: { node: 'level2', name: '二级会签' } },
  { status: 'RUNNING', amount: 36_500, steps: [], waitsOn: { node: 'level1', name: '采购审批' } },
  { status: 'APPROVED', amount: 52_800, steps: [{ node: 'level1', name: '采购审批', action: 'APPROVE', comment: '同意' }] },
  { status: 'REJECTED', amount: 412_000, steps: [{ node: 'level1', name: '采购审批', action: 'REJECT', comment: '交期不满足生产计划，请重新询价' }] },
];

/**
 * The approval platform's sample records, coherent where the generic generator would not be: one deployed
 * model that draws, instances of sample orders in every state with their history (the history lines of each
 * instance), and the viewer's tasks, open where an instance waits on him and done where he decided.
 */
export function sampleApprovals(orders: readonly Row[]): Record<string, Row[]> {
  const audit = (days: number) => ({ creationDate: sampleDateTime(days), createdBy: VIEWER, lastUpdateDate: sampleDateTime(days), lastUpdatedBy: VIEWER, versionNum: 1 });
  const model = { modelId: 1, modelKey: SAMPLE_APPROVAL_MODEL_KEY, modelName: '采购订单审批', category: 'PO', modelVersion: 1, deployedFlag: 'Y', bpmnXml: SAMPLE_APPROVAL_MODEL_XML, ...audit(-10) };
  const tasks: Row[] = [];
  let historyId = 0;
  const instances = INSTANCES.map((sample, index) => {
    const instanceId = index + 1;
    const order = orders[index] ?? {};
    const started = -index - 1;
    const entry = (values: Row, minutes: number) => ({ historyId: ++historyId, instanceId, userId: VIEWER, actionTime: sampleDateTime(started, 9 * 60 + 30 + minutes), ...values });
    const history = [
      entry({ action: 'START', userId: SUBMITTER }, 0),
      ...sample.steps.map((step, at) => entry({ activityId: step.node, activityName: step.name, action: step.action, actionComment: step.comment }, 30 * (at + 1))),
      ...(sample.status === 'RUNNING' ? [] : [entry({ action: sample.status === 'APPROVED' ? 'END_APPROVED' : 'END_REJECTED' }, 31 * (sample.steps.length + 1))]),
    ];
    for (const step of sample.steps) {
      tasks.push({
        taskId: tasks.length + 1, instanceId, activityId: step.node, activityName: step.name, assigneeId: VIEWER,
        status: step.action === 'APPROVE' ? 'APPROVED' : 'REJECTED', signMode: 'ANY', sequenceNo: 1,
        completedTime: sampleDateTime(started, 9 * 60 + 30), completedComment: step.comment, ...audit(started),
      });
    }
    if (sample.waitsOn) {
      tasks.push({
        taskId: tasks.length + 1, instanceId, activityId: sample.waitsOn.node, activityName: sample.waitsOn.name, assigneeId: VIEWER,
        status: 'OPEN', signMode: sample.waitsOn.node === 'level2' ? 'ALL' : 'ANY', sequenceNo: 1, dueTime: sampleDateTime(started + 2), ...audit(started),
      });
    }
    return {
      instanceId, modelId: model.modelId, modelKey: SAMPLE_APPROVAL_MODEL_KEY, businessEntity: 'srmPoHeader',
      businessId: order.poHeaderId ?? instanceId, businessCode: order.poNumber ?? `PO-${instanceId}`, status: sample.status,
      submittedBy: SUBMITTER, startTime: sampleDateTime(started), endTime: sample.status === 'RUNNING' ? null : sampleDateTime(started, 11 * 60),
      variables: JSON.stringify({ ...order, taxTotalAmount: sample.amount }), history, ...audit(started),
    };
  });
  return { bpmProcessModel: [model], bpmProcessInstance: instances, bpmTask: tasks };
}
