import { parseFilters } from '../../shared/api/search-params';
import type { Language } from '../../shared/formats/common';
import { inputRefusal } from './input-limit-messages';

/**
 * What one request may carry, for every entity and route alike (docs/api.md "Limits of input"). Beyond
 * them a request is refused with HTTP 400 naming the parameter, before the database or a recursive
 * reader sees it: the databases' own limits (SQLite's LIKE pattern length and 32,766 bound variables,
 * PostgreSQL's bigint) would otherwise answer a 500, and deep nesting would overflow the stack.
 */
export const INPUT_LIMITS = {
  /** Characters of one filter value (`x`, `x_like`, `x_gte`, ... and each value of `x_in`). */
  filterChars: 1_000,
  /** Values of one `_in` filter. */
  filterValues: 1_000,
  /** Levels of arrays and objects in a JSON body, or in a parameter sent as JSON text. */
  jsonDepth: 32,
  /** Largest `pageIndex`: with 500 rows a page, half a billion rows deep. */
  pageIndex: 1_000_000,
  /** Largest magnitude of a number filter: an integer column's stays a safe integer, a decimal's fits NUMERIC. */
  filterNumber: Number.MAX_SAFE_INTEGER,
  /** Parts (fields and files) of one multipart form. */
  multipartParts: 30,
  /** Characters of one cell or shared string of an imported workbook: Excel's own limit. */
  importCellChars: 32_767,
  /** Characters of the shared strings part (XML) of an imported workbook: every shared string is held while its rows are read. */
  importSharedStringChars: 64 * 1024 * 1024,
  /** Bytes a header-and-lines workbook (import.lines) may unpack to: it is read whole, not streamed. */
  importWorkbookUnpackedBytes: 64 * 1024 * 1024,
} as const;

interface Nested {
  value: unknown;
  depth: number;
}

/** Levels of arrays and objects in a value, counted without recursion (the value may be far deeper than the stack). */
function depthBeyond(value: unknown, max: number): boolean {
  const stack: Nested[] = [{ value, depth: 0 }];
  for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
    if (typeof next.value !== 'object' || next.value === null) continue;
    const depth = next.depth + 1;
    if (depth > max) return true;
    for (const child of Object.values(next.value)) stack.push({ value: child, depth });
  }
  return false;
}

/** Refuses a value nested deeper than the limit, naming the parameter. */
export function assertJsonDepth(value: unknown, field: string, language: Language): void {
  if (depthBeyond(value, INPUT_LIMITS.jsonDepth)) throw inputRefusal('tooDeep', field, language, { max: INPUT_LIMITS.jsonDepth });
}

/** Refuses each member of a body nested deeper than the limit (the body itself is one level), naming it. */
export function assertBodyDepth(body: unknown, language: Language): void {
  if (typeof body !== 'object' || body === null) return;
  for (const [key, value] of Object.entries(body)) {
    if (depthBeyond(value, INPUT_LIMITS.jsonDepth - 1)) throw inputRefusal('tooDeep', key, language, { max: INPUT_LIMITS.jsonDepth });
  }
}

/** Refuses a whole number beyond `max` (or below `min`), naming the parameter. */
export function assertInRange(value: number, field: string, language: Language, min: number, max: number): void {
  if (!(value >= min && value <= max)) throw inputRefusal('numberOutOfRange', field, language, { min, max });
}

/**
 * Refuses the first filter of a page request beyond the limits: a text longer than `filterChars`, a
 * number beyond `filterNumber`, a list of more than `filterValues`, or anything nested; named as sent.
 */
export function assertFilterValues(params: Record<string, unknown>, language: Language): void {
  for (const [key, value] of Object.entries(params)) {
    if (parseFilters({ [key]: value }).length > 0) assertFilterValue(key, value, language);
  }
}

function assertFilterValue(key: string, value: unknown, language: Language): void {
  if (Array.isArray(value)) {
    if (value.length > INPUT_LIMITS.filterValues) throw inputRefusal('tooManyFilterValues', key, language, { max: INPUT_LIMITS.filterValues });
    for (const item of value) assertFilterScalar(key, item, language);
    return;
  }
  assertFilterScalar(key, value, language);
}

function assertFilterScalar(key: string, value: unknown, language: Language): void {
  if (typeof value === 'string' && value.length > INPUT_LIMITS.filterChars) {
    throw inputRefusal('filterTooLong', key, language, { max: INPUT_LIMITS.filterChars });
  }
  if (typeof value === 'number' && Number.isFinite(value)) {
    assertInRange(value, key, language, -INPUT_LIMITS.filterNumber, INPUT_LIMITS.filterNumber);
  }
  if (typeof value === 'object' && value !== null) throw inputRefusal('tooDeep', key, language, { max: 1 });
}
