// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { EntitySchema } from '../../../../src/shared/formats/entity-format';
import { resolveApprovers, type ApprovalDocument, type KnownApprovers } from '../../../../src/server/bpm/approver-directory';
import { modelProblems } from '../../../../src/server/bpm/model-problems';
import type { OutlineNode, ProcessOutline } from '../../../../src/server/bpm/process-outline';

const ORDER = {
  name: 'testOrder',
  service: 'srm',
  table: 'test_orders',
  label: { cn: '订单', en: 'Order' },
  primaryKey: 'orderId',
  fields: [
    { name: 'orgId', type: 'integer', label: { cn: '组织', en: 'Organisation' } },
    { name: 'buyerId', type: 'integer', label: { cn: '采购员', en: 'Buyer' }, ref: { entity: 'baseUsers' } },
    { name: 'reviewer', type: 'string', label: { cn: '复核人', en: 'Reviewer' }, length: 60 },
    { name: 'amount', type: 'number', label: { cn: '金额', en: 'Amount' } },
    { name: 'status', type: 'string', label: { cn: '状态', en: 'Status' }, readOnly: true },
  ],
  orgScope: { field: 'orgId' },
} as unknown as EntitySchema;
const NO_ORG = { ...ORDER, name: 'noOrg', orgScope: undefined } as EntitySchema;

const KNOWN: KnownApprovers = {
  users: new Map([['approver', 3], ['finance', 5]]),
  userIds: new Set([7]),
  roles: new Map([['PUR_APPROVER', [3, 4, 5]], ['EMPTY_RESP', []]]),
  processRoles: new Map([['SECOND', [{ userId: 4, orgId: null }, { userId: 5, orgId: 20 }]]]),
  permitted: new Set([3, 5]),
  heads: [],
};

function document(record: Record<string, unknown>): ApprovalDocument {
  return { entity: ORDER, record };
}

describe('approver rules resolved for a document', () => {
  it('named users and responsibility holders, in the rules order, each once', () => {
    expect(resolveApprovers([{ kind: 'user', value: 'finance' }, { kind: 'role', value: 'PUR_APPROVER' }, { kind: 'user', value: 'gone' }], KNOWN)).toEqual([5, 3, 4]);
  });

  it('process role members, those scoped to an organisation only for its documents', () => {
    const rule = [{ kind: 'processRole', value: 'SECOND' }];
    expect(resolveApprovers(rule, KNOWN, document({ orgId: 10 }))).toEqual([4]);
    expect(resolveApprovers(rule, KNOWN, document({ orgId: 20 }))).toEqual([4, 5]);
    expect(resolveApprovers([{ kind: 'processRole', value: 'MISSING' }], KNOWN, document({ orgId: 20 }))).toEqual([]);
  });

  it('organisation-permit holders: the responsibility holders with a permit for the document organisation', () => {
    expect(resolveApprovers([{ kind: 'orgPermit', value: 'PUR_APPROVER' }], KNOWN, document({ orgId: 10 }))).toEqual([3, 5]);
    expect(resolveApprovers([{ kind: 'orgPermit', value: 'PUR_APPROVER' }], { ...KNOWN, permitted: new Set() }, document({ orgId: 10 }))).toEqual([]);
  });

  it('department heads by level: 1 the nearest head, 2 the one above; a level without a head, or beyond the top, names nobody', () => {
    const known = { ...KNOWN, heads: [3, null, 5] };
    expect(resolveApprovers([{ kind: 'deptHead', value: '1' }], known)).toEqual([3]);
    expect(resolveApprovers([{ kind: 'deptHead', value: '3' }], known)).toEqual([5]);
    expect(resolveApprovers([{ kind: 'deptHead', value: '2' }], known)).toEqual([]);
    expect(resolveApprovers([{ kind: 'deptHead', value: '4' }], known)).toEqual([]);
    expect(resolveApprovers([{ kind: 'deptHead', value: '1' }, { kind: 'deptHead', value: '3' }, { kind: 'user', value: 'approver' }], known)).toEqual([3, 5]);
    expect(resolveApprovers([{ kind: 'deptHead', value: '1' }], KNOWN)).toEqual([]);
  });

  it('a document field holding an enabled user id or user name; anything else names nobody', () => {
    expect(resolveApprovers([{ kind: 'field', value: 'buyerId' }], KNOWN, document({ buyerId: 7 }))).toEqual([7]);
    expect(resolveApprovers([{ kind: 'field', value: 'buyerId' }], KNOWN, document({ buyerId: 8 }))).toEqual([]);
    expect(resolveApprovers([{ kind: 'field', value: 'reviewer' }], KNOWN, document({ reviewer: ' finance ' }))).toEqual([5]);
    expect(resolveApprovers([{ kind: 'field', value: 'reviewer' }], KNOWN, document({ reviewer: null }))).toEqual([]);
    expect(resolveApprovers([{ kind: 'field', value: 'reviewer' }], KNOWN)).toEqual([]);
  });
});

