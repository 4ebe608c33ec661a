import { Spin } from '@arco-design/web-react';
import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { useCodeLabels } from '../display/use-code-labels';
import type { ColumnSettings } from '../grid-settings/column-settings.types';
import { resolveColumnSettings } from '../grid-settings/resolve-column-settings';
import { useRendererI18n } from '../i18n/use-renderer-i18n';
import { useLookupMeanings } from '../lookups/use-lookup-meanings';
import { GridRowMemo } from './body/grid-row';
import type { GridRowContext } from './body/grid-row-context';
import { useGridVirtualizers } from './body/use-grid-virtualizers';
import { columnDefaults } from './columns/column-defaults';
import { leafColumns, type GridColumn } from './columns/grid-column';
import { operateColumnWidth, type SpecialColumns } from './columns/special-columns';
import type { CellProblem } from './editing/cell-rules';
import type { GridEditing } from './editing/grid-edit-controller';
import { footerCells } from './footer/footer-cells';
import { SUMMARY_ROW_HEIGHT, SummaryRow } from './footer/summary-row';
import { summaryValues, type GridSummary } from './footer/summary-values';
import { columnUnitLabel, unitTotals } from './footer/unit-totals';
import { GridHeader } from './header/grid-header';
import type { GridSort } from './header/sort-control';
import type { GridRow } from './layout/grid-table';
import { useGridLayout } from './layout/use-grid-layout';
import { computeRowSpans } from './row-span/row-spans';
import { pageCheckState, type SelectedKeys } from './selection/row-selection';
import './data-grid.css';

/** Spec 000 §9 sizes: rows (and header rows) are 36 high; an empty grid keeps 200 for its message. */
export const GRID_ROW_HEIGHT = 36;
export const GRID_MIN_HEIGHT = 200;

export interface DataGridProps {
  columns: readonly GridColumn[];
  rows: readonly GridRow[];
  rowKey: (row: GridRow) => string;
  /** The user's column settings (order, hidden, widths, fixed sides); the descriptor's defaults without. */
  settings?: ColumnSettings;
  onColumnResize?: (key: string, width: number) => void;
  showIndex?: boolean;
  /** Numbering starts after this many rows: (pageIndex - 1) * pageSize (spec 000 §9). */
  sequenceStart?: number;
  /** Check boxes; `locked` rows show checked and cannot be changed (already taken elsewhere). */
  selection?: { selected: SelectedKeys; onToggle(rows: readonly GridRow[], checked: boolean): void; locked?: (row: GridRow) => boolean };
  /** The expand column and what opens under a row. */
  expand?: (row: GridRow) => ReactNode;
  /** The open rows, when the owner decides them (a row opened to show an error in it); the grid's own otherwise. */
  expandedKeys?: ReadonlySet<string>;
  onExpandedChange?: (keys: ReadonlySet<string>) => void;
  /** The operate column (fixed right): the labels size it, `render` draws a row's buttons. */
  rowActions?: { labels: readonly string[]; render(row: GridRow): ReactNode };
  summary?: GridSummary;
  rowSpanFields?: readonly string[];
  sort?: GridSort;
  onSortChange?: (sort: GridSort | undefined) => void;
  editing?: GridEditing;
  onCellAction?: (action: string, row: GridRow) => void;
  /** Cells that show nothing on some rows (a line field whose visibleWhen does not hold there). */
  cellHidden?: (row: GridRow, column: GridColumn) => boolean;
  /** A fixed height, `fill` (the parent's height, which must be set), or grow with the rows up to `maxHeight`. */
  height?: number | 'fill';
  maxHeight?: number;
  loading?: boolean;
  emptyText?: ReactNode;
  rowHeight?: number;
}

const NO_ROWS_SUMMARY: GridSummary = { title: '', sumKeys: [], meanKeys: [], merges: [] };
/** Stands for the row number in the check box label, translated once per grid rather than once per row drawn. */
const SEQUENCE_SLOT = '\uE000';

