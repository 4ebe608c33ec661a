import { z } from 'zod';
import { LocalizedText } from '../../../src/shared/formats/common';
import { ButtonDescriptor } from '../../descriptors/button.schema';
import { TableColumn } from '../../descriptors/column.schema';
import { SearchField } from '../../descriptors/form-field.schema';
import { TableConfig } from '../../descriptors/table.schema';

/**
 * The list's rows (its table's fixed searchParams, in the user's scope) are things waiting for the user, as a
 * to-do list's open tasks: the home page counts them and lists the latest, each opening the edit screen.
 */
export const ListTodo = z
  .object({
    code: z.string().describe('row key shown as the waiting item, e.g. the document number (businessCode)'),
    detail: z.string().optional().describe('row key shown beside it, e.g. the step waiting (activityName)'),
  })
  .strict()
  .describe('the rows are the user\'s to-do: counted and listed on the home page (needs editRoute)');
export type ListTodo = z.infer<typeof ListTodo>;

/** A paged list of one entity: search form, toolbar, table with row buttons. */
export const ListScreenDescriptor = z
  .object({
    $schema: z.string().optional(),
    version: z.literal(1),
    type: z.literal('list'),
    route: z.string().describe('route path under /main, e.g. purchaseOrderList'),
    title: LocalizedText,
    entity: z.string(),
    editRoute: z.string().optional().describe('route of the edit screen opened by create, edit and links'),
    editKey: z
      .string()
      .optional()
      .describe("row key whose value the edit screen opens (defaults to the entity's primary key)"),
    editParams: z
      .record(z.string(), z.string())
      .optional()
      .describe('more route params the edit route opens with, param name to row key: a list of tables opening the list of its columns filtered by the table ({"tableName": "tableName"}), its search fields prefilled'),
    search: z.array(SearchField).default([]),
    table: TableConfig,
    columns: z.array(TableColumn).min(1),
    toolbar: z.array(ButtonDescriptor).default([]),
    rowActions: z.array(ButtonDescriptor).default([]),
    todo: ListTodo.optional(),
  })
  .strict();
export type ListScreenDescriptor = z.infer<typeof ListScreenDescriptor>;
