import type { Preview } from '@storybook/react-vite';
import { StoryShell } from './support/story-shell';
import { STORY_GLOBAL_TYPES, STORY_INITIAL_GLOBALS, storyLanguage } from './support/story-globals';

/**
 * Everything every story shares, for Storybook (preview.tsx) and for the story test: the language and
 * viewer switches in the toolbar, and the shell around each story.
 */
export const storyAnnotations: Preview = {
  globalTypes: STORY_GLOBAL_TYPES,
  initialGlobals: STORY_INITIAL_GLOBALS,
  decorators: [
    (Story, { globals }) => (
      <StoryShell language={storyLanguage(globals)}>
        <Story />
      </StoryShell>
    ),
  ],
  parameters: {
    controls: { expanded: true, sort: 'requiredFirst' },
  },
};
