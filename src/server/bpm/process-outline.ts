import type { BpmnEngineOptions } from 'bpmn-engine';
import { SRM_MODDLE, readApproval, type ApprovalRule } from '../../shared/bpm/srm-moddle';
import { CONDITION_SCRIPTS } from './condition-scripts';

/** One outgoing sequence flow of a node. */
export interface OutlineFlow {
  id: string;
  /** The node the flow leads to. */
  targetId: string;
  /** The condition's language and body, when the flow has one. */
  condition: { language: string | null; body: string } | null;
  isDefault: boolean;
}

export interface OutlineNode {
  id: string;
  name: string | null;
  /** The BPMN type, e.g. bpmn:UserTask. */
  type: string;
  outgoing: OutlineFlow[];
  /** A user task's srm:approval, when written. */
  approval: ApprovalRule | null;
}

export interface ProcessOutline {
  processes: { id: string; name: string | null }[];
  nodes: OutlineNode[];
}

/** The engine's options for every model: the platform's moddle package and its condition scripts. */
export const ENGINE_OPTIONS: BpmnEngineOptions = {
  moddleOptions: { srm: SRM_MODDLE },
  // The engine's types say getScript always answers a script; at run time undefined means "not this language".
  scripts: CONDITION_SCRIPTS as unknown as BpmnEngineOptions['scripts'],
};

interface ParsedElement {
  id: string;
  targetId?: string;
  name?: string;
  type: string;
  isDefault?: boolean;
  outbound?: ParsedElement[];
  behaviour: Record<string, unknown>;
}

/**
 * Reads a BPMN 2.0 document with bpmn-engine's own parser (bpmn-moddle with the platform's package), so
 * what is checked at deploy is exactly what will run. Throws the parser's error for XML it cannot read.
 */
export async function readProcessOutline(xml: string): Promise<ProcessOutline> {
  const { Engine } = await import('bpmn-engine');
  const engine = new Engine({ ...ENGINE_OPTIONS, source: xml });
  const definitions = await engine.getDefinitions();
  const processes: ProcessOutline['processes'] = [];
  const nodes: OutlineNode[] = [];
  for (const definition of definitions) {
    for (const process of definition.getProcesses() as unknown as { id: string; name?: string }[]) processes.push({ id: process.id, name: process.name ?? null });
    for (const activity of definition.context.getActivities() as unknown as ParsedElement[]) {
      const outgoing = (activity.outbound ?? []).map((flow) => {
        const expression = flow.behaviour.conditionExpression as { language?: string; body?: string } | undefined;
        return {
          id: flow.id,
          targetId: String(flow.targetId),
          condition: expression ? { language: expression.language ?? null, body: expression.body ?? '' } : null,
          isDefault: flow.isDefault === true,
        };
      });
      nodes.push({ id: activity.id, name: activity.name ?? null, type: activity.type, outgoing, approval: readApproval(activity.behaviour) });
    }
  }
  return { processes, nodes };
}
