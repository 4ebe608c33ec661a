import { describe, expect, it } from 'vitest';
import type { GridColumn } from '../../../../renderer/grid/columns/grid-column';
import type { SpecialColumn } from '../../../../renderer/grid/columns/special-columns';
import { footerCells } from '../../../../renderer/grid/footer/footer-cells';
import type { GridSummary } from '../../../../renderer/grid/footer/summary-values';
import type { GridLayout, LeafCell, Region } from '../../../../renderer/grid/layout/grid-layout.types';
import { gridColumns } from './grid-kit';

/**
 * renderer/grid/footer/footer-cells.ts: the footer row's cells over the shown columns. The title spans the
 * grid's leading columns (or takes the first column), a mergeFooterItems cell widens over the next shown
 * columns of its region.
 */
const columns = new Map(gridColumns([{ key: 'poNumber' }, { key: 'status' }, { key: 'poType' }, { key: 'currencyCode' }, { key: 'taxTotalAmount' }]).map((column) => [column.key, column]));

type Spec = [id: string, width: number];

function region(name: Region, specs: Spec[], leavesBefore: number): LeafCell[] {
  let left = 0;
  return specs.map(([id, width], index) => {
    const colIndex = leavesBefore + index + 1;
    const leaf: LeafCell = id.startsWith('__')
      ? { id, special: id.slice(2) as SpecialColumn, region: name, left, width, colIndex }
      : { id, column: columns.get(id) as GridColumn, region: name, left, width, colIndex };
    left += width;
    return leaf;
  });
}

function layout(start: Spec[], center: Spec[], end: Spec[]): GridLayout {
  const regions = {
    start: region('start', start, 0),
    center: region('center', center, start.length),
    end: region('end', end, start.length + center.length),
  };
  const width = (leaves: LeafCell[]) => leaves.reduce((total, leaf) => total + leaf.width, 0);
  return {
    regions: {
      start: { leaves: regions.start, headers: [], width: width(regions.start) },
      center: { leaves: regions.center, headers: [], width: width(regions.center) },
      end: { leaves: regions.end, headers: [], width: width(regions.end) },
    },
    totalWidth: width(regions.start) + width(regions.center) + width(regions.end),
    headerRows: 1,
    leaves: [...regions.start, ...regions.center, ...regions.end],
  };
}

const summary = (merges: GridSummary['merges'] = []): GridSummary => ({ title: '合计', sumKeys: ['taxTotalAmount'], meanKeys: [], merges });

const full = layout(
  [['__selection', 40], ['__expand', 30], ['__sequence', 70], ['poNumber', 170]],
  [['status', 120], ['poType', 110], ['currencyCode', 80]],
  [['taxTotalAmount', 140], ['__operate', 80]],
);

const brief = (cells: ReturnType<typeof footerCells>) => cells.map((cell) => [cell.id, cell.region, cell.kind, cell.left, cell.width]);

describe('footerCells', () => {
  it('titles the leading columns together, one cell per other column, empty under the operate column', () => {
    expect(brief(footerCells(full, summary()))).toEqual([
      ['footer-title', 'start', 'title', 0, 140],
      ['footer-poNumber', 'start', 'value', 140, 170],
      ['footer-status', 'center', 'value', 0, 120],
      ['footer-poType', 'center', 'value', 120, 110],
      ['footer-currencyCode', 'center', 'value', 230, 80],
      ['footer-taxTotalAmount', 'end', 'value', 0, 140],
      ['footer-__operate', 'end', 'empty', 140, 80],
    ]);
  });

  it('widens a merged cell over the next columns, which get no cell of their own', () => {
    expect(brief(footerCells(full, summary([{ key: 'status', colspan: 2 }])))).toEqual([
      ['footer-title', 'start', 'title', 0, 140],
      ['footer-poNumber', 'start', 'value', 140, 170],
      ['footer-status', 'center', 'value', 0, 230],
      ['footer-currencyCode', 'center', 'value', 230, 80],
      ['footer-taxTotalAmount', 'end', 'value', 0, 140],
      ['footer-__operate', 'end', 'empty', 140, 80],
    ]);
  });

  it('gives each cell the place of the first column under it and how many it spans (aria-colindex, aria-colspan)', () => {
    const places = footerCells(full, summary([{ key: 'status', colspan: 2 }])).map((cell) => [cell.id, cell.colIndex, cell.colSpan]);
    expect(places).toEqual([
      ['footer-title', 1, 3],
      ['footer-poNumber', 4, 1],
      ['footer-status', 5, 2],
      ['footer-currencyCode', 7, 1],
      ['footer-taxTotalAmount', 8, 1],
      ['footer-__operate', 9, 1],
    ]);
  });

  it('stops a merge at the end of its region', () => {
    const cells = footerCells(full, summary([{ key: 'poType', colspan: 5 }, { key: 'poNumber', colspan: 3 }]));
    expect(brief(cells).filter(([id]) => id === 'footer-poType' || id === 'footer-poNumber')).toEqual([
      ['footer-poNumber', 'start', 'value', 140, 170],
      ['footer-poType', 'center', 'value', 120, 190],
    ]);
    expect(cells.some((cell) => cell.id === 'footer-currencyCode')).toBe(false);
    expect(cells.some((cell) => cell.id === 'footer-taxTotalAmount')).toBe(true);
  });

  it('puts the title in the first column when there are no leading columns, merge included', () => {
    const plain = layout([], [['poNumber', 170], ['status', 120], ['poType', 110]], []);
    expect(brief(footerCells(plain, summary([{ key: 'poNumber', colspan: 2 }])))).toEqual([
      ['footer-title', 'center', 'title', 0, 290],
      ['footer-poType', 'center', 'value', 290, 110],
    ]);
  });
});
