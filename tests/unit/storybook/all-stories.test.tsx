import { composeStories, composeStory, setProjectAnnotations, type Meta, type StoryObj } from '@storybook/react-vite';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { defaultScreenRegistry } from '../../../renderer/registry/default-registry';
import { screenStoryFile } from '../../../storybook/screens/screen-story-file';
import { storyAnnotations } from '../../../storybook/story-annotations';
import { repoProject } from '../../../storybook/support/repo-project';
import { failOnConsole } from '../renderer/support/console-guard';
import { renderStoryToRest } from './support/story-render';

setProjectAnnotations(storyAnnotations);
failOnConsole('error', 'warn');
beforeEach(() => localStorage.clear());

/** Every toolbar setting a story is rendered with: the default, and the other language and viewer. */
const GLOBALS = [
  { locale: 'CN', viewer: 'buyer' },
  { locale: 'EN', viewer: 'supplier' },
];

type StoryModule = { default: Meta } & Record<string, StoryObj>;
const storyFiles = import.meta.glob<StoryModule>('/storybook/**/*.stories.tsx', { eager: true });

const csfStories = Object.entries(storyFiles).flatMap(([file, module]) =>
  Object.keys(composeStories(module)).map((exportName) => ({ file, exportName })),
);

describe('every story of storybook/**/*.stories.tsx', () => {
  it('covers every renderer and every field widget', () => {
    const titles = Object.values(storyFiles).map((module) => module.default.title);
    // One story file per registered screen type (list, edit, tree, ...).
    expect(titles.filter((title) => title?.startsWith('Renderers/'))).toHaveLength(defaultScreenRegistry.types().length);
    expect(titles.filter((title) => title?.startsWith('Widgets/')).length).toBeGreaterThanOrEqual(8);
  });

  for (const globals of GLOBALS) {
    it.each(csfStories.map(({ file, exportName }) => [`${file} ${exportName}`, file, exportName] as const))(
      `%s renders in ${globals.locale} for a ${globals.viewer}`,
      async (_label, file, exportName) => {
        const module = storyFiles[file];
        const Story = composeStory({ ...module[exportName], globals }, module.default, undefined, exportName);
        // Stories of descriptor mistakes (Grid/Configuration errors) must show their error.
        await renderStoryToRest(Story, { expectError: Story.tags.includes('expected-error') });
      },
    );
  }
});

const descriptorPaths = Object.keys(repoProject.descriptorSources).sort();

describe('the story of every screen descriptor under screens/', () => {
  for (const globals of GLOBALS) {
    it.each(descriptorPaths)(`%s renders in ${globals.locale} for a ${globals.viewer}`, async (path) => {
      const descriptor = (await repoProject.descriptorSources[path]()) as { title: { cn: string; en: string } };
      const file = screenStoryFile(path, descriptor);
      const Story = composeStory({ ...file.story, globals }, file.meta);
      await renderStoryToRest(Story);
      const title = globals.locale === 'EN' ? descriptor.title.en : descriptor.title.cn;
      expect(screen.getAllByText(title).length).toBeGreaterThan(0);
    });
  }
});
