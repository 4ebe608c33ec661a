import type { PageInfo, PageKey } from '../../src/shared/api/envelope';

/** Where a page request starts by key (docs/api.md "Keyset paging"): after the shown page, or just before it. */
export type PageSeek = { afterKey: PageKey } | { beforeKey: PageKey };

/** The page a table shows: its number as the server answered it, and the keys of the pages beside it. */
export interface ShownPage {
  pageIndex: number;
  nextKey?: PageKey | null;
  prevKey?: PageKey | null;
}

/** The page a list answer shows: the server's curIndex (a page read by key may turn out to be the first), its keys. */
export function shownPage(page: PageInfo | undefined, asked: number): ShownPage {
  return { pageIndex: page?.curIndex ?? asked, nextKey: page?.nextKey ?? null, prevKey: page?.prevKey ?? null };
}

/**
 * How to ask for page `pageIndex` of the same list from the page shown: the page just after it by its
 * `nextKey` and the page just before it by its `prevKey`, which cost the same however deep the list
 * goes; page 1, a page further away, or a list whose answers carry no keys, by page index.
 */
export function seekFrom(shown: ShownPage, pageIndex: number): PageSeek | undefined {
  if (pageIndex <= 1) return undefined;
  if (pageIndex === shown.pageIndex + 1 && shown.nextKey) return { afterKey: shown.nextKey };
  if (pageIndex === shown.pageIndex - 1 && shown.prevKey) return { beforeKey: shown.prevKey };
  return undefined;
}