function outlineWith(approval: OutlineNode['approval']): ProcessOutline {
  return {
    processes: [{ id: 'p', name: null }],
    nodes: [
      { id: 'start', name: null, type: 'bpmn:StartEvent', outgoing: [], approval: null },
      { id: 'check', name: 'Check', type: 'bpmn:UserTask', outgoing: [], approval },
      { id: 'end', name: null, type: 'bpmn:EndEvent', outgoing: [], approval: null },
    ],
  };
}

function problemsOf(approvers: { kind: string; value: string }[], formFields: { name: string; access: string }[] = [], documents = [ORDER]): string[] {
  return modelProblems(outlineWith({ mode: 'all', dueHours: null, approvers, formFields }), { known: KNOWN, documents }, 'EN').map((problem) => `${problem.element}: ${problem.message}`);
}

describe('approver rules and form permissions checked at deploy', () => {
  it('accepts rules naming what exists and fields of the bound document types', () => {
    expect(problemsOf(
      [{ kind: 'user', value: 'approver' }, { kind: 'role', value: 'EMPTY_RESP' }, { kind: 'processRole', value: 'SECOND' }, { kind: 'orgPermit', value: 'PUR_APPROVER' }, { kind: 'field', value: 'buyerId' }, { kind: 'field', value: 'createdBy' }],
      [{ name: 'amount', access: 'edit' }, { name: 'reviewer', access: 'read' }],
    )).toEqual([]);
  });

  it('refuses, naming the element, a rule naming nothing or what does not exist', () => {
    expect(problemsOf([{ kind: 'processRole', value: 'NOPE' }, { kind: 'field', value: '' }, { kind: 'dept', value: 'x' }])).toEqual([
      'check: User task "check Check": process role "NOPE" does not exist or is disabled',
      'check: User task "check Check": an approver rule (field) names nothing',
      'check: User task "check Check": approver kind "dept" is not one of user / role / processRole / orgPermit / field / deptHead',
    ]);
  });

  it('a department-head rule names a level from 1 to 9', () => {
    expect(problemsOf([{ kind: 'deptHead', value: '1' }, { kind: 'deptHead', value: '9' }])).toEqual([]);
    expect(problemsOf([{ kind: 'deptHead', value: '0' }, { kind: 'deptHead', value: 'up' }, { kind: 'deptHead', value: '10' }])).toEqual([
      'check: User task "check Check": department head level "0" is not a whole number from 1 to 9 (1 is the submitter\'s department head, 2 the head of the department above)',
      'check: User task "check Check": department head level "up" is not a whole number from 1 to 9 (1 is the submitter\'s department head, 2 the head of the department above)',
      'check: User task "check Check": department head level "10" is not a whole number from 1 to 9 (1 is the submitter\'s department head, 2 the head of the department above)',
    ]);
  });

  it('a field rule must name a user field of every bound document type; with none bound any name passes until the task', () => {
    expect(problemsOf([{ kind: 'field', value: 'amount' }])).toEqual([
      'check: User task "check Check": approver field "amount" is no field of document type testOrder naming a user (a user id or a user name)',
    ]);
    expect(problemsOf([{ kind: 'field', value: 'amount' }], [], [])).toEqual([]);
  });

  it('an organisation-permit rule needs document types with an organisation', () => {
    expect(problemsOf([{ kind: 'orgPermit', value: 'PUR_APPROVER' }], [], [NO_ORG])).toEqual([
      'check: User task "check Check": an organisation-permit approver needs the document\'s organisation, and document type noOrg has none',
    ]);
  });

  it('form permissions open editable fields with a known access only', () => {
    expect(problemsOf([{ kind: 'user', value: 'approver' }], [{ name: 'status', access: 'edit' }, { name: 'amount', access: 'write' }, { name: 'nope', access: 'edit' }])).toEqual([
      'check: User task "check Check": form field "status" is no editable field of document type testOrder',
      'check: User task "check Check": form field "amount" has access "write", not one of read / edit',
      'check: User task "check Check": form field "nope" is no editable field of document type testOrder',
    ]);
  });
});
