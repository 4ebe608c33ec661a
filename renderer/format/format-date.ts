import type { DateFormat } from '../descriptors/column.schema';

const PARTS = /^(\d{4})(?:-(\d{2}))?(?:-(\d{2}))?(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?/;

/**
 * Formats a stored date or datetime ('yyyy-MM-dd', 'yyyy-MM-dd HH:mm:ss', or ISO) in one of the spec's
 * formats. Text is reshaped rather than parsed through Date so no time zone can shift the day.
 */
export function formatDate(value: unknown, format: DateFormat): string {
  if (value === undefined || value === null || value === '') return '';
  const text = value instanceof Date ? toStoredDateTime(value) : String(value);
  const match = PARTS.exec(text);
  if (!match) return text;
  const [, year, month = '01', day = '01', hour = '00', minute = '00', second = '00'] = match;
  switch (format) {
    case 'yyyy':
      return year;
    case 'yyyy-MM':
      return `${year}-${month}`;
    case 'yyyy-MM-dd':
      return `${year}-${month}-${day}`;
    case 'yyyy-MM-dd HH:mm:ss':
      return `${year}-${month}-${day} ${hour}:${minute}:${second}`;
  }
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/** A local Date as the stored 'yyyy-MM-dd' text. */
export function toStoredDate(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A local Date as the stored 'yyyy-MM-dd HH:mm:ss' text. */
export function toStoredDateTime(date: Date): string {
  return `${toStoredDate(date)} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}
