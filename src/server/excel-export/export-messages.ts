import type { Language } from '../../shared/formats/common';
import { ApiError } from '../http/api-error';

type Args = Record<string, string | number>;
type Template = (args: Args) => string;

/** Every message of the export calls (docs/api.md "Export"), in both languages. */
const MESSAGES = {
  requestUrlRequired: {
    CN: () => `导出链接为空，请指定要导出的列表（参数requestUrl）`,
    EN: () => `The export link is empty: name the list to export (parameter requestUrl)`,
  },
  unknownRequestUrl: {
    CN: (a) => `无法导出此链接：${a.url}，只能导出列表查询（/api/<服务>/v1/<对象>Restful/listByPage）或统计查询（.../aggregate）`,
    EN: (a) => `This link cannot be exported: ${a.url}; only list queries (/api/<service>/v1/<entity>Restful/listByPage) and aggregates (.../aggregate) can`,
  },
  columnsRequired: {
    CN: () => `导出字段列表为空，请至少选择一列（参数columns）`,
    EN: () => `The field list is empty: choose at least one column to export (parameter columns)`,
  },
  badColumn: {
    CN: (a) => `导出字段第${a.index}项无效：每一列需要字段名（key）`,
    EN: (a) => `Column ${a.index} of the field list is not valid: each column needs a field name (key)`,
  },
  badLabelOf: {
    CN: (a) => `导出字段第${a.index}项的labelOf无效：只能是 entity（实体名）或 operation（操作名）`,
    EN: (a) => `Column ${a.index} of the field list has an invalid labelOf: it can only be entity or operation`,
  },
  tooManyColumns: {
    CN: (a) => `导出字段不能超过${a.max}列`,
    EN: (a) => `At most ${a.max} columns can be exported`,
  },
  badRequestParams: {
    CN: () => `查询条件（参数requestParams）必须是对象`,
    EN: () => `The query conditions (parameter requestParams) must be an object`,
  },
  badSheetMaxRow: {
    CN: (a) => `每个工作表的最大行数（参数sheetMaxRow）必须是${a.min}到${a.max}之间的整数`,
    EN: (a) => `The rows per sheet (parameter sheetMaxRow) must be a whole number from ${a.min} to ${a.max}`,
  },
  badCustomParams: {
    CN: () => `自定义导出参数（customParams）必须是对象，可含title（标题行）和sheetName（工作表名）`,
    EN: () => `The custom export parameters (customParams) must be an object with title (a title row) and sheetName`,
  },
  badFileName: {
    CN: () => `文件名（参数fileName）必须是文本`,
    EN: () => `The file name (parameter fileName) must be text`,
  },
  yes: { CN: () => `是`, EN: () => `Yes` },
  no: { CN: () => `否`, EN: () => `No` },
  backExportSubmitted: {
    CN: (a) => `已提交后台导出（${a.fileName}），完成后请在“后台导出”列表中下载`,
    EN: (a) => `Submitted for background export (${a.fileName}); download it from the background export list when it is done`,
  },
  paramsValueRequired: {
    CN: () => `后台导出参数（paramsValue）为空，应为导出请求的JSON`,
    EN: () => `The background export parameters (paramsValue) are empty: send the export request as JSON`,
  },
  badParamsValue: {
    CN: () => `后台导出参数（paramsValue）不是有效的JSON对象`,
    EN: () => `The background export parameters (paramsValue) are not a valid JSON object`,
  },
  exportNotReady: {
    CN: (a) => `导出文件尚未生成（状态：${a.status}），请稍后再下载`,
    EN: (a) => `The export file is not ready (status: ${a.status}); download it later`,
  },
  exportFileGone: {
    CN: () => `导出文件已不存在，请重新导出`,
    EN: () => `The export file no longer exists: export again`,
  },
  exportFailed: {
    CN: () => `导出失败：服务器内部错误，请稍后重试或联系管理员`,
    EN: () => `The export failed on the server: try again later or contact the administrator`,
  },
  submitterDisabled: {
    CN: () => `提交导出的用户已停用`,
    EN: () => `The user who submitted the export is disabled`,
  },
  exportDone: {
    CN: (a) => `已导出${a.rows}行`,
    EN: (a) => `Exported ${a.rows} row(s)`,
  },
} satisfies Record<string, Record<Language, Template>>;

export type ExportMessageKey = keyof typeof MESSAGES;

export function exportText(language: Language, key: ExportMessageKey, args: Args = {}): string {
  const templates: Record<Language, Template> = MESSAGES[key];
  return templates[language](args);
}

/** A refusal of an export call, naming the parameter concerned. */
export function exportRefusal(language: Language, key: ExportMessageKey, field: string, args: Args = {}): ApiError {
  const message = exportText(language, key, args);
  return new ApiError(message, [{ field, message }]);
}

/** What a failed export tells its user: the message of an error meant for people, else a plain apology (the log has the rest). */
export function exportFailureText(error: unknown, language: Language): string {
  return error instanceof ApiError ? error.message : exportText(language, 'exportFailed');
}
