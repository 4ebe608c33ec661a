/** The approval platform's entities (schemas/bpm/), which its screens read and call. */
export const BPM_ENTITIES = {
  model: 'bpmProcessModel',
  instance: 'bpmProcessInstance',
  task: 'bpmTask',
  history: 'bpmTaskHistory',
} as const;

/** Statuses of instances and tasks the screens act on (lookups BPM_INSTANCE_STATUS, BPM_TASK_STATUS). */
export const INSTANCE_RUNNING = 'RUNNING';
export const TASK_OPEN = 'OPEN';
