import { evaluateCondition } from '../../shared/expressions/evaluate-condition';
import { Condition } from '../../shared/formats/common';
import { SRM_CONDITION_LANGUAGE } from '../../shared/bpm/srm-moddle';

/** A condition body as written in a model: a platform condition as JSON; answers the problem when it is none. */
export function parseConditionBody(body: string): { condition: Condition } | { problem: string } {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch (error) {
    return { problem: (error as Error).message };
  }
  const parsed = Condition.safeParse(json);
  return parsed.success ? { condition: parsed.data } : { problem: parsed.error.issues.map((issue) => issue.message).join('; ') };
}

interface ConditionFlow {
  behaviour: { conditionExpression?: { body?: string } };
}

interface ConditionScript {
  execute(scope: ConditionScope, callback: (error: Error | null, result?: boolean) => void): void;
}

interface ConditionScope {
  environment: { variables: Record<string, unknown> };
}

/**
 * The scripts bpmn-engine asks for sequence-flow conditions: only conditions in the platform's own format
 * (`language="srm:condition"`), evaluated by the one condition evaluator over the process variables. No
 * other language is answered, so a model never runs code (the engine then refuses the flow).
 */
export const CONDITION_SCRIPTS = {
  register(): undefined {
    return undefined;
  },
  getScript(language: string, flow: ConditionFlow): ConditionScript | undefined {
    if (language !== SRM_CONDITION_LANGUAGE) return undefined;
    const parsed = parseConditionBody(flow.behaviour.conditionExpression?.body ?? '');
    return {
      execute(scope: ConditionScope, callback: (error: Error | null, result?: boolean) => void) {
        if ('problem' in parsed) return callback(new Error(parsed.problem));
        return callback(null, evaluateCondition(parsed.condition, scope.environment.variables));
      },
    };
  },
};
