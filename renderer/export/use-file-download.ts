import { Message } from '@arco-design/web-react';
import { useCallback } from 'react';
import { useOptionalFileTransfer } from '../context/file-transfer-context';
import type { DownloadRequest } from '../data/file-transfer';
import { useRendererI18n } from '../i18n/use-renderer-i18n';
import { saveDownloadedFile } from '../import/save-downloaded-file';

/**
 * Downloads a file answer (an export, a stored export file) and hands it to the browser, with a message
 * while it comes; an envelope sent instead shows its msg as an error (spec 000 §8). Answers whether a
 * file was saved.
 */
export function useFileDownload(): (request: DownloadRequest) => Promise<boolean> {
  const transfer = useOptionalFileTransfer();
  const { t } = useRendererI18n();
  return useCallback(
    async (request: DownloadRequest) => {
      if (!transfer) {
        // Previews (Storybook) have a data adapter but no file service.
        Message.warning(t('list.noFileTransfer'));
        return false;
      }
      const close = Message.loading({ content: t('list.exporting'), duration: 0 });
      try {
        const result = await transfer.download(request);
        if (result.kind === 'envelope') {
          Message.error(result.envelope.msg);
          return false;
        }
        saveDownloadedFile(result.blob, result.fileName);
        Message.success(t('list.downloaded', { fileName: result.fileName }));
        return true;
      } catch (failure) {
        Message.error(failure instanceof Error ? failure.message : String(failure));
        return false;
      } finally {
        close();
      }
    },
    [transfer, t],
  );
}
