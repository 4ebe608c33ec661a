import { isNumericType } from '../entities/entity-fields';
import type { ImportColumnModel } from './import-columns';
import type { LookupMeanings } from './lookup-meanings';

/** What a cell or a JSON value can hold once reduced to one plain value. */
export type PlainValue = string | number | boolean | Date | null;

const pad = (n: number) => String(n).padStart(2, '0');

/** Rich text, formulas, hyperlinks and error cells of exceljs reduced to the value a person sees. */
export function plainCellValue(raw: unknown): PlainValue {
  if (raw === null || raw === undefined) return null;
  if (typeof raw === 'string' || typeof raw === 'number' || typeof raw === 'boolean' || raw instanceof Date) return raw;
  if (typeof raw !== 'object') return String(raw);
  const cell = raw as Record<string, unknown>;
  if (Array.isArray(cell.richText)) return cell.richText.map((part: { text?: unknown }) => String(part.text ?? '')).join('');
  if ('result' in cell) return plainCellValue(cell.result);
  if ('formula' in cell || 'sharedFormula' in cell) return null;
  if ('text' in cell) return plainCellValue(cell.text);
  if ('error' in cell) return String(cell.error);
  return null;
}

/** Excel keeps a typed 0.1 exactly, but a computed cell can carry binary noise (0.30000000000000004). */
function cleanNumber(value: number): number {
  return Number(value.toPrecision(15));
}

/** Excel's dates are wall-clock times stored as UTC by exceljs: read them back in UTC. */
function dateText(date: Date): string {
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

function dateTimeText(date: Date): string {
  return `${dateText(date)} ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}`;
}

/** A day serial number of Excel (1900 system) as a date: a date typed into a cell formatted as a number. */
function fromSerial(serial: number): Date {
  return new Date(Math.round((serial - 25569) * 86400) * 1000);
}

const DATE_TEXT = /^(\d{4})[-/.年](\d{1,2})[-/.月](\d{1,2})日?(?:[ T](\d{1,2}):(\d{2})(?::(\d{2}))?)?$/;

/** 2026/1/5, 2026.01.05, 2026年1月5日 and 2026-01-05 08:30 in the stored form; anything else stays as typed. */
function normalizeDateText(text: string, withTime: boolean): string {
  const match = DATE_TEXT.exec(text);
  if (!match) return text;
  const [, year, month, day, hours, minutes, seconds] = match;
  const date = `${year}-${pad(Number(month))}-${pad(Number(day))}`;
  if (!withTime) return date;
  return `${date} ${pad(Number(hours ?? 0))}:${minutes ?? '00'}:${seconds ?? '00'}`;
}

const YES = new Set(['y', 'yes', 'true', '1', '是']);
const NO = new Set(['n', 'no', 'false', '0', '否']);

function flagValue(value: PlainValue): PlainValue {
  const text = String(value).trim().toLowerCase();
  if (YES.has(text)) return 'Y';
  if (NO.has(text)) return 'N';
  return value;
}

function numberValue(value: PlainValue): PlainValue {
  if (typeof value === 'number') return cleanNumber(value);
  if (typeof value !== 'string') return value;
  // "1,234.50" as people type it; anything not a number is left for validation to name.
  const text = value.trim().replace(/,/g, '');
  return text !== '' && Number.isFinite(Number(text)) ? Number(text) : value.trim();
}

function textValue(value: PlainValue): PlainValue {
  if (value instanceof Date) return dateText(value);
  if (typeof value === 'number') return String(cleanNumber(value));
  return String(value).trim();
}

/**
 * A cell (or a doImport value) as the value the engine validates: numbers as numbers, dates as
 * yyyy-MM-dd, flags as Y/N (是/否, Yes/No accepted), lookup meanings as their codes, reference codes as
 * text. What cannot be converted is passed on as typed, so the schema's validation names the problem
 * with its usual message. Empty cells come back null (left out of the record).
 */
export function cellToValue(column: ImportColumnModel, raw: unknown, meanings: LookupMeanings): PlainValue {
  const value = plainCellValue(raw);
  if (value === null || (typeof value === 'string' && value.trim() === '')) return null;
  if (column.refBy) return isNumericType(column.refBy.field.type) ? numberValue(value) : textValue(value);
  if (column.lookupType) {
    const text = textValue(value);
    return typeof text === 'string' ? meanings.codeOf(column.lookupType, text) ?? text : text;
  }
  switch (column.field.type) {
    case 'integer':
    case 'number':
      return numberValue(value);
    case 'date':
      if (value instanceof Date) return dateText(value);
      if (typeof value === 'number') return dateText(fromSerial(value));
      return normalizeDateText(String(value).trim(), false);
    case 'datetime':
      if (value instanceof Date) return dateTimeText(value);
      if (typeof value === 'number') return dateTimeText(fromSerial(value));
      return normalizeDateText(String(value).trim(), true);
    case 'flag':
      return flagValue(value);
    default:
      return textValue(value);
  }
}
