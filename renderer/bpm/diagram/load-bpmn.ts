import { SRM_MODDLE } from '../../../src/shared/bpm/srm-moddle';

/**
 * bpmn-js is large (the modeler about 250 kB gzip) and draws only in a browser: it is loaded on the screens
 * that show a diagram, in a chunk of its own, never with the rest of the renderer.
 */
async function loadStyles(): Promise<void> {
  await Promise.all([
    import('bpmn-js/dist/assets/diagram-js.css'),
    import('bpmn-js/dist/assets/bpmn-js.css'),
    import('bpmn-js/dist/assets/bpmn-font/css/bpmn-embedded.css'),
  ]);
}

export async function loadModeler() {
  const [{ default: Modeler }] = await Promise.all([import('bpmn-js/lib/Modeler'), loadStyles()]);
  return Modeler;
}

export async function loadViewer() {
  const [{ default: NavigatedViewer }] = await Promise.all([import('bpmn-js/lib/NavigatedViewer'), loadStyles()]);
  return NavigatedViewer;
}

/** What every diagram of the platform reads and writes: the srm: extensions (src/shared/bpm/srm-moddle.ts). */
export const MODDLE_EXTENSIONS = { srm: SRM_MODDLE };

/**
 * Whether this document lays out SVG (bpmn-js measures text and shapes with getBBox): every browser does;
 * jsdom, where the unit tests render stories, does not, and there the screens say so instead of drawing.
 */
export function canDrawDiagrams(): boolean {
  return typeof SVGGraphicsElement !== 'undefined' && typeof (SVGGraphicsElement.prototype as { getBBox?: unknown }).getBBox === 'function';
}
