import { z } from 'zod';
import { LocalizedText } from '../../../src/shared/formats/common';
import { ButtonDescriptor } from '../../descriptors/button.schema';

/**
 * One approval process instance (bpmProcessInstance), opened with its id from a list: the document it
 * approves, its model's diagram with the path coloured (passed, current, rejected), its history, and for the
 * viewer's own open task the task's buttons; while it runs, the instance's own buttons (urge).
 */
export const ProcessInstanceDescriptor = z
  .object({
    $schema: z.string().optional(),
    version: z.literal(1),
    type: z.literal('processInstance'),
    route: z.string().describe('route path under /main, e.g. processInstanceDetail'),
    title: LocalizedText,
    entity: z.literal('bpmProcessInstance').describe('the approval platform\'s instance entity'),
    listRoute: z.string().describe('the list this screen is opened from: its menu and resource codes apply here'),
    taskActions: z
      .array(ButtonDescriptor)
      .default([])
      .describe('operation buttons of bpmTask shown on the viewer\'s own open task of the instance (doApproveTask, doRejectTask); the list route\'s screens must read bpmTask'),
    adminTaskActions: z
      .array(ButtonDescriptor)
      .default([])
      .describe('operation buttons of bpmTask shown on every pending task of the instance, for an administrator (doReassignTask); the screen then lists those tasks'),
    instanceActions: z
      .array(ButtonDescriptor)
      .default([])
      .describe('operation buttons of the running instance itself (doUrge: 催办), shown while it runs and granted on the list route\'s menu'),
    documentRoutes: z
      .record(z.string(), z.string())
      .default({})
      .describe('edit route per document entity (srmPoHeader: its edit screen): the document number opens it under that route\'s own menu'),
  })
  .strict();
export type ProcessInstanceDescriptor = z.infer<typeof ProcessInstanceDescriptor>;
