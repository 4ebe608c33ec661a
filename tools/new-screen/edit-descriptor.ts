import type { z } from 'zod';
import type { ButtonDescriptor } from '../../renderer/descriptors/button.schema';
import type { FormField } from '../../renderer/descriptors/form-field.schema';
import type { EditScreenDescriptor, LinesGrid } from '../../renderer/renderers/edit-screen/edit-screen.schema';
import type { EntityCatalog } from '../../src/shared/entity/entity-catalog';
import type { EntitySchema } from '../../src/shared/formats/entity-format';
import { fieldColumn, shownFields } from './field-columns';
import type { ScaffoldNames } from './scaffold-names';

const SECTION_COLUMNS = 3;

/** Long text takes a whole row; every other field one column (the server-set ones show read-only). */
function sectionFields(entity: EntitySchema): FormField[] {
  return shownFields(entity).map((field) => (field.type === 'text' ? { field: field.name, span: SECTION_COLUMNS } : { field: field.name }));
}

function linesGrid(catalog: EntityCatalog, collection: NonNullable<EntitySchema['lines']>[number]): z.input<typeof LinesGrid> {
  const lineEntity = catalog.get(collection.entity);
  return {
    lines: collection.name,
    title: { ...lineEntity.label },
    columns: shownFields(lineEntity)
      .filter((field) => field.name !== collection.foreignKey)
      .map((field) => fieldColumn(field, catalog, true)),
  };
}

/**
 * The edit screen of an entity: one section of its fields, a grid per line collection, save when the
 * entity names a create or update resource, a button per workflow action, and back.
 */
export function editDescriptor(entity: EntitySchema, catalog: EntityCatalog, names: ScaffoldNames, schemaRef: string): z.input<typeof EditScreenDescriptor> {
  const permissions = entity.permissions ?? {};
  const actions: ButtonDescriptor[] = [];
  const saveResource = permissions.update ?? permissions.create;
  if (saveResource) actions.push({ action: 'save', resource: saveResource, style: 'success' });
  for (const [action, definition] of Object.entries(entity.workflow?.actions ?? {})) {
    actions.push({ action, resource: definition.resource, style: 'primary' });
  }
  actions.push({ action: 'back' });
  return {
    $schema: schemaRef,
    version: 1,
    type: 'edit',
    route: names.editRoute,
    title: { ...entity.label },
    entity: entity.name,
    listRoute: names.listRoute,
    sections: [{ title: { cn: '基本信息', en: 'General' }, columns: SECTION_COLUMNS, fields: sectionFields(entity) }],
    lineGrids: (entity.lines ?? []).map((collection) => linesGrid(catalog, collection)),
    actions,
  };
}
