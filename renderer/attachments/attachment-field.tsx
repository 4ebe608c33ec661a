import { Button, Link, Message, Progress, Space, Table, Typography, type TableColumnProps } from '@arco-design/web-react';
import { IconDownload, IconUpload } from '@arco-design/web-react/icon';
import { useCallback, useRef, useState, type ChangeEvent } from 'react';
import type { AttachmentFile } from '../../src/shared/api/attachment-file';
import { useScreenContext } from '../context/screen-context';
import { useRendererI18n } from '../i18n/use-renderer-i18n';
import { formatFileSize } from '../../src/shared/numbers/file-size';
import { attachmentIds, type AttachmentRules } from './attachment-rules';
import { AttachmentViewers } from './attachment-viewers';
import { selectionProblem } from './selection-check';
import { useAttachmentActions } from './use-attachment-actions';
import { useAttachmentFiles } from './use-attachment-files';
import { useAttachmentPermissions } from './use-attachment-permissions';
import { useAttachmentUpload } from './use-attachment-upload';
import { ImageViewerModal } from './viewers/image-viewer-modal';

/** Spec 000 §9: the attachment list is at most 240 high. */
export const ATTACHMENT_LIST_MAX_HEIGHT = 240;

export interface AttachmentFieldProps {
  rules: AttachmentRules;
  /** The field's value: file ids joined by commas. */
  value: unknown;
  onChange?: (value: string | null) => void;
  /** The record the field belongs to (its saved id goes with uploads to a header field). */
  row?: Readonly<Record<string, unknown>>;
  readOnly?: boolean;
}

/**
 * The attachment widget of spec 000 (§2, §4, §5, §8): upload with progress, the list of files with
 * preview, download and delete, each button shown only where its resource code is granted. Every change
 * writes the ids, joined by commas, into the bound field; the document is saved as usual.
 */
export function AttachmentField({ rules, value, onChange, row, readOnly = false }: AttachmentFieldProps) {
  const { t } = useRendererI18n();
  const { menu } = useScreenContext();
  const may = useAttachmentPermissions(rules);
  const input = useRef<HTMLInputElement>(null);
  const list = useAttachmentFiles(value, menu);
  const { files, replace } = list;

  // The field's ids are what the document keeps: a change starts from them, not from the list shown, which may
  // still be loading (an upload before it arrived would otherwise drop the files already there).
  const write = useCallback(
    (next: AttachmentFile[], ids: number[]) => {
      replace(next);
      onChange?.(ids.length > 0 ? ids.join(',') : null);
    },
    [replace, onChange],
  );
  const onUploaded = useCallback(
    (added: AttachmentFile[]) => write([...files, ...added], [...new Set([...attachmentIds(value), ...added.map((file) => file.fileId)])]),
    [files, value, write],
  );
  const onRemoved = useCallback(
    (removed: AttachmentFile) => write(files.filter((file) => file.fileId !== removed.fileId), attachmentIds(value).filter((id) => id !== removed.fileId)),
    [files, value, write],
  );
  const { percent, upload } = useAttachmentUpload(rules, rules.documentKey ? row?.[rules.documentKey] : undefined, menu, onUploaded);
  const actions = useAttachmentActions(menu, onRemoved);

  const [cropping, setCropping] = useState<{ src: string; fileName: string } | null>(null);
  const chosen = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = Array.from(event.target.files ?? []);
    event.target.value = '';
    const problem = selectionProblem(picked, rules, attachmentIds(value).length, t);
    if (problem) {
      Message.error(problem);
      return;
    }
    if (rules.crop && picked.length === 1) setCropping({ src: URL.createObjectURL(picked[0]), fileName: picked[0].name });
    else void upload(picked);
  };
  const endCropping = (result?: { blob: Blob; fileName: string }) => {
    if (cropping) URL.revokeObjectURL(cropping.src);
    setCropping(null);
    if (result) void upload([new File([result.blob], result.fileName, { type: 'image/png' })]);
  };

  const full = attachmentIds(value).length >= rules.maxCount;
  const columns: TableColumnProps<AttachmentFile>[] = [
    { title: t('attachment.fileName'), dataIndex: 'originalFileName', ellipsis: true },
    { title: t('attachment.fileSize'), dataIndex: 'fileSize', width: 100, render: (size: number) => formatFileSize(size) },
    { title: t('attachment.uploadedAt'), dataIndex: 'creationDate', width: 170 },
    {
      title: t('attachment.operate'),
      key: 'operate',
      width: 170,
      render: (_value: unknown, file: AttachmentFile) => (
        <Space size={8}>
          {may.preview && <Link onClick={() => void actions.preview(file)}>{t('attachment.preview')}</Link>}
          {may.download && <Link onClick={() => void actions.download(file)}>{t('attachment.download')}</Link>}
          {may.delete && !readOnly && (
            <Link status="error" onClick={() => void actions.remove(file)}>
              {t('attachment.delete')}
            </Link>
          )}
        </Space>
      ),
    },
  ];

  return (
    <div className="srm-attachment" data-attachment={rules.field} style={{ width: '100%' }}>
      <Space style={{ marginBottom: 8 }} wrap>
        {!readOnly && may.upload && (
          <Button size="small" type="primary" icon={<IconUpload />} disabled={full || percent !== null} onClick={() => input.current?.click()}>
            {t('attachment.upload')}
          </Button>
        )}
        {may.download && files.length > 1 && (
          <Button size="small" icon={<IconDownload />} onClick={() => void actions.downloadAll(files)}>
            {t('attachment.downloadAll')}
          </Button>
        )}
        {!readOnly && may.upload && (
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {rules.extensions ? t('attachment.allowed', { list: rules.extensions.join(', ') }) : ''} {t('attachment.limits', { max: formatFileSize(rules.maxSize), count: rules.maxCount })}
          </Typography.Text>
        )}
      </Space>
      {percent !== null && <Progress percent={percent} size="small" style={{ marginBottom: 8 }} />}
      <Table<AttachmentFile>
        size="small"
        rowKey="fileId"
        columns={columns}
        data={files}
        loading={list.loading}
        pagination={false}
        border={{ wrapper: true, cell: false }}
        scroll={{ y: ATTACHMENT_LIST_MAX_HEIGHT }}
        noDataElement={<Typography.Text type="secondary">{list.error ?? t('attachment.none')}</Typography.Text>}
      />
      <input
        ref={input}
        type="file"
        hidden
        multiple={!rules.crop && rules.maxCount - files.length > 1}
        accept={rules.extensions?.map((suffix) => `.${suffix}`).join(',')}
        aria-label={t('attachment.upload')}
        onChange={chosen}
      />
      <AttachmentViewers actions={actions} menu={menu} />
      {rules.crop && <ImageViewerModal visible={cropping !== null} image={cropping} cropping onConfirm={endCropping} onCancel={() => endCropping()} />}
      {actions.holder}
    </div>
  );
}
