import { Form, Input, Modal } from '@arco-design/web-react';
import { useState } from 'react';
import { FieldEditor } from '../fields/field-editor';
import type { FieldSpec } from '../fields/field-spec';
import { useRendererI18n } from '../i18n/use-renderer-i18n';
import type { ButtonOperation } from '../descriptors/button.schema';

/** What an operation's dialog answers: its comment (undefined when none was given) and the values of its inputs by name. */
export interface OperationAnswer {
  comment?: string;
  values: Record<string, unknown>;
}

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}

/**
 * Asks for what a named operation needs besides its target: the values of its inputs (a user to hand a task
 * to, a position) and its comment as the descriptor's `operation.comment` says. Required ones must be given.
 */
export function OperationModal({
  actionLabel,
  comment,
  inputs,
  onSubmit,
  onCancel,
}: {
  actionLabel: string;
  comment: ButtonOperation['comment'];
  inputs: readonly FieldSpec[];
  onSubmit: (answer: OperationAnswer) => void;
  onCancel: () => void;
}) {
  const { t, text } = useRendererI18n();
  const [values, setValues] = useState<Record<string, unknown>>({});
  const [note, setNote] = useState('');
  const [touched, setTouched] = useState(false);
  const missingInputs = inputs.filter((spec) => spec.required && isEmpty(values[spec.name]));
  const missingComment = comment === 'required' && note.trim() === '';
  return (
    <Modal
      visible
      title={actionLabel}
      okText={t('common.ok')}
      cancelText={t('common.cancel')}
      onOk={() => {
        setTouched(true);
        if (missingInputs.length === 0 && !missingComment) onSubmit({ comment: note.trim() === '' ? undefined : note.trim(), values });
      }}
      onCancel={onCancel}
      unmountOnExit
    >
      <Form layout="vertical">
        {inputs.map((spec) => {
          const missing = touched && missingInputs.includes(spec);
          return (
            <Form.Item key={spec.name} label={text(spec.label)} required={spec.required} validateStatus={missing ? 'error' : undefined} help={missing ? t('common.required') : undefined}>
              <FieldEditor spec={spec} value={values[spec.name]} invalid={missing} onChange={(value) => setValues((current) => ({ ...current, [spec.name]: value }))} row={values} />
            </Form.Item>
          );
        })}
        {comment !== 'none' && (
          <Form.Item
            label={comment === 'required' ? t('edit.reasonLabel') : t('edit.commentLabel')}
            required={comment === 'required'}
            validateStatus={touched && missingComment ? 'error' : undefined}
            help={touched && missingComment ? t('edit.reasonRequired') : undefined}
          >
            <Input.TextArea aria-label={comment === 'required' ? t('edit.reasonLabel') : t('edit.commentLabel')} value={note} maxLength={500} rows={4} onChange={setNote} />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
