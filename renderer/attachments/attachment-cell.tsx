import { Link } from '@arco-design/web-react';
import { IconAttachment } from '@arco-design/web-react/icon';
import { useState } from 'react';
import { LazyModal } from '../feedback/lazy-modal';
import { useRendererI18n } from '../i18n/use-renderer-i18n';
import { LazyAttachmentField } from './lazy-attachment-field';
import { attachmentIds, type AttachmentRules } from './attachment-rules';

/** Spec 000 §9: modals sit at z-index 1100. */
const MODAL_Z_INDEX = 1100;

export interface AttachmentCellProps {
  rules: AttachmentRules;
  value: unknown;
  onChange?: (value: string | null) => void;
  row?: Readonly<Record<string, unknown>>;
  readOnly?: boolean;
}

/**
 * An attachment column's cell (spec 000 §3 upload column): the count of files as a link that opens the
 * same widget as the form's, in a modal, so a line's files are handled like a header's.
 */
export function AttachmentCell({ rules, value, onChange, row, readOnly = false }: AttachmentCellProps) {
  const { t } = useRendererI18n();
  const [open, setOpen] = useState(false);
  const count = attachmentIds(value).length;
  return (
    <>
      <Link
        icon={<IconAttachment />}
        data-attachment-cell={rules.field}
        onClick={(event) => {
          event.stopPropagation();
          setOpen(true);
        }}
      >
        {t('attachment.count', { count })}
      </Link>
      <LazyModal title={t('attachment.title')} visible={open} footer={null} style={{ width: 760 }} wrapStyle={{ zIndex: MODAL_Z_INDEX }} maskStyle={{ zIndex: MODAL_Z_INDEX }} onCancel={() => setOpen(false)} unmountOnExit>
        <LazyAttachmentField rules={rules} value={value} onChange={onChange} row={row} readOnly={readOnly || !onChange} />
      </LazyModal>
    </>
  );
}
