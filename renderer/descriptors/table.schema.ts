import { z } from 'zod';
import { Condition, LocalizedText } from '../../src/shared/formats/common';
import { TableColumn } from './column.schema';

/** The two grids of spec 000 §2: the editable table and the multi-type table panel. */
export const TableType = z.enum(['editable', 'panel']);
export type TableType = z.infer<typeof TableType>;

/** vxe-table's merge-footer-items, by column key rather than position (users reorder columns). */
export const FooterMerge = z
  .object({
    key: z.string().describe('column whose footer cell is widened'),
    colspan: z.number().int().min(2).describe('how many shown columns the cell spans, itself included'),
  })
  .strict();
export type FooterMerge = z.infer<typeof FooterMerge>;

/** What the expand column opens under a row: the row's fields, read-only, in a grid of `columns`. */
export const ExpandConfig = z
  .object({
    fields: z.array(TableColumn).min(1).describe('fields shown, with the display keys of a column (lookup, format, ...)'),
    columns: z.number().int().min(1).max(4).default(3),
  })
  .strict();
export type ExpandConfig = z.infer<typeof ExpandConfig>;

/** Table configuration keys of spec 000 §3. */
export const TableConfig = z
  .object({
    name: z.string().describe('table name, keys the per-user column configuration'),
    type: TableType.default('editable').describe('editable table (20 rows a page, inline edit) or table panel (200 rows a page)'),
    api: z
      .object({ service: z.string(), resource: z.string(), operation: z.string() })
      .strict()
      .optional()
      .describe("defaults to the screen entity's listByPage"),
    searchParams: z
      .record(z.string(), z.union([z.string(), z.number(), z.array(z.union([z.string(), z.number()]))]))
      .optional()
      .describe('fixed parameters: {"status": "OPEN"}, a list for an _in filter: {"status_in": ["APPROVED", "REJECTED"]}'),
    pageSize: z.number().int().positive().optional().describe('20 for an editable table, 200 for a panel by default'),
    paging: z.boolean().default(true).describe('false: every row in one page, no pager'),
    height: z
      .union([z.number().int().positive(), z.literal('auto')])
      .optional()
      .describe('body height in px, or auto to fill the screen; by default it grows with the rows up to 500 (700 for a panel)'),
    selection: z.boolean().default(true),
    showIndex: z.boolean().default(true),
    showSummary: z.boolean().default(false),
    isEdit: z.boolean().optional().describe('table edit rule: inline edit of isEdit columns (default: true for an editable table)'),
    editableWhen: Condition.optional().describe('rows that may be edited inline (e.g. status DRAFT)'),
    expand: ExpandConfig.optional(),
    footerConfig: z
      .object({
        summaryFields: z.array(z.string()).default([]),
        meanNumFields: z.array(z.string()).default([]),
        title: LocalizedText.optional(),
        mergeFooterItems: z.array(FooterMerge).optional(),
      })
      .strict()
      .optional(),
    pageSelection: z.object({ keyFields: z.array(z.string()).min(1) }).strict().optional(),
    rowSpanFields: z.array(z.string()).optional().describe('columns whose equal values in consecutive rows merge into one cell'),
  })
  .strict();
export type TableConfig = z.infer<typeof TableConfig>;
