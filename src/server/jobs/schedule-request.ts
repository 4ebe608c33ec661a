/**
 * The entity of the request records (schemas/schedule/scheduleRequest.json) and the statuses the job
 * platform moves requests through (CANCELLED is the entity's doCancel workflow action).
 */
export const SCHEDULE_REQUEST_ENTITY = 'scheduleRequest';

export const REQUEST_STATUS = {
  pending: 'PENDING',
  running: 'RUNNING',
  completed: 'COMPLETED',
  error: 'ERROR',
  /** Waiting for its time (AT) or its CRON expression's next moment; PAUSED by an administrator, CANCELLED. */
  scheduled: 'SCHEDULED',
  paused: 'PAUSED',
} as const;

export type RequestOutcome = typeof REQUEST_STATUS.completed | typeof REQUEST_STATUS.error;
