import { Form, Input, Modal } from '@arco-design/web-react';
import { useState } from 'react';
import { useRendererI18n } from '../i18n/use-renderer-i18n';

/**
 * Asks for the reason of an action that needs one (reject), sent as `comment`; required unless `optional`
 * (an approval's comment).
 */
export function ReasonModal({
  actionLabel,
  optional = false,
  onSubmit,
  onCancel,
}: {
  actionLabel: string;
  optional?: boolean;
  onSubmit: (reason: string) => void;
  onCancel: () => void;
}) {
  const { t } = useRendererI18n();
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const missing = !optional && reason.trim() === '';
  return (
    <Modal
      visible
      title={t(optional ? 'edit.commentTitle' : 'edit.reasonTitle', { action: actionLabel })}
      okText={t('common.ok')}
      cancelText={t('common.cancel')}
      onOk={() => {
        setTouched(true);
        if (!missing) onSubmit(reason.trim());
      }}
      onCancel={onCancel}
      unmountOnExit
    >
      <Form layout="vertical">
        <Form.Item
          label={optional ? t('edit.commentLabel') : t('edit.reasonLabel')}
          required={!optional}
          validateStatus={touched && missing ? 'error' : undefined}
          help={touched && missing ? t('edit.reasonRequired') : undefined}
        >
          <Input.TextArea
            aria-label={optional ? t('edit.commentLabel') : t('edit.reasonLabel')}
            value={reason}
            maxLength={500}
            rows={4}
            onChange={(text) => setReason(text)}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
