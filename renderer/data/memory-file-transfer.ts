import type { ApiEnvelope } from '../../src/shared/api/envelope';
import type { AttachmentFile } from '../../src/shared/api/attachment-file';
import { FILE_PATHS } from './file-paths';
import type { DownloadRequest, DownloadResult, FileCallRequest, FileTransfer, LargeUploadRequest, UploadRequest } from './file-transfer';

const NOT_IN_PREVIEW = 'This call is not available in a preview';

function suffixOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/** A file kept by the memory file transfer. */
export interface MemoryFile {
  record: AttachmentFile;
  blob: Blob;
}

/**
 * The file transfer of Storybook and tests (the twin of the HTTP one, DESIGN §4.3): attachments live in
 * memory, uploads report their progress at once, previews and downloads answer the stored blob. Calls it
 * does not know answer status E, as a server would for an unknown endpoint.
 */
export function createMemoryFileTransfer(seed: readonly MemoryFile[] = []): FileTransfer & { files: Map<number, MemoryFile> } {
  const files = new Map(seed.map((file) => [file.record.fileId, file]));
  let nextId = Math.max(1000, ...files.keys()) + 1;
  const store = (blob: Blob, fileName: string, large: boolean): AttachmentFile => {
    const fileId = nextId++;
    const record: AttachmentFile = {
      id: fileId,
      fileId,
      originalFileName: fileName,
      fileName: `${fileId}.${suffixOf(fileName)}`,
      fileSize: blob.size,
      suffixName: suffixOf(fileName),
      contentType: blob.type || 'application/octet-stream',
      fileDesc: null,
      largeFlag: large ? 'Y' : 'N',
      createdBy: 1,
      creationDate: '2026-11-22 09:30:00',
    };
    files.set(fileId, { record, blob });
    return record;
  };
  const fileOf = (request: DownloadRequest): MemoryFile | undefined => {
    const body = request.body ?? {};
    return files.get(Number(body.fileId ?? body.id ?? new URL(request.path, 'http://memory').searchParams.get('id')));
  };
  return {
    files,
    async download(request: DownloadRequest): Promise<DownloadResult> {
      const file = fileOf(request);
      if (!file) return { kind: 'envelope', envelope: { status: 'E', msg: NOT_IN_PREVIEW, data: null } };
      const pdfView = request.path === FILE_PATHS.pdfView && file.record.suffixName !== 'pdf' && !file.blob.type.startsWith('image/');
      if (pdfView) return { kind: 'envelope', envelope: { status: 'E', msg: 'Online preview is not supported for this file type; download it instead', data: null } };
      return { kind: 'file', blob: file.blob, fileName: file.record.originalFileName, contentType: file.blob.type };
    },
    async upload<T>(request: UploadRequest): Promise<ApiEnvelope<T>> {
      const total = request.files.reduce((sum, file) => sum + file.blob.size, 0);
      request.onProgress?.(total, total);
      const records = request.files.map((file) => store(file.blob, file.fileName, false));
      return { status: 'S', msg: 'Uploaded', data: records as T };
    },
    async uploadLarge<T>(request: LargeUploadRequest): Promise<ApiEnvelope<T>> {
      request.onProgress?.(request.file.size, request.file.size);
      return { status: 'S', msg: 'Uploaded', data: [store(request.file, request.fileName, true)] as T };
    },
    async call<T>(request: FileCallRequest): Promise<ApiEnvelope<T>> {
      if (request.path !== FILE_PATHS.findByIds) return { status: 'E', msg: NOT_IN_PREVIEW, data: null as T };
      const ids = String(request.body?.ids ?? '').split(',').map(Number);
      return { status: 'S', msg: '', data: ids.flatMap((id) => (files.has(id) ? [files.get(id)?.record] : [])) as T };
    },
    async deleteFiles({ fileIds }): Promise<ApiEnvelope<null>> {
      for (const id of fileIds) files.delete(id);
      return { status: 'S', msg: 'Deleted', data: null };
    },
    headersFor: () => ({}),
  };
}
