import { memo } from 'react';
import { formatNumber } from '../../format/format-number';
import type { GridColumn } from '../columns/grid-column';
import { REGIONS, type GridLayout, type Region } from '../layout/grid-layout.types';
import type { FooterCell } from './footer-cells';
import { unitTotalsText, type UnitTotal } from './unit-totals';

/** Spec 000 §9: the summary row is 40 high. */
export const SUMMARY_ROW_HEIGHT = 40;

/** A total shows like its column's numbers (precision, separators); a non-number column plainly. */
function formatTotal(column: GridColumn, value: number): string {
  const display = column.display;
  if (display.kind === 'number') return formatNumber(value, { precision: display.precision, thousands: display.thousands });
  return formatNumber(value, { precision: column.spec.precision });
}

/** A column's total as shown: per unit when its rows mix units, else its sum or mean; undefined when it has none. */
function totalText(column: GridColumn, values: ReadonlyMap<string, number>, unitTotals: ReadonlyMap<string, readonly UnitTotal[]> | undefined): string | undefined {
  const perUnit = unitTotals?.get(column.key);
  if (perUnit) return unitTotalsText(perUnit, (total) => formatTotal(column, total));
  const value = values.get(column.key);
  return value === undefined ? undefined : formatTotal(column, value);
}

export interface SummaryRowProps {
  layout: GridLayout;
  cells: readonly FooterCell[];
  values: ReadonlyMap<string, number>;
  /** Columns totalled per unit because their rows hold several (unit-totals.ts). */
  unitTotals?: ReadonlyMap<string, readonly UnitTotal[]>;
  title: string;
  /** What the row is to assistive technology: 汇总 / Summary. */
  label: string;
  centerLeft: number;
  centerRight: number;
}

/** The footer row: 合计 / Total in its first cell, sums and means under their columns (spec 000 §5). */
function SummaryRowView({ layout, cells, values, unitTotals, title, label, centerLeft, centerRight }: SummaryRowProps) {
  const region = (name: Region) => {
    const width = layout.regions[name].width;
    if (width === 0) return null;
    const shown = cells.filter((cell) => cell.region === name && (name !== 'center' || (cell.left < centerRight && cell.left + cell.width > centerLeft)));
    return (
      <div key={name} className={`srm-grid-region srm-grid-region-${name}`} style={{ width, height: SUMMARY_ROW_HEIGHT }}>
        {shown.map((cell) => {
          const shownValue = cell.column ? totalText(cell.column, values, unitTotals) : undefined;
          const perUnit = cell.column ? unitTotals?.get(cell.column.key) : undefined;
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
              ) : shownValue !== undefined ? (
                <span className="srm-grid-text" title={perUnit ? shownValue : undefined}>
                  {shownValue}
                </span>
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
