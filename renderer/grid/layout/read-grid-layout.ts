import type { HeaderGroup, Table } from '@tanstack/react-table';
import { leafColumns, type GridColumn } from '../columns/grid-column';
import { specialColumnOf } from '../columns/special-columns';
import type { GridRow, gridTableFeatures } from './grid-table';
import { REGIONS, type GridLayout, type HeaderCell, type LeafCell, type Region, type RegionLayout } from './grid-layout.types';

type GridTable = Omit<Table<typeof gridTableFeatures, GridRow>, 'store'>;
type GridHeaderGroup = HeaderGroup<typeof gridTableFeatures, GridRow>;

const PINNING: Record<Region, 'start' | 'end' | 'center'> = { start: 'start', center: 'center', end: 'end' };

function headerGroupsOf(table: GridTable, region: Region): GridHeaderGroup[] {
  if (region === 'start') return table.getStartHeaderGroups();
  if (region === 'end') return table.getEndHeaderGroups();
  return table.getCenterHeaderGroups();
}

function regionWidth(table: GridTable, region: Region): number {
  if (region === 'start') return table.getStartTotalSize();
  if (region === 'end') return table.getEndTotalSize();
  return table.getCenterTotalSize();
}

/**
 * Header cells of a region. TanStack pads the rows above a leaf with placeholders where the leaf has no
 * group; the leaf's title spans down over them instead, as in any spreadsheet-like grid.
 */
function regionHeaders(groups: GridHeaderGroup[], region: Region, leaves: Map<string, LeafCell>, byKey: Map<string, GridColumn>): HeaderCell[] {
  const firstPlaceholderRow = new Map<string, number>();
  groups.forEach((group, row) => {
    for (const header of group.headers) {
      if (header.isPlaceholder && !firstPlaceholderRow.has(header.column.id)) firstPlaceholderRow.set(header.column.id, row);
    }
  });
  const cells: HeaderCell[] = [];
  groups.forEach((group, row) => {
    for (const header of group.headers) {
      if (header.isPlaceholder) continue;
      const id = header.column.id;
      const leaf = header.subHeaders.length === 0 ? leaves.get(id) : undefined;
      const top = leaf ? (firstPlaceholderRow.get(id) ?? row) : row;
      const under = header.getLeafHeaders().flatMap((leafHeader) => leaves.get(leafHeader.column.id) ?? []);
      cells.push({
        id: header.id,
        column: byKey.get(id),
        special: specialColumnOf(id),
        leaf,
        region,
        left: header.getStart(),
        width: header.getSize(),
        row: top,
        rowSpan: row - top + 1,
        colIndex: under[0]?.colIndex ?? 0,
        colSpan: under.length,
        resizable: leaf !== undefined && header.column.getCanResize(),
      });
    }
  });
  return cells;
}

function allColumns(columns: readonly GridColumn[]): GridColumn[] {
  return columns.flatMap((column) => (column.children ? [column, ...allColumns(column.children)] : [column]));
}

/** Reads TanStack's column model into the plain layout every row and header cell is drawn from. */
export function readGridLayout(table: GridTable, columns: readonly GridColumn[]): GridLayout {
  const byKey = new Map(allColumns(columns).map((column) => [column.key, column]));
  const leafKeys = new Set(leafColumns(columns).map((column) => column.key));
  const regions = {} as Record<Region, RegionLayout>;
  let headerRows = 1;
  let leavesBefore = 0;
  for (const region of REGIONS) {
    const leaves: LeafCell[] = table.getPinnedVisibleLeafColumns(PINNING[region]).map((column, index) => ({
      id: column.id,
      column: leafKeys.has(column.id) ? byKey.get(column.id) : undefined,
      special: specialColumnOf(column.id),
      region,
      left: column.getStart(PINNING[region]),
      width: column.getSize(),
      colIndex: leavesBefore + index + 1,
    }));
    leavesBefore += leaves.length;
    const groups = headerGroupsOf(table, region);
    headerRows = Math.max(headerRows, groups.length);
    regions[region] = {
      leaves,
      headers: regionHeaders(groups, region, new Map(leaves.map((leaf) => [leaf.id, leaf])), byKey),
      width: regionWidth(table, region),
    };
  }
  return {
    regions,
    totalWidth: regions.start.width + regions.center.width + regions.end.width,
    headerRows,
    leaves: [...regions.start.leaves, ...regions.center.leaves, ...regions.end.leaves],
  };
}
