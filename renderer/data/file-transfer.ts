import type { ApiEnvelope } from '../../src/shared/api/envelope';
import type { MenuContext } from './data-adapter';
import type { SignedCall } from './signed-headers';

/**
 * A signed call whose answer is a file (downloads, exports, PDF previews). `path` is under the API origin,
 * e.g. `/api/file/v2/file/downloadBody` or `/api/export/v1/exportExcelRestful/exportExcel`.
 */
export interface DownloadRequest {
  method: 'GET' | 'POST';
  path: string;
  /** JSON body of a POST (the adapter adds `lan`). */
  body?: Record<string, unknown>;
  menu?: MenuContext;
}

/** The file, or the envelope the server sent instead (status E with a msg to show: spec 000 §8). */
export type DownloadResult =
  | { kind: 'file'; blob: Blob; fileName: string; contentType: string }
  | { kind: 'envelope'; envelope: ApiEnvelope<unknown> };

/** A multipart upload (`files` plus string fields) with progress; metadata the server must trust goes in the query. */
export interface UploadRequest {
  path: string;
  files: ReadonlyArray<{ blob: Blob; fileName: string }>;
  fields?: Record<string, string>;
  menu?: MenuContext;
  onProgress?: (loadedBytes: number, totalBytes: number) => void;
  signal?: AbortSignal;
}

/** A signed JSON call to a file-service path that answers an envelope (file lists, links, deletes). */
export interface FileCallRequest {
  path: string;
  body?: Record<string, unknown>;
  menu?: MenuContext;
}

/**
 * A resumable upload of one large file (the tus protocol): `metadata` says which widget field it is for.
 * Chunks carry their SHA-256; a broken connection resumes from the last whole chunk, and so does a page
 * reload (the upload is found again by the file and the field).
 */
export interface LargeUploadRequest {
  path: string;
  file: Blob;
  fileName: string;
  metadata: Record<string, string>;
  menu?: MenuContext;
  onProgress?: (loadedBytes: number, totalBytes: number) => void;
  signal?: AbortSignal;
}

/**
 * How renderers move files (DESIGN §4.3: never `fetch` directly). The HTTP implementation signs every call as
 * the data adapter does; the memory implementation serves tests and Storybook.
 */
export interface FileTransfer {
  download(request: DownloadRequest): Promise<DownloadResult>;
  upload<T = unknown>(request: UploadRequest): Promise<ApiEnvelope<T>>;
  uploadLarge<T = unknown>(request: LargeUploadRequest): Promise<ApiEnvelope<T>>;
  call<T = unknown>(request: FileCallRequest): Promise<ApiEnvelope<T>>;
  /** Deletes stored files; the HTTP implementation encrypts the ids with the server's public key. */
  deleteFiles(request: { fileIds: readonly number[]; menu?: MenuContext }): Promise<ApiEnvelope<null>>;
  /** Headers for a call made by a library with its own transport (the resumable-upload client). */
  headersFor(call: SignedCall): Record<string, string>;
}
