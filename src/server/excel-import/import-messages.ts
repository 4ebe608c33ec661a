import type { Language } from '../../shared/formats/common';
import { ApiError } from '../http/api-error';
import { BadInput } from '../http/bad-input';

type Args = Record<string, string | number>;
type Template = (args: Args) => string;

/** Every message of the import calls (docs/api.md "Import"), in both languages. */
const MESSAGES = {
  entityRequired: {
    CN: () => `请指定要导入的业务对象（参数entity）`,
    EN: () => `Name the entity to import (parameter entity)`,
  },
  unknownEntity: {
    CN: (a) => `未知的业务对象：${a.entity}`,
    EN: (a) => `Unknown entity: ${a.entity}`,
  },
  notImportable: {
    CN: (a) => `${a.label}不支持导入`,
    EN: (a) => `${a.label} records cannot be imported`,
  },
  badHeaderId: {
    CN: (a) => `参数${a.parameter}必须是记录ID`,
    EN: (a) => `The parameter ${a.parameter} must be a record id`,
  },
  chooseFile: {
    CN: () => `请选择要导入的Excel文件（.xlsx）`,
    EN: () => `Choose the Excel file (.xlsx) to import`,
  },
  emptyFile: {
    CN: () => `文件是空的，请选择填写好的导入模板`,
    EN: () => `The file is empty: choose the filled-in import template`,
  },
  tooLarge: {
    CN: (a) => `文件超过${a.max}，请拆分后分批导入`,
    EN: (a) => `The file is larger than ${a.max}: split it and import the parts one by one`,
  },
  legacyXls: {
    CN: () => `不支持旧版.xls文件，请在Excel中另存为.xlsx后再导入`,
    EN: () => `Old .xls files are not supported: save the file as .xlsx in Excel and import that`,
  },
  notXlsx: {
    CN: () => `文件不是Excel工作簿（.xlsx），请下载导入模板填写后再导入`,
    EN: () => `The file is not an Excel workbook (.xlsx): download the import template, fill it in and import that`,
  },
  unreadable: {
    CN: () => `Excel文件已损坏或无法读取，请在Excel中重新保存后再导入`,
    EN: () => `The Excel file is damaged or cannot be read: save it again in Excel and import that`,
  },
  missingColumns: {
    CN: (a) => `缺少必填列：${a.columns}，请使用导入模板`,
    EN: (a) => `Required columns are missing: ${a.columns}; use the import template`,
  },
  unknownColumns: {
    CN: (a) => `无法识别的列：${a.columns}，请使用导入模板`,
    EN: (a) => `Columns not known to this import: ${a.columns}; use the import template`,
  },
  duplicateColumn: {
    CN: (a) => `列"${a.column}"出现了两次`,
    EN: (a) => `The column "${a.column}" appears twice`,
  },
  noRows: {
    CN: () => `文件没有数据行，请在标题行下填写要导入的数据`,
    EN: () => `The file has no data rows: fill in the rows to import below the header row`,
  },
  cellTooLong: {
    CN: (a) => `单元格${a.cell}（第${a.row}行）超过${a.max}个字符（Excel单元格的上限），请缩短后再导入`,
    EN: (a) => `Cell ${a.cell} (row ${a.row}) holds more than ${a.max} characters (Excel's limit for a cell): shorten it and import again`,
  },
  sharedStringTooLong: {
    CN: (a) => `工作簿的第${a.index}个共享文本超过${a.max}个字符（Excel单元格的上限），请缩短后再导入`,
    EN: (a) => `Shared text No. ${a.index} of the workbook holds more than ${a.max} characters (Excel's limit for a cell): shorten it and import again`,
  },
  textTooLarge: {
    CN: (a) => `工作簿的文本超过${a.max}个字符，请拆分后分批导入`,
    EN: (a) => `The workbook holds more than ${a.max} characters of text: split it and import the parts one by one`,
  },
  tooManyRows: {
    CN: (a) => `数据超过${a.max}行，请拆分后分批导入`,
    EN: (a) => `The file has more than ${a.max} rows: split it and import the parts one by one`,
  },
  inSheet: {
    CN: (a) => `工作表"${a.sheet}"：${a.message}`,
    EN: (a) => `Sheet "${a.sheet}": ${a.message}`,
  },
  unknownSheet: {
    CN: (a) => `无法识别的工作表"${a.sheet}"，工作表应为：${a.sheets}；请使用导入模板`,
    EN: (a) => `Sheet "${a.sheet}" is not known to this import; the sheets are: ${a.sheets}. Use the import template`,
  },
  duplicateSheet: {
    CN: (a) => `工作表"${a.sheet}"与另一个工作表是同一部分（中英文名称各一个），请只保留一个`,
    EN: (a) => `Sheet "${a.sheet}" is the same part as another sheet (one named in Chinese, one in English): keep one`,
  },
  headerSheetMissing: {
    CN: (a) => `缺少工作表"${a.sheet}"，请使用导入模板`,
    EN: (a) => `The sheet "${a.sheet}" is missing: use the import template`,
  },
  linkRequired: {
    CN: (a) => `请填写${a.label}，指明这一行属于哪条记录`,
    EN: (a) => `Fill in the ${a.label}: it names the record this row belongs to`,
  },
  lineWithoutHeader: {
    CN: (a) => `${a.label}"${a.value}"在工作表"${a.sheet}"中没有对应的行`,
    EN: (a) => `No row of the sheet "${a.sheet}" has the ${a.label} "${a.value}"`,
  },
  recordsRequired: {
    CN: () => `请在data中提供要导入的数据行`,
    EN: () => `Give the rows to import in data`,
  },
  imported: {
    CN: (a) => `导入成功：共${a.rows}行，新增${a.created}条，更新${a.updated}条`,
    EN: (a) => `Imported ${a.rows} rows: ${a.created} created, ${a.updated} updated`,
  },
  rejected: {
    CN: (a) => `导入失败：${a.errorRows}行有错误，未导入任何数据。第${a.row}行：${a.first}`,
    EN: (a) => `Import failed: ${a.errorRows} rows have errors, nothing was imported. Row ${a.row}: ${a.first}`,
  },
  rejectedInSheet: {
    CN: (a) => `导入失败：${a.errorRows}行有错误，未导入任何数据。工作表"${a.sheet}"第${a.row}行：${a.first}`,
    EN: (a) => `Import failed: ${a.errorRows} rows have errors, nothing was imported. Sheet "${a.sheet}", row ${a.row}: ${a.first}`,
  },
  resultGone: {
    CN: () => `错误文件不存在或已过期，请重新导入`,
    EN: () => `The error file does not exist or has expired: import again`,
  },
  resultIdRequired: {
    CN: () => `缺少错误文件ID（resultId）`,
    EN: () => `The error file id (resultId) is missing`,
  },
  errorColumn: {
    CN: () => `错误信息`,
    EN: () => `Errors`,
  },
  templateFile: {
    CN: (a) => `${a.label}导入模板.xlsx`,
    EN: (a) => `${a.label} import template.xlsx`,
  },
  resultFile: {
    CN: (a) => `${a.label}导入错误.xlsx`,
    EN: (a) => `${a.label} import errors.xlsx`,
  },
  requiredNote: {
    CN: () => `必填`,
    EN: () => `Required`,
  },
  pickFromList: {
    CN: () => `请从下拉列表中选择`,
    EN: () => `Choose a value from the list`,
  },
  refByNote: {
    CN: (a) => `填写${a.target}的${a.field}`,
    EN: (a) => `Fill in the ${a.field} of the ${a.target}`,
  },
  linkNote: {
    CN: (a) => `填写第一个工作表中该记录的${a.label}，这一行即属于该记录`,
    EN: (a) => `The ${a.label} of the record on the first sheet this row belongs to`,
  },
  matchByNote: {
    CN: () => `已有记录填写此列即更新该记录；新增时留空`,
    EN: () => `Fill in to update an existing record; leave empty to create one`,
  },
  matchByUpdates: {
    CN: (a) => `${a.columns}与已有记录相同时，更新该记录`,
    EN: (a) => `A row with the ${a.columns} of an existing record updates it`,
  },
} satisfies Record<string, Record<Language, Template>>;

export type ImportMessageKey = keyof typeof MESSAGES;

export function importText(language: Language, key: ImportMessageKey, args: Args = {}): string {
  const templates: Record<Language, Template> = MESSAGES[key];
  return templates[language](args);
}

/** A refusal of the import as a whole, naming the parameter or part of the file concerned. */
export function importRefusal(language: Language, key: ImportMessageKey, field: string, args: Args = {}): ApiError {
  const message = importText(language, key, args);
  return new ApiError(message, [{ field, message }]);
}

/** A file beyond the limits of input (src/server/http/input-limits.ts): HTTP 400, naming the part of the file. */
export function importBadInput(language: Language, key: ImportMessageKey, field: string, args: Args = {}): BadInput {
  return new BadInput(importText(language, key, args), field);
}
