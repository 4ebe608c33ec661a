import { defaultRangeExtractor, observeElementRect, useVirtualizer, type Range, type Virtualizer } from '@tanstack/react-virtual';
import { useCallback, useLayoutEffect, useRef, type RefObject } from 'react';
import type { LeafCell } from '../layout/grid-layout.types';
import { spanStartsOf, type RowSpans } from '../row-span/row-spans';
import { centerColumnsDrawn, type DrawnColumns } from './center-columns-drawn';

/**
 * Rows drawn beyond the visible ones, above and below: more than a wheel step (about 3 rows). Each drawn row
 * costs every scroll frame something (its fixed-left cells are a sticky layer); 5 was measured a little
 * cheaper, but end-to-end tests find a list's rows among those drawn, a page of 20 at 1440x900 with 8.
 */
const ROW_OVERSCAN = 8;
/** A row's expansion before it has been measured. */
const EXPANSION_ESTIMATE = 160;

type Rect = { width: number; height: number };

/**
 * The scroll box's size; while it has none (a hidden tab, or jsdom without layout), the size it is
 * meant to have, so the rows that will show are drawn rather than none.
 */
function observeWithFallback(fallback: Rect) {
  return (instance: Virtualizer<HTMLDivElement, Element>, onRect: (rect: Rect) => void) =>
    observeElementRect(instance, (rect) => onRect(rect.width === 0 && rect.height === 0 ? fallback : rect));
}

export interface GridVirtualizerOptions {
  scroller: RefObject<HTMLDivElement | null>;
  rowCount: number;
  rowHeight: number;
  /** Height of the sticky header above the rows. */
  headerHeight: number;
  center: readonly LeafCell[];
  /** Widths of the columns fixed left (before the center columns) and right. */
  startWidth: number;
  endWidth: number;
  spans: RowSpans;
  isExpanded: (index: number) => boolean;
  /** Changes whenever an expansion opens or closes: sizes are measured again. */
  expansionKey: unknown;
  fallback: Rect;
}

/**
 * TanStack Virtual over both axes of one scroll box: the rows in view (with the first row of every merged
 * cell reaching into view) and the center columns in view with half the box's width beside them
 * (center-columns-drawn.ts). Fixed columns are always drawn.
 */
export function useGridVirtualizers(options: GridVirtualizerOptions) {
  const { scroller, rowCount, rowHeight, headerHeight, center, startWidth, endWidth, spans, isExpanded, expansionKey, fallback } = options;
  const observeRect = observeWithFallback(fallback);
  const rangeExtractor = useCallback((range: Range) => spanStartsOf(spans, defaultRangeExtractor(range)), [spans]);
  // The columns' virtualizer comes first: its scroll listener then reads scrollLeft before the rows' listener
  // draws the new rows, rather than forcing a layout of them in the middle of the scroll event. It draws
  // again when a column edge crosses the view's; which columns are drawn is centerColumnsDrawn's choice.
  const columns = useVirtualizer({
    horizontal: true,
    count: center.length,
    getScrollElement: () => scroller.current,
    estimateSize: (index) => center[index]?.width ?? 0,
    overscan: 0,
    scrollMargin: startWidth,
    observeElementRect: observeRect,
    // Before the box is measured nothing of the center is drawn: that first pass is laid out for nothing.
    initialRect: { width: 0, height: fallback.height },
  });
  const rows = useVirtualizer({
    count: rowCount,
    getScrollElement: () => scroller.current,
    estimateSize: (index) => (isExpanded(index) ? rowHeight + EXPANSION_ESTIMATE : rowHeight),
    overscan: ROW_OVERSCAN,
    scrollMargin: headerHeight,
    rangeExtractor,
    observeElementRect: observeRect,
    initialRect: fallback,
  });
  // Sizes are cached by index: new widths, rows or expansions make them stale.
  useLayoutEffect(() => columns.measure(), [columns, center]);
  useLayoutEffect(() => rows.measure(), [rows, rowCount, rowHeight, expansionKey]);

  const scrollLeft = columns.scrollOffset ?? 0;
  // Until the box is measured, the size it was given first (initialRect): no width, no center column drawn.
  const viewportWidth = (columns.scrollRect ?? columns.options.initialRect).width;
  const drawnBefore = useRef<{ center: readonly LeafCell[]; drawn: DrawnColumns } | null>(null);
  const view = { from: scrollLeft, to: scrollLeft + viewportWidth - startWidth - endWidth };
  const drawn = centerColumnsDrawn(center, view, viewportWidth, drawnBefore.current?.center === center ? drawnBefore.current.drawn : undefined);
  drawnBefore.current = { center, drawn };
  const { from: centerFrom, to: centerTo } = drawn;
  return {
    rowItems: rows.getVirtualItems(),
    bodyHeight: rows.getTotalSize(),
    measureRow: rows.measureElement,
    centerFrom,
    centerTo,
    centerLeft: center[centerFrom]?.left ?? 0,
    centerRight: centerTo > 0 ? center[centerTo - 1].left + center[centerTo - 1].width : 0,
    /** How far the box is scrolled to the side. */
    scrollLeft,
    /** The scroll box's visible width: an expansion or the empty message spans it. */
    viewportWidth,
  };
}
