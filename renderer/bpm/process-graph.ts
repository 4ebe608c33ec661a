import type { ModdleElement } from '../../src/shared/bpm/srm-moddle';
import { readCondition } from './srm-extensions';

/** A sequence flow of the graph: where it leads, its condition body and whether it is its gateway's default. */
export interface GraphFlow {
  id: string;
  target: string;
  condition: string | null;
  isDefault: boolean;
}

/** A flow node of a process: its BPMN type (bpmn:UserTask, ...) and its outgoing flows. */
export interface GraphNode {
  id: string;
  type: string;
  outgoing: GraphFlow[];
}

function idOf(value: unknown): string | null {
  return value && typeof value === 'object' && typeof (value as ModdleElement).id === 'string' ? String((value as ModdleElement).id) : null;
}

/**
 * The flow nodes of a BPMN document's processes, read from its moddle definitions (what bpmn-js's
 * `getDefinitions()` and bpmn-moddle's `fromXML` give), with each node's outgoing flows.
 */
export function processGraph(definitions: ModdleElement): GraphNode[] {
  const roots = (definitions.rootElements as ModdleElement[] | undefined) ?? [];
  const elements = roots.filter((root) => root.$type === 'bpmn:Process').flatMap((process) => (process.flowElements as ModdleElement[] | undefined) ?? []);
  const flows = elements.filter((element) => element.$type === 'bpmn:SequenceFlow');
  return elements
    .filter((element) => element.$type !== 'bpmn:SequenceFlow')
    .map((node) => {
      const defaultFlow = idOf(node.default);
      return {
        id: String(node.id),
        type: node.$type,
        outgoing: flows
          .filter((flow) => idOf(flow.sourceRef) === node.id)
          .map((flow) => ({ id: String(flow.id), target: idOf(flow.targetRef) ?? '', condition: readCondition(flow)?.body ?? null, isDefault: flow.id === defaultFlow })),
      };
    });
}
