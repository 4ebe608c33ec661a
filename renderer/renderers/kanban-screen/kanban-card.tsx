import { useDraggable } from '@dnd-kit/core';
import { Spin } from '@arco-design/web-react';
import { type KeyboardEvent } from 'react';
import { displayText } from '../../display/display-text';
import { FormattedValue } from '../../display/formatted-value';
import { useRendererI18n } from '../../i18n/use-renderer-i18n';
import type { MeaningOf } from '../../lookups/use-lookup-meanings';
import type { KanbanCardFieldModel, KanbanScreenModel } from './kanban-model';
import type { CardRow } from './use-kanban-columns';

/** What a dragged card carries: its row and the column it left. */
export interface CardDragData {
  row: CardRow;
  status: string;
}

export function cardDragId(model: KanbanScreenModel, row: CardRow): string {
  return `card:${String(row[model.entity.primaryKey])}`;
}

function CardValue({ field, row, meaningOf }: { field: KanbanCardFieldModel; row: CardRow; meaningOf: MeaningOf }) {
  const { t } = useRendererI18n();
  const text = displayText(field.display, row[field.key], row, meaningOf, { yes: t('common.yes'), no: t('common.no') });
  return text === null ? <FormattedValue format={field.display} value={row[field.key]} row={row} /> : <>{text}</>;
}

/** The card's title as text: what announcements and messages call it (a document number). */
export function cardName(model: KanbanScreenModel, row: CardRow, meaningOf: MeaningOf): string {
  const title = model.card.title;
  return displayText(title.display, row[title.key], row, meaningOf, { yes: '', no: '' }) ?? String(row[title.key] ?? '');
}

/** A card's face: title, subtitle, then each field as label and value. */
export function KanbanCardView({ model, row, meaningOf, pending }: { model: KanbanScreenModel; row: CardRow; meaningOf: MeaningOf; pending?: boolean }) {
  const { text, language } = useRendererI18n();
  const { card } = model;
  return (
    <>
      <div className="srm-kanban-card-title">
        <CardValue field={card.title} row={row} meaningOf={meaningOf} />
        {pending && <Spin size={12} className="srm-kanban-card-spin" />}
      </div>
      {card.subtitle && (
        <div className="srm-kanban-card-subtitle">
          <CardValue field={card.subtitle} row={row} meaningOf={meaningOf} />
        </div>
      )}
      {card.fields.length > 0 && (
        <dl className="srm-kanban-card-fields">
          {card.fields.map((field) => (
            <div key={field.key} className="srm-kanban-card-field" data-field={field.key}>
              <dt>{`${text(field.title)}${language === 'EN' ? ':' : '：'}`}</dt>
              <dd>
                <CardValue field={field} row={row} meaningOf={meaningOf} />
              </dd>
            </div>
          ))}
        </dl>
      )}
    </>
  );
}

export interface KanbanCardProps {
  model: KanbanScreenModel;
  row: CardRow;
  status: string;
  meaningOf: MeaningOf;
  /** A move of this card is running: it waits in its new column. */
  pending: boolean;
  /** A move is running: no card can be dragged until the server has answered. */
  locked: boolean;
  onOpen: (row: CardRow) => void;
}

/**
 * A card on the board: dragged with the mouse or picked up with Space (dnd-kit's sensors); a click or
 * Enter opens the document's edit screen.
 */
export function KanbanCard({ model, row, status, meaningOf, pending, locked, onOpen }: KanbanCardProps) {
  const { t } = useRendererI18n();
  const data: CardDragData = { row, status };
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({
    id: cardDragId(model, row),
    data,
    disabled: pending || locked,
    attributes: { roleDescription: t('kanban.roleDescription') },
  });
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Enter' && !isDragging) {
      event.preventDefault();
      onOpen(row);
      return;
    }
    listeners?.onKeyDown?.(event);
  };
  const className = ['srm-kanban-card', isDragging ? 'is-dragging' : '', pending ? 'is-pending' : ''].filter(Boolean).join(' ');
  return (
    <div
      ref={setNodeRef}
      className={className}
      data-card={String(row[model.entity.primaryKey])}
      {...attributes}
      {...listeners}
      onKeyDown={onKeyDown}
      onClick={() => {
        if (!pending) onOpen(row);
      }}
      aria-busy={pending || undefined}
    >
      <KanbanCardView model={model} row={row} meaningOf={meaningOf} pending={pending} />
    </div>
  );
}
