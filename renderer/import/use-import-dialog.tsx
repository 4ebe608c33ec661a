import { lazy, Suspense, useCallback, useState, type ReactElement } from 'react';
import type { EntitySchema } from '../../src/shared/formats/entity-format';
import { useScreenContext } from '../context/screen-context';

/** The dialog (its progress bar and error table with it) loads when first opened: lists are shown without it. */
const ImportDialog = lazy(async () => ({ default: (await import('./import-dialog')).ImportDialog }));

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
    <Suspense fallback={null}>
      <ImportDialog entity={entity} menu={menu} params={params} onClose={() => setVisible(false)} onImported={onImported} />
    </Suspense>
  ) : null;
  return { open, holder };
}
