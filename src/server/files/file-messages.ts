import type { Language } from '../../shared/formats/common';
import { ApiError } from '../http/api-error';

/** Messages of the file service, in both languages ({{name}} takes an argument). */
const MESSAGES = {
  uploaded: { CN: '上传成功（{{count}}个文件）', EN: 'Uploaded ({{count}} files)' },
  deleted: { CN: '附件删除成功', EN: 'Attachments deleted' },
  batchZipName: { CN: '附件.zip', EN: 'attachments.zip' },
  slotRequired: { CN: '请指明附件所属的实体和字段（entity、field）', EN: 'Name the entity and field the attachment belongs to (entity, field)' },
  chooseFile: { CN: '请选择要上传的文件', EN: 'Choose a file to upload' },
  emptyFile: { CN: '文件 {{name}} 为空，不能上传', EN: 'The file {{name}} is empty and cannot be attached' },
  extensionNotAllowed: {
    CN: '当前文件扩展名不允许上传，允许的扩展名：{{list}}',
    EN: 'The current file extension cannot be attached. Allowed: {{list}}',
  },
  blockedType: { CN: '出于安全原因，不能上传 .{{suffix}} 类型的文件', EN: 'Files of type .{{suffix}} cannot be attached, for security' },
  contentMismatch: {
    CN: '文件 {{name}} 的内容与扩展名 .{{suffix}} 不符，请确认文件未被改名',
    EN: 'The content of {{name}} does not match its extension .{{suffix}}; check that the file was not renamed',
  },
  tooLarge: { CN: '文件 {{name}} 超过大小上限 {{max}}', EN: 'The file {{name}} is larger than the limit of {{max}}' },
  useLargeUpload: {
    CN: '大于 {{max}} 的文件请通过大文件上传',
    EN: 'Files larger than {{max}} go through the large-file upload',
  },
  tooManyFiles: { CN: '一次最多上传 {{max}} 个文件', EN: 'At most {{max}} files can be uploaded at once' },
  fileNotFound: { CN: '附件不存在或已被删除', EN: 'This attachment does not exist or was removed' },
  idsRequired: { CN: '请选择附件', EN: 'Choose the attachments' },
  idsInvalid: { CN: '附件ID应为以逗号分隔的数字', EN: 'Attachment ids are numbers separated by commas' },
  tooManyIds: { CN: '一次最多处理 {{max}} 个附件', EN: 'At most {{max}} attachments can be handled at once' },
  previewUnsupported: {
    CN: '该类型文件不支持在线预览，请下载后查看',
    EN: 'Online preview is not supported for this file type; download it instead',
  },
  previewUnavailable: {
    CN: '服务器未安装 LibreOffice，无法在线预览文档，请下载后查看',
    EN: 'Previewing documents needs LibreOffice on the server, which is not installed; download the file instead',
  },
  previewFailed: { CN: '文档转换失败，无法在线预览，请下载后查看', EN: 'The document could not be converted for preview; download it instead' },
  previewTooSlow: { CN: '文档转换超时，请稍后重试或下载后查看', EN: 'Converting the document took too long; try again later or download it' },
  deleteUnreadable: {
    CN: '删除请求无法解密，请刷新页面后重试',
    EN: 'The delete request could not be read; reload the page and try again',
  },
  deleteExpired: { CN: '删除请求已过期，请重试', EN: 'The delete request expired; try again' },
  deleteReplayed: { CN: '该删除请求已处理过，不能重复提交', EN: 'This delete request was already carried out and cannot be sent again' },
  documentLocked: {
    CN: '{{label}} {{code}} 当前状态为“{{status}}”，不能再删除其附件',
    EN: '{{label}} {{code}} is {{status}}: its attachments can no longer be deleted',
  },
  notImage: { CN: '该附件不是图片', EN: 'This attachment is not an image' },
  imageTooLarge: { CN: '图片超过 {{max}}，请下载后查看', EN: 'The image is larger than {{max}}; download it instead' },
  linkExpired: { CN: '文件链接已失效，请重新打开', EN: 'This file link expired; open the file again' },
  largeUploadIncomplete: { CN: '大文件尚未上传完成', EN: 'The large file has not finished uploading' },
  checksumRequired: {
    CN: '每个数据块须附带 SHA-256 校验值（Upload-Checksum: sha256 <base64>）',
    EN: 'Every chunk needs its SHA-256 (Upload-Checksum: sha256 <base64>)',
  },
  lengthRequired: { CN: '大文件上传须先声明文件大小（Upload-Length）', EN: 'A large upload must state its size first (Upload-Length)' },
  checksumMismatch: {
    CN: '上传的数据块校验失败，将从上一个数据块继续上传',
    EN: 'A chunk arrived damaged (checksum mismatch); the upload continues from the last good chunk',
  },
} satisfies Record<string, Record<Language, string>>;

export type FileMessageKey = keyof typeof MESSAGES;

export function fileMessage(key: FileMessageKey, language: Language, args: Record<string, string | number> = {}): string {
  return MESSAGES[key][language].replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(args[name] ?? ''));
}

/** A refusal of a file call, naming the parameter concerned. */
export function fileRefusal(key: FileMessageKey, language: Language, field: string, args: Record<string, string | number> = {}): ApiError {
  const message = fileMessage(key, language, args);
  return new ApiError(message, [{ field, message }]);
}
