import type { LocalizedText } from '../../../src/shared/formats/common';
import { EXPORT_EXCEL_PATH, exportColumn, PLAIN_EXPORT_SHEET_MAX_ROW } from '../../export/list-export-request';
import { leafColumns } from '../../grid/columns/grid-column';
import type { ReportModel } from './report-model';

export { EXPORT_EXCEL_PATH };

/**
 * The body of exportExcel for what the report shows (docs/api.md "Export"): the call of its query (the
 * aggregate, or the list) with the body of the load on screen (fixed filters, search, groups, measures,
 * sort), the grid's shown columns with their titles and formats, the file named after the report.
 */
export function reportExportRequest(model: ReportModel, body: Record<string, unknown>, text: (label: LocalizedText) => string): Record<string, unknown> {
  const { api } = model.query;
  return {
    requestUrl: `/api/${api.service}/v1/${api.resource}/${api.operation}`,
    requestParams: body,
    columns: leafColumns(model.columns)
      .filter((column) => !column.hiddenByDefault)
      .map((column) => exportColumn(column, column.width, text)),
    fileName: text(model.title),
    sheetMaxRow: PLAIN_EXPORT_SHEET_MAX_ROW,
  };
}
