import ExcelJS from 'exceljs';
import type { Language } from '../../../../src/shared/formats/common';
import type { MenuContext } from '../../../../renderer/data/data-adapter';
import { signedHeaders } from '../../../../renderer/data/signed-headers';
import type { LoginData } from '../../support/signed-client';
import { fileAnswerOf, type FileAnswer } from '../../import/support/import-client';

const EXPORT = '/api/export/v1/exportExcelRestful';

/** An export's answer: the workbook, or the envelope the server sent instead. */
export type ExportAnswer = FileAnswer;

/** The export calls as the browser makes them, signed by the browser's own code. */
export class ExportClient {
  constructor(
    private readonly baseUrl: string,
    private readonly login: LoginData,
    private readonly language: Language = 'EN',
  ) {}

  async post(path: string, body: Record<string, unknown>, menu: MenuContext): Promise<ExportAnswer> {
    const text = JSON.stringify({ ...body, lan: this.language });
    const headers = signedHeaders({ session: this.login, language: this.language }, { method: 'POST', path, body: text, menu });
    return fileAnswerOf(await fetch(`${this.baseUrl}${path}`, { method: 'POST', headers: { ...headers, 'Content-Type': 'application/json' }, body: text }));
  }

  exportExcel(body: Record<string, unknown>, menu: MenuContext): Promise<ExportAnswer> {
    return this.post(`${EXPORT}/exportExcel`, body, menu);
  }

  customExportExcel(body: Record<string, unknown>, menu: MenuContext): Promise<ExportAnswer> {
    return this.post(`${EXPORT}/customExportExcel`, body, menu);
  }
}

/** The cells of every sheet, row by row (1-based rows as Excel numbers them, values as ExcelJS reads them). */
export async function sheetsOf(bytes: Buffer): Promise<ExcelJS.Worksheet[]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  return workbook.worksheets;
}

export function rowValues(sheet: ExcelJS.Worksheet, rowNumber: number): unknown[] {
  const values = sheet.getRow(rowNumber).values;
  return Array.isArray(values) ? values.slice(1) : [];
}
