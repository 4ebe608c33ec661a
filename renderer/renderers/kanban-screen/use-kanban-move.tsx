import { Message } from '@arco-design/web-react';
import { useCallback, useState, type ReactElement } from 'react';
import { useDataAdapter } from '../../context/data-adapter-context';
import { useScreenContext } from '../../context/screen-context';
import { entityRequests } from '../../data/entity-requests';
import { useReasonPrompt } from '../../feedback/use-reason-prompt';
import { useRendererI18n } from '../../i18n/use-renderer-i18n';
import { useIsGranted } from '../../permissions/use-is-granted';
import type { KanbanScreenModel } from './kanban-model';
import { checkMove, type KanbanAction, type MoveCheck, type MoveRules } from './kanban-moves';
import { useActionChooser } from './use-action-chooser';
import type { CardRow } from './use-kanban-columns';

/** A card on its way: shown waiting in its new column until the server has answered and both columns reloaded. */
export interface PendingMove {
  row: CardRow;
  from: string;
  to: string;
}

export interface KanbanMoveOptions {
  model: KanbanScreenModel;
  /** The column titles (status meanings) messages name. */
  statusTitle: (status: string) => string;
  cardName: (row: CardRow) => string;
  /** Loads the two columns again; resolves when both show the server's state. */
  refresh: (statuses: readonly string[]) => Promise<void>;
  /** Tells other screens the entity's data changed. */
  announceChange: () => void;
  /** After a move: the card in its new column (keyboard users keep their place). */
  onMoved?: (row: CardRow) => void;
}

/** The rules a move is checked against: the viewer's kind and the current menu's grants. */
export function useMoveRules(): MoveRules {
  const { userType } = useScreenContext();
  const isGranted = useIsGranted();
  return { userType, isGranted };
}

/**
 * Moving a card to another column: the workflow action that leads there (chosen by the user when several
 * do, with a reason when it needs one) runs on the card's record with its versionNum. A move no action
 * allows is refused before anything is sent, with the reason; a move the server refuses puts the card back
 * with the server's message.
 */
export function useKanbanMove({ model, statusTitle, cardName, refresh, announceChange, onMoved }: KanbanMoveOptions) {
  const adapter = useDataAdapter();
  const { menu } = useScreenContext();
  const rules = useMoveRules();
  const { t, text, language } = useRendererI18n();
  const [askReason, reasonPrompt] = useReasonPrompt();
  const [choose, chooser] = useActionChooser();
  const [pending, setPending] = useState<PendingMove | null>(null);
  const { entity, workflow } = model;
  const { userType, isGranted } = rules;

  const refusal = useCallback(
    (check: Exclude<MoveCheck, { kind: 'same' | 'allowed' }>, from: string, to: string): string => {
      const names = { from: statusTitle(from), to: statusTitle(to) };
      if (check.kind === 'noAction') return t('kanban.noAction', names);
      const actions = check.actions.map(({ action }) => text(action.label)).join(language === 'EN' ? ', ' : '、');
      if (check.kind === 'notGranted') return t('kanban.notGranted', { ...names, actions });
      return t(userType === 'supplier' ? 'kanban.otherActorInternal' : 'kanban.otherActorSupplier', { ...names, actions });
    },
    [statusTitle, t, text, userType, language],
  );

  const move = useCallback(
    async (row: CardRow, from: string, to: string): Promise<void> => {
      if (pending) return;
      const check = checkMove(workflow, from, to, { userType, isGranted });
      if (check.kind === 'same') return;
      if (check.kind !== 'allowed') {
        Message.warning(refusal(check, from, to));
        return;
      }
      let chosen: KanbanAction | null = check.actions[0];
      if (check.actions.length > 1) chosen = await choose(check.actions, statusTitle(from), statusTitle(to));
      if (!chosen) return;
      const label = text(chosen.action.label);
      let comment: string | undefined;
      if (chosen.action.requiresComment) {
        const reason = await askReason(label);
        if (reason === null) return;
        comment = reason;
      }
      setPending({ row, from, to });
      const answer = await entityRequests(adapter, entity, menu)
        .runAction(chosen.name, { id: row[entity.primaryKey], versionNum: row.versionNum, comment })
        .catch((failure: unknown) => ({ status: 'E' as const, msg: failure instanceof Error ? failure.message : String(failure) }));
      if (answer.status !== 'S') {
        setPending(null);
        Message.error(answer.msg);
        return;
      }
      announceChange();
      await refresh([from, to]);
      setPending(null);
      onMoved?.(row);
      Message.success(t('kanban.moved', { action: label, card: cardName(row), from: statusTitle(from), to: statusTitle(to) }));
    },
    [pending, workflow, userType, isGranted, refusal, choose, statusTitle, text, askReason, adapter, entity, menu, announceChange, refresh, t, cardName, onMoved],
  );

  const holders: ReactElement = (
    <>
      {reasonPrompt}
      {chooser}
    </>
  );
  return { move, pending, holders };
}
