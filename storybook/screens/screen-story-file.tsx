import type { Meta, StoryObj } from '@storybook/react-vite';
import { repoProject } from '../support/repo-project';
import type { SampleProject } from '../support/sample-project';
import { storyLanguage, storyViewer } from '../support/story-globals';
import { ScreenStory } from './screen-story';
import { screenStoryName, screenStoryTitle } from './screen-story-naming';

export interface ScreenStoryFile {
  meta: Meta;
  story: StoryObj;
}

/**
 * The story file of a screen descriptor, as the generated module of screen-stories-plugin.ts exports it:
 * the screen over the project's sample data, following the toolbar's language and viewer.
 */
export function screenStoryFile(path: string, descriptor: unknown, project: SampleProject = repoProject): ScreenStoryFile {
  return {
    meta: { title: screenStoryTitle(path), tags: ['screen'], parameters: { layout: 'fullscreen', descriptorFile: path } },
    story: {
      name: screenStoryName(path, descriptor),
      render: (_args, { globals }) => (
        <ScreenStory project={project} path={path} descriptor={descriptor} viewer={storyViewer(globals)} language={storyLanguage(globals)} />
      ),
    },
  };
}
