/** The grid's own columns around the data columns, with the widths of spec 000 §9. */
export type SpecialColumn = 'selection' | 'expand' | 'sequence' | 'operate';

export const SPECIAL_COLUMN_IDS: Record<SpecialColumn, string> = {
  selection: '__selection',
  expand: '__expand',
  sequence: '__sequence',
  operate: '__operate',
};

export const SELECTION_COLUMN_WIDTH = 40;
export const EXPAND_COLUMN_WIDTH = 30;
export const SEQUENCE_COLUMN_WIDTH = 70;
export const OPERATE_COLUMN_WIDTH = 80;

/** Which special columns a grid shows; the operate column's width grows with its buttons. */
export interface SpecialColumns {
  selection: boolean;
  expand: boolean;
  sequence: boolean;
  /** Width of the operate column (fixed right), or 0 for none. */
  operateWidth: number;
}

/** The operate column is 80 wide; more buttons than fit get the room their labels need. */
export function operateColumnWidth(labels: readonly string[]): number {
  if (labels.length === 0) return 0;
  const needed = labels.reduce((width, label) => width + label.length * 13 + 12, 16);
  return Math.max(OPERATE_COLUMN_WIDTH, Math.ceil(needed / 4) * 4);
}

export function specialColumnOf(id: string): SpecialColumn | undefined {
  return (Object.keys(SPECIAL_COLUMN_IDS) as SpecialColumn[]).find((kind) => SPECIAL_COLUMN_IDS[kind] === id);
}
