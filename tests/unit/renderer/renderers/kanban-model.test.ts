import { describe, expect, it } from 'vitest';
import { createEntityLoader } from '../../../../renderer/loading/entity-loader';
import { parseKanbanScreen } from '../../../../renderer/renderers/kanban-screen/kanban-model';
import { checkMove, reachableStatuses } from '../../../../renderer/renderers/kanban-screen/kanban-moves';
import { KanbanScreenDescriptor } from '../../../../renderer/renderers/kanban-screen/kanban-screen.schema';
import { kanbanModelFor } from '../../../../renderer/renderers/kanban-screen/kanban-viewer';
import { workflowStatuses } from '../../../../src/shared/entity/workflow-statuses';
import { allEntities } from '../support/fixtures';

const entities = createEntityLoader(Object.fromEntries(allEntities.map((entity) => [`/schemas/x/${entity.name}.json`, () => Promise.resolve(entity)])));
const orders = allEntities.find((entity) => entity.name === 'srmPoHeader');
if (!orders?.workflow) throw new Error('srmPoHeader has no workflow');
const workflow = orders.workflow;
const ALL = new Set(['btnSubmit', 'btnApprove', 'btnReject', 'btnCancel', 'btnSupplierConfirm', 'btnSend', 'btnHandUp', 'btnChange', 'btnClose', 'btnCloseLine']);
const granted = (codes: Set<string>) => (resource: string) => codes.has(resource);

function descriptor(overrides: Record<string, unknown> = {}) {
  return KanbanScreenDescriptor.parse({
    version: 1,
    type: 'kanban',
    route: 'board',
    title: { cn: '看板', en: 'Board' },
    entity: 'srmPoHeader',
    editRoute: 'purOrderManage/purchaseOrderEdit',
    card: { title: 'poNumber', subtitle: 'supplierName', fields: [{ key: 'internalRemark' }, { key: 'taxTotalAmount', precision: 2 }] },
    ...overrides,
  });
}

describe('kanban moves', () => {
  it('lists the statuses of a workflow: the initial one, then each action\'s target in declaration order', () => {
    expect(workflowStatuses(workflow)).toEqual(['DRAFT', 'SUBMITTED', 'APPROVED', 'REJECTED', 'CANCELLED', 'SENT', 'CONFIRMED', 'FEEDBACK', 'HOLD', 'CHANGING', 'CLOSED']);
  });

  it('finds the granted action of the user\'s kind that leads from one status to the other', () => {
    const internal = { userType: 'internal' as const, isGranted: granted(ALL) };
    expect(checkMove(workflow, 'SUBMITTED', 'APPROVED', internal)).toMatchObject({ kind: 'allowed', actions: [{ name: 'doApproval' }] });
    expect(checkMove(workflow, 'REJECTED', 'SUBMITTED', internal)).toMatchObject({ kind: 'allowed', actions: [{ name: 'doSubmit' }] });
    expect(checkMove(workflow, 'SUBMITTED', 'SUBMITTED', internal)).toEqual({ kind: 'same' });
    expect(checkMove(workflow, 'APPROVED', 'DRAFT', internal)).toEqual({ kind: 'noAction' });
    expect(checkMove(workflow, 'SENT', 'CONFIRMED', internal)).toMatchObject({ kind: 'otherActor', actions: [{ name: 'doSupplierConfirm' }] });
    expect(checkMove(workflow, 'APPROVED', 'CONFIRMED', internal)).toEqual({ kind: 'noAction' });
    const buyer = { userType: 'internal' as const, isGranted: granted(new Set(['btnSubmit', 'btnCancel'])) };
    expect(checkMove(workflow, 'SUBMITTED', 'APPROVED', buyer)).toMatchObject({ kind: 'notGranted', actions: [{ name: 'doApproval' }] });
    const supplier = { userType: 'supplier' as const, isGranted: granted(new Set(['btnSupplierConfirm'])) };
    expect(checkMove(workflow, 'SENT', 'CONFIRMED', supplier)).toMatchObject({ kind: 'allowed', actions: [{ name: 'doSupplierConfirm' }] });
    expect(checkMove(workflow, 'SUBMITTED', 'APPROVED', supplier)).toMatchObject({ kind: 'otherActor' });
  });

  it('tells which columns accept a card while it is dragged', () => {
    const statuses = workflowStatuses(workflow);
    expect([...reachableStatuses(workflow, 'SUBMITTED', statuses, { userType: 'internal', isGranted: granted(ALL) })]).toEqual(['APPROVED', 'REJECTED']);
    expect([...reachableStatuses(workflow, 'DRAFT', statuses, { userType: 'internal', isGranted: granted(new Set(['btnCancel'])) })]).toEqual(['CANCELLED']);
    // A line action (close a line) keeps the order's status: it is no move on the board.
    expect([...reachableStatuses(workflow, 'CONFIRMED', statuses, { userType: 'internal', isGranted: granted(ALL) })].sort()).toEqual(['CHANGING', 'CLOSED', 'HOLD']);
    expect([...reachableStatuses(workflow, 'CLOSED', statuses, { userType: 'internal', isGranted: granted(ALL) })]).toEqual([]);
  });
});

