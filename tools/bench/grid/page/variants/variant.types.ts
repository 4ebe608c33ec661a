import type { ReactElement } from 'react';
import type { BenchColumn, BenchRow } from '../bench-data';

/** One grid under test: how to render it and where its rows, selection and editor are in the DOM. */
export interface BenchVariant {
  render(props: { rows: BenchRow[]; columns: BenchColumn[] }): ReactElement;
  /**
   * A grid drawn only when something is clicked (a line grid in a tab that is not shown first): the
   * first render is measured from `show` (once `ready` holds after the mount) to its first row painted.
   */
  reveal?: { ready(root: HTMLElement): boolean; show(root: HTMLElement): void };
  /** The element that scrolls the rows vertically. */
  scroller(root: HTMLElement): HTMLElement;
  /** The body rows drawn now (for the elements each draws); absent where not counted. */
  bodyRows?(root: HTMLElement): HTMLElement[];
  /** Does what a user does to select every row (across pages where the grid pages); absent where rows are not selected (line grids). */
  selectAll?(root: HTMLElement): void;
  /** Whether the selection of every row is painted (read on the first visible row and the count shown). */
  allSelectedShown?(root: HTMLElement, rows: number): boolean;
  /** Clicks the editable cell of the first row; absent, with the three below, where cells are not edited (the bare grid). */
  startEdit?(root: HTMLElement): void;
  /** The open inline editor, if any. */
  editor?(root: HTMLElement): HTMLInputElement | null;
  /** Commits what was typed into the editor (Enter, or whatever the grid takes). */
  commitEdit?(editor: HTMLInputElement): void;
  /** The text the edited cell shows now, or null while it is not rendered or still editing. */
  editedCellText?(root: HTMLElement): string | null;
}
