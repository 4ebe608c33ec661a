// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { outcomeActionName } from '../../../src/shared/formats/process-binding-format';

describe('the action a document runs when its process ends', () => {
  const actions = { doApproval: { processOutcome: 'APPROVED' as const }, doReject: { processOutcome: 'REJECTED' as const }, doSubmit: {} };

  it('is the action declaring that outcome', () => {
    expect(outcomeActionName(actions, 'APPROVED')).toBe('doApproval');
    expect(outcomeActionName({ ...actions, doWithdraw: { processOutcome: 'WITHDRAWN' } }, 'WITHDRAWN')).toBe('doWithdraw');
  });

  it('falls back to the REJECTED action for a withdrawal or a stop the workflow declares nothing for', () => {
    expect(outcomeActionName(actions, 'WITHDRAWN')).toBe('doReject');
    expect(outcomeActionName(actions, 'STOPPED')).toBe('doReject');
    expect(outcomeActionName({ doApproval: { processOutcome: 'APPROVED' } }, 'STOPPED')).toBeUndefined();
  });
});
