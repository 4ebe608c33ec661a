import { Empty, Timeline, Typography } from '@arco-design/web-react';
import { useRendererI18n } from '../../i18n/use-renderer-i18n';
import { useLookupMeanings } from '../../lookups/use-lookup-meanings';

/** One bpmTaskHistory row as findById of an instance sends it (its `history` lines). */
export type HistoryRow = Record<string, unknown>;

const ACTION_LOOKUP = 'BPM_HISTORY_ACTION';
const DOT_COLOURS: Record<string, string> = { APPROVE: 'green', END_APPROVED: 'green', REJECT: 'red', END_REJECTED: 'red' };

/** An instance's history as a timeline: when, who, what (the action's meaning), at which node, to whom a task was handed, with the comment. */
export function ApprovalTimeline({ history }: { history: readonly HistoryRow[] }) {
  const { t } = useRendererI18n();
  const meaningOf = useLookupMeanings([ACTION_LOOKUP]);
  if (history.length === 0) return <Empty description={t('bpm.historyEmpty')} />;
  return (
    <Timeline className="srm-approval-timeline">
      {history.map((entry, index) => {
        const action = String(entry.action ?? '');
        return (
          <Timeline.Item key={String(entry.historyId ?? index)} label={String(entry.actionTime ?? '')} dotColor={DOT_COLOURS[action] ?? 'gray'}>
            <Typography.Text bold>{meaningOf(ACTION_LOOKUP, action)}</Typography.Text>
            {entry.activityName ? <Typography.Text> · {String(entry.activityName)}</Typography.Text> : null}
            {entry.userFullName ? <Typography.Text type="secondary"> · {String(entry.userFullName)}</Typography.Text> : null}
            {entry.targetUserName ? <Typography.Text type="secondary"> → {String(entry.targetUserName)}</Typography.Text> : null}
            {entry.actionComment ? <div className="srm-approval-comment">{String(entry.actionComment)}</div> : null}
          </Timeline.Item>
        );
      })}
    </Timeline>
  );
}
