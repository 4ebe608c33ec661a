import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  rectIntersection,
  useSensor,
  useSensors,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import { useMemo, useRef, useState } from 'react';
import { useRendererI18n } from '../../i18n/use-renderer-i18n';
import { useFillHeight } from '../../tables/use-fill-height';
import type { MeaningOf } from '../../lookups/use-lookup-meanings';
import { KanbanCardView, type CardDragData } from './kanban-card';
import { KanbanColumn, type DropState } from './kanban-column';
import { BOARD_KEYBOARD_CODES, columnKeyboardCoordinates } from './kanban-keyboard';
import type { KanbanScreenModel } from './kanban-model';
import { reachableStatuses } from './kanban-moves';
import { LOADING_COLUMN, type CardRow, type ColumnData } from './use-kanban-columns';
import { useMoveRules, type PendingMove } from './use-kanban-move';

function isCardDragData(value: unknown): value is CardDragData {
  return typeof value === 'object' && value !== null && 'row' in value && typeof (value as { status?: unknown }).status === 'string';
}

function statusOfDrop(value: unknown): string | undefined {
  const status = typeof value === 'object' && value !== null ? (value as { status?: unknown }).status : undefined;
  return typeof status === 'string' ? status : undefined;
}

const BOARD_MIN_HEIGHT = 360;

/** The column under the pointer while there is a pointer (a mouse drag), else the one the card overlaps most (keyboard). */
const columnCollisions: CollisionDetection = (args) => {
  const underPointer = pointerWithin(args);
  return underPointer.length > 0 ? underPointer : rectIntersection(args);
};

export interface KanbanBoardProps {
  model: KanbanScreenModel;
  columns: ReadonlyMap<string, ColumnData>;
  statusTitle: (status: string) => string;
  cardName: (row: CardRow) => string;
  meaningOf: MeaningOf;
  pending: PendingMove | null;
  onOpen: (row: CardRow) => void;
  onMove: (row: CardRow, from: string, to: string) => void;
  onLoadMore: (status: string) => void;
  onRetry: (status: string) => void;
}

/**
 * The columns side by side in one drag-and-drop context: a card is dragged with the pointer (after a
 * few pixels, so a click still opens it) or moved with the keyboard; while it is in the air, the columns it
 * cannot go to look disabled; screen readers hear each step.
 */
export function KanbanBoard({ model, columns, statusTitle, cardName, meaningOf, pending, onOpen, onMove, onLoadMore, onRetry }: KanbanBoardProps) {
  const { t } = useRendererI18n();
  const { userType, isGranted } = useMoveRules();
  const [active, setActive] = useState<CardDragData | null>(null);
  const boardRef = useRef<HTMLDivElement>(null);
  // The columns reach down to the bottom of the window and scroll inside.
  const height = useFillHeight(boardRef, true, BOARD_MIN_HEIGHT);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { keyboardCodes: BOARD_KEYBOARD_CODES, coordinateGetter: columnKeyboardCoordinates }),
  );
  const statuses = useMemo(() => model.columns.map((column) => column.status), [model.columns]);
  const reachable = useMemo(
    () => (active ? reachableStatuses(model.workflow, active.status, statuses, { userType, isGranted }) : null),
    [active, model.workflow, statuses, userType, isGranted],
  );
  const dropStateOf = (status: string): DropState => {
    if (!active || !reachable) return 'idle';
    if (status === active.status) return 'own';
    return reachable.has(status) ? 'accepts' : 'blocked';
  };

  // Whether the card in the air has left its own column yet: being over it right after the pick-up is no news.
  const leftOwnColumn = useRef(false);
  const announcements = useMemo<Announcements>(() => {
    const card = (data: unknown) => (isCardDragData(data) ? cardName(data.row) : '');
    const column = (data: unknown) => statusTitle(statusOfDrop(data) ?? '');
    return {
      onDragStart: ({ active: dragged }) => {
        leftOwnColumn.current = false;
        return t('kanban.pickedUp', { card: card(dragged.data.current), column: column(dragged.data.current) });
      },
      onDragOver: ({ active: dragged, over }) => {
        const from = dragged.data.current;
        const to = statusOfDrop(over?.data.current);
        if (isCardDragData(from) && to === from.status && !leftOwnColumn.current) return undefined;
        leftOwnColumn.current = true;
        if (!to || !isCardDragData(from)) return t('kanban.overNothing', { card: card(from) });
        if (to === from.status) return t('kanban.overOwn', { card: card(from), column: statusTitle(to) });
        const accepted = reachableStatuses(model.workflow, from.status, [to], { userType, isGranted }).has(to);
        return t(accepted ? 'kanban.over' : 'kanban.overBlocked', { card: card(from), column: statusTitle(to) });
      },
      onDragEnd: ({ active: dragged, over }) => {
        const to = statusOfDrop(over?.data.current);
        return to
          ? t('kanban.dropped', { card: card(dragged.data.current), column: statusTitle(to) })
          : t('kanban.droppedNowhere', { card: card(dragged.data.current) });
      },
      onDragCancel: ({ active: dragged }) => t('kanban.cancelled', { card: card(dragged.data.current), column: column(dragged.data.current) }),
    };
  }, [t, cardName, statusTitle, model.workflow, userType, isGranted]);

  const onDragStart = ({ active: dragged }: DragStartEvent) => {
    const data = dragged.data.current;
    setActive(isCardDragData(data) ? data : null);
  };
  const onDragEnd = ({ active: dragged, over }: DragEndEvent) => {
    setActive(null);
    const data = dragged.data.current;
    const to = statusOfDrop(over?.data.current);
    if (isCardDragData(data) && to && to !== data.status) onMove(data.row, data.status, to);
  };

  const key = model.entity.primaryKey;
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={columnCollisions}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t('kanban.instructions') } }}
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      onDragCancel={() => setActive(null)}
    >
      <div ref={boardRef} className={`srm-kanban-board${active ? ' is-dragging' : ''}`} style={{ height }}>
        {model.columns.map((column) => (
          <KanbanColumn
            key={column.status}
            model={model}
            column={column}
            title={statusTitle(column.status)}
            data={columns.get(column.status) ?? LOADING_COLUMN}
            arriving={pending && pending.to === column.status ? [pending.row] : []}
            leaving={new Set(pending && pending.from === column.status ? [pending.row[key]] : [])}
            dropState={dropStateOf(column.status)}
            locked={pending !== null}
            meaningOf={meaningOf}
            onOpen={onOpen}
            onLoadMore={() => onLoadMore(column.status)}
            onRetry={() => onRetry(column.status)}
          />
        ))}
      </div>
      <DragOverlay className="srm-kanban-overlay" dropAnimation={null}>
        {active && (
          <div className="srm-kanban-card is-overlay">
            <KanbanCardView model={model} row={active.row} meaningOf={meaningOf} />
          </div>
        )}
      </DragOverlay>
    </DndContext>
  );
}
