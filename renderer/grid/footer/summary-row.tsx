import { memo } from 'react';
import { formatNumber } from '../../format/format-number';
import type { GridColumn } from '../columns/grid-column';
import { REGIONS, type GridLayout, type Region } from '../layout/grid-layout.types';
import type { LocalizedText } from '../../../src/shared/formats/common';
import type { FooterCell } from './footer-cells';
import { offscreenTotals, type CenterView } from './offscreen-totals';
import { unitTotalsText, type UnitTotal } from './unit-totals';

/** Spec 000 §9: the summary row is 40 high. */
export const SUMMARY_ROW_HEIGHT = 40;

type UnitTotals = ReadonlyMap<string, readonly UnitTotal[]> | undefined;

/** A total shows like its column's numbers (precision, separators); a non-number column plainly. */
function formatTotal(column: GridColumn, value: number): string {
  const display = column.display;
  if (display.kind === 'number') return formatNumber(value, { precision: display.precision, thousands: display.thousands });
  return formatNumber(value, { precision: column.spec.precision });
}

/** A column's total as shown: per unit when its rows mix units, else its sum or mean; undefined when it has none. */
function totalText(column: GridColumn, values: ReadonlyMap<string, number>, unitTotals: UnitTotals): string | undefined {
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
  unitTotals?: UnitTotals;
  title: string;
  /** What the row is to assistive technology: 汇总 / Summary. */
  label: string;
  centerLeft: number;
  centerRight: number;
  /** The part of the scrolling columns in view: totals of columns outside it show at its edge. */
  view: CenterView;
  text: (value: LocalizedText) => string;
}

interface OffscreenStripProps extends Pick<SummaryRowProps, 'values' | 'unitTotals' | 'view' | 'text'> {
  side: 'left' | 'right';
  cells: readonly FooterCell[];
}

/** A total of a column out of view, at the edge of the view: its column's title, its value and where it is. */
function OffscreenStrip({ side, cells, values, unitTotals, view, text }: OffscreenStripProps) {
  if (cells.length === 0) return null;
  return (
    <div
      className={`srm-grid-summary-offscreen srm-grid-summary-offscreen-${side}`}
      data-offscreen={side}
      style={side === 'left' ? { left: view.from, height: SUMMARY_ROW_HEIGHT } : { left: view.to, height: SUMMARY_ROW_HEIGHT }}
    >
      {cells.map((cell) => {
        const column = cell.column as GridColumn;
        return (
          <span key={cell.id} className="srm-grid-summary-offscreen-item" data-summary-offscreen={column.key}>
            {side === 'left' ? '← ' : ''}
            <span className="srm-grid-summary-offscreen-title">{text(column.title)}</span> {totalText(column, values, unitTotals) ?? formatTotal(column, 0)}
            {side === 'right' ? ' →' : ''}
          </span>
        );
      })}
    </div>
  );
}

/** The footer row: 合计 / Total in its first cell, sums and means under their columns (spec 000 §5). */
function SummaryRowView({ layout, cells, values, unitTotals, title, label, centerLeft, centerRight, view, text }: SummaryRowProps) {
  const offscreen = offscreenTotals(cells, (key) => values.has(key), view);
  const region = (name: Region) => {
    const width = layout.regions[name].width;
    if (width === 0) return null;
    const shown = cells.filter((cell) => cell.region === name && (name !== 'center' || (cell.left < centerRight && cell.left + cell.width > centerLeft)));
    return (
      <div key={name} className={`srm-grid-region srm-grid-region-${name}`} style={{ width, height: SUMMARY_ROW_HEIGHT }}>
        {shown.map((cell) => {
          const total = cell.column ? totalText(cell.column, values, unitTotals) : undefined;
          return (
            <div
              key={cell.id}
              role="gridcell"
              aria-colindex={cell.colIndex}
              aria-colspan={cell.colSpan > 1 ? cell.colSpan : undefined}
              className={`srm-grid-cell srm-grid-summary-cell${cell.column?.align ? ` srm-grid-align-${cell.column.align}` : ''}`}
              data-summary={cell.kind === 'title' ? 'title' : cell.column?.key}
              style={{ left: cell.left, width: cell.width, height: SUMMARY_ROW_HEIGHT }}
              // Which column a total belongs to, when its header is far above or scrolled away.
              title={cell.column && total !== undefined ? `${text(cell.column.title)}: ${total}` : undefined}
            >
              {cell.kind === 'title' ? (
                <strong className="srm-grid-text">{title}</strong>
              ) : total !== undefined ? (
                <span className="srm-grid-text">{total}</span>
              ) : null}
            </div>
          );
        })}
        {name === 'center' && (
          <>
            <OffscreenStrip side="left" cells={offscreen.left} values={values} unitTotals={unitTotals} view={view} text={text} />
            <OffscreenStrip side="right" cells={offscreen.right} values={values} unitTotals={unitTotals} view={view} text={text} />
          </>
        )}
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
