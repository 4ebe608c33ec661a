import { codeLabelOf, DEFAULT_ENTITY_KEY, type CodeLabelIndex } from '../../shared/entity/code-label-index';
import { AUDIT_FIELD_LABELS, AUDIT_FIELD_TYPES } from '../../shared/entity/audit-field-labels';
import { AUDIT_FIELDS } from '../../shared/entity/entity-catalog';
import type { Language } from '../../shared/formats/common';
import type { EntityField, EntitySchema } from '../../shared/formats/entity-format';
import { fieldLabel } from '../entities/entity-fields';
import type { LookupMeanings } from '../excel-import/lookup-meanings';
import { roundDecimal } from '../../shared/numbers/round-decimal';
import { exportColumnWidth } from './export-column-width';
import { exportText } from './export-messages';
import type { ExportColumnRequest, ExportDateFormat } from './export-request';

export type CellValue = string | number | null;

/** A column of the exported sheet: its header, width, Excel number format and how a row becomes its cell. */
export interface ExportColumn {
  header: string;
  /** In characters, from the grid's width in pixels or its plan (export-column-width.ts). */
  width: number;
  numFmt?: string;
  /** The lookup types whose meanings the cells need (loaded once before the rows). */
  lookupType?: string;
  /** The record key the cell reads (a reader of the rows fetches only these). */
  source: string;
  /** Another key the cell reads: the entity of an operation code (labelOf operation). */
  context?: string;
  cell(row: Record<string, unknown>, meanings: LookupMeanings): CellValue;
}

const EXCEL_DATE_FORMATS: Record<ExportDateFormat, string> = {
  'yyyy-MM-dd': 'yyyy-mm-dd',
  'yyyy-MM-dd HH:mm:ss': 'yyyy-mm-dd hh:mm:ss',
  yyyy: 'yyyy',
  'yyyy-MM': 'yyyy-mm',
};
/** 1970-01-01 as an Excel serial day (the 1900 date system). */
const UNIX_EPOCH_DAYS = 25_569;
const DAY_MS = 86_400_000;
/** A number that rounding cannot change: at most 15 characters (so within a double's 15 reliable digits), no exponent. */
const SHORT_NUMBER = /^-?\d+(?:\.(\d+))?$/;
const STORED_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?/;

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}

function plain(value: unknown): CellValue {
  if (isEmpty(value)) return null;
  if (typeof value === 'number') return value;
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/**
 * A stored date (yyyy-MM-dd, or with the time) as the Excel serial day showing the same digits: the
 * wall-clock value taken as UTC, which is how a workbook date carries no zone (1900 date system).
 */
export function storedDateSerial(value: unknown): number | string | null {
  if (isEmpty(value)) return null;
  const match = STORED_DATE.exec(String(value));
  if (!match) return String(value);
  const [, year, month, day, hour = '0', minute = '0', second = '0'] = match;
  return Date.UTC(Number(year), Number(month) - 1, Number(day), Number(hour), Number(minute), Number(second)) / DAY_MS + UNIX_EPOCH_DAYS;
}

export function numberFormat(precision: number | undefined, thousands: boolean): string | undefined {
  if (precision === undefined) return thousands ? '#,##0.########' : undefined;
  const integer = thousands ? '#,##0' : '0';
  return precision > 0 ? `${integer}.${'0'.repeat(precision)}` : integer;
}

/** roundDecimal, skipped for the usual stored amount that already has no more decimals than the column shows. */
function rounded(number: number, precision: number): number {
  const text = String(number);
  const decimals = text.length <= 15 ? SHORT_NUMBER.exec(text) : null;
  return decimals && (decimals[1]?.length ?? 0) <= precision ? number : roundDecimal(number, precision);
}

function numberCell(value: unknown, precision: number | undefined): CellValue {
  if (isEmpty(value)) return null;
  const number = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(number)) return String(value);
  return precision === undefined ? number : rounded(number, precision);
}

function headerOf(request: ExportColumnRequest, field: EntityField | undefined, language: Language): string {
  const title = request.title;
  if (typeof title === 'string') return title;
  if (title) return language === 'EN' ? title.en : title.cn;
  return field ? fieldLabel(field, language) : request.key;
}

/** The row key whose value a column shows: its display key, or the name filled for a reference. */
function shownKey(request: ExportColumnRequest, field: EntityField | undefined): string {
  if (request.displayKey) return request.displayKey;
  const display = field?.ref?.display;
  return display ? Object.keys(display)[0] ?? request.key : request.key;
}

/**
 * The sheet's columns from the caller's column list and the entity's fields: codes written as their
 * lookup meanings (several codes of a multi-select joined), flags as 是/否 (Yes/No), references as their
 * display names, numbers as numbers rounded to the column's precision, dates as Excel dates in the
 * column's format; codes of entities and operations (`labelOf`) as their labels; anything else as text.
 */
export function exportColumns(requests: ExportColumnRequest[], entity: EntitySchema, language: Language, labels: CodeLabelIndex): ExportColumn[] {
  const audit = AUDIT_FIELDS.map((name): EntityField => ({ name, type: AUDIT_FIELD_TYPES[name], label: AUDIT_FIELD_LABELS[name] }));
  const fields = new Map([...audit, ...entity.fields].map((field) => [field.name, field]));
  const [yes, no] = [exportText(language, 'yes'), exportText(language, 'no')];
  return requests.map((request) => {
    const field = fields.get(request.key);
    const header = headerOf(request, field, language);
    const key = shownKey(request, field);
    const base = { header, width: exportColumnWidth(request, field), source: key };
    if (request.labelOf) {
      const { labelOf, entityKey } = request;
      const context = labelOf === 'operation' ? (entityKey ?? DEFAULT_ENTITY_KEY) : undefined;
      return {
        ...base,
        source: request.key,
        context,
        cell: (row) => {
          const label = codeLabelOf(labels, labelOf, row[request.key], row, context);
          return label ? label[language === 'EN' ? 'en' : 'cn'] : plain(row[request.key]);
        },
      };
    }
    const lookupType = request.lookupType ?? field?.lookup;
    if (lookupType && !request.displayKey) {
      return {
        ...base,
        source: request.key,
        lookupType,
        cell: (row, meanings) => {
          const value = row[request.key];
          if (isEmpty(value)) return null;
          return String(value)
            .split(',')
            .map((code) => meanings.meaningOf(lookupType, code.trim(), language))
            .join(',');
        },
      };
    }
    if (field?.type === 'flag' && !request.displayKey) {
      return { ...base, source: request.key, cell: (row) => (row[request.key] === 'Y' ? yes : row[request.key] === 'N' ? no : plain(row[request.key])) };
    }
    if (key !== request.key) return { ...base, cell: (row) => plain(row[key]) };
    const numeric = field?.type === 'number' || field?.type === 'integer' || (!field && request.precision !== undefined);
    if (numeric) {
      const precision = request.precision ?? (field?.type === 'integer' ? 0 : field?.precision);
      return { ...base, numFmt: numberFormat(precision, Boolean(request.thousands)), cell: (row) => numberCell(row[key], precision) };
    }
    const dated = field?.type === 'date' || field?.type === 'datetime' || request.format !== undefined;
    if (dated) {
      const format = request.format ?? (field?.type === 'datetime' ? 'yyyy-MM-dd HH:mm:ss' : 'yyyy-MM-dd');
      return { ...base, numFmt: EXCEL_DATE_FORMATS[format], cell: (row) => storedDateSerial(row[key]) };
    }
    return { ...base, cell: (row) => plain(row[key]) };
  });
}
