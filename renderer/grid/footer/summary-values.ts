import { meanOf, sumOf } from '../../format/format-number';
import type { GridRow } from '../layout/grid-table';

/** What the footer row shows: the title (合计 / Total), sums, means, and merged cells. */
export interface GridSummary {
  title: string;
  sumKeys: readonly string[];
  meanKeys: readonly string[];
  /** mergeFooterItems: the footer cell of `key` spans `colspan` shown columns. */
  merges: readonly { key: string; colspan: number }[];
  /** Summed keys whose rows hold their unit in another field (a quantity and its uomCode): totalled per unit. */
  units?: Readonly<Record<string, string>>;
}

/**
 * Sums (non-numbers ignored) and means (over the row count) of the footer fields (spec 000 §5), in decimal
 * arithmetic (src/shared/numbers/decimal.ts): amounts of 0.1 and 0.2 total 0.3, as the server's totals do.
 */
export function summaryValues(rows: readonly GridRow[], summary: GridSummary): ReadonlyMap<string, number> {
  const values = new Map<string, number>();
  for (const key of summary.sumKeys) values.set(key, sumOf(rows, key));
  for (const key of summary.meanKeys) if (!values.has(key)) values.set(key, meanOf(rows, key));
  return values;
}
