import { createHash } from 'node:crypto';
import type { ApiEnvelope } from '../../../../src/shared/api/envelope';
import type { AttachmentFile } from '../../../../src/shared/api/attachment-file';
import type { Language } from '../../../../src/shared/formats/common';
import type { MenuContext } from '../../../../renderer/data/data-adapter';
import { encryptDeleteOrder } from '../../../../renderer/data/delete-order-cipher';
import { FILE_PATHS } from '../../../../renderer/data/file-paths';
import type { FileTransfer } from '../../../../renderer/data/file-transfer';
import { signedJsonCall, type HttpAdapterOptions } from '../../../../renderer/data/http-adapter';
import { createHttpFileTransfer } from '../../../../renderer/data/http-file-transfer';
import { signedHeaders } from '../../../../renderer/data/signed-headers';
import { fileAnswerOf, type FileAnswer } from '../../import/support/import-client';
import type { LoginData } from '../../support/signed-client';

export interface UploadAnswer {
  httpStatus: number;
  envelope: ApiEnvelope<AttachmentFile[]>;
}

/** The purchase order's attachment fields, as its edit screen's widgets name them. */
export const PO_ATTACHMENTS = { entity: 'srmPoHeader', field: 'attachmentIds' } as const;
export const PO_DRAWINGS = { entity: 'srmPoLine', field: 'drawingIds' } as const;

/** A few real file heads (enough for the content check) with a body after them. */
export const SAMPLES = {
  pdf: Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
  png: Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000000000500010d0a2db40000000049454e44ae426082', 'hex'),
  exe: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(62), Buffer.from('PE\0\0'), Buffer.alloc(200, 1)]),
  html: Buffer.from('<!DOCTYPE html><html><script>alert(1)</script></html>'),
  text: Buffer.from('交货说明：第一批 100 件\n'),
};

/**
 * The file calls as the browser makes them: the browser's own file transfer (signed JSON calls, downloads,
 * encrypted deletes), and multipart and tus requests signed by the browser's own signing code.
 */
export class FileClient {
  readonly transfer: FileTransfer;
  readonly options: HttpAdapterOptions;

  constructor(
    readonly baseUrl: string,
    readonly login: LoginData,
    readonly language: Language = 'EN',
  ) {
    this.options = { baseUrl, getSession: () => login, getLanguage: () => language, fetchImpl: fetch };
    this.transfer = createHttpFileTransfer(this.options);
  }

  headers(method: string, path: string, menu: MenuContext | undefined, body = ''): Record<string, string> {
    return signedHeaders({ session: this.login, language: this.language }, { method, path, body, menu });
  }

  async upload(files: { name: string; bytes: Buffer }[], params: Record<string, string>, menu: MenuContext): Promise<UploadAnswer> {
    const path = `${FILE_PATHS.upload}?${new URLSearchParams(params).toString()}`;
    const form = new FormData();
    for (const file of files) form.append('files', new Blob([new Uint8Array(file.bytes)]), file.name);
    const response = await fetch(`${this.baseUrl}${path}`, { method: 'POST', headers: this.headers('POST', path, menu), body: form });
    return { httpStatus: response.status, envelope: (await response.json()) as ApiEnvelope<AttachmentFile[]> };
  }

  /** Uploads one file for the purchase order's attachments and answers its record (the upload must succeed). */
  async uploadOne(name: string, bytes: Buffer, menu: MenuContext, params: Record<string, string> = PO_ATTACHMENTS): Promise<AttachmentFile> {
    const answer = await this.upload([{ name, bytes }], params, menu);
    if (answer.envelope.status !== 'S') throw new Error(`upload of ${name} failed: ${answer.envelope.msg}`);
    return answer.envelope.data[0];
  }

  call<T>(path: string, body: Record<string, unknown>, menu: MenuContext): Promise<ApiEnvelope<T>> {
    return signedJsonCall<T>(this.options, path, body, menu);
  }

  async post(path: string, body: Record<string, unknown>, menu: MenuContext, extra: Record<string, string> = {}): Promise<FileAnswer> {
    const text = JSON.stringify({ ...body, lan: this.language });
    const headers = { ...this.headers('POST', path, menu, text), 'Content-Type': 'application/json', ...extra };
    return fileAnswerOf(await fetch(`${this.baseUrl}${path}`, { method: 'POST', headers, body: text }));
  }

  async get(path: string, menu: MenuContext, extra: Record<string, string> = {}): Promise<FileAnswer> {
    return fileAnswerOf(await fetch(`${this.baseUrl}${path}`, { headers: { ...this.headers('GET', path, menu), ...extra } }));
  }

  /** A batch delete order encrypted with the server's public key, as the browser sends it. */
  async deleteOrder(fileIds: number[], menu: MenuContext, now = Date.now()): Promise<string> {
    const key = await this.call<{ publicKey: string }>(FILE_PATHS.publicKey, {}, menu);
    return encryptDeleteOrder(key.data.publicKey, fileIds, now);
  }

  // The tus protocol, request by request (a resumed upload needs requests a library would hide).

  async tusCreate(metadata: Record<string, string>, length: number, menu: MenuContext): Promise<Response> {
    const encoded = Object.entries(metadata)
      .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
      .join(',');
    return fetch(`${this.baseUrl}${FILE_PATHS.largeUpload}`, {
      method: 'POST',
      headers: { ...this.headers('POST', FILE_PATHS.largeUpload, menu), 'Tus-Resumable': '1.0.0', 'Upload-Length': String(length), 'Upload-Metadata': encoded },
    });
  }

  async tusPatch(location: string, offset: number, chunk: Buffer, menu: MenuContext, checksum: string | null = sha256(chunk)): Promise<Response> {
    const headers: Record<string, string> = {
      ...this.headers('PATCH', location, menu),
      'Tus-Resumable': '1.0.0',
      'Upload-Offset': String(offset),
      'Content-Type': 'application/offset+octet-stream',
    };
    if (checksum) headers['Upload-Checksum'] = `sha256 ${checksum}`;
    return fetch(`${this.baseUrl}${location}`, { method: 'PATCH', headers, body: new Uint8Array(chunk) });
  }

  async tusOffset(location: string, menu: MenuContext): Promise<number | null> {
    const response = await fetch(`${this.baseUrl}${location}`, { method: 'HEAD', headers: { ...this.headers('HEAD', location, menu), 'Tus-Resumable': '1.0.0' } });
    return response.status === 200 ? Number(response.headers.get('upload-offset')) : null;
  }
}

export function sha256(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('base64');
}
