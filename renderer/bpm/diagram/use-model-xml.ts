import { useEffect, useState } from 'react';
import { useDataAdapter } from '../../context/data-adapter-context';
import type { MenuContext } from '../../data/data-adapter';
import { BPM_ENTITIES } from '../../../src/shared/bpm/bpm-entities';

export type ModelXmlState = { kind: 'loading' } | { kind: 'failed'; msg: string } | { kind: 'loaded'; xml: string; model: Record<string, unknown> };

/** A process model version's BPMN XML (findById of bpmProcessModel), or nothing to read without an id. */
export function useModelXml(modelId: unknown, menu: MenuContext): ModelXmlState {
  const adapter = useDataAdapter();
  const [state, setState] = useState<ModelXmlState>({ kind: 'loading' });
  useEffect(() => {
    if (modelId === undefined || modelId === null || modelId === '') return undefined;
    let cancelled = false;
    setState({ kind: 'loading' });
    void adapter
      .request<Record<string, unknown>>({ service: 'bpm', resource: `${BPM_ENTITIES.model}Restful`, operation: 'findById', body: { id: modelId }, menu })
      .then((answer) => {
        if (cancelled) return;
        setState(answer.status === 'S' ? { kind: 'loaded', xml: String(answer.data.bpmnXml ?? ''), model: answer.data } : { kind: 'failed', msg: answer.msg });
      });
    return () => {
      cancelled = true;
    };
  }, [adapter, modelId, menu]);
  return state;
}
