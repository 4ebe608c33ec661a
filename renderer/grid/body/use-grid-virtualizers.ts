import { defaultRangeExtractor, observeElementRect, useVirtualizer, type Range, type Virtualizer } from '@tanstack/react-virtual';
import { useCallback, useLayoutEffect, useRef, type RefObject } from 'react';
import type { LeafCell } from '../layout/grid-layout.types';
import { spanStartsOf, type RowSpans } from '../row-span/row-spans';

/**
 * Rows drawn beyond the visible ones, above and below: more than a wheel step (about 3 rows). Each drawn row
 * costs every scroll frame something (its fixed-left cells are a sticky layer); 5 was measured a little
 * cheaper, but end-to-end tests find a list's rows among those drawn, a page of 20 at 1440x900 with 8.
 */
const ROW_OVERSCAN = 8;
/**
 * Center columns drawn beyond the visible ones: half a viewport's width on each side, so a grid up to one
 * and a half times as wide as its box is drawn whole, and a scroll step to the side finds its columns drawn.
 */
const COLUMN_OVERSCAN_VIEWPORTS = 0.5;
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

/** The visible center columns and those within a viewport's width (times COLUMN_OVERSCAN_VIEWPORTS) of them. */
function columnsNear(center: readonly LeafCell[], range: Range, viewport: number): number[] {
  if (range.count === 0) return [];
  const margin = viewport * COLUMN_OVERSCAN_VIEWPORTS;
  const first = center[Math.max(0, range.startIndex)];
  const last = center[Math.min(range.count - 1, range.endIndex)];
  const from = (first?.left ?? 0) - margin;
  const to = (last ? last.left + last.width : 0) + margin;
  const indexes: number[] = [];
  for (let index = 0; index < range.count; index += 1) {
    const leaf = center[index];
    if (leaf.left + leaf.width > from && leaf.left < to) indexes.push(index);
  }
  return indexes;
}

export interface GridVirtualizerOptions {
  scroller: RefObject<HTMLDivElement | null>;
  rowCount: number;
  rowHeight: number;
  /** Height of the sticky header above the rows. */
  headerHeight: number;
  center: readonly LeafCell[];
  /** Width of the columns fixed left, before the center columns. */
  startWidth: number;
  spans: RowSpans;
  isExpanded: (index: number) => boolean;
  /** Changes whenever an expansion opens or closes: sizes are measured again. */
  expansionKey: unknown;
  fallback: Rect;
}

/**
 * TanStack Virtual over both axes of one scroll box: the rows in view (with the first row of every merged
 * cell reaching into view) and the center columns in view. Fixed columns are always drawn.
 */
export function useGridVirtualizers(options: GridVirtualizerOptions) {
  const { scroller, rowCount, rowHeight, headerHeight, center, startWidth, spans, isExpanded, expansionKey, fallback } = options;
  const observeRect = observeWithFallback(fallback);
  const rangeExtractor = useCallback((range: Range) => spanStartsOf(spans, defaultRangeExtractor(range)), [spans]);
  const columnRange = useCallback(
    (range: Range) => columnsNear(center, range, columnsRef.current?.scrollRect?.width ?? fallback.width),
    [center, fallback.width],
  );
  // The columns' virtualizer comes first: its scroll listener then reads scrollLeft before the rows' listener
  // draws the new rows, rather than forcing a layout of them in the middle of the scroll event.
  const columnsRef = useRef<Virtualizer<HTMLDivElement, Element> | null>(null);
  const columns = useVirtualizer({
    horizontal: true,
    count: center.length,
    getScrollElement: () => scroller.current,
    estimateSize: (index) => center[index]?.width ?? 0,
    overscan: 0,
    rangeExtractor: columnRange,
    scrollMargin: startWidth,
    observeElementRect: observeRect,
    // Before the box is measured nothing of the center is drawn: that first pass is laid out for nothing.
    initialRect: { width: 0, height: fallback.height },
  });
  columnsRef.current = columns;
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

  const visibleColumns = columns.getVirtualItems();
  const centerFrom = visibleColumns.length > 0 ? visibleColumns[0].index : 0;
  const centerTo = visibleColumns.length > 0 ? visibleColumns[visibleColumns.length - 1].index + 1 : 0;
  return {
    rowItems: rows.getVirtualItems(),
    bodyHeight: rows.getTotalSize(),
    measureRow: rows.measureElement,
    centerFrom,
    centerTo,
    centerLeft: center[centerFrom]?.left ?? 0,
    centerRight: centerTo > 0 ? center[centerTo - 1].left + center[centerTo - 1].width : 0,
    /** How far the box is scrolled to the side. */
    scrollLeft: columns.scrollOffset ?? 0,
    /** The scroll box's visible width: an expansion or the empty message spans it. */
    viewportWidth: columns.scrollRect?.width ?? fallback.width,
  };
}
