import type * as ExcelJSModule from 'exceljs';

/** The exceljs module, whose types its callers import with `import type`. */
export type ExcelJS = typeof ExcelJSModule;

let loading: Promise<ExcelJS> | undefined;

/**
 * exceljs, loaded at the first Excel import or template: evaluating it takes about 200 ms, which every
 * start paid when it was imported at the top, while most processes never read or write a workbook.
 */
export function loadExcelJs(): Promise<ExcelJS> {
  loading ??= import('exceljs').then((module) => ((module as { default?: ExcelJS }).default ?? module) as ExcelJS);
  return loading;
}
