import { z } from 'zod';
import { LocalizedText } from '../../src/shared/formats/common';
import { AttachmentConfig } from './attachment-config.schema';

export const DateFormat = z.enum(['yyyy-MM-dd', 'yyyy-MM-dd HH:mm:ss', 'yyyy', 'yyyy-MM']);
export type DateFormat = z.infer<typeof DateFormat>;

export const EditType = z.enum(['text', 'number', 'date', 'lookup', 'multiLookup', 'reference', 'flag', 'textarea', 'attachment', 'html']);
export type EditType = z.infer<typeof EditType>;

/** Number checks of an editable cell (spec 000 §5): > 0, >= 0, or a whole number > 0. */
export const NumberRule = z.enum(['positive', 'positiveOrZero', 'positiveInteger']);
export type NumberRule = z.infer<typeof NumberRule>;

/** What a cell is besides a value: a link or a button that runs a row action. */
export const CellType = z.enum(['link', 'button']);
export type CellType = z.infer<typeof CellType>;

export const ButtonType = z.enum(['primary', 'default', 'danger', 'success']);
export type ButtonType = z.infer<typeof ButtonType>;

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
  validate?: { required?: boolean; number?: NumberRule };
  editType?: EditType;
  cellType?: CellType;
  action?: string;
  buttonType?: ButtonType;
  optionFields?: string[];
  lookup?: { typeCode: string };
  displayKey?: string;
  showIcon?: { value?: string; trueValue: string; falseValue: string; falseShow?: boolean };
  linkTag?: 'edit' | 'detail';
  openRoute?: { routeKey: string; idKey: string };
  showThousandSeparator?: boolean;
  min?: number;
  max?: number;
  precision?: number;
  step?: number;
  format?: DateFormat;
  columnsDisplay?: 'Y' | 'N';
  isSummary?: boolean;
  attachmentConfig?: AttachmentConfig;
  labelOf?: 'entity' | 'operation';
  entityKey?: string;
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
      validate: z
        .object({
          required: z.boolean().optional().describe('red asterisk in the header; checked inline and before saving'),
          number: NumberRule.optional().describe('positive (> 0), positiveOrZero (>= 0) or positiveInteger (whole, > 0)'),
        })
        .strict()
        .optional(),
      editType: EditType.optional().describe('editor; defaults from the entity field type'),
      cellType: CellType.optional().describe('link or button: a click runs `action` on the row'),
      action: z
        .string()
        .optional()
        .describe('what a link or button cell runs: edit, detail (the edit screen read-only), delete, or a workflow action or command of the entity'),
      buttonType: ButtonType.optional().describe('colour of a button cell (default blue, danger red, success green)'),
      optionFields: z
        .array(z.string())
        .optional()
        .describe('reference editor: fields of the referenced record shown in each option besides code and name'),
      lookup: z.object({ typeCode: z.string() }).strict().optional().describe('show the lookup meaning of the code'),
      displayKey: z.string().optional().describe('row key to show instead of the value (e.g. a reference name)'),
      showIcon: z
        .object({
          value: z.string().optional().describe("row key whose value decides the icon (the column's own key by default)"),
          trueValue: z.string(),
          falseValue: z.string(),
          falseShow: z.boolean().optional().describe('false hides the grey mark of the false value'),
        })
        .strict()
        .optional(),
      linkTag: z
        .enum(['edit', 'detail'])
        .optional()
        .describe('the cell is a link that opens the edit screen (cellType link, action edit), or the same screen read-only (detail: mode=detail)'),
      openRoute: z
        .object({
          routeKey: z.string().describe('row key holding the route of the screen to open, e.g. openRoute'),
          idKey: z.string().describe('row key holding the id the screen opens, e.g. openId'),
        })
        .strict()
        .optional()
        .describe(
          "the cell is a link that opens the screen the row names (each row its own: a work list's documents of every type), with the row's id, under that screen's own menu; a row naming no route shows plain text",
        ),
      showThousandSeparator: z.boolean().optional(),
      min: z.number().optional(),
      max: z.number().optional(),
      precision: z.number().int().min(0).max(8).optional(),
      step: z.number().positive().optional(),
      format: DateFormat.optional(),
      columnsDisplay: z.enum(['Y', 'N']).optional().describe('N hides the column'),
      isSummary: z.boolean().optional().describe('summed in the footer row'),
      attachmentConfig: AttachmentConfig.optional().describe('rules of an attachment column (editType attachment needs it)'),
      labelOf: z
        .enum(['entity', 'operation'])
        .optional()
        .describe('the value is a code: show the label of the entity it names, or of the operation it names on the entity of the row (entityKey); the code shows on hover'),
      entityKey: z.string().optional().describe('labelOf operation: row key holding the entity name (default entityName)'),
      children: z.array(TableColumn).optional().describe('grouped header'),
    })
    .strict(),
);
