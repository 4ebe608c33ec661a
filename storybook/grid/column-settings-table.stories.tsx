import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { storyLanguage } from '../support/story-globals';
import { gridListDescriptor } from './support/grid-list-descriptor';
import { GridListStory } from './support/grid-list-story';
import { clickTool, waitForRows } from './support/story-interactions';

const DESCRIPTOR = gridListDescriptor('gridColumnSettingsStory', { cn: '列设置', en: 'Column settings' }, { pageSize: 20, height: 420 });

/**
 * The gear of a table at work: the drawer lists the columns (notes hidden by default, columnsDisplay N),
 * and every change (order, shown, width, fixed side) redraws the grid at once and is kept per table
 * name in the memory adapter, as the server keeps it per user. Widths dragged on the headers are kept
 * too. The drawer and its preview alone: Grid/Column settings.
 */
const meta: Meta = {
  title: 'Grid/Column settings on a table',
  tags: ['grid'],
  parameters: { layout: 'fullscreen' },
  render: (_args, { globals }) => <GridListStory descriptor={DESCRIPTOR} rowCount={60} language={storyLanguage(globals)} />,
};
export default meta;

type Story = StoryObj;

export const Table: Story = { play: ({ canvasElement }) => waitForRows(canvasElement) };

/** After a click on the gear. */
export const DrawerOpen: Story = { play: ({ canvasElement }) => clickTool(canvasElement, 'srm-column-settings-button') };

/** The drawer draws at the end of the page: a column's check box there, once it is open. */
async function columnCheck(key: string): Promise<HTMLElement> {
  return waitFor(() => {
    const check = document.querySelector<HTMLElement>(`.srm-column-settings-row[data-column-key="${key}"] .arco-checkbox`);
    expect(check).not.toBeNull();
    return check as HTMLElement;
  });
}

/** After hiding the line number and specification and showing the notes in the drawer, then closing it. */
export const ColumnsChanged: Story = {
  play: async ({ canvasElement }) => {
    await clickTool(canvasElement, 'srm-column-settings-button');
    await userEvent.click(await columnCheck('lineNumber'));
    await userEvent.click(await columnCheck('itemSpec'));
    await userEvent.click(await columnCheck('remark'));
    const close = document.querySelector<HTMLElement>('.arco-drawer-close-icon');
    if (close) await userEvent.click(close);
    // The gear gets the focus back, and would keep its tooltip over the grid.
    const gear = canvasElement.querySelector<HTMLElement>('.srm-column-settings-button');
    gear?.blur();
    if (gear) await userEvent.unhover(gear);
  },
};
