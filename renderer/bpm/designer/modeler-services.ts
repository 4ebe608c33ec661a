import type { ModdleElement } from '../../../src/shared/bpm/srm-moddle';
import type { ModdleFactory } from '../srm-extensions';

/** A diagram element as bpmn-js hands it out: its id, its type and its business object (the moddle element). */
export interface DiagramElement {
  id: string;
  type: string;
  businessObject: ModdleElement;
  source?: DiagramElement;
}

/** The parts of a bpmn-js Modeler the designer uses. */
export interface ModelerLike {
  importXML(xml: string): Promise<{ warnings: unknown[] }>;
  saveXML(options: { format: boolean }): Promise<{ xml?: string }>;
  get(name: 'modeling'): { updateProperties(element: DiagramElement, properties: Record<string, unknown>): void };
  get(name: 'moddle'): ModdleFactory;
  get(name: 'canvas'): {
    getRootElement(): DiagramElement;
    addMarker(id: string, marker: string): void;
    removeMarker(id: string, marker: string): void;
    zoom(level: string, center?: 'auto'): void;
    scrollToElement(element: DiagramElement): void;
  };
  get(name: 'elementRegistry'): { get(id: string): DiagramElement | undefined };
  get(name: 'selection'): { select(element: DiagramElement): void };
  get(name: 'eventBus'): { on(event: string, callback: (event: { newSelection?: DiagramElement[] }) => void): void };
  destroy(): void;
}
