import { Alert, Button, Message, Modal, Progress, Space, Typography } from '@arco-design/web-react';
import { useRef, useState } from 'react';
import type { ApiEnvelope } from '../../src/shared/api/envelope';
import type { ImportDone, ImportRejected } from '../../src/shared/api/import-answer';
import type { EntitySchema } from '../../src/shared/formats/entity-format';
import { useFileTransfer } from '../context/file-transfer-context';
import type { MenuContext } from '../data/data-adapter';
import type { DownloadRequest } from '../data/file-transfer';
import { useRendererI18n } from '../i18n/use-renderer-i18n';
import { ImportErrorTable } from './import-error-table';
import { IMPORT_RESULT_PATH, IMPORT_TEMPLATE_PATH, importExcelPath } from './import-paths';
import { saveDownloadedFile } from './save-downloaded-file';

export interface ImportDialogProps {
  entity: EntitySchema;
  menu: MenuContext;
  /** Parameters of the import besides the entity (an `intoHeader` import's header id). */
  params?: Readonly<Record<string, string>>;
  onClose: () => void;
  /** Every row was saved: the caller reloads what shows the entity. */
  onImported: () => void;
}

function isRejected(data: unknown): data is ImportRejected {
  return typeof data === 'object' && data !== null && Array.isArray((data as ImportRejected).errors);
}

/**
 * The import dialog (spec 000 §7 "Excel import"): download the entity's template, choose a filled-in
 * .xlsx, upload it with progress; success closes the dialog and reloads the list, rows with errors are
 * listed (row, column, message) with the marked workbook to download, fix and import again.
 */
export function ImportDialog({ entity, menu, params = {}, onClose, onImported }: ImportDialogProps) {
  const transfer = useFileTransfer();
  const { t, text } = useRendererI18n();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [rejected, setRejected] = useState<ImportRejected | null>(null);

  const download = async (request: DownloadRequest) => {
    const answer = await transfer.download(request);
    if (answer.kind === 'file') saveDownloadedFile(answer.blob, answer.fileName);
    else Message.error(answer.envelope.msg);
  };

  const choose = (chosen: File | undefined) => {
    setFailure(null);
    setRejected(null);
    if (chosen && !/\.xlsx$/i.test(chosen.name)) {
      setFile(null);
      setFileError(t('importDialog.onlyXlsx'));
      return;
    }
    setFile(chosen ?? null);
    setFileError(null);
  };

  const start = async () => {
    if (!file) return;
    setFailure(null);
    setRejected(null);
    setProgress(0);
    let answer: ApiEnvelope<ImportDone | ImportRejected | null>;
    try {
      answer = await transfer.upload<ImportDone | ImportRejected | null>({
        path: importExcelPath(entity.name, params),
        files: [{ blob: file, fileName: file.name }],
        menu,
        onProgress: (loaded, total) => setProgress(total > 0 ? Math.round((loaded / total) * 100) : 0),
      });
    } catch (error) {
      setFailure(t('importDialog.failed', { msg: error instanceof Error ? error.message : String(error) }));
      return;
    } finally {
      setProgress(null);
    }
    if (answer.status === 'S') {
      Message.success(answer.msg);
      onImported();
      onClose();
      return;
    }
    setFailure(answer.msg);
    if (isRejected(answer.data)) setRejected(answer.data);
  };

  const busy = progress !== null;
  const resultId = rejected?.resultId;
  return (
    <Modal
      visible
      title={t('importDialog.title', { entity: text(entity.label) })}
      onCancel={onClose}
      maskClosable={false}
      style={{ width: 760 }}
      footer={
        <Space>
          <Button onClick={onClose}>{t('importDialog.close')}</Button>
          <Button type="primary" disabled={!file || busy} loading={busy} onClick={() => void start()}>
            {busy ? t('importDialog.uploading') : t('importDialog.start')}
          </Button>
        </Space>
      }
    >
      <Space direction="vertical" size="medium" style={{ width: '100%' }}>
        <Typography.Text type="secondary">{t('importDialog.steps')}</Typography.Text>
        <Space>
          <Button onClick={() => void download({ method: 'POST', path: IMPORT_TEMPLATE_PATH, body: { ...params, entity: entity.name }, menu })}>
            {t('importDialog.downloadTemplate')}
          </Button>
          <Button disabled={busy} onClick={() => input.current?.click()}>
            {t('importDialog.chooseFile')}
          </Button>
          <Typography.Text data-testid="import-file-name">{file?.name ?? t('importDialog.noFile')}</Typography.Text>
          <input
            ref={input}
            type="file"
            aria-label={t('importDialog.chooseFile')}
            accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            style={{ display: 'none' }}
            onChange={(event) => {
              choose(event.target.files?.[0]);
              // The same file chosen again after fixing it must fire a change too.
              event.target.value = '';
            }}
          />
        </Space>
        {fileError && <Alert type="warning" content={fileError} />}
        {progress !== null && <Progress percent={progress} />}
        {failure && <Alert type="error" content={failure} />}
        {rejected && <ImportErrorTable rejected={rejected} />}
        {resultId && (
          <Space>
            <Button status="danger" onClick={() => void download({ method: 'POST', path: IMPORT_RESULT_PATH, body: { resultId }, menu })}>
              {t('importDialog.downloadErrors')}
            </Button>
            <Typography.Text type="secondary">{t('importDialog.errorsFileHint')}</Typography.Text>
          </Space>
        )}
      </Space>
    </Modal>
  );
}
