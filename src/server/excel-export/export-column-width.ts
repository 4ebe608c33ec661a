import { plannedColumnWidth, type ColumnWidthFacts, type ColumnWidthKind } from '../../shared/column-width/planned-column-width';
import type { EntityField } from '../../shared/formats/entity-format';
import type { ExportColumnRequest } from './export-request';

/** Grid widths are pixels; about seven of them make one character of Excel's default font. */
const PIXELS_PER_CHARACTER = 7;
const MIN_CHARACTERS = 6;
const MAX_CHARACTERS = 80;

/** What a sheet column shows, read the way export-columns.ts writes its cells. */
function kindOf(request: ExportColumnRequest, field: EntityField | undefined): ColumnWidthKind {
  if (field?.type === 'attachment') return 'attachment';
  if (request.displayKey) return 'text';
  if (request.lookupType ?? field?.lookup) return 'lookup';
  if (field?.type === 'flag') return 'flag';
  if (field?.ref?.display) return 'reference';
  if (field?.type === 'integer' || request.precision === 0) return 'integer';
  if (field?.type === 'number' || request.precision !== undefined) return 'amount';
  if (field?.type === 'datetime' || request.format?.includes('H')) return 'datetime';
  if (field?.type === 'date' || request.format !== undefined) return 'date';
  return field?.type === 'text' ? 'longText' : 'text';
}

function widthFacts(request: ExportColumnRequest, field: EntityField | undefined): ColumnWidthFacts {
  return { kind: kindOf(request, field), name: request.key, displayKey: request.displayKey, length: field?.length };
}

/**
 * A sheet column's width in Excel characters: the width the caller sent (the grid's, in pixels, the user's
 * own where he resized it), else the grid's plan for the column's field (src/shared/column-width).
 */
export function exportColumnWidth(request: ExportColumnRequest, field: EntityField | undefined): number {
  const title = request.title ?? field?.label ?? request.key;
  const pixels = request.width ?? plannedColumnWidth(widthFacts(request, field), title);
  return Math.min(Math.max(Math.round(pixels / PIXELS_PER_CHARACTER), MIN_CHARACTERS), MAX_CHARACTERS);
}
