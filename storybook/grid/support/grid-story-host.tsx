import { useMemo, type ReactNode } from 'react';
import { DataAdapterProvider } from '../../../renderer/context/data-adapter-context';
import { FileTransferProvider } from '../../../renderer/context/file-transfer-context';
import { ScreenContextProvider, type ScreenContextValue } from '../../../renderer/context/screen-context';
import { createMemoryAdapter, type MemoryAdapter } from '../../../renderer/data/memory-adapter';
import { createMemoryFileTransfer } from '../../../renderer/data/memory-file-transfer';
import type { GridRow } from '../../../renderer/grid/layout/grid-table';
import type { Language } from '../../../src/shared/formats/common';
import { SAMPLE_NOW } from '../../sample-data/sample-clock';
import { repoProject } from '../../support/repo-project';
import { projectSampleRecords } from '../../support/sample-adapter';
import { sampleFiles } from '../../support/sample-files';
import { memoryUserOf } from '../../support/viewer';
import { GRID_ITEM_ENTITY, gridItemEntity } from './grid-sample-entity';

/** Every code the grid stories' buttons and attachment widgets ask for: a buyer granted all of them. */
export const GRID_STORY_RESOURCES = [
  'btnAdd',
  'btnSave',
  'btnDelete',
  'btnUploadAttachment',
  'btnPreviewAttachment',
  'btnDownloadAttachment',
  'btnDelAttachment',
];

/**
 * The memory adapter of a grid story: the project's sample records (suppliers for the reference select,
 * lookups, table configurations) and the story's own order lines. The grid is the subject, not who
 * looks at it, so a grid story always runs as a buyer granted every code.
 */
export function createGridAdapter(language: Language, rows: readonly GridRow[]): MemoryAdapter {
  return createMemoryAdapter({
    entities: [...repoProject.entities, gridItemEntity],
    records: { ...structuredClone(projectSampleRecords(repoProject)), [GRID_ITEM_ENTITY]: rows.map((row) => ({ ...row })) },
    lookups: repoProject.lookups,
    resources: GRID_STORY_RESOURCES,
    user: memoryUserOf('buyer'),
    language,
    now: () => new Date(SAMPLE_NOW),
  });
}

const CONTEXT: ScreenContextValue = {
  route: 'gridStory',
  params: {},
  menu: { menuId: 1, respId: 1 },
  userType: 'internal',
  granted: new Set(GRID_STORY_RESOURCES),
};

/**
 * What a DataGrid needs around it on a screen, without the screen: the data adapter (lookup meanings,
 * reference options), the file transfer (attachment cells) and a screen context (menu, granted codes).
 */
export function GridStoryHost({ language, children }: { language: Language; children: ReactNode }) {
  // The grid-only stories keep their rows themselves: the adapter holds none of its entity's.
  const adapter = useMemo(() => createGridAdapter(language, []), [language]);
  const files = useMemo(() => createMemoryFileTransfer(sampleFiles()), []);
  return (
    <DataAdapterProvider adapter={adapter}>
      <FileTransferProvider transfer={files}>
        <ScreenContextProvider value={CONTEXT}>{children}</ScreenContextProvider>
      </FileTransferProvider>
    </DataAdapterProvider>
  );
}
