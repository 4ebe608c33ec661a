import type { GridColumn } from '../columns/grid-column';
import type { SpecialColumn } from '../columns/special-columns';

/** Columns fixed left (start), scrolling (center), fixed right (end). */
export type Region = 'start' | 'center' | 'end';
export const REGIONS: readonly Region[] = ['start', 'center', 'end'];

/** A shown leaf column where the grid draws it: its region and its left edge within the region. */
export interface LeafCell {
  id: string;
  /** The data column; undefined for the grid's own columns. */
  column?: GridColumn;
  special?: SpecialColumn;
  region: Region;
  left: number;
  width: number;
  /** Its place among all shown leaves, from 1 (aria-colindex: cells out of view are not drawn). */
  colIndex: number;
}

/** A header cell: a leaf's title (spanning down over the rows its groups leave empty) or a group's. */
export interface HeaderCell {
  id: string;
  column?: GridColumn;
  special?: SpecialColumn;
  /** The leaf it titles (sorting, resizing); undefined for a group header. */
  leaf?: LeafCell;
  region: Region;
  left: number;
  width: number;
  row: number;
  rowSpan: number;
  /** The first shown leaf under it (aria-colindex) and how many shown leaves it spans. */
  colIndex: number;
  colSpan: number;
  resizable: boolean;
}

export interface RegionLayout {
  leaves: LeafCell[];
  headers: HeaderCell[];
  width: number;
}

/** Where every shown column and header cell is: computed once per column change, read by every row. */
export interface GridLayout {
  regions: Record<Region, RegionLayout>;
  totalWidth: number;
  headerRows: number;
  /** Shown leaves in display order, all regions. */
  leaves: LeafCell[];
}
