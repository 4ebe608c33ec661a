import { z } from 'zod';
import { LocalizedText } from '../../src/shared/formats/common';

/** One field of an operation's form: a choice among the values another operation of the entity answers. */
export const OperationFormField = z
  .object({
    name: z.string().describe('the key the chosen value is sent as'),
    label: LocalizedText,
    required: z.boolean().default(true),
    choices: z
      .string()
      .describe('the operation of the same entity answering the choices ([{value, label}]), called with {field: name, keyword, ...the values of dependsOn}'),
    dependsOn: z.array(z.string()).default([]).describe('fields this one needs first: their values are sent, and a change clears this one'),
  })
  .strict();
export type OperationFormField = z.infer<typeof OperationFormField>;

/** How a named operation written in code is called: whether it asks for a comment, whether it answers a file, whether it fills a form first. */
export const ButtonOperation = z
  .object({
    comment: z.enum(['none', 'optional', 'required']).default('none').describe('asks for a comment sent as `comment`: none (a confirmation instead), optional or required'),
    answersFile: z.boolean().default(false).describe('the operation answers a file (an export): the button downloads it, one per chosen row'),
    form: z
      .array(OperationFormField)
      .min(1)
      .optional()
      .describe('a toolbar operation that needs no chosen row: a dialog asks for these fields, and their values are the body of one call'),
  })
  .strict();
export type ButtonOperation = z.infer<typeof ButtonOperation>;

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
    operation: ButtonOperation.optional().describe(
      'a named operation of the entity written in code (docs/api.md), not declared in its schema: `action` is its name; on a list it runs on each chosen row with {id, versionNum, comment}; needs `label` and `resource`',
    ),
    openRoute: z
      .string()
      .optional()
      .describe("a generate action's button: the edit route of the new document, opened with its id after success"),
  })
  .strict();
export type ButtonDescriptor = z.infer<typeof ButtonDescriptor>;
