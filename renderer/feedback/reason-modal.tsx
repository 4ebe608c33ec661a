import { Form, Input, Modal, Select } from '@arco-design/web-react';
import { useState } from 'react';
import { useRendererI18n } from '../i18n/use-renderer-i18n';

/** A choice asked beside the reason (where a rejection sends a process back to): its label and options, the first preselected. */
export interface ReasonChoice {
  label: string;
  options: { value: string; label: string }[];
}

/**
 * Asks for the reason of an action that needs one (reject), sent as `comment`; required unless `optional`
 * (an approval's comment). With a `choice`, also one of its options, answered beside the reason.
 */
export function ReasonModal({
  actionLabel,
  optional = false,
  choice,
  onSubmit,
  onCancel,
}: {
  actionLabel: string;
  optional?: boolean;
  choice?: ReasonChoice;
  onSubmit: (reason: string, chosen?: string) => void;
  onCancel: () => void;
}) {
  const { t } = useRendererI18n();
  const [reason, setReason] = useState('');
  const [chosen, setChosen] = useState(choice?.options[0]?.value);
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
        if (!missing) onSubmit(reason.trim(), chosen);
      }}
      onCancel={onCancel}
      unmountOnExit
    >
      <Form layout="vertical">
        {choice && (
          <Form.Item label={choice.label}>
            <Select aria-label={choice.label} value={chosen} onChange={(value: string) => setChosen(value)}>
              {choice.options.map((option) => (
                <Select.Option key={option.value} value={option.value}>
                  {option.label}
                </Select.Option>
              ))}
            </Select>
          </Form.Item>
        )}
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
