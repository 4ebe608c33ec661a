import { useCallback, useState, type ReactElement } from 'react';
import type { EntitySchema } from '../../src/shared/formats/entity-format';
import { useScreenContext } from '../context/screen-context';
import { ImportDialog } from './import-dialog';

/**
 * The `import` toolbar action of a screen: `open` shows the import dialog of the entity, `holder` renders
 * it (only while open, so screens that never import need no file transfer). `onImported` runs after a
 * successful import, e.g. to reload the list.
 */
export function useImportDialog(
  entity: EntitySchema,
  onImported: () => void,
  params?: Readonly<Record<string, string>>,
): { open: () => void; holder: ReactElement | null } {
  const { menu } = useScreenContext();
  const [visible, setVisible] = useState(false);
  const open = useCallback(() => setVisible(true), []);
  const holder = visible ? (
    <ImportDialog entity={entity} menu={menu} params={params} onClose={() => setVisible(false)} onImported={onImported} />
  ) : null;
  return { open, holder };
}
