export interface NumberFormat {
  precision?: number;
  thousands?: boolean;
}

export function toNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value);
    return Number.isFinite(parsed) ? parsed : undefined;
  }
  return undefined;
}

/** Formats a number with a fixed number of decimals and optional thousands separators (spec 000 §9). */
export function formatNumber(value: unknown, format: NumberFormat = {}): string {
  const num = toNumber(value);
  if (num === undefined) return value === undefined || value === null ? '' : String(value);
  const fixed = format.precision === undefined ? String(num) : num.toFixed(format.precision);
  if (!format.thousands) return fixed;
  const negative = fixed.startsWith('-');
  const [whole, fraction] = (negative ? fixed.slice(1) : fixed).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}${grouped}${fraction === undefined ? '' : `.${fraction}`}`;
}

/** Adds up the numeric values of a field; anything non-numeric is ignored (spec 000 §5). */
export function sumOf(rows: readonly Record<string, unknown>[], field: string): number {
  let total = 0;
  for (const row of rows) {
    const num = toNumber(row[field]);
    if (num !== undefined) total += num;
  }
  return total;
}

/** The mean divides by the row count, not by the count of numeric values (spec 000 §5). */
export function meanOf(rows: readonly Record<string, unknown>[], field: string): number {
  return rows.length === 0 ? 0 : sumOf(rows, field) / rows.length;
}
