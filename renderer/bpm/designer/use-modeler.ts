import { useEffect, useState, type RefObject } from 'react';
import { canDrawDiagrams, loadModeler, MODDLE_EXTENSIONS } from '../diagram/load-bpmn';
import type { DiagramElement, ModelerLike } from './modeler-services';

export type ModelerState = { kind: 'loading' } | { kind: 'failed'; msg: string } | { kind: 'ready'; modeler: ModelerLike };

/**
 * A bpmn-js Modeler in `container` (loaded lazily) showing `xml`, with the element the properties area
 * edits: the one selected, else the process (the canvas root).
 */
export function useModeler(container: RefObject<HTMLDivElement | null>, xml: string | null) {
  const [state, setState] = useState<ModelerState>({ kind: 'loading' });
  const [selected, setSelected] = useState<DiagramElement | null>(null);

  useEffect(() => {
    const host = container.current;
    if (!host || !canDrawDiagrams() || xml === null) return undefined;
    let modeler: ModelerLike | undefined;
    let cancelled = false;
    setState({ kind: 'loading' });
    void (async () => {
      try {
        const Modeler = await loadModeler();
        if (cancelled) return;
        modeler = new Modeler({ container: host, moddleExtensions: MODDLE_EXTENSIONS }) as unknown as ModelerLike;
        const events = modeler.get('eventBus');
        events.on('selection.changed', (event) => setSelected(event.newSelection?.length === 1 ? event.newSelection[0] : null));
        await modeler.importXML(xml);
        if (cancelled) return;
        // Centred: a diagram drawn from the left edge would lie under the palette.
        modeler.get('canvas').zoom('fit-viewport', 'auto');
        setSelected(null);
        setState({ kind: 'ready', modeler });
      } catch (error) {
        if (!cancelled) setState({ kind: 'failed', msg: (error as Error).message });
      }
    })();
    return () => {
      cancelled = true;
      modeler?.destroy();
    };
  }, [container, xml]);

  const element = state.kind === 'ready' ? (selected ?? state.modeler.get('canvas').getRootElement()) : null;
  return { state, element };
}
