import { Message } from '@arco-design/web-react';
import { useCallback, useEffect, useState, type ReactElement } from 'react';
import type { AttachmentFile } from '../../src/shared/api/attachment-file';
import { useOptionalFileTransfer } from '../context/file-transfer-context';
import type { MenuContext } from '../data/data-adapter';
import { FILE_PATHS } from '../data/file-paths';
import { IMAGE_SUFFIXES, LARGE_FILE_THRESHOLD } from '../descriptors/attachment-limits';
import { useConfirm } from '../feedback/use-confirm';
import { useRendererI18n } from '../i18n/use-renderer-i18n';
import { saveDownloadedFile } from '../import/save-downloaded-file';

/** Spec 000 §5: what can be previewed online; pictures open in the image viewer, the rest as PDF. */
const PDF_PREVIEW_SUFFIXES = new Set(['pdf', 'txt', 'doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx']);
const IMAGE_PREVIEW_SUFFIXES = new Set<string>(IMAGE_SUFFIXES);

export type OpenViewer = { kind: 'image'; src: string; fileName: string; file: AttachmentFile } | { kind: 'pdf'; fileId: number; fileName: string } | null;

export interface AttachmentActions {
  viewer: OpenViewer;
  closeViewer(): void;
  preview(file: AttachmentFile): Promise<void>;
  download(file: AttachmentFile): Promise<void>;
  downloadAll(files: readonly AttachmentFile[]): Promise<void>;
  remove(file: AttachmentFile): Promise<void>;
  /** The confirmation dialog's holder: render it once. */
  holder: ReactElement;
}

/** Hands the browser a link to save from (a large file streams to disk instead of into memory). */
function followLink(url: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}

/**
 * Preview, download and delete of a widget's files, with the messages of spec 000 §8. Deleting asks
 * first (error-styled), then tells the user to save the document, whose attachment ids changed.
 */
export function useAttachmentActions(menu: MenuContext, onRemoved: (file: AttachmentFile) => void): AttachmentActions {
  const transfer = useOptionalFileTransfer();
  const { t } = useRendererI18n();
  const [confirm, holder] = useConfirm();
  const [viewer, setViewer] = useState<OpenViewer>(null);

  useEffect(() => () => {
    if (viewer?.kind === 'image') URL.revokeObjectURL(viewer.src);
  }, [viewer]);

  const closeViewer = useCallback(() => setViewer(null), []);

  const preview = useCallback(
    async (file: AttachmentFile) => {
      if (!transfer) return;
      if (PDF_PREVIEW_SUFFIXES.has(file.suffixName)) {
        setViewer({ kind: 'pdf', fileId: file.fileId, fileName: file.originalFileName });
        return;
      }
      if (!IMAGE_PREVIEW_SUFFIXES.has(file.suffixName)) {
        Message.error(t('attachment.previewUnsupported'));
        return;
      }
      const result = await transfer.download({ method: 'POST', path: FILE_PATHS.pdfView, body: { id: file.fileId }, menu });
      if (result.kind === 'envelope') {
        Message.error(result.envelope.msg);
        return;
      }
      setViewer({ kind: 'image', src: URL.createObjectURL(result.blob), fileName: file.originalFileName, file });
    },
    [transfer, menu, t],
  );

  const download = useCallback(
    async (file: AttachmentFile) => {
      if (!transfer) return;
      if (file.largeFlag === 'Y' || file.fileSize > LARGE_FILE_THRESHOLD) {
        const answer = await transfer.call<{ url: string }>({ path: FILE_PATHS.fileUrl, body: { fileId: file.fileId }, menu });
        if (answer.status === 'S' && answer.data) followLink(answer.data.url);
        else Message.error(answer.msg);
        return;
      }
      const result = await transfer.download({ method: 'POST', path: FILE_PATHS.download, body: { fileId: file.fileId }, menu });
      if (result.kind === 'envelope') Message.error(result.envelope.msg);
      else saveDownloadedFile(result.blob, file.originalFileName);
    },
    [transfer, menu],
  );

  const downloadAll = useCallback(
    async (files: readonly AttachmentFile[]) => {
      if (!transfer || files.length === 0) return;
      const result = await transfer.download({ method: 'POST', path: FILE_PATHS.batchDownload, body: { fileIds: files.map((file) => file.fileId).join(',') }, menu });
      if (result.kind === 'envelope') Message.error(result.envelope.msg);
      else saveDownloadedFile(result.blob, result.fileName);
    },
    [transfer, menu],
  );

  const remove = useCallback(
    async (file: AttachmentFile) => {
      if (!transfer || !(await confirm({ title: t('attachment.deleteConfirm'), danger: true }))) return;
      const answer = await transfer.deleteFiles({ fileIds: [file.fileId], menu });
      if (answer.status !== 'S') {
        Message.error(answer.msg);
        return;
      }
      onRemoved(file);
      Message.success(t('attachment.deleted'));
    },
    [transfer, menu, confirm, onRemoved, t],
  );

  return { viewer, closeViewer, preview, download, downloadAll, remove, holder };
}
