import type { Meta, StoryObj } from '@storybook/react-vite';
import { PAGE_SIZE_OPTIONS } from '../../renderer/descriptors/page-size-options';
import { storyLanguage } from '../support/story-globals';
import { gridListDescriptor } from './support/grid-list-descriptor';
import { GridListStory } from './support/grid-list-story';
import { applyCustomSize, openPageSizes, waitForRows } from './support/story-interactions';

interface PagerArgs {
  pageSize: (typeof PAGE_SIZE_OPTIONS)[number];
  rowCount: number;
}

/**
 * The pager under a table: checked rows on the left; the total, the pages and the page size on the
 * right: 20, 50, 100, 200 or 500 rows, or 自定义 / Custom, where a typed size below 0 is refused
 * ("自定义页码不能小于0"), 0 to 9 become 10, and more than 500 is refused. A new size starts at page 1.
 */
const meta: Meta<PagerArgs> = {
  title: 'Grid/Pager',
  tags: ['grid'],
  parameters: { layout: 'fullscreen' },
  argTypes: {
    pageSize: { control: 'select', options: [...PAGE_SIZE_OPTIONS], description: 'table.pageSize' },
    rowCount: { control: { type: 'number', min: 0, max: 5000 }, description: 'order lines in the memory adapter' },
  },
  args: { pageSize: 20, rowCount: 1234 },
  render: (args, { globals }) => (
    <GridListStory
      descriptor={gridListDescriptor('gridPagerStory', { cn: '分页', en: 'Paging' }, { pageSize: args.pageSize, height: 360 })}
      rowCount={args.rowCount}
      language={storyLanguage(globals)}
    />
  ),
};
export default meta;

type Story = StoryObj<PagerArgs>;

export const TwentyRowsAPage: Story = { play: ({ canvasElement }) => waitForRows(canvasElement) };

/** The page-size list open: 20, 50, 100, 200, 500 rows a page and Custom. */
export const PageSizeOptions: Story = {
  play: async ({ canvasElement }) => {
    await waitForRows(canvasElement);
    await openPageSizes(canvasElement);
  },
};

export const FiveHundredRowsAPage: Story = { args: { pageSize: 500 } };

/** A custom size of -5: refused, the input marked, the message beside it. */
export const CustomSizeNegative: Story = {
  play: async ({ canvasElement }) => {
    await waitForRows(canvasElement);
    await applyCustomSize(canvasElement, '-5');
  },
};

/** A custom size of 5: raised to the minimum of 10, and said so. */
export const CustomSizeRaised: Story = {
  play: async ({ canvasElement }) => {
    await waitForRows(canvasElement);
    await applyCustomSize(canvasElement, '5');
  },
};

/** A custom size of 800: more than the 500 rows the server answers, refused. */
export const CustomSizeTooLarge: Story = {
  play: async ({ canvasElement }) => {
    await waitForRows(canvasElement);
    await applyCustomSize(canvasElement, '800');
  },
};

export const NoRows: Story = { args: { rowCount: 0 } };
