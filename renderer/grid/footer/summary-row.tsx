import { memo } from 'react';
import { formatNumber } from '../../format/format-number';
import type { GridColumn } from '../columns/grid-column';
import { REGIONS, type GridLayout, type Region } from '../layout/grid-layout.types';
import type { FooterCell } from './footer-cells';

/** Spec 000 §9: the summary row is 40 high. */
export const SUMMARY_ROW_HEIGHT = 40;

/** A total shows like its column's numbers (precision, separators); a non-number column plainly. */
function formatTotal(column: GridColumn, value: number): string {
  const display = column.display;
  if (display.kind === 'number') return formatNumber(value, { precision: display.precision, thousands: display.thousands });
  return formatNumber(value, { precision: column.spec.precision });
}

export interface SummaryRowProps {
  layout: GridLayout;
  cells: readonly FooterCell[];
  values: ReadonlyMap<string, number>;
  title: string;
  /** What the row is to assistive technology: 汇总 / Summary. */
  label: string;
  centerLeft: number;
  centerRight: number;
}

/** The footer row: 合计 / Total in its first cell, sums and means under their columns (spec 000 §5). */
function SummaryRowView({ layout, cells, values, title, label, centerLeft, centerRight }: SummaryRowProps) {
  const region = (name: Region) => {
    const width = layout.regions[name].width;
    if (width === 0) return null;
    const shown = cells.filter((cell) => cell.region === name && (name !== 'center' || (cell.left < centerRight && cell.left + cell.width > centerLeft)));
    return (
      <div key={name} className={`srm-grid-region srm-grid-region-${name}`} style={{ width, height: SUMMARY_ROW_HEIGHT }}>
        {shown.map((cell) => {
          const value = cell.column ? values.get(cell.column.key) : undefined;
          return (
            <div
              key={cell.id}
              role="gridcell"
              className={`srm-grid-cell srm-grid-summary-cell${cell.column?.align ? ` srm-grid-align-${cell.column.align}` : ''}`}
              data-summary={cell.kind === 'title' ? 'title' : cell.column?.key}
              style={{ left: cell.left, width: cell.width, height: SUMMARY_ROW_HEIGHT }}
            >
              {cell.kind === 'title' ? (
                <strong className="srm-grid-text">{title}</strong>
              ) : cell.column && value !== undefined ? (
                <span className="srm-grid-text">{formatTotal(cell.column, value)}</span>
              ) : null}
            </div>
          );
        })}
      </div>
    );
  };
  return (
    <div className="srm-grid-summary" role="row" aria-label={label} style={{ width: layout.totalWidth, height: SUMMARY_ROW_HEIGHT }}>
      {REGIONS.map(region)}
    </div>
  );
}

export const SummaryRow = memo(SummaryRowView);
