import { composeStory, setProjectAnnotations } from '@storybook/react-vite';
import { screen } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import storybookConfig from '../../../storybook/main';
import { screenStoriesPlugin } from '../../../storybook/screens/screen-stories-plugin';
import { screenStoryFile } from '../../../storybook/screens/screen-story-file';
import { screenStoryIndexer } from '../../../storybook/screens/screen-story-indexer';
import { storyAnnotations } from '../../../storybook/story-annotations';
import type { SampleProject } from '../../../storybook/support/sample-project';
import { failOnConsole } from '../renderer/support/console-guard';
import { renderStoryToRest } from '../storybook/support/story-render';
import { createJsonOnlyProject, type JsonOnlyProject } from './support/json-only-project';
import { projectOnDisk } from './support/project-on-disk';

/*
 * The proof of the authoring issue, browser half: the screens of a brand-new entity added as JSON only
 * render, and Storybook has a story for each of them, with no code change.
 */
setProjectAnnotations(storyAnnotations);
failOnConsole('error', 'warn');
beforeEach(() => localStorage.clear());

let project: JsonOnlyProject;
let sample: SampleProject;

beforeAll(() => {
  project = createJsonOnlyProject();
  sample = projectOnDisk(project.root);
});
afterAll(() => project?.remove());

async function renderScreenStory(file: string, globals: Record<string, string>) {
  const descriptor = JSON.parse(readFileSync(join(project.root, file), 'utf8')) as { title: { cn: string; en: string } };
  const story = screenStoryFile(`/${file}`, descriptor, sample);
  await renderStoryToRest(composeStory({ ...story.story, globals }, story.meta));
  return descriptor;
}

describe('the screens of a new entity added as JSON only', () => {
  it('are stories: Storybook lists the descriptor files and indexes each as a screen story', async () => {
    expect(storybookConfig.stories).toContain('../screens/**/*.json');
    for (const file of project.scaffold.files.map((written) => written.path)) {
      const path = join(project.root, file);
      expect(screenStoryIndexer.test.test(path)).toBe(true);
      const [entry] = await screenStoryIndexer.createIndex(path, { makeTitle: (title) => title ?? '' });
      expect(entry).toMatchObject({ type: 'story', exportName: 'Screen', title: `Screens/${file.replace(/^screens\//, '').replace(/\.json$/, '')}` });
      expect(entry.name).toBe('质量问题 · Quality issue');
      const importPath = `virtual:srm-screen-story/${file.replace(/\.json$/, '')}`;
      expect(entry.importPath).toBe(importPath);
      const plugin = screenStoriesPlugin();
      const resolved = (plugin.resolveId as (id: string) => string)(importPath);
      expect((plugin.load as (id: string) => string)(resolved)).toContain(`import descriptor from "/${file}";`);
    }
  });

  it('render the list over sample records, with the auto numbers and lookups of the new schema', async () => {
    const [list] = project.scaffold.files;
    await renderScreenStory(list.path, { locale: 'CN', viewer: 'buyer' });
    expect(screen.getAllByText('质量问题').length).toBeGreaterThan(0);
    expect(screen.getByText(/^QI\d{8}-0001$/)).toBeTruthy();
    expect(screen.getAllByText(/^(严重|主要|次要)$/).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: /新增/ })).toBeTruthy();
  });

  it('render the edit screen of a sample record, in English too', async () => {
    const [, edit] = project.scaffold.files;
    await renderScreenStory(edit.path, { locale: 'EN', viewer: 'buyer' });
    expect(screen.getAllByText('Quality issue').length).toBeGreaterThan(0);
    expect(screen.getByText('Defective quantity')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Save/ })).toBeTruthy();
  });
});
