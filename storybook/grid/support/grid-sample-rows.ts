import type { GridRow } from '../../../renderer/grid/layout/grid-table';
import { ITEMS, NOTES, SPECIFICATIONS } from '../../sample-data/business-words';
import { sampleDate, sampleDateTime } from '../../sample-data/sample-clock';
import { SeededRandom } from '../../sample-data/seeded-random';
import { repoProject } from '../../support/repo-project';
import { projectSampleRecords } from '../../support/sample-adapter';
import { SAMPLE_ATTACHMENT_IDS } from '../../support/sample-files';

/** The sample suppliers, so a row's supplier names a record the reference select also offers. */
const SUPPLIERS = projectSampleRecords(repoProject).srmPosSupplierInfo.map((supplier) => ({
  supplierId: supplier.supplierId,
  supplierName: supplier.supplierName,
  supplierNumber: supplier.supplierNumber,
}));

// Made once: 100,000 rows must not build a Date per cell.
const DATES = Array.from({ length: 120 }, (_, day) => sampleDate(day - 40));
const DATE_TIMES = Array.from({ length: 120 }, (_, day) => sampleDateTime(day - 60, 8 * 60 + ((day * 37) % 600)));
const UOMS = ['PCS', 'KG', 'M', 'SET', 'BOX'];
const STATUSES = ['OPEN', 'OPEN', 'OPEN', 'CLOSED', 'CANCELLED'];
const CURRENCIES = ['CNY', 'CNY', 'CNY', 'USD', 'EUR', 'JPY'];
const SETTLEMENTS = ['TRANSFER', 'ACCEPTANCE', 'CASH', 'TRANSFER,ACCEPTANCE', 'TRANSFER,CASH'];
const ATTACHMENTS = [SAMPLE_ATTACHMENT_IDS, '9001', null, null];

function pad(value: number, digits: number): string {
  return String(value).padStart(digits, '0');
}

function round(value: number, digits: number): number {
  const scale = 10 ** digits;
  return Math.round(value * scale) / scale;
}

export interface GridRowsOptions {
  /** Fill attribute1 to attribute10 too (the wide grid of the large-data story). */
  flexfields?: boolean;
  /** Another seed gives other rows of the same kind. */
  seed?: string;
}

/**
 * Order lines of the grid stories, the same on every run: orders of one to four lines (equal order
 * numbers follow each other, for merged cells), one sample supplier an order (often the same for several
 * orders in a row), lookup codes, amounts with decimals, dates around the sample day, Y/N flags and
 * sample attachments.
 */
export function gridSampleRows(count: number, options: GridRowsOptions = {}): GridRow[] {
  const random = new SeededRandom(options.seed ?? 'storyGridItem');
  const rows: GridRow[] = [];
  let order = 0;
  let linesLeft = 0;
  let lineNumber = 0;
  let supplier = SUPPLIERS[0];
  for (let index = 0; index < count; index += 1) {
    if (linesLeft === 0) {
      order += 1;
      linesLeft = random.integer(1, 4);
      lineNumber = 0;
      // An order has one supplier, often the one of the order before (runs of orders to merge).
      if (order === 1 || random.chance(0.6)) supplier = random.pick(SUPPLIERS);
    }
    linesLeft -= 1;
    lineNumber += 1;
    const item = random.integer(0, ITEMS.length - 1);
    const demandQty = round(random.integer(1, 2000) * (random.chance(0.3) ? 0.25 : 1), 4);
    const taxPrice = round(random.integer(50, 250_000) / 100, 4);
    const row: GridRow = {
      itemLineId: index + 1,
      versionNum: 1,
      orderNumber: `PO20261122-${pad(order, 5)}`,
      lineNumber,
      itemCode: `MAT-${pad(item + 1, 3)}-${pad((index % 97) + 1, 2)}`,
      itemName: ITEMS[item],
      itemSpec: SPECIFICATIONS[item],
      ...supplier,
      uomCode: random.pick(UOMS),
      status: random.pick(STATUSES),
      currencyCode: random.pick(CURRENCIES),
      settlementWays: random.pick(SETTLEMENTS),
      demandQty,
      taxPrice,
      taxTotalPrice: round(demandQty * taxPrice, 2),
      discountRate: round(random.integer(0, 1500) / 100, 2),
      packQty: random.integer(1, 40),
      needDate: random.pick(DATES),
      confirmedAt: random.chance(0.8) ? random.pick(DATE_TIMES) : null,
      budgetYear: random.pick(DATES),
      budgetPeriod: random.pick(DATES),
      inspectFlag: random.chance(0.5) ? 'Y' : 'N',
      urgentFlag: random.chance(0.2) ? 'Y' : 'N',
      drawingIds: random.pick(ATTACHMENTS),
      remark: random.chance(0.6) ? random.pick(NOTES) : '',
    };
    if (options.flexfields) {
      for (let attribute = 1; attribute <= 10; attribute += 1) row[`attribute${attribute}`] = `A${attribute}-${pad(random.integer(0, 99999), 5)}`;
    }
    rows.push(row);
  }
  return rows;
}
