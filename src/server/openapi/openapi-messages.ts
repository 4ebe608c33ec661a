import type { Language } from '../../shared/formats/common';

const MESSAGES = {
  noFile: { CN: '请先在"Swagger/OpenAPI文件"中上传接口定义文件（JSON）并保存', EN: 'Upload the API definition (JSON) in "Swagger/OpenAPI file" and save first' },
  fileGone: { CN: '文件 {file} 已不存在，请重新上传', EN: 'The file {file} no longer exists: upload it again' },
  notJson: { CN: '文件 {file} 不是有效的 JSON：{reason}', EN: 'The file {file} is not valid JSON: {reason}' },
  notAnObject: { CN: '文件 {file} 不是 Swagger/OpenAPI 文档：内容应为一个 JSON 对象', EN: 'The file {file} is no Swagger/OpenAPI document: it must hold a JSON object' },
  noVersion: { CN: '文件 {file} 不是 Swagger/OpenAPI 文档：缺少 "openapi": "3.x" 或 "swagger": "2.0"', EN: 'The file {file} is no Swagger/OpenAPI document: it has no "openapi": "3.x" or "swagger": "2.0"' },
  noPaths: { CN: '文件 {file} 中没有任何接口（paths 为空）', EN: 'The file {file} defines no API: its "paths" are empty' },
  platformProject: { CN: '平台接口项目由系统根据实体定义生成，请导入到其他项目', EN: 'The platform\'s API project is generated from the entity schemas: import into another project' },
  imported: { CN: '已导入 {count} 个接口（新增 {created}，更新 {updated}，其余未变）', EN: '{count} API(s) imported ({created} new, {updated} updated, the rest unchanged)' },
} as const;

export type OpenApiMessageKey = keyof typeof MESSAGES;

export function openApiMessage(key: OpenApiMessageKey, language: Language, values: Record<string, string | number> = {}): string {
  return MESSAGES[key][language].replace(/\{(\w+)\}/g, (_whole, name: string) => String(values[name] ?? ''));
}
