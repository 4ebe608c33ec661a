import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEngineWorld, orderInput, rejection, testDialects, type EngineWorld } from './engine-fixture';

const dialects = await testDialects();

describe.each(dialects)('workflow actions on %s', (dialect) => {
  let world: EngineWorld;
  beforeAll(async () => {
    world = await openEngineWorld(dialect);
  });
  afterAll(async () => {
    await world?.cleanup();
  });

  const newOrder = async (overrides: Record<string, unknown> = {}) =>
    Number((await world.engine.saveOrUpdate('srmPoHeader', orderInput(world, overrides), world.admin)).poHeaderId);
  const act = (action: string, id: number, extra: Record<string, unknown> = {}, actor = world.admin) =>
    world.engine.runAction('srmPoHeader', action, { id, ...extra }, actor);

  it('submits, approves with stamps, and the supplier confirms', async () => {
    const id = await newOrder();
    const submitted = await act('doSubmit', id, { versionNum: 1 });
    expect(submitted).toMatchObject({ status: 'SUBMITTED', versionNum: 2 });
    const approved = await act('doApproval', id);
    expect(approved).toMatchObject({ status: 'APPROVED', approvalUserId: world.admin.userId, approvalUserName: '王采购', approvedDate: '2026-11-22 09:30:15', versionNum: 3 });
    expect(approved.lines).toHaveLength(1);
    expect(await act('doSend', id)).toMatchObject({ status: 'SENT', sentDate: '2026-11-22 09:30:15' });
    const confirmed = await act('doSupplierConfirm', id, {}, world.supplierActorA);
    expect(confirmed).toMatchObject({ status: 'CONFIRMED', supplierConfirmDate: '2026-11-22 09:30:15', lastUpdatedBy: world.supplierActorA.userId });
  });

  it('refuses a transition from a status not in `from`, naming the action and the status', async () => {
    const id = await newOrder();
    await act('doSubmit', id);
    await act('doApproval', id);
    expect((await rejection(act('doSubmit', id))).message).toBe('Submit is not allowed when the status is Approved');
    expect((await rejection(act('doSubmit', id, {}, { ...world.admin, language: 'CN' }))).message).toBe('当前状态为"已审批"，不允许提交');
    expect((await rejection(act('doFly', id))).message).toBe('Purchase order has no action "doFly"');
  });

  it('refuses an action meant for the other kind of user', async () => {
    const id = await newOrder();
    await act('doSubmit', id);
    await act('doApproval', id);
    expect((await rejection(act('doSupplierConfirm', id))).message).toBe('Confirm order can only be done by supplier users');
    const draft = await newOrder();
    expect((await rejection(act('doSubmit', draft, {}, world.supplierActorA))).message).toBe('Purchase order: record not found');
  });

  it('requires lines to submit and a comment to reject; rejecting stamps the reason, resubmitting clears it', async () => {
    const empty = await newOrder({ lines: [] });
    expect((await rejection(act('doSubmit', empty))).message).toBe('Submit needs at least 1 line(s) in Purchase order line');
    const id = await newOrder();
    await act('doSubmit', id);
    expect((await rejection(act('doReject', id, { comment: '  ' }))).message).toBe('Reject needs a reason (comment)');
    const rejected = await act('doReject', id, { comment: '价格偏高' });
    expect(rejected).toMatchObject({ status: 'REJECTED', rejectReason: '价格偏高' });
    const edited = await world.engine.saveOrUpdate('srmPoHeader', { ...rejected, description: 'cheaper now' }, world.admin);
    expect(edited.status).toBe('REJECTED');
    const resubmitted = await act('doSubmit', id);
    expect(resubmitted).toMatchObject({ status: 'SUBMITTED', rejectReason: null, description: 'cheaper now' });
  });

  it('checks versionNum when given and refuses edits outside editable statuses', async () => {
    const id = await newOrder();
    expect((await rejection(act('doSubmit', id, { versionNum: 5 }))).message).toBe('The record was changed by someone else; reload it');
    const submitted = await act('doSubmit', id);
    const edit = await rejection(world.engine.saveOrUpdate('srmPoHeader', { ...submitted, description: 'late change' }, world.admin));
    expect(edit.message).toBe('The record cannot be changed or deleted when the status is Submitted');
    const del = await rejection(world.engine.delete('srmPoHeader', id, { ...world.admin, language: 'CN' }));
    expect(del.message).toBe('当前状态为"已提交"，不允许修改或删除');
    const line = (submitted.lines as Record<string, unknown>[])[0];
    await expect(world.engine.saveOrUpdate('srmPoLine', { ...line, itemName: 'sneaky' }, world.admin)).rejects.toThrow('when the status is Submitted');
    expect(await world.engine.findById('srmPoHeader', id, world.admin)).toEqual(submitted);
  });
});
