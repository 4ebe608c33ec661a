import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useScreenContext } from '../../context/screen-context';
import { useScreenNavigation } from '../../context/screen-navigation-context';
import { useRendererI18n } from '../../i18n/use-renderer-i18n';
import { useLookupMeanings } from '../../lookups/use-lookup-meanings';
import { buildFilters } from '../list-screen/search-filters';
import { SearchForm } from '../list-screen/search-form';
import { useReloadOnDataChange } from '../list-screen/use-reload-on-data-change';
import { KanbanBoard } from './kanban-board';
import { cardName as nameOfCard } from './kanban-card';
import type { KanbanScreenModel } from './kanban-model';
import { kanbanModelFor } from './kanban-viewer';
import { useKanbanColumns, type CardRow } from './use-kanban-columns';
import { useKanbanMove } from './use-kanban-move';
import './kanban-screen.css';

/** Every lookup type the board shows: the status meanings (column titles) and the cards' lookup values. */
function lookupTypesOf(model: KanbanScreenModel): string[] {
  const { card, workflow } = model;
  const fields = [card.title, ...(card.subtitle ? [card.subtitle] : []), ...card.fields];
  const types = fields.flatMap((field) => (field.display.kind === 'lookup' ? [field.display.lookupType] : []));
  return workflow.statusLookup ? [workflow.statusLookup, ...types] : types;
}

/**
 * A kanban board of one entity's documents: the search form, then a column per workflow status with its
 * cards; dragging a card to another column runs the workflow action that leads there.
 */
export function KanbanScreen({ model: parsed }: { model: KanbanScreenModel }) {
  const { text } = useRendererI18n();
  const { menu, userType } = useScreenContext();
  const navigation = useScreenNavigation();
  const model = useMemo(() => kanbanModelFor(parsed, userType), [parsed, userType]);
  const [filters, setFilters] = useState<Record<string, unknown>>({});
  const statuses = useMemo(() => model.columns.map((column) => column.status), [model.columns]);
  const { columns, loadMore, refresh, refreshAll } = useKanbanColumns({ model, statuses, filters, menu });
  const announceChange = useReloadOnDataChange(model.entity.name, refreshAll);

  const meaningOf = useLookupMeanings(lookupTypesOf(model));
  const { statusLookup } = model.workflow;
  const titles = useMemo(() => new Map(model.columns.map((column) => [column.status, column.title])), [model.columns]);
  const statusTitle = useCallback(
    (status: string) => {
      const title = titles.get(status);
      if (title) return text(title);
      return statusLookup ? meaningOf(statusLookup, status) : status;
    },
    [titles, text, statusLookup, meaningOf],
  );
  const cardName = useCallback((row: CardRow) => nameOfCard(model, row, meaningOf), [model, meaningOf]);
  const root = useRef<HTMLDivElement>(null);
  // The moved card keeps the focus in its new column, so a keyboard user goes on from where he is.
  const [focusAfterMove, setFocusAfterMove] = useState<string | null>(null);
  const { primaryKey } = model.entity;
  const onMoved = useCallback((row: CardRow) => setFocusAfterMove(String(row[primaryKey])), [primaryKey]);
  const { move, pending, holders } = useKanbanMove({ model, statusTitle, cardName, refresh, announceChange, onMoved });
  useEffect(() => {
    if (focusAfterMove === null || pending) return;
    const cards = root.current?.querySelectorAll<HTMLElement>('.srm-kanban-card[data-card]') ?? [];
    [...cards].find((card) => card.dataset.card === focusAfterMove)?.focus({ preventScroll: true });
    setFocusAfterMove(null);
  }, [focusAfterMove, pending, columns]);
  const open = useCallback(
    (row: CardRow) => navigation.openScreen(model.editRoute, { id: String(row[model.entity.primaryKey]) }),
    [navigation, model.editRoute, model.entity.primaryKey],
  );

  return (
    <div ref={root} className="srm-kanban-screen" aria-label={text(model.title)}>
      <SearchForm fields={model.search} onSearch={(values) => setFilters(buildFilters(model.search, values))} />
      <div className="srm-kanban-heading">{text(model.title)}</div>
      <KanbanBoard
        model={model}
        columns={columns}
        statusTitle={statusTitle}
        cardName={cardName}
        meaningOf={meaningOf}
        pending={pending}
        onOpen={open}
        onMove={(row, from, to) => void move(row, from, to)}
        onLoadMore={(status) => void loadMore(status)}
        onRetry={(status) => void refresh([status])}
      />
      {holders}
    </div>
  );
}
