import { composeStory, setProjectAnnotations, type Meta, type StoryObj } from '@storybook/react-vite';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { screenStoryFile } from '../../../storybook/screens/screen-story-file';
import { storyAnnotations } from '../../../storybook/story-annotations';
import { repoProject } from '../../../storybook/support/repo-project';
import * as historyStories from '../../../storybook/widgets/approval-history.stories';
import { failOnConsole } from '../renderer/support/console-guard';
import { renderStoryToRest } from './support/story-render';

setProjectAnnotations(storyAnnotations);
failOnConsole('error', 'warn');
beforeEach(() => localStorage.clear());

const BUYER = { locale: 'CN', viewer: 'buyer' };

async function renderScreenStory(path: string, globals = BUYER): Promise<HTMLElement> {
  const descriptor = await repoProject.descriptorSources[path]();
  const file = screenStoryFile(path, descriptor);
  return renderStoryToRest(composeStory({ ...file.story, globals }, file.meta));
}

/** The approval screens over the sample approvals (storybook/sample-data/sample-approvals.ts), as Storybook shows them. */
describe('the stories of the approval screens show the sample approvals', () => {
  it('my to-do: the viewer\'s four open tasks with their document, type, node and buttons', async () => {
    const container = await renderScreenStory('/screens/bpm/myUpcoming.json');
    const rows = [...container.querySelectorAll('.srm-grid-body [role="row"]')].map((row) => row.textContent ?? '');
    expect(rows).toHaveLength(4);
    expect(rows.map((row) => row.match(/二级会签|采购审批/)?.[0]).sort()).toEqual(['二级会签', '采购审批', '采购审批', '采购审批']);
    for (const row of rows) {
      expect(row).toContain('采购订单');
      expect(row).toContain('办理');
      expect(row).toContain('同意');
    }
  });

  it('my done: the decided tasks with their result and comment', async () => {
    const container = await renderScreenStory('/screens/bpm/myApproval.json');
    const text = container.querySelector('.srm-grid-body')?.textContent ?? '';
    expect(text).toContain('交期不满足生产计划，请重新询价');
    expect(text).toContain('价格已比对三家');
  });

  it('monitoring: every sample instance with its document type and status', async () => {
    const container = await renderScreenStory('/screens/bpm/processMonitoring.json');
    const rows = [...container.querySelectorAll('.srm-grid-body [role="row"]')].map((row) => row.textContent ?? '');
    expect(rows).toHaveLength(7);
    expect(rows.every((row) => row.includes('采购订单'))).toBe(true);
    expect(rows.map((row) => row.match(/审批中|已通过|已驳回|已撤回/)?.[0]).sort()).toEqual(['审批中', '审批中', '审批中', '审批中', '已撤回', '已通过', '已驳回']);
  });

  it('the history panel: the timeline with its comments, and approve / reject for the viewer\'s open task', async () => {
    const meta = historyStories.default as Meta;
    await renderStoryToRest(composeStory({ ...(historyStories.InApproval as StoryObj), globals: BUYER }, meta));
    expect(screen.getByText('待我审批：二级会签')).toBeTruthy();
    expect(screen.getByText('价格已比对三家')).toBeTruthy();
    expect(screen.getByRole('button', { name: '同意' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '驳回' })).toBeTruthy();
  });
});
