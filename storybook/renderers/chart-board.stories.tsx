import type { Meta, StoryObj } from '@storybook/react-vite';
import { repoProject } from '../support/repo-project';
import { storyLanguage, storyViewer } from '../support/story-globals';
import { RendererStory } from './renderer-story';

interface ChartBoardArgs {
  group: string;
}

/**
 * The chart board renderer (type "chartBoard", 图表看板): the dashboard groups of dynamic charts, each chart
 * drawn from its definition over the sample records (the memory adapter answers chartData as the server does).
 */
const meta: Meta<ChartBoardArgs> = {
  title: 'Renderers/Chart board',
  tags: ['renderer'],
  parameters: { layout: 'fullscreen' },
  argTypes: {
    group: { control: 'text', description: 'the id of the group shown first (route param id); empty: the first group' },
  },
  args: { group: '' },
  render: (args, { globals }) => (
    <RendererStory
      project={repoProject}
      descriptor={{
        version: 1,
        type: 'chartBoard',
        route: 'chartBoardRendererStory',
        title: { cn: '图表看板渲染器', en: 'Chart board renderer' },
        entity: 'baseDynChartGroup',
        chartEntity: 'baseDynChart',
        reportEntity: 'baseDynReport',
      }}
      params={args.group ? { id: args.group } : {}}
      menuRoute="dynamicCharts/viewReport"
      viewer={storyViewer(globals)}
      language={storyLanguage(globals)}
    />
  ),
};
export default meta;

type Story = StoryObj<ChartBoardArgs>;

export const Default: Story = {};
