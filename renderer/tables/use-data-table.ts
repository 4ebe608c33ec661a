import { useCallback, useEffect, useMemo } from 'react';
import type { EntitySchema } from '../../src/shared/formats/entity-format';
import type { MenuContext } from '../data/data-adapter';
import { useConfirm } from '../feedback/use-confirm';
import { columnDefaults } from '../grid/columns/column-defaults';
import { useGridEditing } from '../grid/editing/use-grid-editing';
import type { GridSort } from '../grid/header/sort-control';
import type { GridRow } from '../grid/layout/grid-table';
import { useColumnSettings } from '../grid-settings/use-column-settings';
import { useRendererI18n } from '../i18n/use-renderer-i18n';
import type { TableModel } from './table-model';
import { useFullScreen } from './use-full-screen';
import { useInlineSave } from './use-inline-save';
import { useTableRows } from './use-table-rows';
import { useTableSelection } from './use-table-selection';

export interface DataTableOptions {
  entity: EntitySchema;
  menu: MenuContext;
  /** The load event: each load's rows, or null when it failed. */
  onLoad?: (rows: GridRow[] | null) => void;
  /** Filters of the first load (a list opened with search params). */
  initialFilters?: Record<string, unknown>;
}

/**
 * Everything a table over an API holds (the editable table and the table panel of spec 000 §2): its
 * pages, the checked rows, the rows changed inline and their save, the user's column settings, full
 * screen. Paging, searching and sorting ask before they drop unsaved changes.
 */
export function useDataTable(table: TableModel, { entity, menu, onLoad, initialFilters }: DataTableOptions) {
  const { t } = useRendererI18n();
  const rows = useTableRows({ api: table.api, searchParams: table.searchParams, pageSize: table.pageSize, menu, onLoad, initialFilters });
  const selection = useTableSelection({ crossPage: table.crossPage, keyFields: table.rowKeyFields }, rows.result);
  const editing = useGridEditing({
    columns: table.columns,
    rowKey: selection.rowKey,
    tableEditable: table.editable,
    editableWhen: table.editableWhen,
  });
  const defaults = useMemo(() => columnDefaults(table.columns), [table.columns]);
  const columnSettings = useColumnSettings(table.name, defaults);
  const fullScreen = useFullScreen();
  const { store } = editing;
  // Rows loaded again: the drafts belonged to the rows before.
  useEffect(() => store.reset(), [store, rows.result]);
  const { reload: reloadRows, changePage: pageTo, search: searchFor, sortBy: sortRows } = rows;
  const inline = useInlineSave({ entity, menu, store, rowKey: selection.rowKey, onSaved: reloadRows });
  const [confirm, confirmHolder] = useConfirm();

  const guard = useCallback(
    async (go: () => void) => {
      const count = store.changedRows().length;
      if (count === 0 || (await confirm({ title: t('grid.unsavedTitle'), content: t('grid.unsavedLeave', { count }), danger: true }))) go();
    },
    [store, confirm, t],
  );
  const changePage = useCallback((pageIndex: number, pageSize: number) => void guard(() => pageTo(pageIndex, pageSize)), [guard, pageTo]);
  const search = useCallback((filters: Record<string, unknown>) => void guard(() => searchFor(filters)), [guard, searchFor]);
  const sortBy = useCallback((sort: GridSort | undefined) => void guard(() => sortRows(sort)), [guard, sortRows]);
  const reload = useCallback(() => void guard(reloadRows), [guard, reloadRows]);

  return {
    table,
    query: rows.query,
    pageIndex: rows.pageIndex,
    result: rows.result,
    loading: rows.loading,
    error: rows.error,
    notice: rows.notice,
    selection,
    editing,
    columnSettings,
    fullScreen,
    save: inline.save,
    saving: inline.saving,
    changePage,
    search,
    sortBy,
    reload,
    holders: confirmHolder,
  };
}

export type DataTableState = ReturnType<typeof useDataTable>;
