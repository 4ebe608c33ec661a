import type { Language } from '../../shared/formats/common';
import { ApiError } from '../http/api-error';

type Args = Record<string, string | number>;
type Template = (args: Args) => string;

/** The engine's messages about imports (doImport, Excel import), in both languages. */
const MESSAGES = {
  importNotDefined: {
    CN: (a) => `${a.label}不支持导入`,
    EN: (a) => `${a.label} records cannot be imported`,
  },
  importHeaderRequired: {
    CN: (a) => `请指定要导入到的${a.header}（参数${a.parameter}）`,
    EN: (a) => `Name the ${a.header} to import into (parameter ${a.parameter})`,
  },
  importNoMatch: {
    CN: (a) => `${a.label}"${a.value}"不存在；新增记录时请留空`,
    EN: (a) => `${a.label} "${a.value}" does not exist; leave it empty to create a new record`,
  },
  importDuplicateKey: {
    CN: (a) => `${a.label}"${a.value}"在导入数据中重复出现`,
    EN: (a) => `${a.label} "${a.value}" appears more than once in the import`,
  },
  importLinesOnUpdate: {
    CN: (a) => `${a.label}"${a.value}"已存在；行表（${a.sheets}）只能随新增的记录一起导入`,
    EN: (a) => `${a.label} "${a.value}" exists already; lines (${a.sheets}) are imported with new records only`,
  },
  importReferenceMissing: {
    CN: (a) => `${a.label}"${a.value}"不存在`,
    EN: (a) => `${a.label}: "${a.value}" does not exist`,
  },
} satisfies Record<string, Record<Language, Template>>;

export type ImportMessageKey = keyof typeof MESSAGES;

export function importMessage(language: Language, key: ImportMessageKey, args: Args = {}): string {
  const templates: Record<Language, Template> = MESSAGES[key];
  return templates[language](args);
}

export function importError(language: Language, key: ImportMessageKey, args: Args = {}): ApiError {
  return new ApiError(importMessage(language, key, args));
}
