/** The import calls of spec 000 §7 (docs/api.md "Import"), under the export service. */
const IMPORT_RESOURCE = '/api/export/v1/importExcelRestful';

export const IMPORT_TEMPLATE_PATH = `${IMPORT_RESOURCE}/downloadImportTemplate`;
export const IMPORT_RESULT_PATH = `${IMPORT_RESOURCE}/downloadImportResult`;

/**
 * The upload's path: a multipart body is signed as '' (renderer/data/signed-headers.ts), so the entity and
 * the parameters travel in the signed query string.
 */
export function importExcelPath(entity: string, params: Readonly<Record<string, string>> = {}): string {
  return `${IMPORT_RESOURCE}/importExcel?${new URLSearchParams({ ...params, entity }).toString()}`;
}
