import { Button, Modal, Space } from '@arco-design/web-react';
import { useCallback, useState, type ReactElement } from 'react';
import { useRendererI18n } from '../../i18n/use-renderer-i18n';
import type { KanbanAction } from './kanban-moves';

interface PendingChoice {
  actions: KanbanAction[];
  from: string;
  to: string;
  resolve: (chosen: KanbanAction | null) => void;
}

/**
 * Asks which of several actions leading to the same column to run, as a promise: the chosen action, or
 * null when the user closes the dialog. Render the element.
 */
export function useActionChooser(): [(actions: KanbanAction[], from: string, to: string) => Promise<KanbanAction | null>, ReactElement | null] {
  const { t, text } = useRendererI18n();
  const [pending, setPending] = useState<PendingChoice | null>(null);
  const choose = useCallback(
    (actions: KanbanAction[], from: string, to: string) =>
      new Promise<KanbanAction | null>((resolve) => setPending({ actions, from, to, resolve })),
    [],
  );
  const finish = (chosen: KanbanAction | null) => {
    if (!pending) return;
    setPending(null);
    pending.resolve(chosen);
  };
  const element = pending ? (
    <Modal visible title={t('kanban.chooseTitle')} footer={null} onCancel={() => finish(null)} unmountOnExit>
      <p>{t('kanban.chooseContent', { from: pending.from, to: pending.to })}</p>
      <Space direction="vertical" style={{ width: '100%' }}>
        {pending.actions.map((choice) => (
          <Button key={choice.name} long type="secondary" onClick={() => finish(choice)}>
            {text(choice.action.label)}
          </Button>
        ))}
        <Button long type="text" onClick={() => finish(null)}>
          {t('common.cancel')}
        </Button>
      </Space>
    </Modal>
  ) : null;
  return [choose, element];
}
