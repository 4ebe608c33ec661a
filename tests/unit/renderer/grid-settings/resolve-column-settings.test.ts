// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { moveKey } from '../../../../renderer/grid-settings/column-order';
import type { ColumnDefault } from '../../../../renderer/grid-settings/column-settings.types';
import { resolveColumnSettings, toStoredSettings } from '../../../../renderer/grid-settings/resolve-column-settings';

const title = (cn: string) => ({ cn, en: cn });
const COLUMNS: ColumnDefault[] = [
  { key: 'poNumber', title: title('订单号'), width: 170, fixed: 'left' },
  { key: 'status', title: title('状态'), width: 160 },
  { key: 'supplierId', title: title('供应商') },
  { key: 'description', title: title('说明'), width: 240, hidden: true },
];

describe('resolveColumnSettings', () => {
  it('answers the descriptor defaults when the user saved nothing', () => {
    expect(resolveColumnSettings(COLUMNS, null)).toEqual({
      order: ['poNumber', 'status', 'supplierId', 'description'],
      hidden: ['description'],
      widths: { poNumber: 170, status: 160, description: 240 },
      fixed: { poNumber: 'left', status: undefined, supplierId: undefined, description: undefined },
    });
  });

  it("lays the user's changes over the defaults: order, shown and hidden, widths, fixed none", () => {
    const settings = resolveColumnSettings(COLUMNS, {
      order: ['description', 'status', 'poNumber', 'supplierId'],
      hidden: ['status'],
      widths: { supplierId: 300 },
      fixed: { poNumber: 'none', description: 'right' },
    });
    expect(settings).toEqual({
      order: ['description', 'status', 'poNumber', 'supplierId'],
      // description was in his order and not hidden: he shows it, whatever the descriptor says.
      hidden: ['status'],
      widths: { poNumber: 170, status: 160, supplierId: 300, description: 240 },
      fixed: { poNumber: undefined, status: undefined, supplierId: undefined, description: 'right' },
    });
  });

  it('puts columns added since the user saved after their default predecessor, with their default visibility', () => {
    const settings = resolveColumnSettings(COLUMNS, { order: ['status', 'poNumber'], hidden: [], widths: {}, fixed: {} });
    // supplierId follows status in the descriptor, description follows supplierId.
    expect(settings.order).toEqual(['status', 'supplierId', 'description', 'poNumber']);
    expect(settings.hidden).toEqual(['description']);
    const first = resolveColumnSettings([{ key: 'lineNumber', title: title('行号') }, ...COLUMNS], {
      order: ['status', 'poNumber'],
      hidden: [],
      widths: {},
      fixed: {},
    });
    expect(first.order[0]).toBe('lineNumber');
  });

  it('ignores saved keys of columns the grid no longer has', () => {
    const settings = resolveColumnSettings(COLUMNS, { order: ['gone', 'status'], hidden: ['gone'], widths: { gone: 90 }, fixed: { gone: 'left' } });
    // poNumber has no default predecessor the saved order knows, so it comes first.
    expect(settings.order).toEqual(['poNumber', 'status', 'supplierId', 'description']);
    expect(Object.keys(settings.widths)).not.toContain('gone');
    expect(Object.keys(settings.fixed)).not.toContain('gone');
  });
});

describe('toStoredSettings', () => {
  it('keeps the order and hidden columns, and only the widths and fixed sides that differ from the defaults', () => {
    const settings = resolveColumnSettings(COLUMNS, null);
    const changed = {
      ...settings,
      widths: { ...settings.widths, status: 201.6, poNumber: 170 },
      fixed: { ...settings.fixed, poNumber: undefined, supplierId: 'right' as const },
    };
    expect(toStoredSettings(changed, COLUMNS)).toEqual({
      order: ['poNumber', 'status', 'supplierId', 'description'],
      hidden: ['description'],
      widths: { status: 202 },
      fixed: { poNumber: 'none', supplierId: 'right' },
    });
  });

  it('bounds widths to what the server accepts', () => {
    const settings = resolveColumnSettings(COLUMNS, null);
    const stored = toStoredSettings({ ...settings, widths: { ...settings.widths, status: 3, poNumber: 99999 } }, COLUMNS);
    expect(stored.widths).toEqual({ status: 40, poNumber: 2000 });
  });

  it('round-trips: what is stored resolves to the same settings', () => {
    const settings = resolveColumnSettings(COLUMNS, { order: ['supplierId', 'poNumber', 'status', 'description'], hidden: [], widths: { status: 99 }, fixed: { poNumber: 'none' } });
    expect(resolveColumnSettings(COLUMNS, toStoredSettings(settings, COLUMNS))).toEqual(settings);
  });
});

describe('moveKey', () => {
  it('moves a key up, down and to an end, and leaves the order alone for an unknown key', () => {
    const order = ['a', 'b', 'c', 'd'];
    expect(moveKey(order, 'c', 1)).toEqual(['a', 'c', 'b', 'd']);
    expect(moveKey(order, 'b', 2)).toEqual(['a', 'c', 'b', 'd']);
    expect(moveKey(order, 'a', 99)).toEqual(['b', 'c', 'd', 'a']);
    expect(moveKey(order, 'd', -5)).toEqual(['d', 'a', 'b', 'c']);
    expect(moveKey(order, 'x', 0)).toEqual(order);
  });
});
