import { toStoredDateTime } from '../format/format-date';
import type { QueryParams, QueryParamValue, RelativeDate } from '../descriptors/query.schema';

function isRelativeDate(value: QueryParamValue): value is RelativeDate {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A relative date on the day `now` falls on (local time), as a stored date `yyyy-MM-dd`. */
export function relativeDate(value: RelativeDate, now: Date): string {
  const day = value.date === 'today' ? now.getDate() : 1;
  const month = value.date === 'yearStart' ? 0 : now.getMonth();
  const date = new Date(now.getFullYear(), month + (value.months ?? 0), day + (value.days ?? 0));
  return toStoredDateTime(date).slice(0, 10);
}

/** A query's fixed filters with their relative dates resolved for today. */
export function resolveQueryParams(params: QueryParams | undefined, now: Date): Record<string, unknown> {
  const resolved: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(params ?? {})) resolved[key] = isRelativeDate(value) ? relativeDate(value, now) : value;
  return resolved;
}
