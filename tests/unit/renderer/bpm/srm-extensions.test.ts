// @vitest-environment node
import BpmnModdle from 'bpmn-moddle';
import { describe, expect, it } from 'vitest';
import { SRM_MODDLE, readApproval, type ModdleElement } from '../../../../src/shared/bpm/srm-moddle';
import { readProcessOutline } from '../../../../src/server/bpm/process-outline';
import {
  approvalExtensionElements,
  conditionExpression,
  conditionProblem,
  readCondition,
} from '../../../../renderer/bpm/srm-extensions';
import { AMOUNT_MODEL } from './bpm-test-models';

const moddle = new BpmnModdle({ srm: SRM_MODDLE });

async function elementsOf(xml: string): Promise<{ definitions: ModdleElement; byId: (id: string) => ModdleElement }> {
  const { rootElement } = await moddle.fromXML(xml);
  const process = (rootElement.rootElements as ModdleElement[])[0];
  const byId = (id: string) => (process.flowElements as ModdleElement[]).find((element) => element.id === id) as ModdleElement;
  return { definitions: rootElement, byId };
}

describe('the srm: extensions the designer reads and writes', () => {
  it('reads a user task approval and a flow condition as written in the model', async () => {
    const { byId } = await elementsOf(AMOUNT_MODEL);
    expect(readApproval(byId('level1'))).toEqual({ mode: 'any', dueHours: 24, approvers: [{ kind: 'user', value: 'approver' }], formFields: [] });
    expect(readApproval(byId('level2'))).toEqual({
      mode: 'all',
      dueHours: null,
      approvers: [{ kind: 'user', value: 'admin' }, { kind: 'role', value: 'PUR_APPROVER' }],
      formFields: [],
    });
    expect(readApproval(byId('start'))).toBeNull();
    expect(readCondition(byId('large'))).toEqual({ language: 'srm:condition', body: '{"field": "taxTotalAmount", "op": "gte", "value": 100000}' });
    expect(readCondition(byId('small'))).toBeNull();
  });

  it('writes an approval the server reads back exactly, keeping other extensions and dropping empty approvers and form fields', async () => {
    const { definitions, byId } = await elementsOf(AMOUNT_MODEL);
    const level1 = byId('level1');
    level1.extensionElements = approvalExtensionElements(moddle, level1, {
      mode: 'sequential',
      dueHours: 8,
      approvers: [{ kind: 'role', value: ' PUR_APPROVER ' }, { kind: 'user', value: '' }, { kind: 'processRole', value: 'PO_SECOND_LEVEL' }],
      formFields: [{ name: 'description', access: 'edit' }, { name: ' ', access: 'edit' }, { name: 'paymentCondition', access: 'read' }],
      rejectTo: ' any ',
    });
    const large = byId('large');
    large.conditionExpression = conditionExpression(moddle, '{"field": "taxTotalAmount", "op": "gt", "value": 5}');
    const { xml } = await moddle.toXML(definitions);
    expect(xml).toContain('<other:note text="kept" />');
    expect(xml).toContain('xsi:type="bpmn:tFormalExpression" language="srm:condition"');
    const outline = await readProcessOutline(xml);
    const node = (id: string) => outline.nodes.find((candidate) => candidate.id === id);
    expect(node('level1')?.approval).toEqual({
      mode: 'sequential',
      dueHours: 8,
      approvers: [{ kind: 'role', value: 'PUR_APPROVER' }, { kind: 'processRole', value: 'PO_SECOND_LEVEL' }],
      formFields: [{ name: 'description', access: 'edit' }, { name: 'paymentCondition', access: 'read' }],
      rejectTo: 'any',
    });
    expect(node('amount')?.outgoing.find((flow) => flow.id === 'large')?.condition).toEqual({ language: 'srm:condition', body: '{"field": "taxTotalAmount", "op": "gt", "value": 5}' });
  });

  it('leaves out dueHours when none is given and removes an emptied condition', async () => {
    const { byId } = await elementsOf(AMOUNT_MODEL);
    const written = approvalExtensionElements(moddle, byId('level2'), { mode: 'any', dueHours: null, approvers: [{ kind: 'user', value: 'approver' }], formFields: [] });
    const approval = (written.values as ModdleElement[])[0];
    expect(approval.dueHours).toBeUndefined();
    expect(conditionExpression(moddle, '  ')).toBeUndefined();
  });

  it('says why a condition body is no platform condition', () => {
    expect(conditionProblem('{"field": "taxTotalAmount", "op": "gte", "value": 1}')).toBeNull();
    expect(conditionProblem('amount > 5')).toMatch(/JSON/);
    expect(conditionProblem('{"field": "taxTotalAmount", "op": "bigger"}')).not.toBeNull();
  });
});
