/** bpmn-moddle ships no types; the tests use only these parts (bpmn-js and bpmn-engine read BPMN with it). */
declare module 'bpmn-moddle' {
  import type { ModdleElement } from '../../../../src/shared/bpm/srm-moddle';
  export default class BpmnModdle {
    constructor(packages?: Record<string, unknown>);
    create(type: string, properties?: Record<string, unknown>): ModdleElement;
    fromXML(xml: string): Promise<{ rootElement: ModdleElement; warnings: unknown[] }>;
    toXML(element: ModdleElement, options?: { format?: boolean }): Promise<{ xml: string }>;
  }
}
