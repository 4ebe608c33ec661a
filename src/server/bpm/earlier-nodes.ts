import type { ProcessOutline } from './process-outline';

/**
 * The user tasks a process can have passed before it reaches `nodeId`: every user task from which a path of
 * sequence flows leads to it (the node itself only when it lies on a loop back to itself is left out).
 */
export function earlierUserTasks(outline: ProcessOutline, nodeId: string): string[] {
  const sources = new Map<string, string[]>();
  for (const node of outline.nodes) {
    for (const flow of node.outgoing) sources.set(flow.targetId, [...(sources.get(flow.targetId) ?? []), node.id]);
  }
  const reached = new Set<string>();
  const queue = [...(sources.get(nodeId) ?? [])];
  while (queue.length > 0) {
    const id = queue.shift() as string;
    if (reached.has(id)) continue;
    reached.add(id);
    queue.push(...(sources.get(id) ?? []));
  }
  return outline.nodes.filter((node) => node.type === 'bpmn:UserTask' && node.id !== nodeId && reached.has(node.id)).map((node) => node.id);
}
