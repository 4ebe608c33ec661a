import { Button, Form, Input, InputNumber, Select, Space } from '@arco-design/web-react';
import { IconDelete, IconPlus } from '@arco-design/web-react/icon';
import { useEffect, useState } from 'react';
import { APPROVER_KINDS, REJECT_TO_SUBMITTER, SIGN_MODES, readApproval, type ApprovalRule } from '../../../src/shared/bpm/srm-moddle';
import { useRendererI18n } from '../../i18n/use-renderer-i18n';
import { approvalExtensionElements } from '../srm-extensions';
import type { DiagramElement, ModelerLike } from './modeler-services';

const MODE_LABELS = { any: 'bpm.modeAny', all: 'bpm.modeAll', sequential: 'bpm.modeSequential' } as const;
const KIND_LABELS = { user: 'bpm.approverUser', role: 'bpm.approverRole' } as const;

/**
 * A user task's `<srm:approval>`: sign mode, due hours, where a rejection may send the process back to, and
 * approvers (a user name or a responsibility code).
 * The rows are a draft so a new, still empty approver can be typed; every change writes the rule (without
 * empty rows) through bpmn-js's modeling, so it is undone and saved like any other edit.
 */
export function ApprovalProperties({ modeler, element }: { modeler: ModelerLike; element: DiagramElement }) {
  const { t } = useRendererI18n();
  const [draft, setDraft] = useState<ApprovalRule>(() => readApproval(element.businessObject) ?? { mode: 'any', dueHours: null, approvers: [] });
  useEffect(() => setDraft(readApproval(element.businessObject) ?? { mode: 'any', dueHours: null, approvers: [] }), [element]);

  const change = (next: ApprovalRule) => {
    setDraft(next);
    const extensionElements = approvalExtensionElements(modeler.get('moddle'), element.businessObject, next);
    modeler.get('modeling').updateProperties(element, { extensionElements });
  };
  const setApprover = (index: number, patch: Partial<ApprovalRule['approvers'][number]>) =>
    change({ ...draft, approvers: draft.approvers.map((approver, i) => (i === index ? { ...approver, ...patch } : approver)) });

  return (
    <>
      <Form.Item label={t('bpm.signMode')}>
        <Select aria-label={t('bpm.signMode')} value={draft.mode} onChange={(mode: string) => change({ ...draft, mode })}>
          {SIGN_MODES.map((mode) => (
            <Select.Option key={mode} value={mode}>
              {t(MODE_LABELS[mode])}
            </Select.Option>
          ))}
        </Select>
      </Form.Item>
      <Form.Item label={t('bpm.dueHours')}>
        <InputNumber
          aria-label={t('bpm.dueHours')}
          min={1}
          precision={0}
          value={draft.dueHours ?? undefined}
          onChange={(value) => change({ ...draft, dueHours: typeof value === 'number' ? value : null })}
        />
      </Form.Item>
      <Form.Item label={t('bpm.rejectTo')} extra={t('bpm.rejectToHint')}>
        <Input
          aria-label={t('bpm.rejectTo')}
          placeholder={REJECT_TO_SUBMITTER}
          value={draft.rejectTo ?? ''}
          onChange={(rejectTo) => change({ ...draft, rejectTo })}
        />
      </Form.Item>
      <Form.Item label={t('bpm.approvers')}>
        <Space direction="vertical" style={{ width: '100%' }}>
          {draft.approvers.map((approver, index) => (
            <Space key={index} className="srm-approver-row">
              <Select aria-label={`${t('bpm.approvers')} ${index + 1}`} style={{ width: 100 }} value={approver.kind} onChange={(kind: string) => setApprover(index, { kind })}>
                {APPROVER_KINDS.map((kind) => (
                  <Select.Option key={kind} value={kind}>
                    {t(KIND_LABELS[kind])}
                  </Select.Option>
                ))}
              </Select>
              <Input
                aria-label={`${t('bpm.approverValue')} ${index + 1}`}
                placeholder={t('bpm.approverValue')}
                style={{ width: 150 }}
                value={approver.value}
                onChange={(value) => setApprover(index, { value })}
              />
              <Button
                aria-label={t('bpm.removeApprover')}
                icon={<IconDelete />}
                size="small"
                onClick={() => change({ ...draft, approvers: draft.approvers.filter((_, i) => i !== index) })}
              />
            </Space>
          ))}
          <Button size="small" icon={<IconPlus />} onClick={() => setDraft({ ...draft, approvers: [...draft.approvers, { kind: 'user', value: '' }] })}>
            {t('bpm.addApprover')}
          </Button>
        </Space>
      </Form.Item>
    </>
  );
}
