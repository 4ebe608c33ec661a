import type { ListColumnModel, ListScreenModel } from '../renderers/list-screen/list-model';
import type { ListQuery } from '../renderers/list-screen/use-list-data';
import type { LocalizedText } from '../../src/shared/formats/common';

/** The export calls of spec 000 §7 (docs/api.md "Export"). */
export const EXPORT_EXCEL_PATH = '/api/export/v1/exportExcelRestful/exportExcel';
/** Rows per sheet of the toolbar's plain export (spec 000 §9). */
export const PLAIN_EXPORT_SHEET_MAX_ROW = 50000;

type ExportColumn = Record<string, unknown>;

function leaves(columns: ListColumnModel[]): ListColumnModel[] {
  return columns.flatMap((column) => (column.children ? leaves(column.children) : [column]));
}

/** A grid column as the export reads it: the title shown, and how the value is shown (meaning, name, format). */
function exportColumn(column: ListColumnModel, text: (label: LocalizedText) => string): ExportColumn {
  const base = { key: column.key, title: text(column.title), width: column.width };
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
    case 'flag':
    case 'attachment':
      return base;
  }
}

/**
 * The body of exportExcel for what the list shows now: its visible columns, in order, with their titles in
 * the user's language, and its current filters and sort; the file is named after the screen.
 */
export function listExportRequest(model: ListScreenModel, query: ListQuery, text: (label: LocalizedText) => string): Record<string, unknown> {
  const requestParams: Record<string, unknown> = { ...model.table.searchParams, ...query.filters };
  if (query.sort) {
    requestParams.sortField = query.sort.field;
    requestParams.sortOrder = query.sort.order;
  }
  return {
    requestUrl: `/api/${model.api.service}/v1/${model.api.resource}/${model.api.operation}`,
    requestParams,
    columns: leaves(model.columns).map((column) => exportColumn(column, text)),
    fileName: text(model.title),
    sheetMaxRow: PLAIN_EXPORT_SHEET_MAX_ROW,
  };
}
