import { z } from 'zod';
import { LocalizedText } from '../../../src/shared/formats/common';
import { ButtonDescriptor } from '../../descriptors/button.schema';
import { FormSection } from '../edit-screen/edit-screen.schema';

/**
 * A tree of one entity with a `tree` rule (organisations, purchase categories, districts, menus): the
 * tree on the left, loaded level by level, searched, and rearranged by dragging; the selected node's form
 * on the right, with the edit screen's sections and buttons.
 */
export const TreeScreenDescriptor = z
  .object({
    $schema: z.string().optional(),
    version: z.literal(1),
    type: z.literal('tree'),
    route: z.string().describe('route path under /main, e.g. purchaseCassificationManagement'),
    title: LocalizedText,
    entity: z.string().describe('an entity with a `tree` rule (parent field, order field)'),
    search: z.boolean().default(true).describe('a search box above the tree: it opens the path to every node whose code or name contains the text'),
    draggable: z
      .boolean()
      .default(true)
      .describe('nodes can be dragged under another parent or to another place among their siblings (needs the entity\'s update resource)'),
    sections: z.array(FormSection).min(1).describe('the selected node\'s form, as the sections of an edit screen'),
    actions: z
      .array(ButtonDescriptor)
      .default([])
      .describe('buttons of the form: save, delete, addChild (a new node under the selected one), addRoot (a new top-level node), or a workflow action or command of the entity'),
  })
  .strict();
export type TreeScreenDescriptor = z.infer<typeof TreeScreenDescriptor>;
