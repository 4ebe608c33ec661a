import type { LocalizedText } from '../../src/shared/formats/common';
import { leafColumns, type GridColumn } from '../grid/columns/grid-column';
import type { ColumnSettings } from '../grid-settings/column-settings.types';
import type { ListScreenModel } from '../renderers/list-screen/list-model';
import type { TableQuery } from '../tables/use-table-rows';

/** The export calls of spec 000 §7 (docs/api.md "Export"). */
export const EXPORT_EXCEL_PATH = '/api/export/v1/exportExcelRestful/exportExcel';
/** Rows per sheet of the toolbar's plain export (spec 000 §9). */
export const PLAIN_EXPORT_SHEET_MAX_ROW = 50000;

type ExportColumn = Record<string, unknown>;

/** A grid column as the export reads it: the title shown, and how the value is shown (meaning, name, format). */
export function exportColumn(column: GridColumn, width: number | undefined, text: (label: LocalizedText) => string): ExportColumn {
  const base = { key: column.key, title: text(column.title), width };
  const display = column.display;
  switch (display.kind) {
    case 'lookup':
      return { ...base, lookup: { typeCode: display.lookupType } };
    case 'reference':
    case 'text':
      return display.displayKey ? { ...base, displayKey: display.displayKey } : base;
    case 'number':
      return { ...base, precision: display.precision, showThousandSeparator: display.thousands };
    case 'date':
      return { ...base, format: display.format };
    case 'codeLabel':
      return { ...base, labelOf: display.labelOf, entityKey: display.entityKey };
    case 'flag':
    case 'attachment':
    case 'html':
    case 'rowRoute':
      return base;
  }
}

/** The leaf columns the user sees, in his order and widths (his column settings), else the descriptor's. */
function shownColumns(model: ListScreenModel, settings: ColumnSettings | undefined): { column: GridColumn; width?: number }[] {
  const leaves = leafColumns(model.table.columns);
  if (!settings) return leaves.filter((column) => !column.hiddenByDefault).map((column) => ({ column, width: column.width }));
  const byKey = new Map(leaves.map((column) => [column.key, column]));
  const hidden = new Set(settings.hidden);
  return settings.order.flatMap((key) => {
    const column = byKey.get(key);
    return column && !hidden.has(key) ? [{ column, width: settings.widths[key] ?? column.width }] : [];
  });
}

/**
 * The body of exportExcel for what the list shows now: its visible columns, in the user's order, with their
 * titles in the user's language, and its current filters and sort; the file is named after the screen.
 */
export function listExportRequest(
  model: ListScreenModel,
  query: TableQuery,
  text: (label: LocalizedText) => string,
  settings?: ColumnSettings,
): Record<string, unknown> {
  const { table } = model;
  const requestParams: Record<string, unknown> = { ...table.searchParams, ...query.filters };
  if (query.sort) {
    requestParams.sortField = query.sort.field;
    requestParams.sortOrder = query.sort.order;
  }
  return {
    requestUrl: `/api/${table.api.service}/v1/${table.api.resource}/${table.api.operation}`,
    requestParams,
    columns: shownColumns(model, settings).map(({ column, width }) => exportColumn(column, width, text)),
    fileName: text(model.title),
    sheetMaxRow: PLAIN_EXPORT_SHEET_MAX_ROW,
  };
}
