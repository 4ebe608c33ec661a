import type { Engine } from 'bpmn-engine';
import { bpmMessage } from './bpm-messages';
import { ApiError } from '../http/api-error';
import type { Language } from '../../shared/formats/common';
import { ENGINE_OPTIONS } from './process-outline';

/** Where a process stands after a step: the user tasks it waits on, or done. */
export interface EngineStep {
  waitingOn: string[];
  finished: boolean;
  /** getState() as JSON: all a later step needs, the model's source included. */
  state: string;
}

type Run = (engine: Engine) => Promise<void>;

/**
 * Runs one step of a process on bpmn-engine and answers where it stopped. The engine runs to the next wait
 * synchronously (user tasks, no timers yet), so when execute/resume/signal return, the step is complete.
 */
async function step(engine: Engine, run: Run, language: Language): Promise<EngineStep> {
  let failure: Error | null = null;
  engine.once('error', (error: Error) => {
    failure = error;
  });
  try {
    await run(engine);
    if (failure || engine.state === 'error') throw failure ?? new Error(engine.state);
    const execution = engine.execution;
    const waitingOn = execution.getPostponed().filter((activity) => activity.type === 'bpmn:UserTask').map((activity) => activity.id);
    const finished = !execution.isRunning;
    return { waitingOn, finished, state: JSON.stringify(await engine.getState()) };
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw new ApiError(bpmMessage('processFailed', language, { detail: (error as Error).message }));
  } finally {
    // A process still waiting is dropped from memory (its state is stored); stop() of a finished one never settles.
    if (engine.execution?.isRunning) await engine.stop();
  }
}

/**
 * Starts a process of the model with the document's fields as its variables. Like every step here, it imports
 * bpmn-engine when first used rather than at start-up, which its loading would slow by about 150 ms.
 */
export async function startProcess(xml: string, variables: Record<string, unknown>, language: Language): Promise<EngineStep> {
  const { Engine } = await import('bpmn-engine');
  const engine = new Engine({ ...ENGINE_OPTIONS, name: 'approval', source: xml, variables });
  return step(engine, async (running) => void (await running.execute()), language);
}

/** Recovers a process from its stored state (in any server process) and completes one of its user tasks. */
export async function completeUserTask(state: string, activityId: string, language: Language): Promise<EngineStep> {
  const { Engine } = await import('bpmn-engine');
  const engine = new Engine({ ...ENGINE_OPTIONS, name: 'approval' }).recover(JSON.parse(state));
  return step(
    engine,
    async (running) => {
      const execution = await running.resume();
      execution.signal({ id: activityId });
    },
    language,
  );
}

/**
 * Recovers a process and sends it back to an earlier user task: the task runs again (bpmn-elements'
 * `activity.run()`, the engine's own way to start an activity of a running process), then every user task
 * it waited on is discarded (`api.discard()`: it leaves without completing, its outbound flows discarded),
 * in that order so the process never runs out of work in between and ends.
 */
export async function returnToUserTask(state: string, targetId: string, language: Language): Promise<EngineStep> {
  const { Engine } = await import('bpmn-engine');
  const engine = new Engine({ ...ENGINE_OPTIONS, name: 'approval' }).recover(JSON.parse(state));
  return step(
    engine,
    async (running) => {
      const execution = await running.resume();
      const waiting = execution.getPostponed().filter((activity) => activity.type === 'bpmn:UserTask');
      execution.getActivityById<{ run(): void }>(targetId).run();
      for (const activity of waiting) activity.discard();
    },
    language,
  );
}
