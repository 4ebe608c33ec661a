import { useMemo } from 'react';
import type { z } from 'zod';
import { DataAdapterProvider } from '../../../renderer/context/data-adapter-context';
import { FileTransferProvider } from '../../../renderer/context/file-transfer-context';
import { createMemoryFileTransfer } from '../../../renderer/data/memory-file-transfer';
import { createEntityLoader } from '../../../renderer/loading/entity-loader';
import { createScreenLoader } from '../../../renderer/loading/screen-loader';
import { defaultScreenRegistry } from '../../../renderer/registry/default-registry';
import type { ListScreenDescriptor } from '../../../renderer/renderers/list-screen/list-screen.schema';
import { ScreenRenderer } from '../../../renderer/screen-renderer';
import type { Language } from '../../../src/shared/formats/common';
import { repoProject } from '../../support/repo-project';
import { sampleFiles } from '../../support/sample-files';
import { StoryNavigator } from '../../support/story-navigator';
import { createGridAdapter } from './grid-story-host';
import { GRID_ITEM_PATH, gridItemEntity } from './grid-sample-entity';
import { gridSampleRows } from './grid-sample-rows';

export type GridListDescriptor = z.input<typeof ListScreenDescriptor>;

/** The entity loader of the grid stories: the repository's schemas and the grid stories' own entity. */
const entityLoader = createEntityLoader({ ...repoProject.entitySources, [GRID_ITEM_PATH]: () => Promise.resolve(gridItemEntity) });

export interface GridListStoryProps {
  /** A list descriptor over storyGridItem, loaded and checked like a file under screens/. */
  descriptor: GridListDescriptor;
  /** How many sample order lines the memory adapter holds. */
  rowCount: number;
  language: Language;
}

/**
 * A list screen over the grid stories' order lines in memory: the renderer parses the descriptor (its
 * configuration errors shown as on a real screen), the data table pages, sorts and saves through the
 * memory adapter, and column settings are kept there too.
 */
export function GridListStory({ descriptor, rowCount, language }: GridListStoryProps) {
  const text = JSON.stringify(descriptor);
  const loader = useMemo(
    () =>
      createScreenLoader({
        descriptors: { [`/screens/storybook/${descriptor.route}.json`]: () => Promise.resolve(JSON.parse(text)) },
        entities: entityLoader,
        registry: defaultScreenRegistry,
      }),
    [descriptor.route, text],
  );
  const adapter = useMemo(() => createGridAdapter(language, gridSampleRows(rowCount)), [language, rowCount]);
  const files = useMemo(() => createMemoryFileTransfer(sampleFiles()), []);
  return (
    <DataAdapterProvider adapter={adapter}>
      <FileTransferProvider transfer={files}>
        <StoryNavigator key={`${language}:${text}`} start={{ route: descriptor.route, params: {} }}>
          {(screen, depth) => (
            <ScreenRenderer
              key={`${depth}:${screen.route}`}
              route={screen.route}
              params={screen.params}
              menu={{ menuId: 1, respId: 1 }}
              userType="internal"
              loader={loader}
            />
          )}
        </StoryNavigator>
      </FileTransferProvider>
    </DataAdapterProvider>
  );
}
