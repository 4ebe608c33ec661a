import { z } from 'zod';
import { Identifier } from './common';

/**
 * An entity whose records form a tree through a parent field (organisations, purchase categories,
 * districts, menus, departments): tree screens load it level by level, search it and move its nodes.
 */
export const TreeRule = z
  .object({
    parentField: Identifier.describe('field holding the parent record\'s key (a reference to the same entity)'),
    orderField: Identifier.optional().describe('integer field that orders siblings; moving a node renumbers them 1, 2, 3...'),
    rootValue: z
      .number()
      .int()
      .optional()
      .describe('the parent value of a top-level node when it is not empty (menus use 0)'),
  })
  .strict()
  .describe('the records form a tree: tree screens, lazy children, search by path, moving nodes');
export type TreeRule = z.infer<typeof TreeRule>;
