import { useCallback, useMemo, useState } from 'react';
import type { ButtonModel } from '../../buttons/button-model';
import { useScreenContext } from '../../context/screen-context';
import { useScreenNavigation } from '../../context/screen-navigation-context';
import type { GridRow } from '../../grid/layout/grid-table';
import { useRendererI18n } from '../../i18n/use-renderer-i18n';
import { useIsGranted } from '../../permissions/use-is-granted';
import { listModelFor } from '../../permissions/viewer-fields';
import { DataTable } from '../../tables/data-table';
import { useDataTable } from '../../tables/use-data-table';
import type { ListScreenModel } from './list-model';
import { buildFilters, searchValuesFromParams } from './search-filters';
import { SearchForm } from './search-form';
import { editParams, useListActions } from './use-list-actions';
import { useReloadOnDataChange } from './use-reload-on-data-change';
import { rowRouteOf, rowTarget } from '../../grid/columns/row-route';

/** A paged list of one entity: search form, then its table (toolbar, grid, pager). */
export function ListScreen({ model: parsed }: { model: ListScreenModel }) {
  const { text } = useRendererI18n();
  const { menu, userType, params } = useScreenContext();
  const model = useMemo(() => listModelFor(parsed, userType), [parsed, userType]);
  const navigation = useScreenNavigation();
  const isGranted = useIsGranted();
  // Route params naming search fields prefill them, and the first load applies them (a drill, a dashboard card).
  const [initialValues] = useState(() => searchValuesFromParams(model.search, params));
  const [initialFilters] = useState(() => buildFilters(model.search, initialValues));
  const table = useDataTable(model.table, { entity: model.entity, menu, initialFilters });
  const { reload, selection } = table;
  const clearSelection = selection.clear;
  const afterChange = useCallback(() => {
    clearSelection();
    reload();
  }, [clearSelection, reload]);
  const actions = useListActions(model, {
    afterChange,
    query: table.query,
    settings: table.columnSettings.settings,
    saveRows: table.save,
  });
  useReloadOnDataChange(model.entity.name, reload);

  // A generate action shows to the kind of user it is for (the server refuses the others), like on edit screens.
  const toolbar = model.toolbar.filter((button) => isGranted(button.resource) && (button.kind !== 'generate' || button.generate.actor === userType));
  const rowActions = useMemo(() => model.rowActions.filter((button) => isGranted(button.resource)), [model.rowActions, isGranted]);
  const { run } = actions;
  const runRowAction = useCallback((button: ButtonModel, row: GridRow) => void run(button, [row]), [run]);
  const runCellAction = useCallback(
    (action: string, row: GridRow) => {
      const rowRoute = rowRouteOf(action);
      const target = rowRoute && rowTarget(rowRoute, row);
      // The screen the row names opens under its own menu (the shell finds it, or says the user has no access).
      if (target) navigation.openScreen(target.route, target.params, { menu: 'route' });
      const button = model.cellActions.get(action);
      if (!button) return;
      if (button.kind === 'edit' || button.kind === 'detail') {
        if (model.editRoute) navigation.openScreen(model.editRoute, editParams(model, row, button.kind));
        return;
      }
      if (isGranted(button.resource)) void run(button, [row]);
    },
    [model, navigation, isGranted, run],
  );

  return (
    <div className="srm-list-screen" style={{ background: 'var(--color-bg-2)' }}>
      <SearchForm fields={model.search} initialValues={initialValues} onSearch={(values) => table.search(buildFilters(model.search, values))} />
      <DataTable
        state={table}
        title={text(model.title)}
        toolbar={toolbar}
        onToolbar={(button) => void run(button, selection.selectedRows)}
        rowActions={rowActions}
        onRowAction={runRowAction}
        onCellAction={runCellAction}
      />
      {actions.holders}
    </div>
  );
}
