import { isEmptyValue } from '../../../src/shared/validation/validate-record';
import { toNumber } from '../../format/format-number';
import type { GridColumn } from '../columns/grid-column';

/** Why a cell's value cannot be saved, by message key of `grid.rules` (CN and EN). */
export type CellProblem =
  | { rule: 'required' }
  | { rule: 'number' }
  | { rule: 'positive' }
  | { rule: 'positiveOrZero' }
  | { rule: 'positiveInteger' }
  | { rule: 'min'; min: number }
  | { rule: 'max'; max: number }
  /** A field error the server answered a save with. */
  | { rule: 'server'; message: string };

/**
 * The checks of an edited cell (spec 000 §5): required, then for numbers the column's number rule
 * (positive, positive or zero, positive whole number) and its min and max.
 */
export function cellProblem(column: GridColumn, value: unknown): CellProblem | undefined {
  if (isEmptyValue(value)) return column.required ? { rule: 'required' } : undefined;
  const isNumberColumn = column.spec.kind === 'number' || column.numberRule !== undefined;
  if (!isNumberColumn) return undefined;
  const number = toNumber(value);
  if (number === undefined) return { rule: 'number' };
  switch (column.numberRule) {
    case 'positive':
      if (number <= 0) return { rule: 'positive' };
      break;
    case 'positiveOrZero':
      if (number < 0) return { rule: 'positiveOrZero' };
      break;
    case 'positiveInteger':
      if (number <= 0 || !Number.isInteger(number)) return { rule: 'positiveInteger' };
      break;
  }
  if (column.spec.min !== undefined && number < column.spec.min) return { rule: 'min', min: column.spec.min };
  if (column.spec.max !== undefined && number > column.spec.max) return { rule: 'max', max: column.spec.max };
  return undefined;
}
