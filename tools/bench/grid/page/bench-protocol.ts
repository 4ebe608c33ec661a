/** What the Node script and the bench page agree on: the variants, the sizes, the page's measuring API. */
export const GRID_VARIANTS = ['dataGrid', 'tanstackBare', 'arcoPlain', 'arcoVirtual', 'editLinesTab'] as const;
export type GridVariant = (typeof GRID_VARIANTS)[number];
/** What runs without --variants: the grid against a bare TanStack grid and Arco's tables. */
export const DEFAULT_VARIANTS: readonly GridVariant[] = ['dataGrid', 'tanstackBare', 'arcoPlain', 'arcoVirtual'];

export const VARIANT_LABELS: Record<GridVariant, string> = {
  dataGrid: 'DataGrid',
  tanstackBare: 'bare TanStack',
  arcoPlain: 'Arco Table',
  arcoVirtual: 'Arco Table virtualized',
  editLinesTab: 'Order lines in a tab',
};

/** The line grid in a tab is measured on an order of this many lines unless --sizes says otherwise. */
export const LINES_TAB_SIZE = 2_000;

export const ROW_COUNTS = [200, 10_000, 100_000] as const;
export const COLUMN_COUNT = 30;
/** The same box for every variant: body height and row height in pixels. */
export const GRID_HEIGHT = 600;
export const ROW_HEIGHT = 36;
/** Scrolling: this many steps of this many rows. */
export const SCROLL_STEPS = 200;
export const ROWS_PER_SCROLL_STEP = 3;
/**
 * The `performance.mark` set as each scroll step begins (and once after the last): Chromium's trace gives
 * each mark the main thread's CPU clock, so the CPU time between two marks is one step's frame of work.
 */
export const SCROLL_STEP_MARK = 'grid-bench-scroll-step';

export interface ScrollFrames {
  /** Milliseconds between consecutive animation frames while scrolling, one per step. */
  frames: number[];
  /** How far the body really scrolled (a grid that does not scroll would measure nothing). */
  scrolledPx: number;
  /** DOM elements per body row drawn once scrolled (its cells and what is in them); null where the variant does not say which its rows are. */
  elementsPerRow: number | null;
}

/** Set on `window.gridBench` by the page once its data is generated. */
export interface GridBenchApi {
  variant: GridVariant;
  rows: number;
  /** Mounts the grid; answers milliseconds from before the mount to the first frame painted with its first row. */
  mount(): Promise<number>;
  scroll(): Promise<ScrollFrames>;
  /** Selects every row (across pages where the grid pages); answers milliseconds until the selection is painted, null where rows are not selected. */
  selectAll(): Promise<number | null>;
  /** Edits a cell inline (click, type, commit); answers milliseconds until the new value is painted, null where cells are not edited. */
  editCell(): Promise<number | null>;
}

declare global {
  interface Window {
    gridBench?: GridBenchApi;
    /** Set when the page failed before its API was ready. */
    gridBenchError?: string;
  }
}
