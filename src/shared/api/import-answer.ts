/**
 * What the import calls answer in `data` (docs/api.md "Import"): doImport and importExcel alike. The
 * client's import dialog reads the same shapes.
 */

/** One problem of one row: `row` is the sheet's row number (importExcel) or the position from 1 (doImport). */
export interface ImportProblem {
  /** The worksheet's name, in an import of a header with line sheets (import.lines). */
  sheet?: string;
  row: number;
  /** The column title in the caller's language; '' when the problem is the row's as a whole. */
  column: string;
  /** The entity field concerned; '' when the problem is the row's as a whole. */
  field: string;
  message: string;
}

/** Status S: every row was saved. */
export interface ImportDone {
  rows: number;
  created: number;
  updated: number;
}

/** Status E because of rows: nothing was saved. */
export interface ImportRejected {
  rows: number;
  /** Rows with at least one problem (all of them counted, even beyond those listed). */
  errorRows: number;
  /** The first problems, in row order (at most IMPORT_PROBLEMS_LISTED). */
  errors: ImportProblem[];
  /** More problems exist than `errors` lists. */
  truncated: boolean;
  /** importExcel only: the uploaded workbook with the problems marked, for `downloadImportResult`. */
  resultId?: string;
  /** When that workbook is deleted (yyyy-MM-dd HH:mm:ss, server time). */
  resultExpiresAt?: string;
}

export const IMPORT_PROBLEMS_LISTED = 200;
