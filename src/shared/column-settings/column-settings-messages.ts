import type { Language } from '../formats/common';
import { COLUMN_WIDTH_MAX, COLUMN_WIDTH_MIN, MAX_SETTING_COLUMNS } from './column-settings-limits';

/** The column configuration's answers: why one (sent to the server or read from a file) is refused, and the reset. */
const MESSAGES = {
  tableNameRequired: { CN: '请提供表格名称', EN: 'Give the table name' },
  unknownTable: { CN: '没有名为“{{name}}”的表格', EN: 'There is no table named "{{name}}"' },
  settingsRequired: { CN: '请提供列配置', EN: 'Give the column configuration' },
  badOrder: {
    CN: `列顺序应为不超过${MAX_SETTING_COLUMNS}个列名的列表`,
    EN: `The column order must be a list of at most ${MAX_SETTING_COLUMNS} column keys`,
  },
  badHidden: {
    CN: `隐藏列应为不超过${MAX_SETTING_COLUMNS}个列名的列表`,
    EN: `The hidden columns must be a list of at most ${MAX_SETTING_COLUMNS} column keys`,
  },
  badWidths: {
    CN: `列宽应为${COLUMN_WIDTH_MIN}到${COLUMN_WIDTH_MAX}之间的数字`,
    EN: `Column widths must be numbers from ${COLUMN_WIDTH_MIN} to ${COLUMN_WIDTH_MAX}`,
  },
  badFixed: { CN: '固定位置只能是left、right或none', EN: 'A fixed position must be left, right or none' },
  unknownEntries: { CN: '列配置含有无法识别的项：{{keys}}', EN: 'The column configuration holds unknown entries: {{keys}}' },
  notAnObject: { CN: '列配置应为包含order、hidden、widths、fixed的对象', EN: 'The column configuration must be an object with order, hidden, widths and fixed' },
  fileNotJson: { CN: '文件不是有效的JSON，无法导入', EN: 'The file is not valid JSON and cannot be imported' },
  fileNotSettings: { CN: '该文件不是列配置导出文件', EN: 'This file is not an exported column configuration' },
  fileTooLarge: { CN: '文件过大，不是列配置导出文件', EN: 'The file is too large to be an exported column configuration' },
  resetDone: { CN: '已恢复默认列配置', EN: 'The columns are back to their defaults' },
  fileOtherTable: {
    CN: '该文件是表格“{{name}}”的列配置，不能导入到当前表格',
    EN: 'This file holds the column configuration of table "{{name}}", not of this table',
  },
} as const;

export type ColumnSettingsMessageKey = keyof typeof MESSAGES;

export function columnSettingsMessage(
  key: ColumnSettingsMessageKey,
  language: Language,
  args: Record<string, string> = {},
): string {
  return MESSAGES[key][language].replace(/\{\{(\w+)\}\}/g, (_, name: string) => args[name] ?? '');
}
