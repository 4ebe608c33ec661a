import type { z } from 'zod';
import type { AutoNumberRule } from '../formats/entity-format';

type Rule = z.infer<typeof AutoNumberRule>;

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/** The date part of an auto number, in the local time of the moment. */
export function autoNumberDate(moment: Date, pattern: Rule['datePattern']): string {
  const year = String(moment.getFullYear());
  const month = pad(moment.getMonth() + 1);
  const day = pad(moment.getDate());
  switch (pattern) {
    case 'yyyyMMdd':
      return `${year}${month}${day}`;
    case 'yyMMdd':
      return `${year.slice(2)}${month}${day}`;
    case 'yyyyMM':
      return `${year}${month}`;
    default:
      return '';
  }
}

/** The fixed part of a number: prefix, then the date, then a dash before the running number when dated. */
export function autoNumberStem(rule: Rule, moment: Date): string {
  const date = autoNumberDate(moment, rule.datePattern);
  return date === '' ? rule.prefix : `${rule.prefix}${date}-`;
}

/** e.g. PO20261122-0001 or S000001. */
export function formatAutoNumber(stem: string, running: number, digits: number): string {
  return `${stem}${String(running).padStart(digits, '0')}`;
}
