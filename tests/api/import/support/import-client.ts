import type { ApiEnvelope } from '../../../../src/shared/api/envelope';
import type { Language } from '../../../../src/shared/formats/common';
import type { MenuContext } from '../../../../renderer/data/data-adapter';
import { signedHeaders } from '../../../../renderer/data/signed-headers';
import type { LoginData } from '../../support/signed-client';

const EXCEL = '/api/export/v1/importExcelRestful';

export interface ImportAnswer<T = unknown> {
  httpStatus: number;
  envelope: ApiEnvelope<T>;
}

/** A file answer, or the envelope the server sent instead. */
export interface FileAnswer {
  httpStatus: number;
  contentType: string;
  disposition: string | null;
  bytes: Buffer;
  envelope: ApiEnvelope<unknown> | null;
}

/** A response that answers a file, or the envelope the server sent instead. */
export async function fileAnswerOf(response: Response): Promise<FileAnswer> {
  const contentType = response.headers.get('content-type') ?? '';
  const bytes = Buffer.from(await response.arrayBuffer());
  const envelope = contentType.includes('application/json') ? (JSON.parse(bytes.toString('utf8')) as ApiEnvelope<unknown>) : null;
  return { httpStatus: response.status, contentType, disposition: response.headers.get('content-disposition'), bytes, envelope };
}

/**
 * The import calls as the browser makes them, signed by the browser's own code (renderer/data/signed-headers.ts):
 * JSON bodies signed as sent, the multipart upload signed as '' with its parameters in the signed query.
 */
export class ImportClient {
  constructor(
    private readonly baseUrl: string,
    private readonly login: LoginData,
    private readonly language: Language = 'EN',
  ) {}

  private headers(path: string, body: string, menu: MenuContext): Record<string, string> {
    return signedHeaders({ session: this.login, language: this.language }, { method: 'POST', path, body, menu });
  }

  private async postJson(path: string, body: Record<string, unknown>, menu: MenuContext): Promise<Response> {
    const text = JSON.stringify({ ...body, lan: this.language });
    return fetch(`${this.baseUrl}${path}`, { method: 'POST', headers: { ...this.headers(path, text, menu), 'Content-Type': 'application/json' }, body: text });
  }

  async template(entity: string, menu: MenuContext): Promise<FileAnswer> {
    return fileAnswerOf(await this.postJson(`${EXCEL}/downloadImportTemplate`, { entity }, menu));
  }

  async importExcel<T = unknown>(params: Record<string, string>, file: Buffer | null, menu: MenuContext, fileName = 'import.xlsx'): Promise<ImportAnswer<T>> {
    const path = `${EXCEL}/importExcel?${new URLSearchParams(params).toString()}`;
    const form = new FormData();
    if (file) form.append('files', new Blob([new Uint8Array(file)]), fileName);
    else form.append('note', 'no file');
    const response = await fetch(`${this.baseUrl}${path}`, { method: 'POST', headers: this.headers(path, '', menu), body: form });
    return { httpStatus: response.status, envelope: (await response.json()) as ApiEnvelope<T> };
  }

  async result(resultId: string, menu: MenuContext): Promise<FileAnswer> {
    return fileAnswerOf(await this.postJson(`${EXCEL}/downloadImportResult`, { resultId }, menu));
  }

  async doImport<T = unknown>(service: string, entity: string, body: Record<string, unknown>, menu: MenuContext): Promise<ImportAnswer<T>> {
    const response = await this.postJson(`/api/${service}/v1/${entity}Restful/doImport`, body, menu);
    return { httpStatus: response.status, envelope: (await response.json()) as ApiEnvelope<T> };
  }
}
