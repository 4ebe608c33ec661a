import { Checkbox } from '@arco-design/web-react';
import { memo, type ReactNode } from 'react';
import type { LocalizedText } from '../../../src/shared/formats/common';
import type { GridColumn } from '../columns/grid-column';
import { REGIONS, type GridLayout, type HeaderCell, type Region } from '../layout/grid-layout.types';
import type { PageCheckState } from '../selection/row-selection';
import { SortControl, type GridSort } from './sort-control';

export interface GridHeaderLabels {
  sequence: string;
  operate: string;
  required: string;
  selectAll: string;
  resize: string;
  sortAscending: string;
  sortDescending: string;
  sortCancel: string;
}

export interface GridHeaderProps {
  layout: GridLayout;
  rowHeight: number;
  /** The shown center columns' pixel range: header cells outside it are not drawn. */
  centerLeft: number;
  centerRight: number;
  text: (value: LocalizedText) => string;
  labels: GridHeaderLabels;
  /** Required columns carry the red asterisk only where the user edits them. */
  editable: boolean;
  checkState: PageCheckState;
  onToggleAll?: (checked: boolean) => void;
  sort?: GridSort;
  onSortChange?: (sort: GridSort | undefined) => void;
  startResize: (leafId: string, event: unknown) => void;
  resizingId: string | false;
}

function RequiredMark({ label }: { label: string }) {
  return (
    <span className="srm-required-mark" title={label} aria-label={label}>
      *
    </span>
  );
}

function titleOf(cell: HeaderCell, props: GridHeaderProps): ReactNode {
  switch (cell.special) {
    case 'selection':
      return (
        <Checkbox
          className="srm-grid-check"
          aria-label={props.labels.selectAll}
          checked={props.checkState === 'all'}
          indeterminate={props.checkState === 'some'}
          onChange={(checked: boolean) => props.onToggleAll?.(checked)}
        />
      );
    case 'sequence':
      return props.labels.sequence;
    case 'operate':
      return props.labels.operate;
    case 'expand':
      return null;
  }
  const column = cell.column as GridColumn;
  const title = props.text(column.title);
  const required = column.required && column.editable && props.editable;
  return (
    <>
      <span className="srm-grid-header-title" title={title}>
        {required && <RequiredMark label={props.labels.required} />}
        {title}
      </span>
      {cell.leaf && column.sortable && props.onSortChange && (
        <SortControl column={column.key} sort={props.sort} onChange={props.onSortChange} labels={props.labels} />
      )}
    </>
  );
}

function HeaderRegion({ region, props }: { region: Region; props: GridHeaderProps }) {
  const { layout, rowHeight } = props;
  const { headers, width } = layout.regions[region];
  if (width === 0) return null;
  const shown =
    region === 'center' ? headers.filter((cell) => cell.left < props.centerRight && cell.left + cell.width > props.centerLeft) : headers;
  return (
    <div className={`srm-grid-region srm-grid-region-${region}`} style={{ width, height: layout.headerRows * rowHeight }}>
      {shown.map((cell) => (
        <div
          key={cell.id}
          role="columnheader"
          aria-colindex={cell.colIndex}
          aria-colspan={cell.colSpan > 1 ? cell.colSpan : undefined}
          className={`srm-grid-header-cell${cell.leaf ? '' : ' srm-grid-header-group'}${cell.column?.align ? ` srm-grid-align-${cell.column.align}` : ''}`}
          data-header={cell.leaf?.id ?? cell.id}
          style={{ left: cell.left, width: cell.width, top: cell.row * rowHeight, height: cell.rowSpan * rowHeight }}
        >
          {titleOf(cell, props)}
          {cell.resizable && cell.leaf && (
            <span
              className={`srm-grid-resizer${props.resizingId === cell.leaf.id ? ' srm-grid-resizer-active' : ''}`}
              role="separator"
              aria-orientation="vertical"
              aria-label={props.labels.resize}
              onMouseDown={(event) => props.startResize(cell.leaf?.id ?? '', event)}
              onTouchStart={(event) => props.startResize(cell.leaf?.id ?? '', event)}
              onClick={(event) => event.stopPropagation()}
            />
          )}
        </div>
      ))}
    </div>
  );
}

/** The header rows: grouped titles over their columns, sort controls, resize handles, select-all. */
function GridHeaderView(props: GridHeaderProps) {
  return (
    <div className="srm-grid-header" role="row" style={{ width: props.layout.totalWidth, height: props.layout.headerRows * props.rowHeight }}>
      {REGIONS.map((region) => (
        <HeaderRegion key={region} region={region} props={props} />
      ))}
    </div>
  );
}

export const GridHeader = memo(GridHeaderView);
