import { z } from 'zod';
import { LocalizedText } from '../../src/shared/formats/common';
import { AttachmentConfig } from './attachment-config.schema';

/** A value an operation's dialog asks for besides the comment: a record of an entity (its id), a lookup code or files. */
export const OperationInput = z
  .object({
    name: z.string().describe('the body field the value is sent as (targetUserId)'),
    label: LocalizedText,
    required: z.boolean().default(false),
    ref: z.string().optional().describe('an entity to choose a record of (a reference select): its id is sent'),
    lookup: z.string().optional().describe('a lookup type to choose a value of: its code is sent'),
    attachments: z
      .string()
      .regex(/^\w+\.\w+$/)
      .optional()
      .describe('"entity.field" of type attachment the files are uploaded for (an attachment widget of the screen): their ids are sent joined by commas, the operation binds them'),
    attachmentConfig: AttachmentConfig.optional().describe('with attachments: the widget\'s rules'),
  })
  .strict()
  .refine((input) => [input.ref, input.lookup, input.attachments].filter((kind) => kind !== undefined).length === 1, {
    message: 'an operation input names exactly one of ref, lookup and attachments',
  });
export type OperationInput = z.infer<typeof OperationInput>;

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

/** How a named operation written in code is called: whether it asks for a comment and other values, whether it answers a file, whether it fills a form first. */
export const ButtonOperation = z
  .object({
    comment: z.enum(['none', 'optional', 'required']).default('none').describe('asks for a comment sent as `comment`: none (a confirmation instead), optional or required'),
    inputs: z.array(OperationInput).default([]).describe('further values the dialog asks for with the comment, sent under their names'),
    answersFile: z.boolean().default(false).describe('the operation answers a file (an export): the button downloads it, one per chosen row'),
    form: z
      .array(OperationFormField)
      .min(1)
      .optional()
      .describe('a toolbar operation that needs no chosen row: a dialog asks for these fields, and their values are the body of one call'),
    noRows: z
      .boolean()
      .default(false)
      .describe('a toolbar operation on the whole list that needs no chosen row and no values (mark all read): a confirmation, then one call with an empty body'),
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
