import type { ApiEnvelope } from '../../../src/shared/api/envelope';
import type { MenuContext } from '../../../renderer/data/data-adapter';
import type { SignedInClient } from '../support/signed-client';

export type Row = Record<string, unknown>;

/** One user task of a test model: its approvers as srm:approver rules and how they decide. */
export interface TestNode {
  id: string;
  approvers?: { kind: string; value: string }[];
  mode?: string;
  /** srm:formField permissions of the node. */
  formFields?: { name: string; access: string }[];
  /** srm:approval rejectTo: "any", "submitter" or earlier node ids. */
  rejectTo?: string;
}

const HEAD = `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:srm="http://srm-platform.org/schema/bpmn/1.0"
  xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" id="defs" targetNamespace="http://srm-platform.org/test">`;

function userTask(node: TestNode): string {
  const approvers = [
    ...(node.approvers ?? []).map((rule) => `<srm:approver kind="${rule.kind}" value="${rule.value}" />`),
    ...(node.formFields ?? []).map((field) => `<srm:formField name="${field.name}" access="${field.access}" />`),
  ].join('');
  const rejectTo = node.rejectTo === undefined ? '' : ` rejectTo="${node.rejectTo}"`;
  const approval = node.approvers ? `<bpmn:extensionElements><srm:approval mode="${node.mode ?? 'any'}" dueHours="24"${rejectTo}>${approvers}</srm:approval></bpmn:extensionElements>` : '';
  return `<bpmn:userTask id="${node.id}" name="Node ${node.id}">${approval}</bpmn:userTask>`;
}

/** start -> the nodes one after another -> end. */
export function chainModel(key: string, nodes: TestNode[]): string {
  const ids = ['start', ...nodes.map((node) => node.id), 'end'];
  const flows = ids.slice(1).map((target, index) => `<bpmn:sequenceFlow id="f${index}" sourceRef="${ids[index]}" targetRef="${target}" />`);
  return `${HEAD}<bpmn:process id="${key}" name="Test ${key}" isExecutable="true"><bpmn:startEvent id="start" />${nodes.map(userTask).join('')}${flows.join('')}<bpmn:endEvent id="end" /></bpmn:process></bpmn:definitions>`;
}

/** start -> first -> gateway: `field` >= `threshold` goes to `second`, otherwise (the default) straight to end. */
export function amountGatewayModel(key: string, first: TestNode, second: TestNode, field: string, threshold: number): string {
  const condition = JSON.stringify({ field, op: 'gte', value: threshold });
  return `${HEAD}<bpmn:process id="${key}" name="Test ${key}" isExecutable="true"><bpmn:startEvent id="start" />${userTask(first)}
    <bpmn:exclusiveGateway id="amountGateway" default="small" />${userTask(second)}<bpmn:endEvent id="end" />
    <bpmn:sequenceFlow id="toFirst" sourceRef="start" targetRef="${first.id}" />
    <bpmn:sequenceFlow id="toGateway" sourceRef="${first.id}" targetRef="amountGateway" />
    <bpmn:sequenceFlow id="large" sourceRef="amountGateway" targetRef="${second.id}"><bpmn:conditionExpression xsi:type="bpmn:tFormalExpression" language="srm:condition">${condition}</bpmn:conditionExpression></bpmn:sequenceFlow>
    <bpmn:sequenceFlow id="small" sourceRef="amountGateway" targetRef="end" />
    <bpmn:sequenceFlow id="secondToEnd" sourceRef="${second.id}" targetRef="end" /></bpmn:process></bpmn:definitions>`;
}

/** A signed-in user with the menu of each approval screen he holds. */
export class BpmCaller {
  private readonly menus = new Map<string, MenuContext>();

  constructor(readonly client: SignedInClient) {}

  async menu(code: string): Promise<MenuContext> {
    let menu = this.menus.get(code);
    if (!menu) {
      menu = await this.client.menu(code);
      this.menus.set(code, menu);
    }
    return menu;
  }

  async call<T = Row>(menuCode: string, service: string, resource: string, operation: string, body: Row): Promise<ApiEnvelope<T>> {
    return this.client.adapter.request<T>({ service, resource, operation, body, menu: await this.menu(menuCode) });
  }

  deploy(bpmnXml: string) {
    return this.call('PROCESS_LIST', 'bpm', 'bpmProcessModelRestful', 'doDeploy', { bpmnXml, category: 'TEST' });
  }

  start(modelKey: string, orderId: number) {
    return this.call('PROCESS_INITIATE', 'bpm', 'bpmProcessInstanceRestful', 'doStartProcess', { modelKey, entity: 'srmPoHeader', id: orderId });
  }

  async openTasks(instanceId: number): Promise<Row[]> {
    const answer = await this.call<Row[]>('MY_UPCOMING', 'bpm', 'bpmTaskRestful', 'listByPage', { instanceId, status: 'OPEN' });
    if (answer.status !== 'S') throw new Error(answer.msg);
    return answer.data;
  }

  complete(decision: 'doApproveTask' | 'doRejectTask', task: Row, comment = 'ok', targetActivityId?: string) {
    return this.call('MY_UPCOMING', 'bpm', 'bpmTaskRestful', decision, { id: task.taskId, versionNum: task.versionNum, comment, ...(targetActivityId && { targetActivityId }) });
  }

  withdraw(instanceId: number, comment?: string) {
    return this.call('MY_BPM_MATTER_LIST', 'bpm', 'bpmProcessInstanceRestful', 'doWithdraw', { id: instanceId, comment });
  }

  stop(instanceId: number, comment: string) {
    return this.call('PROCESS_MONITORING', 'bpm', 'bpmProcessInstanceRestful', 'doStopProcess', { id: instanceId, comment });
  }

  /** The instance with its history lines, as the monitoring screen reads it. */
  async instance(instanceId: number): Promise<Row> {
    const answer = await this.call('PROCESS_MONITORING', 'bpm', 'bpmProcessInstanceRestful', 'findById', { id: instanceId });
    if (answer.status !== 'S') throw new Error(answer.msg);
    return answer.data;
  }
}

export function historyActions(instance: Row): string[] {
  return (instance.history as Row[]).map((entry) => String(entry.action));
}

/**
 * Orders the buyer may see, with their amounts (the variables a gateway reads), except those in approval:
 * a submitted order is in its own process already, and a document has at most one running.
 */
export async function buyerOrders(buyer: BpmCaller): Promise<Row[]> {
  const answer = await buyer.call<Row[]>('PO_LIST', 'srm', 'srmPoHeaderRestful', 'listByPage', { pageRows: 50, status_ne: 'SUBMITTED' });
  if (answer.status !== 'S') throw new Error(answer.msg);
  return answer.data;
}
