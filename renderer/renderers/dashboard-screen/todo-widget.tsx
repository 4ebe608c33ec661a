import { Badge, Empty, Spin, Typography } from '@arco-design/web-react';
import { useEffect, useState } from 'react';
import type { ApiEnvelope } from '../../../src/shared/api/envelope';
import type { PendingGroup, PendingRow } from '../../../src/shared/api/pending';
import { useDataAdapter } from '../../context/data-adapter-context';
import type { MenuContext } from '../../data/data-adapter';
import { formatDate } from '../../format/format-date';
import { useRendererI18n } from '../../i18n/use-renderer-i18n';
import { useLookupMeanings } from '../../lookups/use-lookup-meanings';
import type { WidgetModel } from './dashboard-model';
import { WidgetCard } from './widget-card';

/** The home page's call (src/server/home/pending-routes.ts): per menu, the documents waiting for the user. */
export const LIST_PENDING = { service: 'srm', resource: 'pendingRestful', operation: 'listPending' } as const;

type Pending = { status: 'loading' } | { status: 'failed'; msg: string } | { status: 'ready'; group: PendingGroup | undefined };

/**
 * The documents waiting for an action of the user on the widget's screen (as the home work bench
 * lists them): their count, the latest ones (a to-do list's tasks with their step); a row opens its document, or
 * a task, on the list's edit screen.
 */
export function TodoWidget({ widget, menu, onOpen, openDocument }: { widget: WidgetModel; menu: MenuContext; onOpen: () => void; openDocument: (group: PendingGroup, row: PendingRow) => void }) {
  const adapter = useDataAdapter();
  const { t } = useRendererI18n();
  const [pending, setPending] = useState<Pending>({ status: 'loading' });
  const meaningOf = useLookupMeanings(widget.statusLookup ? [widget.statusLookup] : []);
  useEffect(() => {
    let live = true;
    adapter.request<PendingGroup[]>({ ...LIST_PENDING, body: {}, menu }).then(
      (answer: ApiEnvelope<PendingGroup[]>) => {
        if (!live) return;
        if (answer.status !== 'S') setPending({ status: 'failed', msg: answer.msg });
        else setPending({ status: 'ready', group: (answer.data ?? []).find((group) => group.route === widget.route) });
      },
      (failure: unknown) => live && setPending({ status: 'failed', msg: failure instanceof Error ? failure.message : String(failure) }),
    );
    return () => {
      live = false;
    };
  }, [adapter, menu, widget.route]);

  const group = pending.status === 'ready' ? pending.group : undefined;
  const rows = group?.rows.slice(0, widget.pageSize) ?? [];
  const status = (code: string) => (widget.statusLookup ? meaningOf(widget.statusLookup, code) : code);
  return (
    <WidgetCard widget={widget} onOpen={onOpen} extra={group ? <Badge count={group.count} maxCount={999} /> : undefined}>
      {pending.status === 'loading' && <Spin style={{ display: 'block', padding: 16 }} />}
      {pending.status === 'failed' && <Typography.Text type="error">{t('dashboard.loadFailed', { msg: pending.msg })}</Typography.Text>}
      {pending.status === 'ready' && rows.length === 0 && <Empty description={t('dashboard.todoEmpty')} />}
      {group && rows.length > 0 && (
        <ul className="srm-widget-todo-rows">
          {rows.map((row) => (
            <li key={row.id}>
              <button type="button" onClick={() => openDocument(group, row)}>
                <span className="srm-widget-todo-code">{row.code}</span>
                <span className="srm-widget-todo-status">{row.detail ?? status(row.status)}</span>
                <span className="srm-widget-todo-date">{formatDate(row.lastUpdateDate, 'yyyy-MM-dd HH:mm:ss').slice(0, 16)}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {group && group.count > rows.length && <Typography.Text type="secondary">{t('dashboard.moreRows', { count: group.count, shown: rows.length })}</Typography.Text>}
    </WidgetCard>
  );
}
