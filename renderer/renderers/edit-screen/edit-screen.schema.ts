import { z } from 'zod';
import { LocalizedText } from '../../../src/shared/formats/common';
import { ButtonDescriptor } from '../../descriptors/button.schema';
import { TableColumn } from '../../descriptors/column.schema';
import { FormField } from '../../descriptors/form-field.schema';

export const FormSection = z
  .object({
    title: LocalizedText,
    columns: z.number().int().min(1).max(4).default(3),
    fields: z.array(FormField).min(1),
  })
  .strict();
export type FormSection = z.infer<typeof FormSection>;

export const LinesGrid = z
  .object({
    lines: z.string().describe('name of a line collection of the entity'),
    title: LocalizedText,
    columns: z.array(TableColumn).min(1),
    editable: z.boolean().default(true).describe('table-level edit rule; columns also need isEdit'),
    showSummary: z.boolean().default(false),
    summaryFields: z.array(z.string()).default([]),
  })
  .strict();
export type LinesGrid = z.infer<typeof LinesGrid>;

/** A header form with sections, optional line grids, and buttons (save and workflow actions). */
export const EditScreenDescriptor = z
  .object({
    $schema: z.string().optional(),
    version: z.literal(1),
    type: z.literal('edit'),
    route: z.string(),
    title: LocalizedText,
    entity: z.string(),
    listRoute: z.string().optional().describe('list screen this edit screen belongs to (menu and permissions)'),
    sections: z.array(FormSection).min(1),
    lineGrids: z.array(LinesGrid).default([]),
    actions: z.array(ButtonDescriptor).default([]),
  })
  .strict();
export type EditScreenDescriptor = z.infer<typeof EditScreenDescriptor>;
