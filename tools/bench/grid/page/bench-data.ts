import { SeededRandom } from '../../../../storybook/sample-data/seeded-random';
import { COLUMN_COUNT } from './bench-protocol';

export type BenchRow = Record<string, string | number>;
export type BenchColumnKind = 'text' | 'number' | 'date' | 'lookup' | 'flag';

export interface BenchColumn {
  key: string;
  title: string;
  kind: BenchColumnKind;
  width: number;
  /** The lookup type whose meanings a lookup column shows. */
  lookupType?: string;
}

/** Lookup-like columns hold codes; the grids show these meanings. */
export const BENCH_LOOKUPS: Record<string, Record<string, string>> = {
  PO_STATUS: { DRAFT: '拟定', SUBMITTED: '已提交', APPROVED: '已审批', REJECTED: '已驳回', CLOSED: '已关闭' },
  PO_TYPE: { STANDARD: '标准订单', BLANKET: '框架订单', SERVICE: '服务订单' },
  BASE_CURRENCY: { CNY: '人民币', USD: '美元', EUR: '欧元' },
  UOM: { PCS: '个', BOX: '箱', KG: '千克', M: '米' },
  TAX_RATE: { VAT13: '13%增值税', VAT9: '9%增值税', VAT6: '6%增值税', VAT0: '免税' },
  ORG: { HQ: '集团总部', SH: '上海制造有限公司', SZ: '深圳电子有限公司', WH: '武汉物流中心' },
};

const TEXT_KEYS = ['itemName', 'itemSpec', 'supplierName', 'buyerName', 'remark', 'address', 'contact', 'category'];
const NUMBER_KEYS = ['demandQty', 'taxPrice', 'taxTotal', 'taxAmount', 'receivedQty', 'onWayQty', 'returnQty', 'discount'];
const DATE_KEYS = ['demandDate', 'startDate', 'endDate', 'approvedDate', 'creationDate'];
const LOOKUP_KEYS: [string, string][] = [
  ['status', 'PO_STATUS'],
  ['poType', 'PO_TYPE'],
  ['currencyCode', 'BASE_CURRENCY'],
  ['uomCode', 'UOM'],
  ['taxRateCode', 'TAX_RATE'],
  ['orgCode', 'ORG'],
];
const FLAG_KEYS = ['urgentFlag', 'closedFlag'];

/** The 30 columns every variant shows: an id fixed left, then text, number, date, lookup and Y/N columns. */
export const BENCH_COLUMNS: BenchColumn[] = [
  { key: 'id', title: '订单号', kind: 'text', width: 130 },
  ...TEXT_KEYS.map((key) => ({ key, title: key, kind: 'text' as const, width: 160 })),
  ...NUMBER_KEYS.map((key) => ({ key, title: key, kind: 'number' as const, width: 120 })),
  ...DATE_KEYS.map((key) => ({ key, title: key, kind: 'date' as const, width: 110 })),
  ...LOOKUP_KEYS.map(([key, lookupType]) => ({ key, title: key, kind: 'lookup' as const, width: 120, lookupType })),
  ...FLAG_KEYS.map((key) => ({ key, title: key, kind: 'flag' as const, width: 90 })),
];
if (BENCH_COLUMNS.length !== COLUMN_COUNT) throw new Error(`bench columns: ${BENCH_COLUMNS.length}, expected ${COLUMN_COUNT}`);

/** The column the inline-edit measure changes. */
export const EDIT_COLUMN = 'remark';

const WORDS = ['精密', '轴承', '电机', '齿轮', '控制器', '传感器', '阀门', '钢板', '螺栓', '电缆', '泵', '滤芯', '华东', '深圳', '宏达', '机械'];

export function rowId(index: number): string {
  return `PO-${String(index + 1).padStart(6, '0')}`;
}

function date(random: SeededRandom): string {
  const month = String(random.integer(1, 12)).padStart(2, '0');
  const day = String(random.integer(1, 28)).padStart(2, '0');
  return `2026-${month}-${day}`;
}

/** The same rows on every run: a seeded generator, never Math.random. */
export function benchRows(count: number): BenchRow[] {
  const random = new SeededRandom(`grid-bench-${count}`);
  const rows: BenchRow[] = new Array(count);
  for (let index = 0; index < count; index += 1) {
    const row: BenchRow = { id: rowId(index) };
    for (const key of TEXT_KEYS) row[key] = `${random.pick(WORDS)}${random.pick(WORDS)}-${random.integer(1, 9999)}`;
    for (const key of NUMBER_KEYS) row[key] = Math.round(random.next() * 1_000_000) / 100;
    for (const key of DATE_KEYS) row[key] = date(random);
    for (const [key, lookupType] of LOOKUP_KEYS) row[key] = random.pick(Object.keys(BENCH_LOOKUPS[lookupType]));
    for (const key of FLAG_KEYS) row[key] = random.chance(0.3) ? 'Y' : 'N';
    rows[index] = row;
  }
  return rows;
}