describe('parsing a kanban descriptor', () => {
  it('makes a column per workflow status when the descriptor names none, and resolves the card', async () => {
    const model = await parseKanbanScreen(descriptor(), entities);
    expect(model.columns.map((column) => column.status)).toEqual(['DRAFT', 'SUBMITTED', 'APPROVED', 'REJECTED', 'CANCELLED', 'SENT', 'CONFIRMED', 'FEEDBACK', 'HOLD', 'CHANGING', 'CLOSED']);
    expect(model.pageSize).toBe(20);
    expect(model.card.subtitle?.display).toEqual({ kind: 'text' });
    expect(model.card.fields.map((field) => field.title.cn)).toEqual(['内部备注', '含税总额']);
    expect(model.card.fields[1].display).toEqual({ kind: 'number', precision: 2, thousands: false });
  });

  it('gives a supplier only the statuses suppliers see, without internal values', async () => {
    const model = kanbanModelFor(await parseKanbanScreen(descriptor(), entities), 'supplier');
    expect(model.columns.map((column) => column.status)).toEqual(['SENT', 'CONFIRMED', 'FEEDBACK', 'HOLD', 'CLOSED']);
    expect(model.card.fields.map((field) => field.key)).toEqual(['taxTotalAmount']);
  });

  it('fails with a clear message for an entity without workflow, a foreign status, a status twice and a display key without label', async () => {
    await expect(parseKanbanScreen(descriptor({ entity: 'srmPosSupplierInfo', card: { title: 'supplierName' } }), entities)).rejects.toThrow(
      'kanban board: entity srmPosSupplierInfo has no workflow, so it has no statuses to lay out',
    );
    await expect(parseKanbanScreen(descriptor({ columns: [{ status: 'OPEN' }] }), entities)).rejects.toThrow(
      'kanban board: column status OPEN is not a status of the workflow of srmPoHeader (DRAFT, SUBMITTED, APPROVED, REJECTED, CANCELLED, SENT, CONFIRMED, FEEDBACK, HOLD, CHANGING, CLOSED)',
    );
    await expect(parseKanbanScreen(descriptor({ columns: [{ status: 'DRAFT' }, { status: 'DRAFT' }] }), entities)).rejects.toThrow('kanban board: status DRAFT has two columns');
    await expect(parseKanbanScreen(descriptor({ card: { title: 'poNumber', fields: [{ key: 'nothing' }] } }), entities)).rejects.toThrow(
      'kanban board card.fields[0]: "nothing" is not a field of entity srmPoHeader nor one of its display keys; give it a title',
    );
  });

  it('labels a display key by the reference it comes from', async () => {
    const model = await parseKanbanScreen(descriptor({ card: { title: 'poNumber', fields: [{ key: 'supplierName' }] } }), entities);
    expect(model.card.fields[0].title).toEqual({ cn: '供应商', en: 'Supplier' });
  });
});
