import { Form, Input, Modal } from '@arco-design/web-react';
import { useState } from 'react';
import { useRendererI18n } from '../i18n/use-renderer-i18n';

/** Asks for the reason of an action that needs one (reject); the reason is required (sent as `comment`). */
export function ReasonModal({
  actionLabel,
  onSubmit,
  onCancel,
}: {
  actionLabel: string;
  onSubmit: (reason: string) => void;
  onCancel: () => void;
}) {
  const { t } = useRendererI18n();
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const missing = reason.trim() === '';
  return (
    <Modal
      visible
      title={t('edit.reasonTitle', { action: actionLabel })}
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
          label={t('edit.reasonLabel')}
          required
          validateStatus={touched && missing ? 'error' : undefined}
          help={touched && missing ? t('edit.reasonRequired') : undefined}
        >
          <Input.TextArea
            aria-label={t('edit.reasonLabel')}
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
