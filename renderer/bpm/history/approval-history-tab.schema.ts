import { z } from 'zod';
import { ButtonDescriptor } from '../../descriptors/button.schema';

/**
 * An edit screen tab with the document's approvals: each approval of the record (newest first) with its
 * history, and the viewer's own open task with its buttons. Approvals are read, and decided, under the menu
 * of `route` (the to-do list, whose screens read instances and tasks), found among the user's menus; without
 * that menu the tab says so.
 */
export const ApprovalHistoryTab = z
  .object({
    route: z.string().describe('the approval list whose menu the tab reads and acts under, e.g. myUpcoming'),
    taskActions: z
      .array(ButtonDescriptor)
      .default([])
      .describe('operation buttons of bpmTask for the viewer\'s own open task of the document (doApproveTask, doRejectTask), granted by that menu'),
  })
  .strict();
export type ApprovalHistoryTab = z.infer<typeof ApprovalHistoryTab>;
