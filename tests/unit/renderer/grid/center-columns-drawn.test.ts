import { describe, expect, it } from 'vitest';
import { centerColumnsDrawn, COLUMN_KEEP_VIEWPORTS, COLUMN_OVERSCAN_VIEWPORTS } from '../../../../renderer/grid/body/center-columns-drawn';
import type { LeafCell } from '../../../../renderer/grid/layout/grid-layout.types';

/**
 * renderer/grid/body/center-columns-drawn.ts: which scrolling columns a row draws. Those in view and half the
 * box's width beside them, kept while they still reach a quarter of its width beyond the view.
 */
const center: LeafCell[] = Array.from({ length: 30 }, (_, index) => ({
  id: `c${index}`,
  region: 'center',
  left: index * 100,
  width: 100,
  colIndex: index + 4,
}));
/** A box 480 px wide: 240 px drawn beside the view, kept while 120 px remain. */
const VIEWPORT = 480;
const KEEP = VIEWPORT * COLUMN_KEEP_VIEWPORTS;

describe('centerColumnsDrawn', () => {
  it('draws the columns in view and those within half the box on each side, not the rest', () => {
    expect(VIEWPORT * COLUMN_OVERSCAN_VIEWPORTS).toBe(240);
    // 760..2040 px: columns 7 (700-800) to 20 (2000-2100).
    expect(centerColumnsDrawn(center, { from: 1000, to: 1800 }, VIEWPORT, undefined)).toEqual({ from: 7, to: 21 });
  });

  it('stops at the ends of the columns', () => {
    expect(centerColumnsDrawn(center, { from: 0, to: 800 }, VIEWPORT, undefined)).toEqual({ from: 0, to: 11 });
    expect(centerColumnsDrawn(center, { from: 2400, to: 3000 }, VIEWPORT, undefined)).toEqual({ from: 21, to: 30 });
  });

  it('keeps the columns drawn while they reach the keep margin beyond the view, then chooses them again', () => {
    const first = centerColumnsDrawn(center, { from: 1000, to: 1800 }, VIEWPORT, undefined);
    expect(centerColumnsDrawn(center, { from: 1100, to: 1900 }, VIEWPORT, first)).toBe(first);
    // The drawn columns end at 2100: a view to 2100 - KEEP + 1 no longer leaves the keep margin.
    const beyond = centerColumnsDrawn(center, { from: 1300 - KEEP + 1, to: 2100 - KEEP + 1 }, VIEWPORT, first);
    expect(beyond).not.toBe(first);
    expect(beyond).toEqual({ from: 9, to: 23 });
  });

  it('chooses again when the columns drawn before reach much further than the view (drawn before the box was measured)', () => {
    expect(centerColumnsDrawn(center, { from: 0, to: 800 }, VIEWPORT, { from: 0, to: 30 })).toEqual({ from: 0, to: 11 });
  });

  it('chooses again when the columns drawn before are not there any more (fewer columns)', () => {
    const wide = centerColumnsDrawn(center, { from: 2400, to: 3000 }, VIEWPORT, undefined);
    expect(centerColumnsDrawn(center.slice(0, 10), { from: 0, to: 800 }, VIEWPORT, wide)).toEqual({ from: 0, to: 10 });
  });

  it('draws nothing of the center when none of it is in view (a box not measured yet)', () => {
    expect(centerColumnsDrawn(center, { from: 0, to: -300 }, 0, undefined)).toEqual({ from: 0, to: 0 });
    expect(centerColumnsDrawn([], { from: 0, to: 800 }, VIEWPORT, undefined)).toEqual({ from: 0, to: 0 });
  });
});
