import { Message } from '@arco-design/web-react';
import { useCallback, useState } from 'react';
import type { AttachmentFile } from '../../src/shared/api/attachment-file';
import type { ApiEnvelope } from '../../src/shared/api/envelope';
import { useOptionalFileTransfer } from '../context/file-transfer-context';
import type { MenuContext } from '../data/data-adapter';
import { FILE_PATHS } from '../data/file-paths';
import { LARGE_FILE_THRESHOLD } from '../descriptors/attachment-limits';
import { useRendererI18n } from '../i18n/use-renderer-i18n';
import type { AttachmentRules } from './attachment-rules';

/** Spec 000 §8: an upload failure shows the server's message for 2.5 seconds. */
const UPLOAD_ERROR_MS = 2500;

export interface AttachmentUpload {
  /** 0-100 while uploading, null when idle. */
  percent: number | null;
  upload(files: readonly File[]): Promise<void>;
}

/**
 * The upload of a widget (spec 000 §4): idle, uploading with a percentage, then the new files handed to
 * `onUploaded`, or the progress reset and the server's message shown. Files up to 100 MB go in one
 * multipart call each; larger ones over the resumable large-file upload.
 */
export function useAttachmentUpload(rules: AttachmentRules, businessId: unknown, menu: MenuContext, onUploaded: (files: AttachmentFile[]) => void): AttachmentUpload {
  const transfer = useOptionalFileTransfer();
  const { t } = useRendererI18n();
  const [percent, setPercent] = useState<number | null>(null);

  const upload = useCallback(
    async (files: readonly File[]) => {
      if (!transfer || files.length === 0) return;
      const total = files.reduce((sum, file) => sum + file.size, 0) || 1;
      let done = 0;
      const uploaded: AttachmentFile[] = [];
      const parameters: Record<string, string> = { entity: rules.entity, field: rules.field };
      if (rules.documentKey && businessId !== undefined && businessId !== null && businessId !== '') parameters.businessId = String(businessId);
      setPercent(0);
      for (const file of files) {
        const onProgress = (loaded: number) => setPercent(Math.min(99, Math.floor(((done + loaded) * 100) / total)));
        const answer: ApiEnvelope<AttachmentFile[]> =
          file.size > LARGE_FILE_THRESHOLD
            ? await transfer.uploadLarge<AttachmentFile[]>({ path: FILE_PATHS.largeUpload, file, fileName: file.name, metadata: parameters, menu, onProgress })
            : await transfer.upload<AttachmentFile[]>({
                path: `${FILE_PATHS.upload}?${new URLSearchParams(parameters).toString()}`,
                files: [{ blob: file, fileName: file.name }],
                menu,
                onProgress,
              });
        if (answer.status !== 'S' || !Array.isArray(answer.data)) {
          setPercent(null);
          if (uploaded.length > 0) onUploaded(uploaded);
          Message.error({ content: answer.msg, duration: UPLOAD_ERROR_MS });
          return;
        }
        uploaded.push(...answer.data);
        done += file.size;
      }
      setPercent(100);
      onUploaded(uploaded);
      Message.success(t('attachment.uploaded'));
      setPercent(null);
    },
    [transfer, rules, businessId, menu, onUploaded, t],
  );

  return { percent, upload };
}
