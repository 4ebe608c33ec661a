import { z } from 'zod';
import { LocalizedText } from '../../../src/shared/formats/common';
import { ButtonDescriptor } from '../../descriptors/button.schema';
import { TableColumn } from '../../descriptors/column.schema';
import { SearchField } from '../../descriptors/form-field.schema';
import { TableConfig } from '../../descriptors/table.schema';

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
    search: z.array(SearchField).default([]),
    table: TableConfig,
    columns: z.array(TableColumn).min(1),
    toolbar: z.array(ButtonDescriptor).default([]),
    rowActions: z.array(ButtonDescriptor).default([]),
  })
  .strict();
export type ListScreenDescriptor = z.infer<typeof ListScreenDescriptor>;
