// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { stagedChanges, type Json } from './support/validate-changed-copy';

const ORDER = 'schemas/srm/srmPoHeader.json';
let staged = stagedChanges();
beforeEach(() => {
  staged = stagedChanges();
});
type Actions = Record<string, Record<string, unknown>>;
const editActions = (change: (actions: Actions, workflow: Json) => void) =>
  staged.edit(ORDER, (json) => {
    const workflow = json.workflow as Json;
    change(workflow.actions as Actions, workflow);
  });
const problems = () => staged.problems();

describe('validating a workflow bound to an approval process', () => {
  it('accepts the purchase order as committed', () => {
    expect(problems()).toBe('');
  });

  it('wants a document bound to a process named among the approval document types', () => {
    staged.edit('seed/system/lookups.json', (json) => {
      const types = json.types as Json[];
      const documentTypes = types.find((type) => type.lookupType === 'BPM_DOCUMENT_TYPE') as Json;
      documentTypes.values = [];
    });
    expect(problems()).toContain(
      `${ORDER}: $.workflow.actions.doSubmit.process: a document submitted to an approval process needs its name: add the value \`srmPoHeader\` (its label) to lookup BPM_DOCUMENT_TYPE in seed/system/lookups.json`,
    );
  });

  it('names a choice condition on a field the document does not have', () => {
    editActions((actions) => {
      actions.doSubmit.process = { choose: [{ when: { field: 'taxTotalAmout', op: 'gte', value: 100000 }, processKey: 'poApprovalLarge' }], processKey: 'poApproval' };
    });
    expect(problems()).toContain(`${ORDER}: $.workflow.actions.doSubmit.process.choose[0].when`);
    expect(problems()).toContain('taxTotalAmout');
  });

  it('refuses a binding that names no process', () => {
    editActions((actions) => {
      actions.doSubmit.process = {};
    });
    expect(problems()).toContain('name a processKey, a choose list, or both');
  });

  it('refuses a bound workflow without an outcome action, or whose outcome does not start from the submitted status', () => {
    editActions((actions) => {
      delete actions.doReject.processOutcome;
      actions.doApproval.from = ['DRAFT'];
    });
    const text = problems();
    expect(text).toContain('a workflow bound to a process needs exactly one action with "processOutcome": "REJECTED" (has 0)');
    expect(text).toContain('must include SUBMITTED, the status doSubmit leaves the document in while it is in approval');
  });

  it('refuses an outcome without a submit that starts a process, and a document editable while in approval', () => {
    editActions((_actions, workflow) => {
      workflow.editableIn = ['DRAFT', 'REJECTED', 'SUBMITTED'];
    });
    expect(problems()).toContain('SUBMITTED is the status in approval: a document in approval is read-only');
    staged = stagedChanges();
    editActions((actions) => {
      delete actions.doSubmit.process;
    });
    expect(problems()).toContain('no action of this workflow starts a process (`process`), so no process ends in it');
  });

  it('takes at most one action per optional outcome (WITHDRAWN, STOPPED), from the submitted status; none at all is fine', () => {
    editActions((actions) => {
      actions.doCancel.processOutcome = 'WITHDRAWN';
      actions.doSupplierConfirm.processOutcome = 'STOPPED';
    });
    const text = problems();
    expect(text).toContain('a workflow bound to a process needs at most one action with "processOutcome": "WITHDRAWN" (has 2)');
    expect(text).toContain(`${ORDER}: $.workflow.actions.doSupplierConfirm.from: must include SUBMITTED`);
    staged = stagedChanges();
    editActions((actions) => {
      delete actions.doWithdraw;
    });
    // The workflow is fine without one; only what names the action that is gone is told: the order screen's 撤回
    // button and the requisition quantities withdrawing gave back.
    const left = problems().split('\n');
    expect(left).toHaveLength(2);
    expect(left).toContain(
      'screens/purchasing/purOrderManage/purchaseOrderEdit.json: $.actions[2].action: action `doWithdraw` is neither a standard action (save, back, delete, print) nor a workflow action, command or generate action of srmPoHeader',
    );
    expect(left.find((line) => line.startsWith('schemas/srm/srmPoHeader.json: $.consumes[0].release'))).toContain('`doWithdraw` is not a workflow action of srmPoHeader');
  });
});
