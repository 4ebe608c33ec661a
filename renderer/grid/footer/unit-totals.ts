import { sumOf } from '../../format/format-number';
import type { MeaningOf } from '../../lookups/use-lookup-meanings';
import type { GridColumn } from '../columns/grid-column';
import type { GridRow } from '../layout/grid-table';
import type { GridSummary } from './summary-values';

/** One unit's share of a column's total: 120 of PCS (as labelled). An empty unit is the rows that name none. */
export interface UnitTotal {
  unit: string;
  total: number;
}

/** How a unit shows: the unit column's lookup meaning (个 for PCS) where the grid has one, else the code. */
export type UnitLabel = (unitField: string, unit: string) => string;

/** Units labelled as their column among `columns` shows them (a lookup's meaning), or as their code. */
export function columnUnitLabel(columns: readonly GridColumn[], meaningOf: MeaningOf): UnitLabel {
  return (unitField, unit) => {
    const display = columns.find((column) => column.key === unitField)?.display;
    return display?.kind === 'lookup' ? meaningOf(display.lookupType, unit) : unit;
  };
}

/**
 * Totals of the summed columns that declare a unit field (`units`: demandQty by uomCode), one per unit in
 * the order the rows first name it: 120 PCS and 30 KG are not 150 of anything. Only columns whose rows hold
 * more than one unit are given; one unit (or none) totals as any column does.
 */
export function unitTotals(rows: readonly GridRow[], summary: GridSummary, unitLabel: UnitLabel = (_field, unit) => unit): ReadonlyMap<string, readonly UnitTotal[]> {
  const totals = new Map<string, UnitTotal[]>();
  for (const [key, unitField] of Object.entries(summary.units ?? {})) {
    if (!summary.sumKeys.includes(key)) continue;
    const byUnit = new Map<string, GridRow[]>();
    for (const row of rows) {
      const value = row[unitField];
      const unit = value === null || value === undefined ? '' : String(value);
      const unitRows = byUnit.get(unit);
      if (unitRows) unitRows.push(row);
      else byUnit.set(unit, [row]);
    }
    if (byUnit.size > 1) totals.set(key, [...byUnit].map(([unit, unitRows]) => ({ unit: unit && unitLabel(unitField, unit), total: sumOf(unitRows, key) })));
  }
  return totals;
}

/** Totals of several units side by side, each formatted as its column's numbers: 120 PCS · 30 KG. */
export function unitTotalsText(totals: readonly UnitTotal[], format: (total: number) => string): string {
  return totals.map(({ unit, total }) => (unit ? `${format(total)} ${unit}` : format(total))).join(' · ');
}
