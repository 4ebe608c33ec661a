import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TableColumn } from '../../../../renderer/descriptors/column.schema';
import { columnDefaults } from '../../../../renderer/grid/columns/column-defaults';
import type { SpecialColumns } from '../../../../renderer/grid/columns/special-columns';
import type { GridLayout, HeaderCell, Region } from '../../../../renderer/grid/layout/grid-layout.types';
import { useGridLayout } from '../../../../renderer/grid/layout/use-grid-layout';
import { resolveColumnSettings } from '../../../../renderer/grid-settings/resolve-column-settings';
import type { StoredColumnSettings } from '../../../../src/shared/column-settings/column-settings-format';
import { failOnConsoleError } from '../support/console-guard';
import { gridColumns } from './grid-kit';

failOnConsoleError();

/**
 * renderer/grid/layout/read-grid-layout.ts through useGridLayout: TanStack's column model read into
 * regions, leaves and header cells; grouped headers split across fixed regions; a leaf's title spans down
 * over the rows its groups leave empty.
 */
const NO_SPECIALS: SpecialColumns = { selection: false, expand: false, sequence: false, operateWidth: 0 };

function layoutOf(descriptor: TableColumn[], options: { specials?: SpecialColumns; stored?: StoredColumnSettings } = {}): GridLayout {
  const columns = gridColumns(descriptor);
  const settings = resolveColumnSettings(columnDefaults(columns), options.stored ?? null);
  const { result } = renderHook(() => useGridLayout(columns, settings, options.specials ?? NO_SPECIALS, () => undefined));
  return result.current.layout;
}

function headers(layout: GridLayout, region: Region) {
  return layout.regions[region].headers
    .map((cell: HeaderCell) => ({
      title: cell.leaf ? cell.leaf.id : `group:${cell.column?.key ?? cell.special}`,
      left: cell.left,
      width: cell.width,
      row: cell.row,
      rowSpan: cell.rowSpan,
    }))
    .sort((a, b) => a.row - b.row || a.left - b.left);
}

const grouped: TableColumn[] = [
  { key: 'poNumber', width: 170 },
  {
    key: 'amounts',
    title: { cn: '金额', en: 'Amounts' },
    children: [
      { key: 'nonTaxTotalAmount', width: 130 },
      { key: 'taxTotalAmount', width: 150 },
    ],
  },
];

describe('useGridLayout / readGridLayout', () => {
  it('puts the grid’s own columns around the data columns with their widths', () => {
    const layout = layoutOf([{ key: 'poNumber', width: 170 }, { key: 'status' }], {
      specials: { selection: true, expand: true, sequence: true, operateWidth: 80 },
    });
    expect(layout.leaves.map((leaf) => [leaf.id, leaf.region, leaf.left, leaf.width])).toEqual([
      ['__selection', 'start', 0, 40],
      ['__expand', 'start', 40, 30],
      ['__sequence', 'start', 70, 70],
      ['poNumber', 'center', 0, 170],
      // status gives no width: a lookup's planned width (planned-column-width.ts).
      ['status', 'center', 170, 110],
      ['__operate', 'end', 0, 80],
    ]);
    expect(layout.totalWidth).toBe(140 + 280 + 80);
    expect(layout.headerRows).toBe(1);
  });

  it('draws a group over its leaves, and a leaf without a group down over both header rows', () => {
    const layout = layoutOf(grouped);
    expect(layout.headerRows).toBe(2);
    expect(headers(layout, 'center')).toEqual([
      { title: 'poNumber', left: 0, width: 170, row: 0, rowSpan: 2 },
      { title: 'group:amounts', left: 170, width: 280, row: 0, rowSpan: 1 },
      { title: 'nonTaxTotalAmount', left: 170, width: 130, row: 1, rowSpan: 1 },
      { title: 'taxTotalAmount', left: 300, width: 150, row: 1, rowSpan: 1 },
    ]);
  });

  it('spans a leaf down from the first row its groups leave empty (three header rows)', () => {
    const layout = layoutOf([
      {
        key: 'outer',
        title: { cn: '外', en: 'Outer' },
        children: [
          { key: 'inner', title: { cn: '内', en: 'Inner' }, children: [{ key: 'poNumber', width: 100 }, { key: 'status', width: 100 }] },
          { key: 'description', width: 100 },
        ],
      },
      { key: 'contractCode', width: 100 },
    ]);
    expect(layout.headerRows).toBe(3);
    expect(headers(layout, 'center')).toEqual([
      { title: 'group:outer', left: 0, width: 300, row: 0, rowSpan: 1 },
      { title: 'contractCode', left: 300, width: 100, row: 0, rowSpan: 3 },
      { title: 'group:inner', left: 0, width: 200, row: 1, rowSpan: 1 },
      { title: 'description', left: 200, width: 100, row: 1, rowSpan: 2 },
      { title: 'poNumber', left: 0, width: 100, row: 2, rowSpan: 1 },
      { title: 'status', left: 100, width: 100, row: 2, rowSpan: 1 },
    ]);
  });

  it('splits a group whose leaves are fixed on different sides: a part of its header in each region', () => {
    const layout = layoutOf(grouped, {
      stored: { order: [], hidden: [], widths: {}, fixed: { nonTaxTotalAmount: 'left' } },
      specials: { selection: true, expand: false, sequence: false, operateWidth: 0 },
    });
    expect(headers(layout, 'start')).toEqual([
      { title: 'group:__selection', left: 0, width: 40, row: 0, rowSpan: 2 },
      { title: 'group:amounts', left: 40, width: 130, row: 0, rowSpan: 1 },
      { title: 'nonTaxTotalAmount', left: 40, width: 130, row: 1, rowSpan: 1 },
    ].map((cell) => (cell.title === 'group:__selection' ? { ...cell, title: '__selection' } : cell)));
    expect(headers(layout, 'center')).toEqual([
      { title: 'poNumber', left: 0, width: 170, row: 0, rowSpan: 2 },
      { title: 'group:amounts', left: 170, width: 150, row: 0, rowSpan: 1 },
      { title: 'taxTotalAmount', left: 170, width: 150, row: 1, rowSpan: 1 },
    ]);
  });

  it('keeps a whole group fixed when the group is', () => {
    const layout = layoutOf([{ ...grouped[1], fixed: 'right' }, grouped[0]]);
    expect(layout.regions.end.leaves.map((leaf) => leaf.id)).toEqual(['nonTaxTotalAmount', 'taxTotalAmount']);
    expect(headers(layout, 'end')[0]).toEqual({ title: 'group:amounts', left: 0, width: 280, row: 0, rowSpan: 1 });
    expect(layout.regions.center.leaves.map((leaf) => leaf.id)).toEqual(['poNumber']);
  });

  it('applies the order, the hidden columns and the widths of the settings', () => {
    const layout = layoutOf(
      [{ key: 'poNumber', width: 170 }, { key: 'status', width: 120 }, { key: 'description', width: 200 }],
      { stored: { order: ['description', 'poNumber', 'status'], hidden: ['status'], widths: { poNumber: 90 }, fixed: {} } },
    );
    expect(layout.leaves.map((leaf) => [leaf.id, leaf.left, leaf.width])).toEqual([
      ['description', 0, 200],
      ['poNumber', 200, 90],
    ]);
  });
});
