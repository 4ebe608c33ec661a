import { z } from 'zod';
import { Condition, LocalizedText } from '../../src/shared/formats/common';
import { AttachmentConfig } from './attachment-config.schema';
import { DateFormat, EditType } from './column.schema';

/** A field placed in a search form or an edit-form section. Rules come from the entity field. */
export const FormField = z
  .object({
    field: z.string().describe('entity field name'),
    label: LocalizedText.optional().describe('defaults to the entity field label'),
    editType: EditType.optional(),
    span: z.number().int().min(1).max(4).optional().describe('columns of the section grid the field takes'),
    format: DateFormat.optional(),
    readOnly: z.boolean().optional(),
    attachmentConfig: AttachmentConfig.optional().describe('rules of an attachment field (defaults apply when absent)'),
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
