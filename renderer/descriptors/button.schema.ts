import { z } from 'zod';
import { LocalizedText } from '../../src/shared/formats/common';

/**
 * A toolbar, row or form button. It shows only when the current menu and responsibility grant its
 * `resource` code; the server checks the same code. `action` is a standard operation (`create`, `edit`,
 * `save`, `delete`, `refresh`, `back`) or a workflow, command or generate action of the entity (`doSubmit`, `doCreateDelivery`, ...).
 */
export const ButtonDescriptor = z
  .object({
    action: z.string(),
    resource: z.string().optional().describe('resource code; omitted only for harmless actions (refresh, back)'),
    label: LocalizedText.optional().describe('defaults to the workflow action label or the standard wording'),
    style: z.enum(['primary', 'default', 'danger', 'success']).optional(),
    confirm: LocalizedText.optional().describe('asks before running'),
    openRoute: z
      .string()
      .optional()
      .describe("a generate action's button: the edit route of the new document, opened with its id after success"),
  })
  .strict();
export type ButtonDescriptor = z.infer<typeof ButtonDescriptor>;
