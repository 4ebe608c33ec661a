import type { ListScreenDescriptor } from '../../../renderer/renderers/list-screen/list-screen.schema';
import type { TableColumn } from '../../../renderer/descriptors/column.schema';
import { EntityCatalog, isServiceEntity } from '../../../src/shared/entity/entity-catalog';
import { sortableFields } from '../../../src/server/db/list-indexes';
import { checkButtons, checkColumns, needCondition, needField, needFilterField, needRoute, type ScreenCheckContext, type ScreenChecker } from './screen-check-context';

/** What the list renderer accepts (renderer/renderers/list-screen/list-model.ts): on the toolbar, and on each row. */
const TOOLBAR_ACTIONS = ['create', 'delete', 'refresh', 'import', 'export', 'backExport', 'save'];
const ROW_ACTIONS = ['edit', 'detail', 'delete'];

/**
 * A sortable column sorts on the server, which sorts only on fields an index serves (sortableFields in
 * src/server/db/list-indexes.ts) and refuses the rest: a column marked sortable on any other field would
 * offer a sort that fails. Service entities sort as their provider can, so they are not checked.
 */
function checkSortableColumns(context: ScreenCheckContext, columns: TableColumn[], path: string): void {
  const { entity } = context;
  if (isServiceEntity(entity)) return;
  const sortable = sortableFields(entity, new EntityCatalog([...context.entities.values()]));
  const walk = (list: TableColumn[], at: string): void =>
    list.forEach((column, i) => {
      if (column.children) return walk(column.children, `${at}[${i}].children`);
      if (column.sortable && !sortable.has(column.key)) {
        context.problems.add(
          context.file,
          `${at}[${i}].sortable`,
          `column \`${column.key}\` is sortable but ${entity.name} has no index that starts with it: declare one in the entity's \`indexes\` or drop \`sortable\` (sortable here: ${[...sortable].join(', ')})`,
        );
      }
    });
  walk(columns, path);
}

export const checkListScreen: ScreenChecker<ListScreenDescriptor> = (screen, context) => {
  const { entity } = context;
  screen.search.forEach((field, i) => needFilterField(context, `$.search[${i}].field`, field.field, entity));
  checkColumns(context, screen.columns, '$.columns', entity);
  checkSortableColumns(context, screen.columns, '$.columns');
  needRoute(context, '$.editRoute', screen.editRoute);
  if (screen.editKey) needField(context, '$.editKey', screen.editKey, entity);
  for (const [param, key] of Object.entries(screen.editParams ?? {})) needField(context, `$.editParams.${param}`, key, entity);
  if (screen.todo) {
    needField(context, '$.todo.code', screen.todo.code, entity);
    if (screen.todo.detail) needField(context, '$.todo.detail', screen.todo.detail, entity);
    if (!screen.editRoute) context.problems.add(context.file, '$.todo', 'a to-do list opens its rows from the home page: it needs an editRoute');
  }
  const { table } = screen;
  table.footerConfig?.summaryFields.forEach((name, i) => needField(context, `$.table.footerConfig.summaryFields[${i}]`, name, entity));
  table.footerConfig?.meanNumFields.forEach((name, i) => needField(context, `$.table.footerConfig.meanNumFields[${i}]`, name, entity));
  table.pageSelection?.keyFields.forEach((name, i) => needField(context, `$.table.pageSelection.keyFields[${i}]`, name, entity));
  table.rowSpanFields?.forEach((name, i) => needField(context, `$.table.rowSpanFields[${i}]`, name, entity));
  if (table.editableWhen) needCondition(context, '$.table.editableWhen', table.editableWhen, entity);
  if (table.expand) checkColumns(context, table.expand.fields, '$.table.expand.fields', entity);
  checkButtons(context, screen.toolbar, '$.toolbar', TOOLBAR_ACTIONS);
  checkButtons(context, screen.rowActions, '$.rowActions', ROW_ACTIONS);
};
