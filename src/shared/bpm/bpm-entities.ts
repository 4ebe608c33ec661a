/** The approval platform's entities (schemas/bpm/) and the codes their rows move through. */
export const BPM_ENTITIES = {
  model: 'bpmProcessModel',
  instance: 'bpmProcessInstance',
  task: 'bpmTask',
  history: 'bpmTaskHistory',
} as const;

/** WITHDRAWN: by its submitter before anyone decided; STOPPED: ended by an administrator. */
export const INSTANCE_STATUS = { running: 'RUNNING', approved: 'APPROVED', rejected: 'REJECTED', withdrawn: 'WITHDRAWN', stopped: 'STOPPED' } as const;

/** WAITING: a later signer of a sequential node, not yet his turn. */
export const TASK_STATUS = { waiting: 'WAITING', open: 'OPEN', approved: 'APPROVED', rejected: 'REJECTED', cancelled: 'CANCELLED' } as const;

/** REJECT_TO: after a REJECT, the process went back to the earlier node the row names; WITHDRAW and STOP end it. */
export const HISTORY_ACTION = {
  start: 'START',
  approve: 'APPROVE',
  reject: 'REJECT',
  rejectTo: 'REJECT_TO',
  withdraw: 'WITHDRAW',
  stop: 'STOP',
  endApproved: 'END_APPROVED',
  endRejected: 'END_REJECTED',
} as const;

export type TaskDecision = 'APPROVE' | 'REJECT';

/** The task operations a screen offers where a rejection may send the process back to an earlier node. */
export const TASK_OPERATIONS = { reject: 'doRejectTask', rejectTargets: 'findRejectTargets' } as const;
