import type { Meta, StoryObj } from '@storybook/react-vite';
import { repoProject } from '../support/repo-project';
import { storyLanguage, storyViewer } from '../support/story-globals';
import { ColumnSettingsStory } from './column-settings-story';

interface ColumnSettingsArgs {
  saved: 'none' | 'customised';
  drawerOpen: boolean;
}

const CUSTOMISED = {
  order: ['supplierId', 'poNumber', 'status', 'taxTotalAmount', 'description', 'poType', 'orgId', 'currencyCode', 'startDate', 'creationDate'],
  hidden: ['poType', 'orgId'],
  widths: { supplierId: 300 },
  fixed: { poNumber: 'none' as const, supplierId: 'left' as const },
};

/** Per-user column configuration (spec 000 §2): order, shown columns, widths, fixed sides; reset, export, import. */
const meta: Meta<ColumnSettingsArgs> = {
  title: 'Grid/Column settings',
  tags: ['grid'],
  argTypes: {
    saved: { control: 'radio', options: ['none', 'customised'], description: "the user's saved configuration" },
    drawerOpen: { control: 'boolean', description: 'the settings drawer is open' },
  },
  args: { saved: 'none', drawerOpen: true },
  render: (args, { globals }) => (
    <ColumnSettingsStory
      project={repoProject}
      saved={args.saved === 'customised' ? CUSTOMISED : null}
      drawerOpen={args.drawerOpen}
      viewer={storyViewer(globals)}
      language={storyLanguage(globals)}
    />
  ),
};
export default meta;

type Story = StoryObj<ColumnSettingsArgs>;

export const Defaults: Story = {};

export const Customised: Story = { args: { saved: 'customised' } };

export const Closed: Story = { args: { drawerOpen: false } };
