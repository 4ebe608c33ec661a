import { z } from 'zod';
import { LocalizedText } from '../../../../src/shared/formats/common';
import { Expression, FieldMapping } from '../../../../src/shared/formats/expression';
import { TableColumn } from '../../../descriptors/column.schema';
import { SearchField } from '../../../descriptors/form-field.schema';

/**
 * "Add from source": a dialog over another entity's list (usually another document's lines) whose picked
 * rows become new lines of the grid, mapped field by field. A convenience: the server's rules stay the guard.
 */
export const LinePick = z
  .object({
    label: LocalizedText.optional().describe('the button above the grid; 从来源添加 / Add from source by default'),
    title: LocalizedText.optional().describe("the dialog's title; the label by default"),
    entity: z.string().describe('the entity picked from (srmPoLine): its listByPage fills the dialog'),
    search: z.array(SearchField).default([]).describe('search fields of the source entity; `parent.<field>` searches its header (a line entity)'),
    columns: z.array(TableColumn).min(1).describe('columns of the source rows'),
    params: z
      .record(z.string(), Expression)
      .default({})
      .describe('fixed listByPage parameters (suffix operators and parent. allowed) -> expression on the current record: {"parent.supplierId": {"field": "supplierId"}, "openQty_gt": 0}'),
    map: FieldMapping.describe('new line field -> expression: {field} reads the source row (its display keys too), {parentField} the current record'),
    key: z
      .object({
        source: z.string().describe('the source row field that identifies it'),
        line: z.string().describe('the line field holding it'),
      })
      .strict()
      .optional()
      .describe('rows already in the grid (same key) show checked and cannot be picked again'),
    resource: z.string().optional().describe('resource code that shows the button; without one the button shows wherever lines can be added'),
  })
  .strict();
export type LinePick = z.infer<typeof LinePick>;
