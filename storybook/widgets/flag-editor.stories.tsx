import type { Meta, StoryObj } from '@storybook/react-vite';
import { repoProject } from '../support/repo-project';
import { storyLanguage, storyViewer } from '../support/story-globals';
import { FieldWidgetStory } from './field-widget-story';

interface FlagEditorArgs {
  value: string | null;
  purpose: 'form' | 'search';
}

/** Yes / no (editType "flag", the default of flag fields): a switch storing Y or N; a select when searching. */
const meta: Meta<FlagEditorArgs> = {
  title: 'Widgets/Flag editor',
  tags: ['widget'],
  argTypes: {
    value: { control: 'select', options: ['Y', 'N', null, 'X'], description: 'stored flag (X: a bad value, shown as such)' },
    purpose: { control: 'radio', options: ['form', 'search'] },
  },
  args: { value: 'Y', purpose: 'form' },
  render: (args, { globals }) => (
    <FieldWidgetStory
      project={repoProject}
      entity="baseLookupValues"
      field="enabledFlag"
      value={args.value}
      purpose={args.purpose}
      viewer={storyViewer(globals)}
      language={storyLanguage(globals)}
    />
  ),
};
export default meta;

export const Enabled: StoryObj<FlagEditorArgs> = {};

export const InSearchForm: StoryObj<FlagEditorArgs> = { args: { purpose: 'search', value: null } };

export const BadValue: StoryObj<FlagEditorArgs> = { args: { value: 'X' } };
