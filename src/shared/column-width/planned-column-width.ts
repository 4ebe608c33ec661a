import type { LocalizedText } from '../formats/common';

/**
 * The width plan of a column whose descriptor gives no width (the grid's, and an exported sheet's): narrow
 * for what is short by nature (flags, dates, amounts, lookup meanings, codes), wider for names and free text.
 * Without it every such column was 120 wide, so a list of names clipped them and a list of codes spread its
 * amounts off the screen. Widths are pixels of the grid; an export turns them into Excel characters.
 */
export const PLANNED_WIDTHS = {
  flag: 80,
  date: 110,
  datetime: 165,
  integer: 90,
  amount: 130,
  lookup: 110,
  code: 140,
  shortText: 120,
  name: 180,
  longText: 220,
  attachment: 120,
} as const;

/** What a column shows, as far as its width goes: `text` a single line, `longText` a multi-line text. */
export type ColumnWidthKind = 'attachment' | 'flag' | 'lookup' | 'reference' | 'date' | 'datetime' | 'integer' | 'amount' | 'text' | 'longText';

/** What the plan reads of a column, from the grid's field spec or the export's field and column request. */
export interface ColumnWidthFacts {
  kind: ColumnWidthKind;
  /** The field's name: codes and names read from it (poNumber, supplierName). */
  name: string;
  /** A display key over a reference (supplierName beside supplierId): the column reads like what it shows. */
  displayKey?: string;
  /** The most characters of a string field. */
  length?: number;
}

/** Strings up to this length are codes and numbers (PO20260101-0001); longer ones are names and texts. */
const CODE_LENGTH = 60;
/** Beyond this length a string is free text (remarks, reasons), which a cell shows clipped anyway. */
const NAME_LENGTH = 200;
/** A header needs about this much per CJK character (14 px font) and this much for its padding and sort arrows. */
const HEADER_CHAR_WIDTH = 14;
const HEADER_PADDING = 40;

const BY_KIND: Partial<Record<ColumnWidthKind, number>> = {
  attachment: PLANNED_WIDTHS.attachment,
  flag: PLANNED_WIDTHS.flag,
  lookup: PLANNED_WIDTHS.lookup,
  reference: PLANNED_WIDTHS.name,
  date: PLANNED_WIDTHS.date,
  datetime: PLANNED_WIDTHS.datetime,
  integer: PLANNED_WIDTHS.integer,
  amount: PLANNED_WIDTHS.amount,
};

function looksLikeName(name: string): boolean {
  return /(Name|Desc|Description|Address|Title)$/i.test(name);
}

function looksLikeCode(name: string): boolean {
  return /(Number|Code|No|Num)$/.test(name);
}

function planByKind(facts: ColumnWidthFacts): number {
  const byKind = BY_KIND[facts.kind];
  if (byKind !== undefined) return byKind;
  if (facts.displayKey) return looksLikeCode(facts.displayKey) ? PLANNED_WIDTHS.code : PLANNED_WIDTHS.name;
  if (facts.kind === 'longText') return PLANNED_WIDTHS.longText;
  if (looksLikeName(facts.name)) return PLANNED_WIDTHS.name;
  if (looksLikeCode(facts.name)) return PLANNED_WIDTHS.code;
  if (facts.length === undefined) return PLANNED_WIDTHS.shortText;
  if (facts.length <= CODE_LENGTH) return PLANNED_WIDTHS.code;
  return facts.length <= NAME_LENGTH ? PLANNED_WIDTHS.name : PLANNED_WIDTHS.longText;
}

/** What the header title needs to show whole: in Chinese when both languages are known (the wider per character). */
function headerWidth(title: LocalizedText | string): number {
  const text = typeof title === 'string' ? title : title.cn;
  return [...text].length * HEADER_CHAR_WIDTH + HEADER_PADDING;
}

/** The width in pixels of a column the descriptor leaves unsized: its kind's plan, or its header's need if wider. */
export function plannedColumnWidth(facts: ColumnWidthFacts, title: LocalizedText | string): number {
  return Math.max(planByKind(facts), headerWidth(title));
}
