import type { Row } from '../../renderer/data/memory/memory-query';
import { sampleDateTime } from './sample-clock';
import { SAMPLE_APPROVAL_MODEL_KEY, SAMPLE_APPROVAL_MODEL_XML } from './sample-approval-model';

const VIEWER = 1;
const SUBMITTER = 2;
/** Another approver: decides the viewer's own submissions. */
const COLLEAGUE = 3;

interface SampleInstance {
  status: 'RUNNING' | 'APPROVED' | 'REJECTED' | 'WITHDRAWN';
  amount: number;
  /** The nodes decided so far, in order, with how (REJECT_TO: the process was sent back to that node). */
  steps: { node: 'level1' | 'level2'; name: string; action: 'APPROVE' | 'REJECT' | 'REJECT_TO'; comment: string }[];
  /** The node the process waits on now. */
  waitsOn?: { node: 'level1' | 'level2'; name: string };
  /** Submitted by the viewer himself (my submissions), decided by a colleague; else submitted by another buyer, decided by the viewer. */
  mine?: boolean;
}

/** The history entry that ends an instance in this status. */
const END_ACTIONS: Record<SampleInstance['status'], string | null> = { RUNNING: null, APPROVED: 'END_APPROVED', REJECTED: 'END_REJECTED', WITHDRAWN: 'WITHDRAW' };

const INSTANCES: SampleInstance[] = [
  { status: 'RUNNING', amount: 268_000, steps: [{ node: 'level1', name: '采购审批', action: 'APPROVE', comment: '价格已比对三家' }], waitsOn: { node: 'level2', name: '二级会签' } },
  { status: 'RUNNING', amount: 36_500, steps: [], waitsOn: { node: 'level1', name: '采购审批' } },
  { status: 'APPROVED', amount: 52_800, steps: [{ node: 'level1', name: '采购审批', action: 'APPROVE', comment: '同意' }] },
  { status: 'REJECTED', amount: 412_000, steps: [{ node: 'level1', name: '采购审批', action: 'REJECT', comment: '交期不满足生产计划，请重新询价' }] },
  {
    status: 'RUNNING',
    amount: 185_000,
    steps: [
      { node: 'level1', name: '采购审批', action: 'APPROVE', comment: '同意' },
      { node: 'level2', name: '二级会签', action: 'REJECT', comment: '请补充比价单后再审' },
      { node: 'level1', name: '采购审批', action: 'REJECT_TO', comment: '请补充比价单后再审' },
    ],
    waitsOn: { node: 'level1', name: '采购审批' },
  },
  { status: 'RUNNING', amount: 18_900, steps: [], waitsOn: { node: 'level1', name: '采购审批' }, mine: true },
  { status: 'WITHDRAWN', amount: 9_600, steps: [], mine: true },
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
    const submitter = sample.mine ? VIEWER : SUBMITTER;
    const approver = sample.mine ? COLLEAGUE : VIEWER;
    const end = END_ACTIONS[sample.status];
    const history = [
      entry({ action: 'START', userId: submitter }, 0),
      ...sample.steps.map((step, at) => entry({ activityId: step.node, activityName: step.name, action: step.action, actionComment: step.comment, userId: approver }, 30 * (at + 1))),
      ...(end === null ? [] : [entry({ action: end, userId: end === 'WITHDRAW' ? submitter : approver }, 31 * (sample.steps.length + 1))]),
    ];
    for (const step of sample.steps.filter((decided) => decided.action !== 'REJECT_TO')) {
      tasks.push({
        taskId: tasks.length + 1, instanceId, activityId: step.node, activityName: step.name, assigneeId: approver,
        status: step.action === 'APPROVE' ? 'APPROVED' : 'REJECTED', signMode: 'ANY', sequenceNo: 1,
        completedTime: sampleDateTime(started, 9 * 60 + 30), completedComment: step.comment, ...audit(started),
      });
    }
    if (sample.waitsOn) {
      tasks.push({
        taskId: tasks.length + 1, instanceId, activityId: sample.waitsOn.node, activityName: sample.waitsOn.name, assigneeId: approver,
        status: 'OPEN', signMode: sample.waitsOn.node === 'level2' ? 'ALL' : 'ANY', sequenceNo: 1, dueTime: sampleDateTime(started + 2), ...audit(started),
      });
    }
    return {
      instanceId, modelId: model.modelId, modelKey: SAMPLE_APPROVAL_MODEL_KEY, businessEntity: 'srmPoHeader',
      businessId: order.poHeaderId ?? instanceId, businessCode: order.poNumber ?? `PO-${instanceId}`, status: sample.status,
      submittedBy: submitter, startTime: sampleDateTime(started), endTime: sample.status === 'RUNNING' ? null : sampleDateTime(started, 11 * 60),
      variables: JSON.stringify({ ...order, taxTotalAmount: sample.amount }), history, ...audit(started),
    };
  });
  return { bpmProcessModel: [model], bpmProcessInstance: instances, bpmTask: tasks };
}
