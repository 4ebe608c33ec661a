/** The approval platform's entities (schemas/bpm/) and the codes their rows move through. */
export const BPM_ENTITIES = {
  model: 'bpmProcessModel',
  instance: 'bpmProcessInstance',
  task: 'bpmTask',
  history: 'bpmTaskHistory',
  role: 'bpmProcessRole',
  roleMember: 'bpmProcessRoleMember',
  reminderSetting: 'bpmReminderSetting',
} as const;

/** WITHDRAWN: by its submitter before anyone decided; STOPPED: ended by an administrator. */
export const INSTANCE_STATUS = { running: 'RUNNING', approved: 'APPROVED', rejected: 'REJECTED', withdrawn: 'WITHDRAWN', stopped: 'STOPPED' } as const;

/**
 * WAITING: a later signer of a sequential node, or a signer added after someone, not yet his turn.
 * ON_HOLD: a task whose holder added a signer before himself, until that signer approved.
 */
export const TASK_STATUS = {
  waiting: 'WAITING',
  onHold: 'ON_HOLD',
  open: 'OPEN',
  approved: 'APPROVED',
  rejected: 'REJECTED',
  cancelled: 'CANCELLED',
} as const;

/** Statuses of a task the node still waits on. */
export const PENDING_TASK_STATUSES: readonly string[] = [TASK_STATUS.open, TASK_STATUS.waiting, TASK_STATUS.onHold];

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
  transfer: 'TRANSFER',
  delegate: 'DELEGATE',
  resolve: 'RESOLVE',
  addSignerBefore: 'ADD_SIGNER_BEFORE',
  addSignerAfter: 'ADD_SIGNER_AFTER',
  reassign: 'REASSIGN',
  /** The submitter (or an administrator) urged the current approvers. */
  urge: 'URGE',
  /** An open task passed its escalation time; the escalation target was told. */
  escalate: 'ESCALATE',
} as const;

/** Where an added signer signs: before the task's holder (who waits), or after him (before the node is decided). */
export const ADD_SIGN_POSITION = { before: 'BEFORE', after: 'AFTER' } as const;
export type AddSignPosition = (typeof ADD_SIGN_POSITION)[keyof typeof ADD_SIGN_POSITION];

export type TaskDecision = 'APPROVE' | 'REJECT';

/** The task operations a screen offers where a rejection may send the process back to an earlier node. */
export const TASK_OPERATIONS = { reject: 'doRejectTask', rejectTargets: 'findRejectTargets' } as const;
