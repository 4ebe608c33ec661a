import type { FixedSide, StoredColumnSettings } from '../../src/shared/column-settings/column-settings-format';
import { COLUMN_WIDTH_MAX, COLUMN_WIDTH_MIN } from '../../src/shared/column-settings/column-settings-limits';
import { keepKnownColumns } from '../../src/shared/column-settings/known-columns';
import type { ColumnDefault, ColumnSettings } from './column-settings.types';

/** Where a column the saved order does not know (added since) goes: right after its default predecessor. */
function mergedOrder(columns: readonly ColumnDefault[], savedOrder: readonly string[]): string[] {
  const order = [...savedOrder];
  columns.forEach((column, index) => {
    if (order.includes(column.key)) return;
    const predecessor = columns
      .slice(0, index)
      .reverse()
      .find((candidate) => order.includes(candidate.key));
    order.splice(predecessor ? order.indexOf(predecessor.key) + 1 : 0, 0, column.key);
  });
  return order;
}

/**
 * The grid's column configuration: the descriptor's defaults with the user's saved changes over them.
 * Saved keys of columns the grid no longer has are ignored; columns he never saw get their defaults.
 */
export function resolveColumnSettings(columns: readonly ColumnDefault[], stored: StoredColumnSettings | null): ColumnSettings {
  const known = new Set(columns.map((column) => column.key));
  const saved = stored ? keepKnownColumns(stored, known) : { order: [], hidden: [], widths: {}, fixed: {} };
  const decided = new Set([...saved.order, ...saved.hidden]);
  const savedHidden = new Set(saved.hidden);
  const widths: Record<string, number> = {};
  const fixed: Record<string, 'left' | 'right' | undefined> = {};
  for (const column of columns) {
    const width = saved.widths[column.key] ?? column.width;
    if (width !== undefined) widths[column.key] = width;
    const side: FixedSide | undefined = saved.fixed[column.key];
    fixed[column.key] = side === undefined ? column.fixed : side === 'none' ? undefined : side;
  }
  return {
    order: mergedOrder(columns, saved.order),
    hidden: columns.filter((column) => (decided.has(column.key) ? savedHidden.has(column.key) : column.hidden === true)).map((column) => column.key),
    widths,
    fixed,
  };
}

export function clampColumnWidth(width: number): number {
  return Math.min(COLUMN_WIDTH_MAX, Math.max(COLUMN_WIDTH_MIN, Math.round(width)));
}

/**
 * What is saved of a configuration: the whole order and the hidden columns, and only the widths and
 * fixed sides that differ from the descriptor, so a later change of a default reaches users who never
 * touched that column.
 */
export function toStoredSettings(settings: ColumnSettings, columns: readonly ColumnDefault[]): StoredColumnSettings {
  const widths: Record<string, number> = {};
  const fixed: Record<string, FixedSide> = {};
  for (const column of columns) {
    const width = settings.widths[column.key];
    if (width !== undefined && width !== column.width) widths[column.key] = clampColumnWidth(width);
    const side = settings.fixed[column.key];
    if (side !== column.fixed) fixed[column.key] = side ?? 'none';
  }
  const known = new Set(columns.map((column) => column.key));
  return keepKnownColumns({ order: settings.order, hidden: settings.hidden, widths, fixed }, known);
}
