import type { LocalizedText } from '../../src/shared/formats/common';

/** A leaf column of a grid as its descriptor defines it: what a reset goes back to. */
export interface ColumnDefault {
  key: string;
  title: LocalizedText;
  width?: number;
  fixed?: 'left' | 'right';
  /** `columnsDisplay: N` in the descriptor: hidden until the user shows it. */
  hidden?: boolean;
}

/**
 * The configuration a grid applies to its leaf columns (the `columnSettings` input of the DataGrid):
 * every column in display order, the hidden ones, the widths and the fixed side of each column, defaults
 * and the user's changes merged.
 */
export interface ColumnSettings {
  order: string[];
  hidden: string[];
  widths: Record<string, number>;
  fixed: Record<string, 'left' | 'right' | undefined>;
}
