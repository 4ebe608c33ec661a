import { composeStory, setProjectAnnotations } from '@storybook/react-vite';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { screenStoryFile } from '../../../storybook/screens/screen-story-file';
import { storyAnnotations } from '../../../storybook/story-annotations';
import { repoProject } from '../../../storybook/support/repo-project';
import { projectSampleRecords } from '../../../storybook/support/sample-adapter';
import { SAMPLE_SUPPLIER_ID } from '../../../storybook/support/viewer';
import { failOnConsole } from '../renderer/support/console-guard';
import { renderStoryToRest } from './support/story-render';

setProjectAnnotations(storyAnnotations);
failOnConsole('error', 'warn');
beforeEach(() => localStorage.clear());

const PATH = '/screens/purchasing/purchaseOrderList.json';

async function renderOrders(globals: Record<string, string>) {
  const story = screenStoryFile(PATH, await repoProject.descriptorSources[PATH]());
  await renderStoryToRest(composeStory({ ...story.story, globals }, story.meta));
}

function shownOrderNumbers(): string[] {
  return screen.queryAllByText(/^PO\d{8}-\d{4}$/).map((cell) => cell.textContent ?? '');
}

describe('the toolbar switches of a screen story', () => {
  it('show a buyer every order, in Chinese, with the buttons of the buyer responsibilities', async () => {
    await renderOrders({ locale: 'CN', viewer: 'buyer' });
    expect(shownOrderNumbers()).toHaveLength(projectSampleRecords(repoProject).srmPoHeader.length);
    expect(screen.getByRole('button', { name: /新增/ })).toBeTruthy();
  });

  it('show a supplier only its own orders in the statuses it may see, in English, without buyer buttons', async () => {
    await renderOrders({ locale: 'EN', viewer: 'supplier' });
    const visible = ['SENT', 'FEEDBACK', 'CONFIRMED', 'HOLD', 'CLOSED'];
    const expected = projectSampleRecords(repoProject)
      .srmPoHeader.filter((order) => order.supplierId === SAMPLE_SUPPLIER_ID && visible.includes(String(order.status)))
      .map((order) => order.poNumber);
    expect(shownOrderNumbers().sort()).toEqual(expected.sort());
    expect(screen.getAllByText('Purchase orders').length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: /New/ })).toBeNull();
    expect(screen.queryByText('采购订单')).toBeNull();
  });
});
