import { evaluateCondition } from '../../src/shared/expressions/evaluate-condition';
import { Condition } from '../../src/shared/formats/common';
import type { GraphFlow, GraphNode } from './process-graph';

/** One entry of an instance's history (bpmTaskHistory) as far as the path needs it. */
export interface PathHistoryEntry {
  activityId?: unknown;
  action?: unknown;
}

/** What the diagram colours: elements passed (nodes and flows), the nodes waiting now, the node that rejected. */
export interface ApprovalPath {
  passed: Set<string>;
  current: Set<string>;
  rejected: Set<string>;
}

function conditionHolds(body: string | null, variables: Record<string, unknown>): boolean {
  if (body === null) return true;
  try {
    const parsed = Condition.safeParse(JSON.parse(body));
    return parsed.success && evaluateCondition(parsed.data, variables);
  } catch {
    return false;
  }
}

/** The flows an exclusive gateway takes: the first whose condition holds, else its default (the engine's rule). */
function exclusiveChoice(flows: GraphFlow[], variables: Record<string, unknown>): GraphFlow[] {
  const chosen = flows.find((flow) => !flow.isDefault && flow.condition !== null && conditionHolds(flow.condition, variables));
  const fallback = flows.find((flow) => flow.isDefault) ?? flows.find((flow) => flow.condition === null);
  const taken = chosen ?? fallback;
  return taken ? [taken] : [];
}

/**
 * The way an instance went through its model, for colouring its diagram: from the start event along the
 * flows the engine takes (exclusive gateways decided over the instance's variables with the same
 * condition evaluator, other nodes following every outgoing flow), through each user task the history
 * shows approved; a user task without an approval is where a running instance waits (current), and the
 * task with the rejection is where a rejected one stopped. A countersigned node approved by some of its
 * approvers only shows as passed: the history does not say how many approvals the node needs. After the
 * process was sent back to an earlier node (REJECT_TO), that node and those after it count only what
 * happened since: the path runs through the nodes before it as before and waits there again.
 */
export function approvalPath(nodes: GraphNode[], history: PathHistoryEntry[], status: string, variables: Record<string, unknown>): ApprovalPath {
  const byId = new Map(nodes.map((node) => [node.id, node]));
  const back = history.map((entry) => entry.action).lastIndexOf('REJECT_TO');
  const backTo = back < 0 ? undefined : history[back].activityId;
  const actionsOf = (id: string, since: number) =>
    history
      .slice(since)
      .filter((entry) => entry.activityId === id)
      .map((entry) => String(entry.action));
  const path: ApprovalPath = { passed: new Set(), current: new Set(), rejected: new Set() };
  const queue = nodes.filter((node) => node.type === 'bpmn:StartEvent').map((node) => ({ node, since: 0 }));
  const seen = new Set<string>();
  while (queue.length > 0) {
    const { node, since: before } = queue.shift() as { node: GraphNode; since: number };
    if (seen.has(node.id)) continue;
    seen.add(node.id);
    const since = node.id === backTo ? back + 1 : before;
    if (node.type === 'bpmn:UserTask') {
      const actions = actionsOf(node.id, since);
      if (actions.includes('REJECT')) {
        path.rejected.add(node.id);
        continue;
      }
      if (!actions.includes('APPROVE')) {
        if (status === 'RUNNING') path.current.add(node.id);
        continue;
      }
    }
    path.passed.add(node.id);
    const flows = node.type === 'bpmn:ExclusiveGateway' ? exclusiveChoice(node.outgoing, variables) : node.outgoing;
    for (const flow of flows) {
      const target = byId.get(flow.target);
      if (!target) continue;
      path.passed.add(flow.id);
      queue.push({ node: target, since });
    }
  }
  return path;
}
