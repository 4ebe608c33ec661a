import { Space, Tag, Typography } from '@arco-design/web-react';
import { ButtonBar } from '../../buttons/button-bar';
import type { ButtonModel } from '../../buttons/button-model';
import { useRendererI18n } from '../../i18n/use-renderer-i18n';
import { useLookup } from '../../lookups/use-lookup';
import type { RecordValues } from './edit-record';
import type { EditScreenModel } from './edit-model';

function StatusTag({ model, header }: { model: EditScreenModel; header: RecordValues }) {
  const workflow = model.entity.workflow;
  const { meaningOf } = useLookup(workflow?.statusLookup);
  if (!workflow) return null;
  const status = header[workflow.statusField];
  if (status === undefined || status === null || status === '') return null;
  const editable = workflow.editableIn.includes(String(status));
  return (
    <Tag size="small" color={editable ? 'arcoblue' : 'gray'} data-status={String(status)}>
      {meaningOf(status)}
    </Tag>
  );
}

/** Title, record code and status on the left; the buttons this user may use on the right. */
/** Buttons that act on the record itself (not save, print or back). */
const ACTING_KINDS: ReadonlySet<ButtonModel['kind']> = new Set(['workflow', 'command', 'generate', 'operation']);

export function EditHeaderBar({
  model,
  header,
  buttons,
  busy,
  lockedByStatus,
  detail,
  disabledReason,
  onRun,
}: {
  model: EditScreenModel;
  header: RecordValues;
  /** The record's status does not allow changes: say so, so a read-only form is not a mystery. */
  lockedByStatus: boolean;
  /** A detail view (read-only descriptor or mode=detail): marked as such. */
  detail: boolean;
  buttons: ButtonModel[];
  busy: boolean;
  disabledReason?: (button: ButtonModel) => string | undefined;
  onRun: (button: ButtonModel) => void;
}) {
  const { t, text } = useRendererI18n();
  const codeField = model.entity.codeField;
  const code = codeField ? header[codeField] : undefined;
  const isNew = header[model.entity.primaryKey] === undefined || header[model.entity.primaryKey] === null;
  // A locked record may still be acted on (a supplier confirms an approved order): the note says what, not only what not.
  const actionLabels = buttons.filter((button) => ACTING_KINDS.has(button.kind)).map((button) => text(button.label));
  return (
    <div
      className="srm-edit-header"
      style={{
        position: 'sticky',
        // Stuck at the scrolling pane's top edge, not below its padding, where the scrolled form would show through.
        top: 'calc(-1 * var(--srm-pane-padding, 0px))',
        zIndex: 10,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        padding: '8px 16px',
        marginBottom: 12,
        background: 'var(--color-bg-2)',
        borderBottom: '1px solid var(--color-border-2)',
      }}
    >
      <Space size={8} align="center">
        <Typography.Title heading={6} style={{ margin: 0 }}>
          {text(model.title)}
        </Typography.Title>
        <Typography.Text type="secondary">{isNew ? t('edit.newRecord') : code ? String(code) : ''}</Typography.Text>
        <StatusTag model={model} header={header} />
        {detail && (
          <Tag size="small" color="cyan" className="srm-detail-tag">
            {t('edit.detailMode')}
          </Tag>
        )}
        {lockedByStatus && !detail && (
          <Typography.Text type="secondary" className="srm-edit-status-note" style={{ fontSize: 12 }}>
            {actionLabels.length > 0 ? t('edit.readOnlyStatusActions', { actions: actionLabels.join(t('edit.actionSeparator')) }) : t('edit.readOnlyStatus')}
          </Typography.Text>
        )}
      </Space>
      <ButtonBar buttons={buttons} busy={busy} onRun={onRun} spinWhileBusy keepEnabled={['back', 'print']} disabledReason={disabledReason} />
    </div>
  );
}
