import { Alert, Button, Message, Space, Spin } from '@arco-design/web-react';
import { useStore } from 'jotai';
import { useCallback, useState } from 'react';
import { bumpEntityDataVersion } from '../../data/entity-data-version';
import { ARCO_BUTTON_PROPS } from '../../buttons/button-model';
import { useDataAdapter } from '../../context/data-adapter-context';
import type { MenuContext } from '../../data/data-adapter';
import { useOperationPrompt } from '../../feedback/use-operation-prompt';
import { useReasonPrompt } from '../../feedback/use-reason-prompt';
import { useRendererI18n } from '../../i18n/use-renderer-i18n';
import { isResourceGranted } from '../../permissions/granted-resources';
import { useGrantedResources } from '../../permissions/use-granted-resources';
import { BPM_ENTITIES, TASK_OPERATIONS } from '../../../src/shared/bpm/bpm-entities';
import type { TaskActionButton } from '../task-action-buttons';
import { ApprovalTimeline } from './approval-timeline';
import { useRejectPrompt } from './use-reject-prompt';
import type { ApprovalInstanceState } from './use-approval-instance';

type Row = Record<string, unknown>;

/**
 * An instance's approval history and, when the viewer has an open task of it, that task's buttons (the
 * descriptor's operations of bpmTask: approve, reject, transfer, ...), each asking for its comment (and the
 * values its inputs name: a user to hand the task to) and calling under `menu`; a rejection also offers the
 * earlier nodes the model lets it send the process back to. With `adminTaskActions` (monitoring: reassign)
 * every pending task of the instance shows with its holder and those buttons.
 */
export function ApprovalPanel({
  state,
  menu,
  taskActions,
  adminTaskActions = [],
  afterDecision,
}: {
  state: ApprovalInstanceState;
  menu: MenuContext;
  taskActions: readonly TaskActionButton[];
  adminTaskActions?: readonly TaskActionButton[];
  afterDecision: () => void;
}) {
  const { t, text } = useRendererI18n();
  const adapter = useDataAdapter();
  const store = useStore();
  const granted = useGrantedResources(menu);
  const [askComment, commentPrompt] = useReasonPrompt();
  const [askOperation, operationPrompt] = useOperationPrompt();
  const [askReject, rejectPrompt] = useRejectPrompt(menu);
  const [busy, setBusy] = useState(false);

  const decide = useCallback(
    async (button: TaskActionButton, task: Row) => {
      const label = text(button.label);
      let comment: string | undefined;
      let values: Row = {};
      if (button.action === TASK_OPERATIONS.reject) {
        const answer = await askReject(label, task);
        if (answer === null) return;
        comment = answer.comment;
        if (answer.targetActivityId) values = { targetActivityId: answer.targetActivityId };
      } else if (button.inputs.length > 0) {
        const answer = await askOperation(label, button.operation.comment, button.inputs);
        if (answer === null) return;
        ({ comment, values } = answer);
      } else if (button.operation.comment !== 'none') {
        const answer = await askComment(label, { optional: button.operation.comment === 'optional' });
        if (answer === null) return;
        comment = answer === '' ? undefined : answer;
      }
      setBusy(true);
      const result = await adapter.request({
        service: 'bpm',
        resource: `${BPM_ENTITIES.task}Restful`,
        operation: button.action,
        body: { ...values, id: task.taskId, versionNum: task.versionNum, comment },
        menu,
      });
      setBusy(false);
      if (result.status === 'S') {
        Message.success(result.msg || label);
        // Lists of tasks, instances and of the document reload when next shown: the decision moved them.
        for (const entity of [BPM_ENTITIES.task, BPM_ENTITIES.instance, String(task.businessEntity ?? '')]) if (entity) bumpEntityDataVersion(store, entity);
      } else Message.error(result.msg);
      afterDecision();
    },
    [adapter, store, menu, askComment, askOperation, askReject, afterDecision, text],
  );

  if (state.kind === 'loading') return <Spin style={{ display: 'block', minHeight: 80 }} />;
  if (state.kind === 'failed') return <Alert type="error" content={t('bpm.loadFailed', { msg: state.msg })} />;
  const shown = taskActions.filter((button) => isResourceGranted(button.resource, granted));
  const adminShown = adminTaskActions.filter((button) => isResourceGranted(button.resource, granted));
  const buttons = (task: Row, of: readonly TaskActionButton[]) => (
    <Space>
      {of.map((button) => (
        <Button key={button.action} size="small" loading={busy} {...ARCO_BUTTON_PROPS[button.style]} onClick={() => void decide(button, task)}>
          {text(button.label)}
        </Button>
      ))}
    </Space>
  );
  return (
    <div className="srm-approval-panel">
      {state.myTasks.map((task) => (
        <Alert
          key={String(task.taskId)}
          type="info"
          style={{ marginBottom: 12 }}
          content={t('bpm.myTask', { node: String(task.activityName ?? task.activityId ?? '') })}
          action={buttons(task, shown)}
        />
      ))}
      {adminShown.length > 0 &&
        state.pendingTasks.map((task) => (
          <Alert
            key={`pending-${String(task.taskId)}`}
            type="warning"
            style={{ marginBottom: 12 }}
            content={t('bpm.pendingTask', { node: String(task.activityName ?? task.activityId ?? ''), user: String(task.assigneeName ?? task.assigneeId ?? '') })}
            action={task.status === 'OPEN' ? buttons(task, adminShown) : undefined}
          />
        ))}
      <ApprovalTimeline history={state.history} />
      {commentPrompt}
      {operationPrompt}
      {rejectPrompt}
    </div>
  );
}
