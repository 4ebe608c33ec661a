import { useDroppable } from '@dnd-kit/core';
import { Button, Empty, Spin } from '@arco-design/web-react';
import { useRendererI18n } from '../../i18n/use-renderer-i18n';
import type { MeaningOf } from '../../lookups/use-lookup-meanings';
import { KanbanCard } from './kanban-card';
import type { KanbanColumnModel, KanbanScreenModel } from './kanban-model';
import type { CardRow, ColumnData } from './use-kanban-columns';

/** How a column looks while a card is in the air: the card's own, one it may go to, or one it may not. */
export type DropState = 'idle' | 'own' | 'accepts' | 'blocked';

export function columnDropId(status: string): string {
  return `column:${status}`;
}

export interface KanbanColumnProps {
  model: KanbanScreenModel;
  column: KanbanColumnModel;
  title: string;
  data: ColumnData;
  /** Cards moving into this column (shown first, waiting) and card keys moving out of it (hidden). */
  arriving: readonly CardRow[];
  leaving: ReadonlySet<unknown>;
  dropState: DropState;
  /** A move is running somewhere on the board: cards stay where they are until it is done. */
  locked: boolean;
  meaningOf: MeaningOf;
  onOpen: (row: CardRow) => void;
  onLoadMore: () => void;
  onRetry: () => void;
}

/** A status column: header with its count, its cards, and "load more" while the server holds more. */
export function KanbanColumn({ model, column, title, data, arriving: moving, leaving, dropState, locked, meaningOf, onOpen, onLoadMore, onRetry }: KanbanColumnProps) {
  const { t } = useRendererI18n();
  const { setNodeRef, isOver } = useDroppable({ id: columnDropId(column.status), data: { status: column.status } });
  const key = model.entity.primaryKey;
  const shown = data.rows.filter((row) => !leaving.has(row[key]));
  // Once the column has loaded the arrived card itself, it is shown as loaded, not twice.
  const arriving = moving.filter((row) => !data.rows.some((loaded) => loaded[key] === row[key]));
  const count = Math.max(0, data.count - (data.rows.length - shown.length) + arriving.length);
  const more = !data.error && data.rows.length < data.count;
  const className = ['srm-kanban-column', `is-${dropState}`, isOver ? 'is-over' : '', column.color ? `srm-kanban-${column.color}` : '']
    .filter(Boolean)
    .join(' ');
  return (
    <section
      ref={setNodeRef}
      className={className}
      data-status={column.status}
      aria-label={t('kanban.column', { column: title })}
      aria-disabled={dropState === 'blocked' || undefined}
    >
      <header className="srm-kanban-column-header">
        <span className="srm-kanban-column-title">{title}</span>
        <span className="srm-kanban-column-count" title={t('kanban.countLabel', { count })} aria-label={t('kanban.countLabel', { count })}>
          {t(data.countCapped ? 'kanban.countAtLeast' : 'kanban.count', { count })}
        </span>
      </header>
      {dropState === 'blocked' && <span className="srm-kanban-column-blocked">{t('kanban.blocked')}</span>}
      <div className="srm-kanban-column-body">
        {arriving.map((row) => (
          <KanbanCard key={String(row[key])} model={model} row={row} status={column.status} meaningOf={meaningOf} pending locked onOpen={onOpen} />
        ))}
        {shown.map((row) => (
          <KanbanCard key={String(row[key])} model={model} row={row} status={column.status} meaningOf={meaningOf} pending={false} locked={locked} onOpen={onOpen} />
        ))}
        {data.loading && shown.length === 0 && arriving.length === 0 && <Spin className="srm-kanban-column-loading" />}
        {!data.loading && !data.error && shown.length === 0 && arriving.length === 0 && (
          <Empty className="srm-kanban-column-empty" description={t('kanban.empty')} />
        )}
        {data.error && (
          <div className="srm-kanban-column-error" role="alert">
            {t('kanban.loadFailed', { msg: data.error })}
            <Button size="mini" type="text" onClick={onRetry}>
              {t('kanban.retry')}
            </Button>
          </div>
        )}
        {more && (
          <Button className="srm-kanban-load-more" size="small" long loading={data.loading} onClick={onLoadMore}>
            {t('kanban.loadMore', { shown: data.rows.length, count: data.count })}
          </Button>
        )}
      </div>
    </section>
  );
}
