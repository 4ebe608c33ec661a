import { Button, Space, Typography } from '@arco-design/web-react';
import { IconPrinter } from '@arco-design/web-react/icon';
import { useEffect } from 'react';
import { createPortal } from 'react-dom';
import { useRendererI18n } from '../../../i18n/use-renderer-i18n';
import type { EditRecord } from '../edit-record';
import { PrintDocument } from './print-document';
import type { PrintModel } from './print-model';
import './print-preview.css';

/** Paper sizes in millimetres, portrait. */
const PAPER_MM = { A4: [210, 297], A5: [148, 210] } as const;
/** The page margin on paper; the preview shows the same white border. */
const MARGIN_MM = 12;

/** `@page` for this layout, in the document while the preview is open (the browser's print reads it). */
function PageRule({ print }: { print: PrintModel }) {
  return <style data-srm-print-page="">{`@page { size: ${print.paper} ${print.orientation}; margin: ${MARGIN_MM}mm; }`}</style>;
}

export interface PrintPreviewProps {
  print: PrintModel;
  /** The record as last read from the server: what is printed. */
  record: EditRecord;
  /** The screen holds changes not saved yet: they are not printed, and the preview says so. */
  unsavedChanges: boolean;
  onClose: () => void;
}

/**
 * The print preview: an overlay over the page holding the document on a sheet of its paper size, with
 * a button that opens the browser's print dialog (a printer, or "save as PDF"). While it is open, the
 * print rules show only the document on paper, with the layout's paper size and orientation.
 */
export function PrintPreview({ print, record, unsavedChanges, onClose }: PrintPreviewProps) {
  const { t } = useRendererI18n();
  const [shortSide, longSide] = PAPER_MM[print.paper];
  const width = print.orientation === 'portrait' ? shortSide : longSide;
  const height = print.orientation === 'portrait' ? longSide : shortSide;
  useEffect(() => {
    const close = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    document.addEventListener('keydown', close);
    return () => document.removeEventListener('keydown', close);
  }, [onClose]);
  return createPortal(
    <div className="srm-print-overlay" role="dialog" aria-modal="true" aria-label={t('edit.printPreview')}>
      <PageRule print={print} />
      <div className="srm-print-toolbar">
        <Space size={12} align="center">
          <Typography.Text bold>{t('edit.printPreview')}</Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t('edit.printHint')}
          </Typography.Text>
          {unsavedChanges && (
            <Typography.Text type="warning" style={{ fontSize: 12 }}>
              {t('edit.printUnsavedChanges')}
            </Typography.Text>
          )}
        </Space>
        <Space size={8}>
          <Button size="small" type="primary" icon={<IconPrinter />} onClick={() => window.print()}>
            {t('actions.print')}
          </Button>
          <Button size="small" onClick={onClose}>
            {t('edit.printClose')}
          </Button>
        </Space>
      </div>
      <div className="srm-print-scroll">
        <div className="srm-print-sheet" data-paper={`${print.paper}-${print.orientation}`} style={{ width: `${width}mm`, minHeight: `${height}mm`, padding: `${MARGIN_MM}mm` }}>
          <PrintDocument print={print} record={record} />
        </div>
      </div>
    </div>,
    document.body,
  );
}
