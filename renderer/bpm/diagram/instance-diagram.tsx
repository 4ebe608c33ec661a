import { Alert, Spin } from '@arco-design/web-react';
import { useEffect, useRef, useState } from 'react';
import { useRendererI18n } from '../../i18n/use-renderer-i18n';
import { approvalPath, type PathHistoryEntry } from '../approval-path';
import { processGraph } from '../process-graph';
import type { ModdleElement } from '../../../src/shared/bpm/srm-moddle';
import { pathMarkers } from './diagram-markers';
import { canDrawDiagrams, loadViewer, MODDLE_EXTENSIONS } from './load-bpmn';
import './bpmn-diagram.css';

export interface InstanceDiagramProps {
  xml: string;
  history: PathHistoryEntry[];
  status: string;
  variables: Record<string, unknown>;
}

interface ViewerLike {
  importXML(xml: string): Promise<unknown>;
  getDefinitions(): unknown;
  get<T>(name: string): T;
  destroy(): void;
}

interface DiagramCanvas {
  addMarker(id: string, marker: string): void;
  zoom(level: string, center: 'auto'): void;
  viewbox(): { inner: { height: number } };
  resized(): void;
}

const MIN_DIAGRAM_HEIGHT = 200;
const MAX_DIAGRAM_HEIGHT = 520;
const DIAGRAM_MARGIN = 60;

/** Height of the diagram box for a diagram `height` high: a margin around it, within the box's usual bounds. */
function fittedHeight(height: number): number {
  return Math.round(Math.min(MAX_DIAGRAM_HEIGHT, Math.max(MIN_DIAGRAM_HEIGHT, height + 2 * DIAGRAM_MARGIN)));
}

/**
 * An instance's model drawn by bpmn-js's viewer (loaded lazily), its path coloured: the nodes and flows
 * passed, the nodes waiting now, the node that rejected (approval-path.ts).
 */
export function InstanceDiagram({ xml, history, status, variables }: InstanceDiagramProps) {
  const { t } = useRendererI18n();
  const container = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<{ kind: 'loading' } | { kind: 'drawn' } | { kind: 'failed'; msg: string }>({ kind: 'loading' });
  const drawable = canDrawDiagrams();

  useEffect(() => {
    if (!drawable || !container.current) return undefined;
    let viewer: ViewerLike | undefined;
    let cancelled = false;
    const host = container.current;
    void (async () => {
      try {
        const Viewer = await loadViewer();
        if (cancelled) return;
        viewer = new Viewer({ container: host, moddleExtensions: MODDLE_EXTENSIONS }) as unknown as ViewerLike;
        await viewer.importXML(xml);
        if (cancelled) return;
        const path = approvalPath(processGraph(viewer.getDefinitions() as ModdleElement), history, status, variables);
        const canvas = viewer.get<DiagramCanvas>('canvas');
        const registry = viewer.get<{ get(id: string): unknown }>('elementRegistry');
        for (const { element, marker } of pathMarkers(path)) if (registry.get(element)) canvas.addMarker(element, marker);
        // The box is as high as the diagram needs (a short chain of nodes leaves no empty half screen above the history).
        host.style.height = `${fittedHeight(canvas.viewbox().inner.height)}px`;
        canvas.resized();
        canvas.zoom('fit-viewport', 'auto');
        setState({ kind: 'drawn' });
      } catch (error) {
        if (!cancelled) setState({ kind: 'failed', msg: (error as Error).message });
      }
    })();
    return () => {
      cancelled = true;
      viewer?.destroy();
    };
  }, [drawable, xml, history, status, variables]);

  if (!drawable) return <Alert type="info" content={t('bpm.diagramNeedsBrowser')} />;
  return (
    <div>
      {state.kind === 'failed' && <Alert type="error" content={t('bpm.diagramFailed', { msg: state.msg })} />}
      <div className="srm-bpmn-legend">
        <span style={{ ['--legend-color' as string]: 'rgb(0, 180, 42)' }}>{t('bpm.legendPassed')}</span>
        <span style={{ ['--legend-color' as string]: 'rgb(22, 93, 255)' }}>{t('bpm.legendCurrent')}</span>
        <span style={{ ['--legend-color' as string]: 'rgb(245, 63, 63)' }}>{t('bpm.legendRejected')}</span>
      </div>
      <Spin loading={state.kind === 'loading'} style={{ display: 'block' }}>
        <div ref={container} className="srm-bpmn-canvas" data-testid="instance-diagram" />
      </Spin>
    </div>
  );
}
