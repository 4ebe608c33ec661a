import { formatDate } from '../format/format-date';
import { richTextPlain } from './rich-text-view';
import { formatNumber } from '../format/format-number';
import type { MeaningOf } from '../lookups/use-lookup-meanings';
import type { DisplayFormat } from './display-format';

function plain(value: unknown): string {
  return value === undefined || value === null ? '' : String(value);
}

/**
 * The text a read-only value shows, in a grid cell or a form (lookup meaning, reference name, formatted number or date, 是/否), or
 * null when the cell shows more than text (a flag icon, an attachment link).
 */
export function displayText(
  display: DisplayFormat,
  value: unknown,
  row: Readonly<Record<string, unknown>>,
  meaningOf: MeaningOf,
  yesNo: { yes: string; no: string },
): string | null {
  switch (display.kind) {
    case 'text':
      return plain(display.displayKey ? (row[display.displayKey] ?? value) : value);
    case 'lookup':
      return meaningOf(display.lookupType, value);
    case 'number':
      return formatNumber(value, { precision: display.precision, thousands: display.thousands });
    case 'date':
      return formatDate(value, display.format);
    case 'reference': {
      const name = display.displayKey ? row[display.displayKey] : undefined;
      return plain(name === undefined || name === null || name === '' ? value : name);
    }
    case 'flag':
      if (display.icon) return null;
      return value === 'Y' ? yesNo.yes : value === 'N' ? yesNo.no : plain(value);
    case 'attachment':
      return null;
    case 'html':
      return richTextPlain(value);
    case 'codeLabel':
      // Without the language here, the code; the grid cell shows the label (data-cell-content.tsx).
      return plain(value);
    case 'rowRoute':
      return null;
  }
}
