import { readFileSync } from 'node:fs';
import type { Indexer } from 'storybook/internal/types';
import { SCREEN_STORY_EXPORT, screenStoryImportPath, screenStoryName, screenStoryTitle } from './screen-story-naming.js';

function readDescriptor(fileName: string): unknown {
  try {
    return JSON.parse(readFileSync(fileName, 'utf8'));
  } catch {
    // Indexed all the same: the story shows the loader's error, which names the file.
    return null;
  }
}

/**
 * Makes every screen descriptor under screens/ a story of its own: Storybook lists the JSON files (main.ts
 * `stories`), this indexer names their story, and the module behind it is generated (screen-stories-plugin.ts).
 * A new descriptor file is a new story with no other change.
 */
export const screenStoryIndexer: Indexer = {
  test: /[\\/]screens[\\/].+\.json$/,
  createIndex: async (fileName) => [
    {
      type: 'story',
      importPath: screenStoryImportPath(fileName),
      exportName: SCREEN_STORY_EXPORT,
      title: screenStoryTitle(fileName),
      name: screenStoryName(fileName, readDescriptor(fileName)),
      tags: ['screen'],
    },
  ],
};
