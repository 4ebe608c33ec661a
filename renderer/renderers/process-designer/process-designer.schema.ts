import { z } from 'zod';
import { LocalizedText } from '../../../src/shared/formats/common';

/**
 * The BPMN designer of the approval platform: a process model version (opened with its id) or a new model
 * in bpmn-js's modeler, with the platform's properties (approvers, sign mode, due hours, conditions), a
 * .bpmn file imported into it or exported from it, and deploy (doDeploy), which makes the next version.
 */
export const ProcessDesignerDescriptor = z
  .object({
    $schema: z.string().optional(),
    version: z.literal(1),
    type: z.literal('processDesigner'),
    route: z.string().describe('route path under /main, e.g. processDesigner'),
    title: LocalizedText,
    entity: z.literal('bpmProcessModel').describe('the approval platform\'s model entity'),
    listRoute: z.string().describe('the list of models this screen is opened from: its menu and resource codes apply here'),
    deployResource: z.string().describe('resource code of the deploy call (btnDeploy): the button shows when the menu grants it'),
  })
  .strict();
export type ProcessDesignerDescriptor = z.infer<typeof ProcessDesignerDescriptor>;
