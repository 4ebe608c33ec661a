import { useCallback, useState, type ReactElement } from 'react';
import { BPM_ENTITIES, TASK_OPERATIONS } from '../../../src/shared/bpm/bpm-entities';
import { useDataAdapter } from '../../context/data-adapter-context';
import type { MenuContext } from '../../data/data-adapter';
import { ReasonModal, type ReasonChoice } from '../../feedback/reason-modal';
import { useRendererI18n } from '../../i18n/use-renderer-i18n';

/** A rejection as the approver gave it: his reason, and the earlier node to send the process back to (none: to the submitter). */
export interface RejectAnswer {
  comment: string;
  targetActivityId?: string;
}

interface PendingReject {
  actionLabel: string;
  choice?: ReasonChoice;
  resolve: (answer: RejectAnswer | null) => void;
}

interface RejectTargets {
  targets: { activityId: string; activityName: string | null }[];
}

const TO_SUBMITTER = '';

/**
 * Asks for a rejection of a task: the reason, and, where the node's model allows earlier nodes
 * (findRejectTargets), which one to send the process back to; the submitter comes first and is chosen
 * unless the approver picks a node. Null when he cancels. Render the element.
 */
export function useRejectPrompt(menu: MenuContext): [(actionLabel: string, task: Record<string, unknown>) => Promise<RejectAnswer | null>, ReactElement | null] {
  const { t } = useRendererI18n();
  const adapter = useDataAdapter();
  const [pending, setPending] = useState<PendingReject | null>(null);
  const ask = useCallback(
    async (actionLabel: string, task: Record<string, unknown>) => {
      const answer = await adapter.request<RejectTargets>({
        service: 'bpm',
        resource: `${BPM_ENTITIES.task}Restful`,
        operation: TASK_OPERATIONS.rejectTargets,
        body: { id: task.taskId },
        menu,
      });
      const targets = answer.status === 'S' ? answer.data.targets : [];
      const choice =
        targets.length === 0
          ? undefined
          : {
              label: t('bpm.rejectBackTo'),
              options: [
                { value: TO_SUBMITTER, label: t('bpm.rejectToSubmitterOption') },
                ...targets.map((target) => ({ value: target.activityId, label: target.activityName ? `${target.activityName} (${target.activityId})` : target.activityId })),
              ],
            };
      return new Promise<RejectAnswer | null>((resolve) => setPending({ actionLabel, choice, resolve }));
    },
    [adapter, menu, t],
  );
  const element = pending ? (
    <ReasonModal
      actionLabel={pending.actionLabel}
      choice={pending.choice}
      onSubmit={(comment, chosen) => {
        setPending(null);
        pending.resolve(chosen ? { comment, targetActivityId: chosen } : { comment });
      }}
      onCancel={() => {
        setPending(null);
        pending.resolve(null);
      }}
    />
  ) : null;
  return [ask, element];
}
