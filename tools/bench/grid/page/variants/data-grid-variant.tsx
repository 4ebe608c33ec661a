import { createStore, Provider as JotaiProvider } from 'jotai';
import { useMemo, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { DataAdapterProvider } from '../../../../../renderer/context/data-adapter-context';
import { createMemoryAdapter } from '../../../../../renderer/data/memory-adapter';
import type { DisplayFormat } from '../../../../../renderer/display/display-format';
import type { FieldSpec } from '../../../../../renderer/fields/field-spec';
import type { GridColumn } from '../../../../../renderer/grid/columns/grid-column';
import { DataGrid, GRID_ROW_HEIGHT } from '../../../../../renderer/grid/data-grid';
import { useGridEditing } from '../../../../../renderer/grid/editing/use-grid-editing';
import type { GridRow } from '../../../../../renderer/grid/layout/grid-table';
import { rowKeyFor, toggleRows } from '../../../../../renderer/grid/selection/row-selection';
import { createRendererI18n } from '../../../../../renderer/i18n/standalone-renderer-i18n';
import { lookupValuesAtom } from '../../../../../renderer/lookups/lookup-atoms';
import { BENCH_LOOKUPS, EDIT_COLUMN, rowId, type BenchColumn, type BenchRow } from '../bench-data';
import { GRID_HEIGHT } from '../bench-protocol';
import { pressEnter } from '../page-measures';
import type { BenchVariant } from './variant.types';

function display(column: BenchColumn): DisplayFormat {
  switch (column.kind) {
    case 'number':
      return { kind: 'number', precision: 2, thousands: true };
    case 'date':
      return { kind: 'date', format: 'yyyy-MM-dd' };
    case 'lookup':
      return { kind: 'lookup', lookupType: column.lookupType ?? '' };
    case 'flag':
      return { kind: 'flag' };
    default:
      return { kind: 'text' };
  }
}

/** The bench's columns as a screen descriptor would give them: what the grid draws and edits. */
function gridColumns(columns: BenchColumn[]): GridColumn[] {
  return columns.map((column, index) => {
    const spec: FieldSpec = {
      name: column.key,
      label: { cn: column.title, en: column.title },
      kind: column.kind === 'lookup' ? 'lookup' : column.kind,
      lookupType: column.lookupType,
      precision: column.kind === 'number' ? 2 : undefined,
      integer: false,
      dateFormat: 'yyyy-MM-dd',
      serverSet: false,
      required: false,
    };
    return {
      key: column.key,
      title: spec.label,
      width: column.width,
      fixed: index === 0 ? 'left' : undefined,
      align: column.kind === 'number' ? 'right' : undefined,
      sortable: false,
      resizable: true,
      hiddenByDefault: false,
      spec,
      display: display(column),
      editable: column.key === EDIT_COLUMN,
      required: false,
    };
  });
}

const rowKey = rowKeyFor(['id']);

function BenchDataGrid({ rows, columns }: { rows: BenchRow[]; columns: GridColumn[] }) {
  const [selected, setSelected] = useState<ReadonlyMap<string, GridRow>>(new Map());
  const editing = useGridEditing({ columns, rowKey, tableEditable: true });
  const selection = useMemo(
    () => ({ selected, onToggle: (toggled: readonly GridRow[], checked: boolean) => setSelected((current) => toggleRows(current, toggled, rowKey, checked)) }),
    [selected],
  );
  return (
    <DataGrid
      columns={columns}
      rows={rows}
      rowKey={rowKey}
      showIndex
      selection={selection}
      editing={editing}
      height={GRID_HEIGHT + GRID_ROW_HEIGHT}
    />
  );
}

/** The benchmark's lookups in the memory adapter and already in the page's lookup state, as after a first visit. */
function benchProviders() {
  const store = createStore();
  for (const [lookupType, values] of Object.entries(BENCH_LOOKUPS)) {
    store.set(
      lookupValuesAtom(lookupType),
      Object.entries(values).map(([lookupCode, meaning]) => ({ lookupType, lookupCode, meaning })),
    );
  }
  return { store, adapter: createMemoryAdapter({ entities: [] }), i18n: createRendererI18n('CN') };
}

const FIRST_ROW = rowId(0);
const EDITED_CELL = `[data-cell="${FIRST_ROW}:${EDIT_COLUMN}"]`;

export function dataGridVariant(): BenchVariant {
  return {
    render: ({ rows, columns }) => {
      const { store, adapter, i18n } = benchProviders();
      return (
        <I18nextProvider i18n={i18n}>
          <JotaiProvider store={store}>
            <DataAdapterProvider adapter={adapter}>
              <BenchDataGrid rows={rows} columns={gridColumns(columns)} />
            </DataAdapterProvider>
          </JotaiProvider>
        </I18nextProvider>
      );
    },
    scroller: (root) => {
      const scroller = root.querySelector<HTMLElement>('.srm-grid-scroller');
      if (!scroller) throw new Error('no .srm-grid-scroller');
      return scroller;
    },
    bodyRows: (root) => [...root.querySelectorAll<HTMLElement>('.srm-grid-body > .srm-grid-row')],
    selectAll: (root) => {
      const checkbox = root.querySelector<HTMLInputElement>('.srm-grid-header .arco-checkbox input');
      if (!checkbox) throw new Error('no select-all checkbox');
      checkbox.click();
    },
    allSelectedShown: (root) =>
      root.querySelector('.srm-grid-header .arco-checkbox-checked') !== null &&
      root.querySelector('.srm-grid-body .srm-grid-row-selected .arco-checkbox-checked') !== null,
    startEdit: (root) => root.querySelector<HTMLElement>(EDITED_CELL)?.click(),
    editor: (root) => root.querySelector<HTMLInputElement>(`${EDITED_CELL} input`),
    commitEdit: (editor) => pressEnter(editor),
    editedCellText: (root) => root.querySelector(EDITED_CELL)?.textContent ?? null,
  };
}
