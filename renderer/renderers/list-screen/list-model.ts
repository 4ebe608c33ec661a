import { columnNames, displayKeys, type EntityCatalog } from '../../../src/shared/entity/entity-catalog';
import type { LocalizedText } from '../../../src/shared/formats/common';
import type { EntitySchema } from '../../../src/shared/formats/entity-format';
import { resolveButton, type ButtonModel, type StandardAction } from '../../buttons/button-model';
import type { SearchOperator } from '../../descriptors/form-field.schema';
import { leafColumns } from '../../grid/columns/grid-column';
import { rowRouteOf } from '../../grid/columns/row-route';
import type { FieldSpec } from '../../fields/field-spec';
import type { EntityLoader } from '../../loading/entity-loader';
import { loadScreenEntities } from '../../loading/screen-entities';
import { parseTableModel, type TableModel } from '../../tables/table-model';
import type { ListScreenDescriptor } from './list-screen.schema';
import { checkUniqueSearchFields, searchFieldModel } from './search-field-model';

export interface SearchFieldModel {
  /** Unique within the form: one field may appear twice (start date from / to). */
  id: string;
  field: string;
  op: SearchOperator;
  label: LocalizedText;
  spec: FieldSpec;
}

export interface ListScreenModel {
  route: string;
  title: LocalizedText;
  entity: EntitySchema;
  catalog: EntityCatalog;
  table: TableModel;
  search: SearchFieldModel[];
  toolbar: ButtonModel[];
  rowActions: ButtonModel[];
  /** What link and button cells run, by their `action`. */
  cellActions: ReadonlyMap<string, ButtonModel>;
  editRoute?: string;
  /** Row key whose value the edit screen opens. */
  editKey: string;
  /** More params the edit route opens with: param name to row key. */
  editParams?: Readonly<Record<string, string>>;
}

const TOOLBAR_ACTIONS: StandardAction[] = ['create', 'delete', 'refresh', 'import', 'export', 'backExport', 'save'];
const ROW_ACTIONS: StandardAction[] = ['edit', 'detail', 'delete'];

/** A cell's action resolved like a row button; edit and delete take the entity's update and delete codes (detail only reads). */
function cellButton(action: string, entity: EntitySchema): ButtonModel {
  const resource = action === 'edit' ? entity.permissions?.update : action === 'delete' ? entity.permissions?.delete : undefined;
  return resolveButton({ action, resource }, entity, ROW_ACTIONS);
}

/** A to-do list opens its rows on the edit screen and names row keys the entity's records carry. */
function checkTodo(descriptor: ListScreenDescriptor, entity: EntitySchema): void {
  if (!descriptor.todo) return;
  if (!descriptor.editRoute) throw new Error(`screen ${descriptor.route}: a todo list needs an editRoute to open its rows`);
  const keys = new Set([...columnNames(entity), ...displayKeys(entity)]);
  for (const key of [descriptor.todo.code, descriptor.todo.detail]) {
    if (key !== undefined && !keys.has(key)) throw new Error(`screen ${descriptor.route}: todo names ${key}, which is no field or display key of ${entity.name}`);
  }
}

/** Parses a list descriptor once into the model the list renderer draws (Odoo's arch parser, in short). */
export async function parseListScreen(descriptor: ListScreenDescriptor, loader: EntityLoader): Promise<ListScreenModel> {
  const own = await loader.load(descriptor.entity);
  // A generate button's new document is opened by its key: the target entity is loaded too.
  const targets = [...descriptor.toolbar, ...descriptor.rowActions].flatMap((button) => {
    const generate = own.generate && Object.prototype.hasOwnProperty.call(own.generate, button.action) ? own.generate[button.action] : undefined;
    return generate ? [generate.target] : [];
  });
  const { entity, catalog } = await loadScreenEntities(loader, descriptor.entity, targets);
  const table = parseTableModel(descriptor.table, descriptor.columns, {
    entity,
    catalog,
    where: `list ${descriptor.route}`,
    editRoute: descriptor.editRoute,
    primaryKey: entity.primaryKey,
    defaultApi: { service: entity.service, resource: `${entity.name}Restful`, operation: 'listByPage' },
  });
  const search = descriptor.search.map((field) => searchFieldModel(field.field, field, entity, catalog));
  checkUniqueSearchFields(search, '');
  const opensEdit = [...descriptor.toolbar, ...descriptor.rowActions].some((b) => b.action === 'create' || b.action === 'edit' || b.action === 'detail');
  if (opensEdit && !descriptor.editRoute) throw new Error(`screen ${descriptor.route} has create/edit/detail buttons but no editRoute`);
  checkTodo(descriptor, entity);
  const toolbar = descriptor.toolbar.map((button) => resolveButton(button, entity, TOOLBAR_ACTIONS));
  if (toolbar.some((button) => button.kind === 'save') && !table.editable) {
    throw new Error(`screen ${descriptor.route} has a save button but its table is not editable (table.isEdit)`);
  }
  // A link opening the screen its row names (openRoute) is no button of the entity.
  const actions = new Set(leafColumns(table.columns).flatMap((column) => (column.cellAction && !rowRouteOf(column.cellAction.action) ? [column.cellAction.action] : [])));
  return {
    route: descriptor.route,
    title: descriptor.title,
    entity,
    catalog,
    table,
    search,
    toolbar,
    rowActions: descriptor.rowActions.map((button) => resolveButton(button, entity, ROW_ACTIONS)),
    cellActions: new Map([...actions].map((action) => [action, cellButton(action, entity)])),
    editRoute: descriptor.editRoute,
    editKey: descriptor.editKey ?? entity.primaryKey,
    editParams: descriptor.editParams,
  };
}