/**
 * The platform's data grid (spec 000 §2-§5, §9): the descriptor's columns with grouped headers, fixed
 * sides, sorting, resizing and the user's column settings; selection, expand, sequence and operate
 * columns; merged cells; a summary row; inline editing of one row at a time. Rows and center columns are
 * virtualised, so a page of 100,000 rows draws only what is in view.
 */
export function DataGrid(props: DataGridProps) {
  const { columns, rows, rowKey, editing, selection, summary } = props;
  const { t, text } = useRendererI18n();
  const rowHeight = props.rowHeight ?? GRID_ROW_HEIGHT;
  const scroller = useRef<HTMLDivElement>(null);

  const defaults = useMemo(() => columnDefaults(columns), [columns]);
  const [ownWidths, setOwnWidths] = useState<Record<string, number>>({});
  const settings = useMemo(() => {
    if (props.settings) return props.settings;
    const resolved = resolveColumnSettings(defaults, null);
    return { ...resolved, widths: { ...resolved.widths, ...ownWidths } };
  }, [props.settings, defaults, ownWidths]);
  const { onColumnResize } = props;
  const resize = useCallback(
    (key: string, width: number) => (onColumnResize ? onColumnResize(key, width) : setOwnWidths((current) => ({ ...current, [key]: width }))),
    [onColumnResize],
  );
  const operateWidth = props.rowActions ? operateColumnWidth(props.rowActions.labels) : 0;
  const hasSelection = selection !== undefined;
  const hasExpand = props.expand !== undefined;
  const specials = useMemo<SpecialColumns>(
    () => ({ selection: hasSelection, expand: hasExpand, sequence: props.showIndex === true, operateWidth }),
    [hasSelection, hasExpand, props.showIndex, operateWidth],
  );
  const { layout, startResize, resizingId } = useGridLayout(columns, settings, specials, resize);

  const lookupTypes = useMemo(
    () => leafColumns(columns).flatMap((column) => (column.display.kind === 'lookup' ? [column.display.lookupType] : [])),
    [columns],
  );
  const meaningOf = useLookupMeanings(lookupTypes);
  const showsCodeLabels = useMemo(() => leafColumns(columns).some((column) => column.display.kind === 'codeLabel'), [columns]);
  const codeLabel = useCodeLabels(showsCodeLabels);
  const spans = useMemo(() => computeRowSpans(rows, props.rowSpanFields ?? []), [rows, props.rowSpanFields]);
  const [ownExpanded, setOwnExpanded] = useState<ReadonlySet<string>>(new Set());
  const expanded = props.expandedKeys ?? ownExpanded;
  const expansion = useRef({ expanded, onChange: props.onExpandedChange });
  expansion.current = { expanded, onChange: props.onExpandedChange };
  const toggleExpand = useCallback((key: string) => {
    const flip = (current: ReadonlySet<string>) => {
      const next = new Set(current);
      if (!next.delete(key)) next.add(key);
      return next;
    };
    const { onChange, expanded: current } = expansion.current;
    if (onChange) onChange(flip(current));
    else setOwnExpanded(flip);
  }, []);

  const headerHeight = layout.headerRows * rowHeight;
  const summaryHeight = summary ? SUMMARY_ROW_HEIGHT : 0;
  const chrome = headerHeight + summaryHeight;
  const fixedHeight = typeof props.height === 'number' ? props.height : undefined;
  const virtual = useGridVirtualizers({
    scroller,
    rowCount: rows.length,
    rowHeight,
    headerHeight,
    center: layout.regions.center.leaves,
    startWidth: layout.regions.start.width,
    endWidth: layout.regions.end.width,
    spans,
    isExpanded: (index) => expanded.size > 0 && rows[index] !== undefined && expanded.has(rowKey(rows[index])),
    expansionKey: expanded,
    // Without a size yet (a hidden tab, no layout), every column and a screenful of rows are drawn.
    fallback: { width: layout.totalWidth, height: fixedHeight ?? props.maxHeight ?? GRID_MIN_HEIGHT * 2 },
  });

  // Handlers read through a ref, so a new selection or callback does not draw every row again.
  const handlers = useRef({ selection, onCellAction: props.onCellAction });
  handlers.current = { selection, onCellAction: props.onCellAction };
  const { renderExpand, renderRowActions } = { renderExpand: props.expand, renderRowActions: props.rowActions?.render };
  const context = useMemo<GridRowContext>(() => {
    const selectRowTemplate = t('grid.selectRow', { sequence: SEQUENCE_SLOT });
    return {
      layout,
      rowHeight,
      rowKey,
      meaningOf,
      codeLabel,
      text,
      flagLabels: { yes: t('common.yes'), no: t('common.no'), badValue: t('flag.badValue') },
      problemText: (problem: CellProblem, title) =>
        problem.rule === 'server' ? problem.message : t(`grid.rules.${problem.rule}`, { title: text(title), min: 'min' in problem ? problem.min : undefined, max: 'max' in problem ? problem.max : undefined }),
      changedLabel: t('grid.changed'),
      selectRowLabel: (sequence) => selectRowTemplate.replace(SEQUENCE_SLOT, String(sequence)),
      expandLabels: { expand: t('grid.expand'), collapse: t('grid.collapse') },
      spans,
      onToggleRow: hasSelection ? (row, checked) => handlers.current.selection?.onToggle([row], checked) : undefined,
      isLocked: selection?.locked,
      onToggleExpand: renderExpand ? toggleExpand : undefined,
      renderExpanded: renderExpand,
      renderRowActions,
      onCellAction: (action, row) => handlers.current.onCellAction?.(action, row),
      edit: editing?.controller,
      cellHidden: props.cellHidden,
    };
  }, [layout, rowHeight, rowKey, meaningOf, codeLabel, text, t, spans, hasSelection, selection?.locked, renderExpand, toggleExpand, renderRowActions, editing?.controller, props.cellHidden]);

  const checkState = useMemo(() => (selection ? pageCheckState(rows, rowKey, selection.selected, selection.locked) : 'none'), [rows, rowKey, selection]);
  const toggleAll = useCallback(
    (checked: boolean) => selection?.onToggle(selection.locked ? rows.filter((row) => !selection.locked?.(row)) : rows, checked),
    [selection, rows],
  );
  // Totals follow what the rows show, edits not yet saved included.
  const drafts = editing?.state.drafts;
  const shownRows = useMemo(
    () => (drafts && drafts.size > 0 ? rows.map((row) => drafts.get(rowKey(row)) ?? row) : rows),
    [rows, drafts, rowKey],
  );
  const values = useMemo(() => (summary ? summaryValues(shownRows, summary) : new Map<string, number>()), [shownRows, summary]);
  const totalsPerUnit = useMemo(
    () => (summary?.units ? unitTotals(shownRows, summary, columnUnitLabel(leafColumns(columns), meaningOf)) : undefined),
    [shownRows, summary, columns, meaningOf],
  );
  const cells = useMemo(() => footerCells(layout, summary ?? NO_ROWS_SUMMARY), [layout, summary]);
  const labels = useMemo(
    () => ({
      sequence: t('common.sequence'),
      operate: t('common.operate'),
      required: t('common.required'),
      selectAll: t('grid.selectAll'),
      resize: t('grid.resize'),
      sortAscending: t('grid.sortAscending'),
      sortDescending: t('grid.sortDescending'),
      sortCancel: t('grid.sortCancel'),
    }),
    [t],
  );

  // The scrolling columns in view: what the scroll box shows between the fixed sides.
  const scrollLeft = virtual.scrollLeft;
  const centerView = useMemo(
    () => ({ from: scrollLeft, to: scrollLeft + virtual.viewportWidth - layout.regions.start.width - layout.regions.end.width }),
    [scrollLeft, virtual.viewportWidth, layout],
  );
  const editState = editing?.state;
  const sequenceStart = props.sequenceStart ?? 0;
  const bodyHeight = Math.max(virtual.bodyHeight, rows.length === 0 ? GRID_MIN_HEIGHT - chrome : 0);
  const contentHeight = chrome + bodyHeight;
  const style =
    props.height === 'fill'
      ? undefined
      : { height: fixedHeight ?? Math.max(GRID_MIN_HEIGHT, Math.min(contentHeight + 2, props.maxHeight ?? Number.POSITIVE_INFINITY)) };

  return (
    <div className={`srm-grid${props.height === 'fill' ? ' srm-grid-fill' : ''}`}>
      {/* The grid is its scroller: focusable, so a keyboard scrolls a grid whose cells hold no control. */}
      <div
        className="srm-grid-scroller"
        ref={scroller}
        style={style}
        role="grid"
        aria-rowcount={rows.length}
        // Cells of columns out of view are not drawn: each drawn one says its place (aria-colindex).
        aria-colcount={layout.leaves.length}
        aria-busy={props.loading || undefined}
        tabIndex={0}
      >
        <div
          className="srm-grid-canvas"
          style={{ width: layout.totalWidth, height: contentHeight, ['--srm-grid-viewport' as string]: `${virtual.viewportWidth}px`, ['--srm-grid-row-height' as string]: `${rowHeight}px` }}
        >
          <GridHeader
            layout={layout}
            rowHeight={rowHeight}
            centerLeft={virtual.centerLeft}
            centerRight={virtual.centerRight}
            text={text}
            labels={labels}
            editable={editing !== undefined}
            checkState={checkState}
            onToggleAll={selection ? toggleAll : undefined}
            sort={props.sort}
            onSortChange={props.onSortChange}
            startResize={startResize}
            resizingId={resizingId}
          />
          <div
            className={`srm-grid-body${spans.startOf.size === 0 ? ' srm-grid-body-rows-isolated' : ''}`}
            role={rows.length > 0 ? 'rowgroup' : undefined}
            style={{ height: bodyHeight, width: layout.totalWidth }}
          >
            {virtual.rowItems.map((item) => {
              const original = rows[item.index];
              if (!original) return null;
              const key = rowKey(original);
              const isExpanded = expanded.has(key);
              const isEditing = editState?.editingKey === key;
              return (
                <GridRowMemo
                  key={key}
                  context={context}
                  row={editState?.drafts.get(key) ?? original}
                  original={original}
                  index={item.index}
                  top={item.start - headerHeight}
                  sequence={sequenceStart + item.index + 1}
                  selected={selection ? selection.selected.has(key) : false}
                  expanded={isExpanded}
                  editing={isEditing}
                  editingColumn={isEditing ? (editState?.editingColumn ?? null) : null}
                  problems={editState?.problems.get(key)}
                  centerFrom={virtual.centerFrom}
                  centerTo={virtual.centerTo}
                  measure={isExpanded ? virtual.measureRow : undefined}
                />
              );
            })}
            {rows.length === 0 && !props.loading && (
              <div className="srm-grid-empty" style={{ height: bodyHeight }}>
                {props.emptyText ?? t('common.noData')}
              </div>
            )}
          </div>
          {summary && (
            <SummaryRow
              layout={layout}
              cells={cells}
              values={values}
              unitTotals={totalsPerUnit}
              title={summary.title}
              label={t('grid.summary')}
              centerLeft={virtual.centerLeft}
              centerRight={virtual.centerRight}
              view={centerView}
              text={text}
            />
          )}
        </div>
      </div>
      {props.loading && (
        <div className="srm-grid-loading">
          <Spin />
        </div>
      )}
    </div>
  );
}
