import { Button, Message, Space } from '@arco-design/web-react';
import { useCallback, useState } from 'react';
import { ARCO_BUTTON_PROPS } from '../../buttons/button-model';
import { useDataAdapter } from '../../context/data-adapter-context';
import type { MenuContext } from '../../data/data-adapter';
import { useReasonPrompt } from '../../feedback/use-reason-prompt';
import { useRendererI18n } from '../../i18n/use-renderer-i18n';
import { isResourceGranted } from '../../permissions/granted-resources';
import { useGrantedResources } from '../../permissions/use-granted-resources';
import { BPM_ENTITIES } from '../../../src/shared/bpm/bpm-entities';
import type { TaskActionButton } from '../task-action-buttons';

/**
 * The buttons of a running instance itself (urge: 催办), each granted on the screen's menu, asking for its
 * comment and calling bpmProcessInstanceRestful/<action> with the instance id under `menu`.
 */
export function InstanceActions({ instanceId, menu, actions, afterAction }: { instanceId: number; menu: MenuContext; actions: readonly TaskActionButton[]; afterAction: () => void }) {
  const { text } = useRendererI18n();
  const adapter = useDataAdapter();
  const granted = useGrantedResources(menu);
  const [askComment, commentPrompt] = useReasonPrompt();
  const [busy, setBusy] = useState(false);
  const run = useCallback(
    async (button: TaskActionButton) => {
      const label = text(button.label);
      let comment: string | undefined;
      if (button.operation.comment !== 'none') {
        const answer = await askComment(label, { optional: button.operation.comment === 'optional' });
        if (answer === null) return;
        comment = answer === '' ? undefined : answer;
      }
      setBusy(true);
      const result = await adapter.request({ service: 'bpm', resource: `${BPM_ENTITIES.instance}Restful`, operation: button.action, body: { id: instanceId, comment }, menu });
      setBusy(false);
      if (result.status === 'S') Message.success(result.msg || label);
      else Message.error(result.msg);
      afterAction();
    },
    [adapter, menu, askComment, afterAction, text, instanceId],
  );
  const shown = actions.filter((button) => isResourceGranted(button.resource, granted));
  if (shown.length === 0) return null;
  return (
    <Space className="srm-instance-actions">
      {shown.map((button) => (
        <Button key={button.action} size="small" loading={busy} {...ARCO_BUTTON_PROPS[button.style]} onClick={() => void run(button)}>
          {text(button.label)}
        </Button>
      ))}
      {commentPrompt}
    </Space>
  );
}
