import { z } from 'zod';
import { LocalizedText } from '../../../src/shared/formats/common';
import { DateFormat } from '../../descriptors/column.schema';
import { SearchField } from '../../descriptors/form-field.schema';

/** Arco's colour names: a column's accent (header bar and count badge). */
export const KanbanColor = z.enum([
  'gray',
  'blue',
  'arcoblue',
  'cyan',
  'green',
  'lime',
  'gold',
  'orange',
  'orangered',
  'red',
  'magenta',
  'pinkpurple',
  'purple',
]);
export type KanbanColor = z.infer<typeof KanbanColor>;

export const KanbanColumn = z
  .object({
    status: z.string().describe("a status of the entity's workflow: the column holds the records in it"),
    title: LocalizedText.optional().describe("the column's title; the status's meaning in the workflow's statusLookup by default"),
    color: KanbanColor.optional().describe("accent colour of the column's header (an Arco colour name)"),
  })
  .strict();
export type KanbanColumn = z.infer<typeof KanbanColumn>;

/** A value a card shows, with the display keys of a grid column (the card shows it as the grid does). */
export const KanbanCardField = z
  .object({
    key: z.string().describe('row key: an entity field, an audit field, or a display key filled from a reference'),
    title: LocalizedText.optional().describe("label before the value; the field's label by default (required for display keys)"),
    displayKey: z.string().optional().describe("show this row key instead of the value (a reference's name)"),
    lookup: z.object({ typeCode: z.string() }).strict().optional().describe('show the lookup meaning of the code'),
    format: DateFormat.optional().describe('date display'),
    precision: z.number().int().min(0).max(8).optional().describe('digits after the point'),
    showThousandSeparator: z.boolean().optional().describe('1,234.50 rather than 1234.50'),
  })
  .strict();
export type KanbanCardField = z.infer<typeof KanbanCardField>;

export const KanbanCard = z
  .object({
    title: z.string().describe("row key shown as the card's title (a document number)"),
    subtitle: z.string().optional().describe('row key shown under the title (a supplier name)'),
    fields: z.array(KanbanCardField).default([]).describe('further values, label and value, one a line'),
  })
  .strict();
export type KanbanCard = z.infer<typeof KanbanCard>;

/**
 * Documents of one entity as cards in columns by workflow status; dragging a card to another column runs
 * the workflow action that leads there.
 */
export const KanbanScreenDescriptor = z
  .object({
    $schema: z.string().optional(),
    version: z.literal(1),
    type: z.literal('kanban'),
    route: z.string().describe('route path under /main, e.g. PurchaseOrderKb'),
    title: LocalizedText,
    entity: z.string().describe('an entity with a workflow'),
    editRoute: z.string().describe('the edit screen a click on a card opens, with the record id'),
    search: z.array(SearchField).default([]).describe("the search form above the board, as a list screen's"),
    columns: z
      .array(KanbanColumn)
      .min(1)
      .optional()
      .describe("the columns in order; by default every status of the workflow: the initial one, then each action's `to` in the order actions are declared"),
    card: KanbanCard,
    pageSize: z.number().int().min(1).max(100).default(20).describe('cards loaded per column at first and by each "load more"'),
    params: z
      .record(z.string(), z.union([z.string(), z.number()]))
      .optional()
      .describe('fixed filters sent with every load (suffix keys as in searches: poType, startDate_gte)'),
  })
  .strict();
export type KanbanScreenDescriptor = z.infer<typeof KanbanScreenDescriptor>;
