import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyLanguage } from '../support/story-globals';
import { gridListDescriptor, LIST_COLUMNS } from './support/grid-list-descriptor';
import { GridListStory } from './support/grid-list-story';

/**
 * Descriptor mistakes the screen shows in the UI language instead of a broken grid (spec 000 §8), with
 * the detail a developer needs under it: a table whose api lacks a part ("请配置 API 属性" / "Please
 * configure the API attribute"), and a link column without an action ("单元格链接方法未配置" / "Cell link
 * method not configured"). `npm run validate` reports both before they reach a screen.
 */
const meta: Meta = {
  title: 'Grid/Configuration errors',
  // The story test expects the error these stories exist to show.
  tags: ['grid', 'expected-error'],
  parameters: { layout: 'fullscreen' },
};
export default meta;

type Story = StoryObj;

export const ApiNotConfigured: Story = {
  render: (_args, { globals }) => (
    <GridListStory
      descriptor={gridListDescriptor('gridApiMissing', { cn: '缺少 API', en: 'API missing' }, { api: { service: 'srm', resource: 'storyGridItemRestful', operation: '' } })}
      rowCount={10}
      language={storyLanguage(globals)}
    />
  ),
};

export const CellLinkWithoutAction: Story = {
  render: (_args, { globals }) => (
    <GridListStory
      descriptor={gridListDescriptor('gridLinkMissing', { cn: '链接未配置', en: 'Link not configured' }, {}, [
        { key: 'orderNumber', width: 160, cellType: 'link' },
        ...LIST_COLUMNS.slice(1),
      ])}
      rowCount={10}
      language={storyLanguage(globals)}
    />
  ),
};
