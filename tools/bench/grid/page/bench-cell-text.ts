import { BENCH_LOOKUPS, type BenchColumn } from './bench-data';

const NUMBER_FORMAT = new Intl.NumberFormat('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** What a cell shows in the Arco variants: formatted numbers, lookup meanings, 是/否 for flags. */
export function benchCellText(column: BenchColumn, value: string | number | undefined): string {
  if (value === undefined) return '';
  switch (column.kind) {
    case 'number':
      return NUMBER_FORMAT.format(Number(value));
    case 'lookup':
      return BENCH_LOOKUPS[column.lookupType ?? '']?.[String(value)] ?? String(value);
    case 'flag':
      return value === 'Y' ? '是' : '否';
    default:
      return String(value);
  }
}
