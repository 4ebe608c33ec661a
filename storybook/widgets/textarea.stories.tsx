import type { Meta, StoryObj } from '@storybook/react-vite';
import { repoProject } from '../support/repo-project';
import { storyLanguage, storyViewer } from '../support/story-globals';
import { FieldWidgetStory } from './field-widget-story';

interface TextareaArgs {
  value: string;
  invalid: boolean;
}

/** Multi-line text (editType "textarea", the default of text fields): counts against the field's length. */
const meta: Meta<TextareaArgs> = {
  title: 'Widgets/Textarea',
  tags: ['widget'],
  argTypes: {
    value: { control: 'text' },
    invalid: { control: 'boolean', description: 'shown in error (a failed check)' },
  },
  args: { value: '首批试产物料，需附检验报告。\n交货时请提供出厂合格证。', invalid: false },
  render: (args, { globals }) => (
    <FieldWidgetStory
      project={repoProject}
      entity="srmPoHeader"
      field="description"
      overrides={{ editType: 'textarea' }}
      value={args.value}
      invalid={args.invalid}
      viewer={storyViewer(globals)}
      language={storyLanguage(globals)}
    />
  ),
};
export default meta;

export const Filled: StoryObj<TextareaArgs> = {};

export const Empty: StoryObj<TextareaArgs> = { args: { value: '' } };
