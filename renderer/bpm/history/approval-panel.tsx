import { Alert, Button, Message, Space, Spin } from '@arco-design/web-react';
import { useStore } from 'jotai';
import { useCallback, useState } from 'react';
import { bumpEntityDataVersion } from '../../data/entity-data-version';
import { ARCO_BUTTON_PROPS, type ButtonModel } from '../../buttons/button-model';
import { useDataAdapter } from '../../context/data-adapter-context';
import type { MenuContext } from '../../data/data-adapter';
import { useReasonPrompt } from '../../feedback/use-reason-prompt';
import { useRendererI18n } from '../../i18n/use-renderer-i18n';
import { isResourceGranted } from '../../permissions/granted-resources';
import { useGrantedResources } from '../../permissions/use-granted-resources';
import { BPM_ENTITIES } from '../../../src/shared/bpm/bpm-entities';
import { ApprovalTimeline } from './approval-timeline';
import type { ApprovalInstanceState } from './use-approval-instance';

type OperationButton = Extract<ButtonModel, { kind: 'operation' }>;

/**
 * An instance's approval history and, when the viewer has an open task of it, that task's buttons (the
 * descriptor's operations of bpmTask: approve, reject), each asking for its comment and calling under `menu`.
 */
export function ApprovalPanel({
  state,
  menu,
  taskActions,
  afterDecision,
}: {
  state: ApprovalInstanceState;
  menu: MenuContext;
  taskActions: readonly OperationButton[];
  afterDecision: () => void;
}) {
  const { t, text } = useRendererI18n();
  const adapter = useDataAdapter();
  const store = useStore();
  const granted = useGrantedResources(menu);
  const [askComment, commentPrompt] = useReasonPrompt();
  const [busy, setBusy] = useState(false);

  const decide = useCallback(
    async (button: OperationButton, task: Record<string, unknown>) => {
      const label = text(button.label);
      let comment: string | undefined;
      if (button.operation.comment !== 'none') {
        const answer = await askComment(label, { optional: button.operation.comment === 'optional' });
        if (answer === null) return;
        comment = answer === '' ? undefined : answer;
      }
      setBusy(true);
      const result = await adapter.request({
        service: 'bpm',
        resource: `${BPM_ENTITIES.task}Restful`,
        operation: button.action,
        body: { id: task.taskId, versionNum: task.versionNum, comment },
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
    [adapter, store, menu, askComment, afterDecision, text],
  );

  if (state.kind === 'loading') return <Spin style={{ display: 'block', minHeight: 80 }} />;
  if (state.kind === 'failed') return <Alert type="error" content={t('bpm.loadFailed', { msg: state.msg })} />;
  const shown = taskActions.filter((button) => isResourceGranted(button.resource, granted));
  return (
    <div className="srm-approval-panel">
      {state.myTasks.map((task) => (
        <Alert
          key={String(task.taskId)}
          type="info"
          style={{ marginBottom: 12 }}
          content={t('bpm.myTask', { node: String(task.activityName ?? task.activityId ?? '') })}
          action={
            <Space>
              {shown.map((button) => (
                <Button key={button.action} size="small" loading={busy} {...ARCO_BUTTON_PROPS[button.style]} onClick={() => void decide(button, task)}>
                  {text(button.label)}
                </Button>
              ))}
            </Space>
          }
        />
      ))}
      <ApprovalTimeline history={state.history} />
      {commentPrompt}
    </div>
  );
}
