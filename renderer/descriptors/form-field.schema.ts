import { z } from 'zod';
import { Condition, LocalizedText } from '../../src/shared/formats/common';
import { AttachmentConfig } from './attachment-config.schema';
import { DateFormat, EditType } from './column.schema';

/**
 * What a new record's field starts with on an edit screen, over the entity's default: a token resolved when
 * the record is started. `$currentUser`: the signed-in user's id, and on a reference to users its display
 * fields (the buyer's name) from the user. A field whose entity default is `$currentUser` takes it without one.
 * `{ "value": ... }`: a fixed value, the kind of document the screen makes (an entity serving several screens,
 * each one kind: 入库 on the storage screen, 冲销 on the write-off screen), kept on a read-only field too.
 */
export const FormFieldDefault = z.union([
  z.enum(['$currentUser']),
  z.object({ value: z.union([z.string().min(1), z.number()]) }).strict(),
]);
export type FormFieldDefault = z.infer<typeof FormFieldDefault>;

/** A field placed in a search form or an edit-form section. Rules come from the entity field. */
export const FormField = z
  .object({
    field: z.string().describe('entity field name'),
    label: LocalizedText.optional().describe('defaults to the entity field label'),
    editType: EditType.optional(),
    span: z.number().int().min(1).max(4).optional().describe('columns of the section grid the field takes'),
    format: DateFormat.optional(),
    readOnly: z.boolean().optional(),
    default: FormFieldDefault.optional().describe('a new record starts with this ($currentUser: the signed-in user, with the display fields of a reference to users; {value}: a fixed value)'),
    attachmentConfig: AttachmentConfig.optional().describe('rules of an attachment field (defaults apply when absent)'),
    labelOf: z
      .enum(['entity', 'operation'])
      .optional()
      .describe('read-only, the value is a code: show the label of the entity it names, or of the operation it names on the entity of the record (entityKey); the code shows on hover'),
    openRoute: z
      .object({
        routeKey: z.string().describe('record key holding the route of the screen to open (a message\'s linkRoute)'),
        idKey: z.string().describe('record key holding the id it opens (linkId)'),
      })
      .strict()
      .optional()
      .describe('read-only: a link (打开单据 / Open the document) opening the screen the record names with its id, under that screen\'s own menu; nothing when the record names none'),
    entityKey: z.string().optional().describe('labelOf operation: field holding the entity name (default entityName)'),
    visibleWhen: Condition.optional(),
    readOnlyWhen: Condition.optional(),
    requiredWhen: Condition.optional(),
  })
  .strict();
export type FormField = z.infer<typeof FormField>;

export const SearchOperator = z.enum(['eq', 'like', 'in', 'gte', 'lte', 'between']);
export type SearchOperator = z.infer<typeof SearchOperator>;

export const SearchField = z
  .object({
    field: z.string(),
    op: SearchOperator.default('eq'),
    label: LocalizedText.optional(),
    editType: EditType.optional(),
  })
  .strict();
export type SearchField = z.infer<typeof SearchField>;
