import type { EntityCatalog } from '../../../src/shared/entity/entity-catalog';
import type { LocalizedText } from '../../../src/shared/formats/common';
import type { EntitySchema } from '../../../src/shared/formats/entity-format';
import type { TreeRule } from '../../../src/shared/formats/tree-format';
import { resolveButton, type ButtonModel } from '../../buttons/button-model';
import type { EntityLoader } from '../../loading/entity-loader';
import { loadScreenEntities } from '../../loading/screen-entities';
import type { EditScreenModel } from '../edit-screen/edit-model';
import { parseSection } from '../edit-screen/edit-model';
import type { TreeScreenDescriptor } from './tree-screen.schema';

/** The standard buttons of a tree screen's form. */
export const TREE_ACTIONS = ['save', 'delete', 'addChild', 'addRoot'] as const;

export interface TreeScreenModel {
  route: string;
  title: LocalizedText;
  entity: EntitySchema;
  catalog: EntityCatalog;
  rule: TreeRule;
  search: boolean;
  draggable: boolean;
  /**
   * The selected node's form as an edit screen without line grids: the edit screen's sections, field
   * specs, checks, save flow and button rules apply to it unchanged.
   */
  form: EditScreenModel;
  /** Every button in the descriptor's order: addChild and addRoot, and the form's own. */
  actions: ButtonModel[];
}

/** Parses a tree descriptor once: the entity must have a `tree` rule; sections and buttons as an edit screen's. */
export async function parseTreeScreen(descriptor: TreeScreenDescriptor, loader: EntityLoader): Promise<TreeScreenModel> {
  const { entity, catalog } = await loadScreenEntities(loader, descriptor.entity);
  if (!entity.tree) {
    throw new Error(`tree screen ${descriptor.route}: entity ${entity.name} has no \`tree\` rule (parentField, orderField) in its schema`);
  }
  const actions = descriptor.actions.map((button) => resolveButton(button, entity, TREE_ACTIONS));
  return {
    route: descriptor.route,
    title: descriptor.title,
    entity,
    catalog,
    rule: entity.tree,
    search: descriptor.search,
    draggable: descriptor.draggable,
    form: {
      route: descriptor.route,
      title: descriptor.title,
      entity,
      catalog,
      sections: descriptor.sections.map((section, index) => parseSection(`node-${index}`, section, entity, catalog)),
      lineGrids: [],
      readOnly: false,
      tabs: [],
      actions: actions.filter((button) => button.kind !== 'addChild' && button.kind !== 'addRoot'),
    },
    actions,
  };
}
