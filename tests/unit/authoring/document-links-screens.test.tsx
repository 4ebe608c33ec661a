import { composeStory, setProjectAnnotations } from '@storybook/react-vite';
import { screen, within } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screenStoryFile } from '../../../storybook/screens/screen-story-file';
import { screenStoryIndexer } from '../../../storybook/screens/screen-story-indexer';
import { storyAnnotations } from '../../../storybook/story-annotations';
import type { SampleProject } from '../../../storybook/support/sample-project';
import { failOnConsole } from '../renderer/support/console-guard';
import { renderStoryToRest } from '../storybook/support/story-render';
import { createDocumentLinksProject, proofScreenFiles, type DocumentLinksProject } from './support/document-links-project';
import { projectOnDisk } from './support/project-on-disk';

/*
 * The proof of the engine's second step, browser half: every screen of the nonconformance area added as JSON
 * only (tests/unit/authoring/proof-project/) is a Storybook story that renders, in Chinese and in English,
 * with the screen kinds and document keys it declares: a tree, a board, a report with its chart, edit
 * screens with tabs, lines of lines, a pick dialog, a generate button and a related-documents tab.
 */
setProjectAnnotations(storyAnnotations);
failOnConsole('error', 'warn');
beforeEach(() => localStorage.clear());

let project: DocumentLinksProject;
let sample: SampleProject;

beforeAll(() => {
  project = createDocumentLinksProject();
  sample = projectOnDisk(project.root);
});
afterAll(() => project?.remove());

interface Descriptor {
  type: string;
  title: { cn: string; en: string };
}

async function renderScreenStory(file: string, locale: 'CN' | 'EN'): Promise<Descriptor> {
  const descriptor = JSON.parse(readFileSync(join(project.root, file), 'utf8')) as Descriptor;
  const story = screenStoryFile(`/${file}`, descriptor, sample);
  await renderStoryToRest(composeStory({ ...story.story, globals: { locale, viewer: 'admin' } }, story.meta));
  return descriptor;
}

describe('the screens of an area added as JSON only', () => {
  const files = proofScreenFiles();

  it('cover every screen kind of the second step, each indexed as a story', async () => {
    const kinds = files.map((file) => (JSON.parse(readFileSync(join(project.root, file), 'utf8')) as Descriptor).type);
    expect(new Set(kinds)).toEqual(new Set(['tree', 'list', 'edit', 'kanban', 'report']));
    for (const file of files) {
      const [entry] = await screenStoryIndexer.createIndex(join(project.root, file), { makeTitle: (title) => title ?? '' });
      expect(entry).toMatchObject({ type: 'story', exportName: 'Screen', title: `Screens/${file.replace(/^screens\//, '').replace(/\.json$/, '')}` });
    }
  });

  for (const file of files) {
    for (const locale of ['CN', 'EN'] as const) {
      it(`renders ${file} in ${locale}`, async () => {
        const descriptor = await renderScreenStory(file, locale);
        const title = locale === 'CN' ? descriptor.title.cn : descriptor.title.en;
        expect(screen.getAllByText(title).length).toBeGreaterThan(0);
      });
    }
  }

  it('the report list offers to generate claims from the chosen reports', async () => {
    await renderScreenStory('screens/quality/ncReportList.json', 'CN');
    expect(screen.getByRole('button', { name: /生成索赔单/ })).toBeTruthy();
  });

  it('the report edit screen has its corrective actions per defect and the related documents; a draft is not claimed yet', async () => {
    await renderScreenStory('screens/quality/ncReport/ncReportEdit.json', 'CN');
    expect(screen.getByRole('tab', { name: '关联单据' })).toBeTruthy();
    // The story opens a draft report; claims are generated from open ones.
    expect(screen.getAllByText('草稿').length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: /生成索赔单/ })).toBeNull();
    const lines = document.querySelector('.srm-lines-grid');
    expect(lines).not.toBeNull();
    expect(within(lines as HTMLElement).getAllByRole('button', { name: /^纠正措施 \(\d+\)$/ }).length).toBeGreaterThan(0);
  });

  it('the claim edit screen adds lines from open defects, in English', async () => {
    await renderScreenStory('screens/quality/ncClaim/ncClaimEdit.json', 'EN');
    expect(screen.getByRole('button', { name: /Add from defects/ })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Related documents' })).toBeTruthy();
  });
});
