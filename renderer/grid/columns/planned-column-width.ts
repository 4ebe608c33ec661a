import type { LocalizedText } from '../../../src/shared/formats/common';
import type { DisplayFormat } from '../../display/display-format';
import type { FieldSpec } from '../../fields/field-spec';

/**
 * The width plan of a column whose descriptor gives no width: narrow for what is short by nature (flags,
 * dates, amounts, lookup meanings, codes), wider for names and free text. Without it every such column was
 * 120 wide, so a list of names clipped them and a list of codes spread its amounts off the screen.
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

/** Strings up to this length are codes and numbers (PO20260101-0001); longer ones are names and texts. */
const CODE_LENGTH = 60;
/** Beyond this length a string is free text (remarks, reasons), which a cell shows clipped anyway. */
const NAME_LENGTH = 200;
/** A header needs about this much per CJK character (14 px font) and this much for its padding and sort arrows. */
const HEADER_CHAR_WIDTH = 14;
const HEADER_PADDING = 40;

function looksLikeName(name: string): boolean {
  return /(Name|Desc|Description|Address|Title)$/i.test(name);
}

function looksLikeCode(name: string): boolean {
  return /(Number|Code|No|Num)$/.test(name);
}

function planByKind(spec: FieldSpec, display: DisplayFormat): number {
  if (display.kind === 'attachment') return PLANNED_WIDTHS.attachment;
  if (display.kind === 'flag') return PLANNED_WIDTHS.flag;
  if (display.kind === 'lookup') return PLANNED_WIDTHS.lookup;
  if (display.kind === 'reference') return PLANNED_WIDTHS.name;
  if (display.kind === 'date') return /H/.test(display.format) ? PLANNED_WIDTHS.datetime : PLANNED_WIDTHS.date;
  if (display.kind === 'number') return spec.integer || display.precision === 0 ? PLANNED_WIDTHS.integer : PLANNED_WIDTHS.amount;
  // A display key over a reference (supplierName beside supplierId) reads like the name it shows.
  if (display.kind === 'text' && display.displayKey) return looksLikeCode(display.displayKey) ? PLANNED_WIDTHS.code : PLANNED_WIDTHS.name;
  if (spec.kind === 'textarea') return PLANNED_WIDTHS.longText;
  const length = spec.field?.length;
  if (looksLikeName(spec.name)) return PLANNED_WIDTHS.name;
  if (looksLikeCode(spec.name)) return PLANNED_WIDTHS.code;
  if (length === undefined) return PLANNED_WIDTHS.shortText;
  if (length <= CODE_LENGTH) return PLANNED_WIDTHS.code;
  return length <= NAME_LENGTH ? PLANNED_WIDTHS.name : PLANNED_WIDTHS.longText;
}

/** What the header title needs to show whole in Chinese (the wider of the two languages per character). */
function headerWidth(title: LocalizedText): number {
  return [...title.cn].length * HEADER_CHAR_WIDTH + HEADER_PADDING;
}

/** The width of a column the descriptor leaves unsized: its kind's plan, or its header's need if wider. */
export function plannedColumnWidth(spec: FieldSpec, display: DisplayFormat, title: LocalizedText): number {
  return Math.max(planByKind(spec, display), headerWidth(title));
}
