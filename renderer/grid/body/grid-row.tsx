import { memo, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import type { GridColumn } from '../columns/grid-column';
import type { RowProblems } from '../editing/grid-edit-controller';
import { REGIONS, type LeafCell, type Region } from '../layout/grid-layout.types';
import type { GridRow } from '../layout/grid-table';
import { cellText } from './cell-text';
import { DataCellContent } from './data-cell-content';
import type { GridRowContext } from './grid-row-context';
import { SpecialCellContent } from './special-cell-content';

export interface GridRowProps {
  context: GridRowContext;
  /** The row as shown: the user's draft while it has one. */
  row: GridRow;
  /** The row as loaded: cells that differ from it carry the changed mark. */
  original: GridRow;
  index: number;
  top: number;
  sequence: number;
  selected: boolean;
  expanded: boolean;
  editing: boolean;
  editingColumn: string | null;
  problems: RowProblems | undefined;
  /** The drawn center columns: [centerFrom, centerTo) of the center region's leaves (all of them while editing). */
  centerFrom: number;
  centerTo: number;
  measure?: (element: HTMLElement | null) => void;
}

/** Editors and popups handle Enter themselves (choosing an option): the row only takes it from plain inputs. */
function rowKeyAction(event: KeyboardEvent<HTMLElement>): 'finish' | 'cancel' | null {
  const target = event.target as HTMLElement;
  if (event.key === 'Escape') return 'cancel';
  if (event.key !== 'Enter' || target.tagName !== 'INPUT') return null;
  return target.closest('.arco-select, .arco-picker, .arco-cascader') ? null : 'finish';
}

/**
 * Columns whose cells out of edit mode show only text: such a cell is a block holding the text itself (its
 * ellipsis on the cell), one element rather than a flex box around a span, and no cell component: a scroll
 * step mounts a few rows of these, and their elements and fibers were most of its work.
 */
function showsPlainText(column: GridColumn): boolean {
  if (column.cellAction) return false;
  const kind = column.display.kind;
  return kind === 'text' || kind === 'lookup' || kind === 'number' || kind === 'date' || kind === 'reference';
}

function GridRowView(props: GridRowProps) {
  const { context, row, original, index, top, selected, expanded, editing, problems, centerFrom, centerTo } = props;
  const { layout, rowHeight, spans } = context;
  const key = context.rowKey(original);
  const mergedCells = spans.startOf.size > 0;

  const cell = (leaf: LeafCell): ReactNode => {
    let height = rowHeight;
    const starts = spans.startOf.get(leaf.id);
    if (starts) {
      if (starts[index] !== index) return null;
      height = (spans.spanOf.get(leaf.id)?.[index] ?? 1) * rowHeight;
    }
    const column = leaf.column;
    const problem = column ? problems?.get(column.key) : undefined;
    const changed = column !== undefined && original !== row && original[column.key] !== row[column.key];
    const bare = column !== undefined && !editing && height === rowHeight && showsPlainText(column);
    const classes = ['srm-grid-cell'];
    if (bare) classes.push('srm-grid-cell-text');
    if (column?.align) classes.push(`srm-grid-align-${column.align}`);
    if (height !== rowHeight) classes.push('srm-grid-cell-merged');
    if (changed) classes.push('srm-grid-cell-changed');
    if (problem) classes.push('srm-grid-cell-invalid');
    return (
      <div
        key={leaf.id}
        role="gridcell"
        aria-colindex={leaf.colIndex}
        className={classes.join(' ')}
        // Without merged cells every cell is a row high, as the grid's CSS variable says: one style property less per cell.
        style={mergedCells ? { left: leaf.left, width: leaf.width, height } : { left: leaf.left, width: leaf.width }}
        data-col={column ? leaf.id : undefined}
        data-cell={`${key}:${leaf.id}`}
        aria-invalid={problem ? true : undefined}
        title={problem && column ? context.problemText(problem, column.title) : changed ? context.changedLabel : undefined}
      >
        {bare ? (
          context.cellHidden?.(row, column) ? null : cellText(column, row, context, problem)
        ) : column ? (
          <DataCellContent column={column} row={row} rowKey={key} context={context} editing={editing} focus={props.editingColumn === column.key} problem={problem} />
        ) : (
          <SpecialCellContent leaf={leaf} row={row} original={original} rowKey={key} context={context} sequence={props.sequence} selected={selected} expanded={expanded} />
        )}
      </div>
    );
  };

  const region = (name: Region): ReactNode => {
    const { leaves, width } = layout.regions[name];
    if (width === 0) return null;
    // The row in edit mode draws all its editors: Tab goes from one to the next, as far as the row reaches.
    const shown = name === 'center' && !editing ? leaves.slice(centerFrom, centerTo) : leaves;
    return (
      <div key={name} className={`srm-grid-region srm-grid-region-${name}`} style={{ width }}>
        {shown.map(cell)}
      </div>
    );
  };

  const classes = ['srm-grid-row', index % 2 === 1 ? 'srm-grid-row-odd' : ''];
  if (selected) classes.push('srm-grid-row-selected');
  if (editing) classes.push('srm-grid-row-editing');
  return (
    <div
      ref={props.measure}
      role="row"
      aria-rowindex={index + 1}
      aria-selected={selected || undefined}
      data-index={index}
      data-row-key={key}
      className={classes.join(' ')}
      style={{ top }}
      onClick={
        context.edit
          ? (event: MouseEvent<HTMLElement>) => {
              const target = (event.target as HTMLElement).closest<HTMLElement>('[data-col]');
              if (target) context.edit?.start(original, target.dataset.col ?? null);
            }
          : undefined
      }
      onKeyDown={
        editing
          ? (event) => {
              const action = rowKeyAction(event);
              if (action === null) return;
              // Esc undoes the row: it must not also leave full screen.
              event.stopPropagation();
              if (action === 'finish') context.edit?.finish();
              else context.edit?.cancel();
            }
          : undefined
      }
    >
      {REGIONS.map(region)}
      {expanded && context.renderExpanded && (
        // What opens under the row is its own (a grid of the line's lines): clicks and keys there do not edit the row.
        <div className="srm-grid-expansion" onClick={(event) => event.stopPropagation()} onKeyDown={(event) => event.stopPropagation()}>
          {context.renderExpanded(row)}
        </div>
      )}
    </div>
  );
}

/** One grid row; drawn again only when its own props change (scrolling keeps the rows in view as they are). */
export const GridRowMemo = memo(GridRowView);
