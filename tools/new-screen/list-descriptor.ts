import type { z } from 'zod';
import type { ButtonDescriptor } from '../../renderer/descriptors/button.schema';
import type { SearchField } from '../../renderer/descriptors/form-field.schema';
import type { ListScreenDescriptor } from '../../renderer/renderers/list-screen/list-screen.schema';
import type { EntityCatalog } from '../../src/shared/entity/entity-catalog';
import type { EntitySchema } from '../../src/shared/formats/entity-format';
import { fieldColumn, shownFields } from './field-columns';
import type { ScaffoldNames } from './scaffold-names';

const SEARCH_FIELDS = 4;
const LIST_COLUMNS = 12;


/** Code and name first (contains), then lookups such as the status (equals), then dates (from). */
function searchFields(entity: EntitySchema): z.input<typeof SearchField>[] {
  const fields = shownFields(entity).filter((field) => field.type !== 'text');
  const byName = (name: string | undefined) => fields.filter((field) => field.name === name);
  const ordered = [
    ...byName(entity.codeField),
    ...byName(entity.displayField),
    ...fields.filter((field) => field.lookup),
    ...fields.filter((field) => field.type === 'date'),
  ];
  const unique = ordered.filter((field, index) => ordered.indexOf(field) === index).slice(0, SEARCH_FIELDS);
  return unique.map((field) => ({ field: field.name, op: field.lookup ? 'eq' : field.type === 'date' ? 'gte' : 'like' }));
}

/**
 * The list screen of an entity: search form, table of its fields (the code or name opens the edit screen),
 * create and delete buttons when the entity names their resources, an edit button per row when it names
 * the update resource.
 */
export function listDescriptor(entity: EntitySchema, catalog: EntityCatalog, names: ScaffoldNames, schemaRef: string): z.input<typeof ListScreenDescriptor> {
  const permissions = entity.permissions ?? {};
  const linkField = entity.codeField ?? entity.displayField;
  const columns = shownFields(entity)
    .filter((field) => field.type !== 'text')
    .slice(0, LIST_COLUMNS)
    .map((field) => ({ ...fieldColumn(field, catalog), ...(field.name === linkField ? { linkTag: 'edit' as const } : {}) }));
  if (!columns.some((column) => column.linkTag)) columns[0] = { ...columns[0], linkTag: 'edit' };
  const toolbar: ButtonDescriptor[] = [];
  if (permissions.create) toolbar.push({ action: 'create', resource: permissions.create, style: 'primary' });
  if (permissions.delete) {
    toolbar.push({
      action: 'delete',
      resource: permissions.delete,
      style: 'danger',
      confirm: { cn: '确定删除选中的记录吗？', en: 'Delete the selected records?' },
    });
  }
  toolbar.push({ action: 'refresh' });
  return {
    $schema: schemaRef,
    version: 1,
    type: 'list',
    route: names.listRoute,
    title: { ...entity.label },
    entity: entity.name,
    editRoute: names.editRoute,
    search: searchFields(entity),
    table: { name: names.tableName, pageSize: 20, selection: Boolean(permissions.delete), showIndex: true },
    columns,
    toolbar,
    rowActions: permissions.update ? [{ action: 'edit', resource: permissions.update }] : [],
  };
}
