/** The approval platform's entities (schemas/bpm/) and the codes their rows move through. */
export const BPM_ENTITIES = {
  model: 'bpmProcessModel',
  instance: 'bpmProcessInstance',
  task: 'bpmTask',
  history: 'bpmTaskHistory',
  reminderSetting: 'bpmReminderSetting',
} as const;

export const INSTANCE_STATUS = { running: 'RUNNING', approved: 'APPROVED', rejected: 'REJECTED' } as const;

/** WAITING: a later signer of a sequential node, not yet his turn. */
export const TASK_STATUS = { waiting: 'WAITING', open: 'OPEN', approved: 'APPROVED', rejected: 'REJECTED', cancelled: 'CANCELLED' } as const;

export const HISTORY_ACTION = {
  start: 'START',
  approve: 'APPROVE',
  reject: 'REJECT',
  endApproved: 'END_APPROVED',
  endRejected: 'END_REJECTED',
  /** The submitter (or an administrator) urged the current approvers. */
  urge: 'URGE',
  /** An open task passed its escalation time; the escalation target was told. */
  escalate: 'ESCALATE',
} as const;

export type TaskDecision = 'APPROVE' | 'REJECT';
