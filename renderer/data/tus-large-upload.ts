import { defaultOptions, Upload, type DetailedError, type HttpRequest, type HttpStack } from 'tus-js-client';
import type { ApiEnvelope } from '../../src/shared/api/envelope';
import type { Language } from '../../src/shared/formats/common';
import { chunkChecksum } from './chunk-checksum';
import type { LargeUploadRequest } from './file-transfer';
import type { SignedCall } from './signed-headers';

/** Chunks of 16 MB: few round trips, and a broken connection costs at most one chunk. */
const CHUNK_BYTES = 16 * 1024 * 1024;
/** Waits before each retry of a failed request (a flaky network, a restarting server). */
const RETRY_DELAYS = [0, 1000, 3000, 5000, 10000];

const CANCELLED: Record<Language, string> = { CN: '上传已取消', EN: 'The upload was cancelled' };
const FAILED: Record<Language, string> = { CN: '大文件上传失败，请重试（将从中断处继续）', EN: 'The large upload failed; try again (it continues where it stopped)' };

export interface TusUploadOptions {
  baseUrl: string;
  language: Language;
  /** Signed headers for one request of the upload (its method and path; the body is not part of it). */
  sign: (call: SignedCall) => Record<string, string>;
}

/**
 * Every request of the upload signed like any API call, and every chunk sent with its SHA-256
 * (`Upload-Checksum`), which the server checks before the chunk counts.
 */
function signedStack(base: HttpStack, options: TusUploadOptions, menu: LargeUploadRequest['menu']): HttpStack {
  return {
    getName: () => `signed-${base.getName()}`,
    createRequest(method: string, url: string): HttpRequest {
      const request = base.createRequest(method, url);
      const send = request.send.bind(request);
      request.send = async (body: unknown) => {
        const target = new URL(url, globalThis.location?.origin ?? 'http://localhost');
        for (const [name, value] of Object.entries(options.sign({ method, path: `${target.pathname}${target.search}`, body: '', menu }))) {
          request.setHeader(name, value);
        }
        if (method === 'PATCH' && body instanceof Blob) {
          request.setHeader('Upload-Checksum', `sha256 ${await chunkChecksum(body)}`);
        }
        return send(body);
      };
      return request;
    },
  };
}

/** A damaged chunk (460), a busy or restarting server, a lost connection: worth another try. */
function shouldRetry(error: DetailedError): boolean {
  const status = error.originalResponse?.getStatus() ?? 0;
  return status === 0 || status === 409 || status === 423 || status === 460 || status >= 500;
}

/** The server's envelope in a response body, when there is one. */
function envelopeIn(body: string | undefined): ApiEnvelope<unknown> | null {
  try {
    const parsed: unknown = body ? JSON.parse(body) : null;
    return typeof parsed === 'object' && parsed !== null && 'status' in parsed ? (parsed as ApiEnvelope<unknown>) : null;
  } catch {
    return null;
  }
}

/** Uploads one file over tus (docs/api.md "Files"); resolves with the server's envelope, never rejects. */
export function uploadWithTus<T>(request: LargeUploadRequest, options: TusUploadOptions): Promise<ApiEnvelope<T>> {
  const failed = (msg: string): ApiEnvelope<T> => ({ status: 'E', msg, data: null as T });
  return new Promise((resolve) => {
    const upload = new Upload(request.file, {
      endpoint: `${options.baseUrl}${request.path}`,
      chunkSize: CHUNK_BYTES,
      retryDelays: RETRY_DELAYS,
      metadata: { ...request.metadata, filename: request.fileName, language: options.language },
      uploadSize: request.file.size,
      // The same file for the same field resumes after a reload; another field starts afresh.
      fingerprint: async () => ['srm-large', request.metadata.entity, request.metadata.field, request.fileName, request.file.size, request.file instanceof File ? request.file.lastModified : 0].join(':'),
      removeFingerprintOnSuccess: true,
      httpStack: signedStack(defaultOptions.httpStack, options, request.menu),
      onShouldRetry: (error) => shouldRetry(error),
      onProgress: (sent, total) => request.onProgress?.(sent, total),
      onSuccess: ({ lastResponse }) => resolve((envelopeIn(lastResponse.getBody()) as ApiEnvelope<T> | null) ?? failed(FAILED[options.language])),
      onError: (error) => {
        const response = (error as DetailedError).originalResponse;
        resolve((envelopeIn(response?.getBody()) as ApiEnvelope<T> | null) ?? failed(FAILED[options.language]));
      },
    });
    request.signal?.addEventListener(
      'abort',
      () => {
        void upload.abort(false);
        resolve(failed(CANCELLED[options.language]));
      },
      { once: true },
    );
    void upload.findPreviousUploads().then((previous) => {
      if (previous.length > 0) upload.resumeFromPreviousUpload(previous[0]);
      upload.start();
    });
  });
}
