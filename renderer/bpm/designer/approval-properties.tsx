import { AutoComplete, Button, Form, Input, InputNumber, Select, Space, Typography } from '@arco-design/web-react';
import { IconDelete, IconPlus } from '@arco-design/web-react/icon';
import { useEffect, useState } from 'react';
import { APPROVER_KINDS, FORM_ACCESS, MAX_HEAD_LEVEL, REJECT_TO_SUBMITTER, SIGN_MODES, readApproval, type ApprovalRule, type ApproverKind } from '../../../src/shared/bpm/srm-moddle';
import { useRendererI18n } from '../../i18n/use-renderer-i18n';
import { approvalExtensionElements } from '../srm-extensions';
import type { DiagramElement, ModelerLike } from './modeler-services';
import { fieldChoices, useApproverChoices, type ApproverChoices, type Choice } from './use-approver-choices';

const MODE_LABELS = { any: 'bpm.modeAny', all: 'bpm.modeAll', sequential: 'bpm.modeSequential' } as const;
const KIND_LABELS = {
  user: 'bpm.approverUser',
  role: 'bpm.approverRole',
  processRole: 'bpm.approverProcessRole',
  orgPermit: 'bpm.approverOrgPermit',
  field: 'bpm.approverField',
  deptHead: 'bpm.approverDeptHead',
} as const;
const ACCESS_LABELS = { read: 'bpm.formAccessRead', edit: 'bpm.formAccessEdit' } as const;
const EMPTY: ApprovalRule = { mode: 'any', dueHours: null, approvers: [], formFields: [] };

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The levels a department-head rule may name: 1 the submitter's own department head, 2 the one above, ... */
function headLevelChoices(t: Translate): Choice[] {
  return Array.from({ length: MAX_HEAD_LEVEL }, (_, index) => {
    const level = index + 1;
    const label = level === 1 ? t('bpm.deptHeadOwn') : level === 2 ? t('bpm.deptHeadAbove') : t('bpm.deptHeadLevel', { level });
    return { value: String(level), label };
  });
}

/** What the value picker of an approver of this kind offers. */
function valueChoices(kind: string, choices: ApproverChoices, t: Translate): Choice[] {
  switch (kind as ApproverKind) {
    case 'user':
      return choices.users;
    case 'role':
    case 'orgPermit':
      return choices.roles;
    case 'processRole':
      return choices.processRoles;
    case 'field':
      return fieldChoices(choices, 'userFields');
    case 'deptHead':
      return headLevelChoices(t);
    default:
      return [];
  }
}

/** A text input suggesting the known values (a model may name what is not there yet: deploy says so). */
function ValuePicker({ label, value, options, onChange, width }: { label: string; value: string; options: Choice[]; onChange: (value: string) => void; width: number }) {
  return (
    <AutoComplete
      placeholder={label}
      style={{ width }}
      inputProps={{ 'aria-label': label }}
      value={value}
      data={options.map((choice) => ({ value: choice.value, name: choice.label }))}
      onChange={(next) => onChange(String(next ?? ''))}
    />
  );
}

/**
 * A user task's `<srm:approval>`: sign mode, due hours, where a rejection may send the process back to,
 * approvers (of each kind, with pickers over the users, responsibilities, process roles and the bound
 * documents' fields) and form permissions (the document fields the node opens to its approver). The rows
 * are a draft so a new, still empty row can be filled; every change writes the rule (without empty rows)
 * through bpmn-js's modeling, so it is undone and saved like any other edit.
 */
export function ApprovalProperties({ modeler, element, processKey }: { modeler: ModelerLike; element: DiagramElement; processKey: string }) {
  const { t } = useRendererI18n();
  const choices = useApproverChoices(processKey);
  const [draft, setDraft] = useState<ApprovalRule>(() => readApproval(element.businessObject) ?? EMPTY);
  useEffect(() => setDraft(readApproval(element.businessObject) ?? EMPTY), [element]);

  const change = (next: ApprovalRule) => {
    setDraft(next);
    const extensionElements = approvalExtensionElements(modeler.get('moddle'), element.businessObject, next);
    modeler.get('modeling').updateProperties(element, { extensionElements });
  };
  const setApprover = (index: number, patch: Partial<ApprovalRule['approvers'][number]>) =>
    change({ ...draft, approvers: draft.approvers.map((approver, i) => (i === index ? { ...approver, ...patch } : approver)) });
  const setFormField = (index: number, patch: Partial<ApprovalRule['formFields'][number]>) =>
    change({ ...draft, formFields: draft.formFields.map((field, i) => (i === index ? { ...field, ...patch } : field)) });
  const editable = fieldChoices(choices, 'editableFields');

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
              <Select aria-label={`${t('bpm.approvers')} ${index + 1}`} style={{ width: 120 }} value={approver.kind} onChange={(kind: string) => setApprover(index, { kind, value: '' })}>
                {APPROVER_KINDS.map((kind) => (
                  <Select.Option key={kind} value={kind}>
                    {t(KIND_LABELS[kind])}
                  </Select.Option>
                ))}
              </Select>
              <ValuePicker
                label={`${t('bpm.approverValue')} ${index + 1}`}
                width={150}
                value={approver.value}
                options={valueChoices(approver.kind, choices, t)}
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
      <Form.Item label={t('bpm.formFields')}>
        <Space direction="vertical" style={{ width: '100%' }}>
          <Typography.Text type="secondary">{t('bpm.formFieldsHint')}</Typography.Text>
          {draft.formFields.map((field, index) => (
            <Space key={index} className="srm-form-field-row">
              <ValuePicker
                label={`${t('bpm.formFieldName')} ${index + 1}`}
                width={170}
                value={field.name}
                options={editable}
                onChange={(name) => setFormField(index, { name })}
              />
              <Select aria-label={`${t('bpm.formFields')} ${index + 1}`} style={{ width: 100 }} value={field.access} onChange={(access: string) => setFormField(index, { access })}>
                {FORM_ACCESS.map((access) => (
                  <Select.Option key={access} value={access}>
                    {t(ACCESS_LABELS[access])}
                  </Select.Option>
                ))}
              </Select>
              <Button
                aria-label={t('bpm.removeApprover')}
                icon={<IconDelete />}
                size="small"
                onClick={() => change({ ...draft, formFields: draft.formFields.filter((_, i) => i !== index) })}
              />
            </Space>
          ))}
          <Button size="small" icon={<IconPlus />} onClick={() => setDraft({ ...draft, formFields: [...draft.formFields, { name: '', access: 'edit' }] })}>
            {t('bpm.addFormField')}
          </Button>
        </Space>
      </Form.Item>
    </>
  );
}
