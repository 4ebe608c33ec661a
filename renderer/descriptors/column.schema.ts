import { z } from 'zod';
import { LocalizedText } from '../../src/shared/formats/common';
import { AttachmentConfig } from './attachment-config.schema';

export const DateFormat = z.enum(['yyyy-MM-dd', 'yyyy-MM-dd HH:mm:ss', 'yyyy', 'yyyy-MM']);
export type DateFormat = z.infer<typeof DateFormat>;

export const EditType = z.enum(['text', 'number', 'date', 'lookup', 'multiLookup', 'reference', 'flag', 'textarea', 'attachment']);
export type EditType = z.infer<typeof EditType>;

/** A grid column, with the keys of the table column configuration of spec 000 §3. */
export type TableColumn = {
  key: string;
  title?: LocalizedText;
  width?: number;
  align?: 'left' | 'center' | 'right';
  fixed?: 'left' | 'right';
  sortable?: boolean;
  resizable?: boolean;
  isEdit?: boolean;
  disabled?: boolean;
  validate?: { required?: boolean };
  editType?: EditType;
  lookup?: { typeCode: string };
  displayKey?: string;
  showIcon?: { trueValue: string; falseValue: string; falseShow?: boolean };
  linkTag?: 'edit';
  showThousandSeparator?: boolean;
  min?: number;
  max?: number;
  precision?: number;
  step?: number;
  format?: DateFormat;
  columnsDisplay?: 'Y' | 'N';
  isSummary?: boolean;
  attachmentConfig?: AttachmentConfig;
  children?: TableColumn[];
};

export const TableColumn: z.ZodType<TableColumn> = z.lazy(() =>
  z
    .object({
      key: z.string().describe('row key (an entity field, or a display key filled from a reference)'),
      title: LocalizedText.optional().describe('defaults to the entity field label'),
      width: z.number().int().positive().optional(),
      align: z.enum(['left', 'center', 'right']).optional(),
      fixed: z.enum(['left', 'right']).optional(),
      sortable: z.boolean().optional().describe('server-side sort on this column'),
      resizable: z.boolean().optional(),
      isEdit: z.boolean().optional().describe('editable inline (also needs the table to be editable)'),
      disabled: z.boolean().optional(),
      validate: z.object({ required: z.boolean().optional() }).strict().optional(),
      editType: EditType.optional().describe('editor; defaults from the entity field type'),
      lookup: z.object({ typeCode: z.string() }).strict().optional().describe('show the lookup meaning of the code'),
      displayKey: z.string().optional().describe('row key to show instead of the value (e.g. a reference name)'),
      showIcon: z
        .object({ trueValue: z.string(), falseValue: z.string(), falseShow: z.boolean().optional() })
        .strict()
        .optional(),
      linkTag: z.literal('edit').optional().describe('the cell is a link that opens the edit screen'),
      showThousandSeparator: z.boolean().optional(),
      min: z.number().optional(),
      max: z.number().optional(),
      precision: z.number().int().min(0).max(8).optional(),
      step: z.number().positive().optional(),
      format: DateFormat.optional(),
      columnsDisplay: z.enum(['Y', 'N']).optional().describe('N hides the column'),
      isSummary: z.boolean().optional().describe('summed in the footer row'),
      attachmentConfig: AttachmentConfig.optional().describe('rules of an attachment column (editType attachment needs it)'),
      children: z.array(TableColumn).optional().describe('grouped header'),
    })
    .strict(),
);
