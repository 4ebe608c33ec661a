import { useMemo } from 'react';
import { DataAdapterProvider } from '../../renderer/context/data-adapter-context';
import { FileTransferProvider } from '../../renderer/context/file-transfer-context';
import { UserMenusProvider, type UserMenu } from '../../renderer/context/user-menus-context';
import { createMemoryFileTransfer } from '../../renderer/data/memory-file-transfer';
import type { MenuContext } from '../../renderer/data/data-adapter';
import type { ScreenLoader } from '../../renderer/loading/screen-loader';
import { ScreenRenderer } from '../../renderer/screen-renderer';
import type { Language } from '../../src/shared/formats/common';
import { createSampleAdapter } from './sample-adapter';
import { sampleFiles } from './sample-files';
import { projectScreenLoader, type SampleProject } from './sample-project';
import { StoryNavigator, type OpenScreen } from './story-navigator';
import { userTypeOf, type Viewer } from './viewer';
import { viewerMenus } from './viewer-menus';
import { viewerResources } from './viewer-resources';

/** Stories open screens from one menu context; the sample adapter grants its resources whatever the ids. */
const STORY_MENU: MenuContext = { menuId: 1, respId: 1 };

export interface SampleScreenProps {
  project: SampleProject;
  /** The screen the story opens, with its params (an edit screen's record `id`). */
  start: OpenScreen;
  /** The route of the menu the screen belongs to: its resources decide which buttons show. */
  menuRoute: string;
  viewer: Viewer;
  language: Language;
  /** Another loader (a renderer story's own descriptor); the project's screens by default. */
  loader?: ScreenLoader;
  /** The user's menus; those of every responsibility of the viewer's kind by default. */
  userMenus?: readonly UserMenu[];
}

/**
 * A screen as a user of the viewer's kind sees it, over the project's sample records in memory: no back
 * end, the same renderer as the app. A new viewer or language starts again from the sample data.
 */
export function SampleScreen({ project, start, menuRoute, viewer, language, loader, userMenus }: SampleScreenProps) {
  const adapter = useMemo(
    () => createSampleAdapter(project, { viewer, language, resources: viewerResources(project.system, menuRoute, viewer) }),
    [project, menuRoute, viewer, language],
  );
  // Like the records, the files start again for a new viewer or language.
  const files = useMemo(() => createMemoryFileTransfer(sampleFiles()), [project, viewer, language]);
  const screenLoader = loader ?? projectScreenLoader(project);
  // The viewer's menus, as the shell gives them: a report drills and a dashboard shows widgets through them.
  const menus = useMemo(() => userMenus ?? viewerMenus(project.system, viewer), [userMenus, project, viewer]);
  return (
    <DataAdapterProvider adapter={adapter}>
      <FileTransferProvider transfer={files}>
        <UserMenusProvider menus={menus}>
          <StoryNavigator key={`${viewer}:${language}:${start.route}:${JSON.stringify(start.params)}`} start={start}>
            {(screen, depth) => (
              <ScreenRenderer
                key={`${depth}:${screen.route}`}
                route={screen.route}
                params={screen.params}
                menu={STORY_MENU}
                userType={userTypeOf(viewer)}
                loader={screenLoader}
              />
            )}
          </StoryNavigator>
        </UserMenusProvider>
      </FileTransferProvider>
    </DataAdapterProvider>
  );
}
