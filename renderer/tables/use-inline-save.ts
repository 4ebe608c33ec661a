import { Message } from '@arco-design/web-react';
import { useCallback, useState } from 'react';
import type { FieldError } from '../../src/shared/api/envelope';
import type { EntitySchema } from '../../src/shared/formats/entity-format';
import { useDataAdapter } from '../context/data-adapter-context';
import type { MenuContext } from '../data/data-adapter';
import { entityRequests } from '../data/entity-requests';
import type { GridEditStore } from '../grid/editing/grid-edit-store';
import type { GridRow } from '../grid/layout/grid-table';
import { useRendererI18n } from '../i18n/use-renderer-i18n';

/** The server's field errors of a batch save, by the key of the row each came from. */
export function problemsByRow(
  errors: readonly FieldError[],
  saved: readonly GridRow[],
  rowKey: (row: GridRow) => string,
): Map<string, Map<string, string>> {
  const byRow = new Map<string, Map<string, string>>();
  for (const error of errors) {
    const row = error.record === undefined ? undefined : saved[error.record];
    if (!row) continue;
    const key = rowKey(row);
    byRow.set(key, new Map(byRow.get(key)).set(error.field, error.message));
  }
  return byRow;
}

/**
 * Saves the rows changed inline through doBatchSaveOrUpdate (all of them or none): checked first, the
 * server's field errors then shown in the cells they concern, the message kept on the screen.
 */
export function useInlineSave(options: {
  entity: EntitySchema;
  menu: MenuContext;
  store: GridEditStore;
  rowKey: (row: GridRow) => string;
  onSaved: () => void;
}) {
  const { entity, menu, store, rowKey, onSaved } = options;
  const adapter = useDataAdapter();
  const { t } = useRendererI18n();
  const [saving, setSaving] = useState(false);

  const save = useCallback(async () => {
    if (!store.validateChanged()) {
      Message.error(t('grid.fixErrors'));
      return;
    }
    const rows = store.changedRows();
    if (rows.length === 0) {
      Message.info(t('grid.nothingToSave'));
      return;
    }
    setSaving(true);
    try {
      const answer = await entityRequests(adapter, entity, menu).batchSave(rows);
      if (answer.status === 'S') {
        Message.success(t('grid.saved', { count: rows.length }));
        store.reset();
        onSaved();
        return;
      }
      store.showServerProblems(problemsByRow(answer.errors ?? [], rows, rowKey));
      Message.error(answer.msg);
    } finally {
      setSaving(false);
    }
  }, [adapter, entity, menu, store, rowKey, onSaved, t]);

  return { save, saving };
}
