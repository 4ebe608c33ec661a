// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  columnSettingsFileName,
  columnSettingsFileText,
  readColumnSettingsFile,
} from '../../../../renderer/grid-settings/column-settings-file';

const KNOWN = new Set(['poNumber', 'status', 'supplierId']);
const SETTINGS = { order: ['status', 'poNumber', 'supplierId'], hidden: ['supplierId'], widths: { status: 180 }, fixed: { poNumber: 'none' as const } };

function file(text: string): Blob {
  return new Blob([text], { type: 'application/json' });
}

describe('column settings file', () => {
  it('reads back what was exported', async () => {
    const text = columnSettingsFileText('purchaseOrderTable', SETTINGS, new Date('2026-11-22T10:00:00Z'));
    expect(JSON.parse(text)).toMatchObject({ kind: 'srm.columnSettings', version: 1, tableName: 'purchaseOrderTable', exportedAt: '2026-11-22T10:00:00.000Z' });
    expect(await readColumnSettingsFile(file(text), 'purchaseOrderTable', KNOWN, 'CN')).toEqual({ ok: true, settings: SETTINGS });
  });

  it('drops columns this grid does not have', async () => {
    const text = columnSettingsFileText('purchaseOrderTable', { ...SETTINGS, order: ['ghost', ...SETTINGS.order], widths: { ghost: 50 } });
    const read = await readColumnSettingsFile(file(text), 'purchaseOrderTable', KNOWN, 'CN');
    expect(read).toEqual({ ok: true, settings: { ...SETTINGS, widths: {} } });
  });

  it('refuses a file that is not JSON, not a configuration, or of another table, in the user language', async () => {
    expect(await readColumnSettingsFile(file('{oops'), 't', KNOWN, 'CN')).toEqual({ ok: false, message: '文件不是有效的JSON，无法导入' });
    expect(await readColumnSettingsFile(file('{oops'), 't', KNOWN, 'EN')).toEqual({ ok: false, message: 'The file is not valid JSON and cannot be imported' });
    expect(await readColumnSettingsFile(file('{"order": []}'), 't', KNOWN, 'CN')).toEqual({ ok: false, message: '该文件不是列配置导出文件' });
    expect(await readColumnSettingsFile(file('[1,2]'), 't', KNOWN, 'EN')).toEqual({ ok: false, message: 'This file is not an exported column configuration' });
    const other = columnSettingsFileText('lookupTypeTable', SETTINGS);
    expect(await readColumnSettingsFile(file(other), 'purchaseOrderTable', KNOWN, 'CN')).toEqual({
      ok: false,
      message: '该文件是表格“lookupTypeTable”的列配置，不能导入到当前表格',
    });
  });

  it('says what is wrong in the settings of a configuration file', async () => {
    const text = columnSettingsFileText('t', { ...SETTINGS, widths: { status: 180 } }).replace('180', '5');
    expect(await readColumnSettingsFile(file(text), 't', KNOWN, 'EN')).toEqual({ ok: false, message: 'Column widths must be numbers from 40 to 2000' });
  });

  it('refuses a file too large to be a configuration without reading it', async () => {
    const big = file(' '.repeat(300 * 1024));
    expect(await readColumnSettingsFile(big, 't', KNOWN, 'CN')).toEqual({ ok: false, message: '文件过大，不是列配置导出文件' });
  });

  it('names the file after the table, safe for any file system', () => {
    expect(columnSettingsFileName('purchaseOrderTable')).toBe('purchaseOrderTable.columns.json');
    expect(columnSettingsFileName('purOrderManage/purchaseOrderEdit#lines')).toBe('purOrderManage_purchaseOrderEdit_lines.columns.json');
  });
});
