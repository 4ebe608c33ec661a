import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyLanguage } from '../support/story-globals';
import { gridListDescriptor } from './support/grid-list-descriptor';
import { GridListStory } from './support/grid-list-story';
import { clickTool, waitForRows } from './support/story-interactions';

const DESCRIPTOR = gridListDescriptor('gridFullScreenStory', { cn: '全屏表格', en: 'Full-screen table' }, { pageSize: 50, showSummary: true, footerConfig: { summaryFields: ['taxTotalPrice'] } });

/**
 * Full screen (the button right of the gear): the table takes the whole window above everything but
 * dialogs, its grid filling the height between toolbar and pager; the same button or Esc goes back.
 * The story opens in normal mode: click the button.
 */
const meta: Meta = {
  title: 'Grid/Full screen',
  tags: ['grid'],
  parameters: { layout: 'fullscreen' },
  render: (_args, { globals }) => <GridListStory descriptor={DESCRIPTOR} rowCount={180} language={storyLanguage(globals)} />,
};
export default meta;

type Story = StoryObj;

export const NormalMode: Story = { play: ({ canvasElement }) => waitForRows(canvasElement) };

/** After a click on the full-screen button. */
export const FullScreenOn: Story = { play: ({ canvasElement }) => clickTool(canvasElement, 'srm-full-screen-button') };
