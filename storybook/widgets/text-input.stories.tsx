import type { Meta, StoryObj } from '@storybook/react-vite';
import { repoProject } from '../support/repo-project';
import { storyLanguage, storyViewer } from '../support/story-globals';
import { FieldWidgetStory } from './field-widget-story';

interface TextInputArgs {
  value: string;
  invalid: boolean;
  size: 'mini' | 'small' | 'default';
  purpose: 'form' | 'search';
}

/** Text input (editType "text", the default of string fields): trimmed to the field's length. */
const meta: Meta<TextInputArgs> = {
  title: 'Widgets/Text input',
  tags: ['widget'],
  argTypes: {
    value: { control: 'text' },
    invalid: { control: 'boolean', description: 'shown in error (a failed check)' },
    size: { control: 'radio', options: ['mini', 'small', 'default'], description: 'mini in grids, default in forms' },
    purpose: { control: 'radio', options: ['form', 'search'] },
  },
  args: { value: 'CON-2026-0001', invalid: false, size: 'default', purpose: 'form' },
  render: (args, { globals }) => (
    <FieldWidgetStory
      project={repoProject}
      entity="srmPoHeader"
      field="contractCode"
      overrides={{ editType: 'text' }}
      value={args.value}
      invalid={args.invalid}
      size={args.size}
      purpose={args.purpose}
      viewer={storyViewer(globals)}
      language={storyLanguage(globals)}
    />
  ),
};
export default meta;

export const Filled: StoryObj<TextInputArgs> = {};

export const Empty: StoryObj<TextInputArgs> = { args: { value: '' } };

export const Invalid: StoryObj<TextInputArgs> = { args: { value: '', invalid: true } };
