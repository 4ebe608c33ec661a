import { Button, Message, Typography } from '@arco-design/web-react';
import { IconClose } from '@arco-design/web-react/icon';
import { useEffect, useState } from 'react';
import { useOptionalFileTransfer } from '../../context/file-transfer-context';
import type { MenuContext } from '../../data/data-adapter';
import { FILE_PATHS } from '../../data/file-paths';
import { useRendererI18n } from '../../i18n/use-renderer-i18n';

/** Spec 000 §9: overlays at z-index 1100. */
const OVERLAY_Z_INDEX = 1100;

export interface PdfViewerOverlayProps {
  visible: boolean;
  fileId: number | string | null | undefined;
  fileName?: string;
  menu?: MenuContext;
  onClose(): void;
}

/**
 * The PDF viewer of spec 000 (§2, §4, §8): hidden until a file id is given, then the preview of that file
 * (doFilePdfView: the PDF, or a document made into one) in a frame over the page, with a close button.
 * Asked to show without a file id, it says so; a preview that fails to load is ignored silently.
 */
export function PdfViewerOverlay({ visible, fileId, fileName, menu, onClose }: PdfViewerOverlayProps) {
  const transfer = useOptionalFileTransfer();
  const { t } = useRendererI18n();
  const [url, setUrl] = useState<string | null>(null);
  const hasId = fileId !== null && fileId !== undefined && fileId !== '';

  useEffect(() => {
    if (!visible) return;
    if (!hasId) {
      Message.error(t('attachment.noFileId'));
      onClose();
      return;
    }
    if (!transfer) return;
    let current = true;
    let made: string | null = null;
    void transfer
      .download({ method: 'POST', path: FILE_PATHS.pdfView, body: { id: fileId }, menu })
      .then((result) => {
        if (!current || result.kind !== 'file') return;
        made = URL.createObjectURL(result.blob.type === 'application/pdf' ? result.blob : new Blob([result.blob], { type: 'application/pdf' }));
        setUrl(made);
      })
      .catch(() => undefined);
    return () => {
      current = false;
      if (made) URL.revokeObjectURL(made);
      setUrl(null);
    };
  }, [visible, hasId, fileId, transfer, menu, onClose, t]);

  if (!visible || !url) return null;
  return (
    <div className="srm-pdf-viewer" role="dialog" aria-label={fileName ?? t('attachment.preview')} style={{ position: 'fixed', inset: 0, zIndex: OVERLAY_Z_INDEX, background: 'rgba(0, 0, 0, 0.6)', display: 'flex', flexDirection: 'column', padding: 24 }}>
      <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', background: 'var(--color-bg-2)', padding: '8px 12px' }}>
        <Typography.Text bold>{fileName}</Typography.Text>
        <Button icon={<IconClose />} aria-label={t('attachment.close')} onClick={onClose}>
          {t('attachment.close')}
        </Button>
      </div>
      <iframe title={fileName ?? 'PDF'} src={url} style={{ flex: 1, width: '100%', border: 0, background: '#fff' }} />
    </div>
  );
}
