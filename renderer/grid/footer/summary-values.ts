import { meanOf, sumOf } from '../../format/format-number';
import type { GridRow } from '../layout/grid-table';

/** What the footer row shows: the title (合计 / Total), sums, means, and merged cells. */
export interface GridSummary {
  title: string;
  sumKeys: readonly string[];
  meanKeys: readonly string[];
  /** mergeFooterItems: the footer cell of `key` spans `colspan` shown columns. */
  merges: readonly { key: string; colspan: number }[];
}

/** Sums (non-numbers ignored) and means (over the row count) of the footer fields (spec 000 §5). */
export function summaryValues(rows: readonly GridRow[], summary: GridSummary): ReadonlyMap<string, number> {
  const values = new Map<string, number>();
  for (const key of summary.sumKeys) values.set(key, sumOf(rows, key));
  for (const key of summary.meanKeys) if (!values.has(key)) values.set(key, meanOf(rows, key));
  return values;
}
