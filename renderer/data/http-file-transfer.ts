import type { ApiEnvelope } from '../../src/shared/api/envelope';
import type { Language } from '../../src/shared/formats/common';
import { downloadFileName } from './download-file-name';
import type { DownloadRequest, DownloadResult, FileCallRequest, FileTransfer, LargeUploadRequest, UploadRequest } from './file-transfer';
import { BAD_ANSWER, isEnvelope, NETWORK_ERROR, signedJsonCall, signingContextOf, type HttpAdapterOptions } from './http-adapter';
import { FILE_PATHS } from './file-paths';
import { signedHeaders } from './signed-headers';

const UPLOAD_CANCELLED: Record<Language, string> = { CN: '上传已取消', EN: 'The upload was cancelled' };

function errorEnvelope(msg: string): DownloadResult {
  return { kind: 'envelope', envelope: { status: 'E', msg, data: null } };
}

/** The HTTP file transfer: signed like every data call; a JSON answer to a download is the server's envelope. */
export function createHttpFileTransfer(options: HttpAdapterOptions): FileTransfer {
  const fetchImpl = options.fetchImpl ?? globalThis.fetch.bind(globalThis);
  const baseUrl = options.baseUrl ?? '';
  return {
    async download(request: DownloadRequest): Promise<DownloadResult> {
      const language = options.getLanguage();
      const body = request.method === 'POST' ? JSON.stringify({ ...(request.body ?? {}), lan: language }) : '';
      const headers: Record<string, string> = signedHeaders(signingContextOf(options), {
        method: request.method,
        path: request.path,
        body,
        menu: request.menu,
      });
      if (request.method === 'POST') headers['Content-Type'] = 'application/json';
      let response: Response;
      try {
        response = await fetchImpl(`${baseUrl}${request.path}`, {
          method: request.method,
          headers,
          body: request.method === 'POST' ? body : undefined,
        });
      } catch {
        return errorEnvelope(NETWORK_ERROR[language]);
      }
      const contentType = response.headers.get('content-type') ?? 'application/octet-stream';
      if (contentType.includes('application/json')) {
        const answer: unknown = await response.json().catch(() => null);
        if (!isEnvelope(answer)) return errorEnvelope(BAD_ANSWER[language]);
        if (answer.status === 'NOTLOGIN') options.onNotLogin?.();
        return { kind: 'envelope', envelope: answer };
      }
      if (!response.ok) return errorEnvelope(BAD_ANSWER[language]);
      const fallback = request.path.split('/').pop() ?? 'download';
      const fileName = downloadFileName(response.headers.get('content-disposition'), fallback);
      return { kind: 'file', blob: await response.blob(), fileName, contentType };
    },

    upload<T>(request: UploadRequest): Promise<ApiEnvelope<T>> {
      const language = options.getLanguage();
      const form = new FormData();
      for (const [name, value] of Object.entries(request.fields ?? {})) form.append(name, value);
      for (const file of request.files) form.append('files', file.blob, file.fileName);
      // Multipart bodies are signed as '' (their metadata rides in the signed query string).
      const headers = signedHeaders(signingContextOf(options), { method: 'POST', path: request.path, body: '', menu: request.menu });
      const failed = (msg: string): ApiEnvelope<T> => ({ status: 'E', msg, data: null as T });
      // XMLHttpRequest, not fetch: only it reports upload progress.
      return new Promise((resolve) => {
        const xhr = new XMLHttpRequest();
        xhr.open('POST', `${baseUrl}${request.path}`);
        for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
        xhr.upload.onprogress = (event) => {
          if (event.lengthComputable) request.onProgress?.(event.loaded, event.total);
        };
        xhr.onload = () => {
          let answer: unknown;
          try {
            answer = JSON.parse(xhr.responseText);
          } catch {
            resolve(failed(BAD_ANSWER[language]));
            return;
          }
          if (!isEnvelope(answer)) {
            resolve(failed(BAD_ANSWER[language]));
            return;
          }
          if (answer.status === 'NOTLOGIN') options.onNotLogin?.();
          resolve(answer as ApiEnvelope<T>);
        };
        xhr.onerror = () => resolve(failed(NETWORK_ERROR[language]));
        xhr.onabort = () => resolve(failed(UPLOAD_CANCELLED[language]));
        request.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
        xhr.send(form);
      });
    },

    // tus-js-client and crypto-js (chunk checksums) load with the first large upload, not with the app.
    async uploadLarge<T>(request: LargeUploadRequest): Promise<ApiEnvelope<T>> {
      const { uploadWithTus } = await import('./tus-large-upload');
      return uploadWithTus<T>(request, {
        baseUrl,
        language: options.getLanguage(),
        sign: (call) => signedHeaders(signingContextOf(options), call),
      });
    },

    call<T>(request: FileCallRequest): Promise<ApiEnvelope<T>> {
      return signedJsonCall<T>(options, request.path, request.body, request.menu);
    },

    async deleteFiles({ fileIds, menu }): Promise<ApiEnvelope<null>> {
      const key = await signedJsonCall<{ publicKey: string } | null>(options, FILE_PATHS.publicKey, {}, menu);
      if (key.status !== 'S' || !key.data) return { ...key, data: null };
      // jsencrypt loads with the first deletion, not with the app.
      const { encryptDeleteOrder } = await import('./delete-order-cipher');
      const encrypted = encryptDeleteOrder(key.data.publicKey, fileIds);
      return signedJsonCall<null>(options, FILE_PATHS.batchDelete, { fileIds: encrypted }, menu);
    },

    headersFor(call) {
      return signedHeaders(signingContextOf(options), call);
    },
  };
}
