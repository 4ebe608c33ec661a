import type { Meta, StoryObj } from '@storybook/react-vite';
import { DateFormat } from '../../renderer/descriptors/column.schema';
import { repoProject } from '../support/repo-project';
import { storyLanguage, storyViewer } from '../support/story-globals';
import { FieldWidgetStory } from './field-widget-story';

interface DateEditorArgs {
  value: string;
  format: DateFormat;
  invalid: boolean;
}

/** Date picker (editType "date"): stores yyyy-MM-dd text, or the year / month of the descriptor's format. */
const meta: Meta<DateEditorArgs> = {
  title: 'Widgets/Date editor',
  tags: ['widget'],
  argTypes: {
    value: { control: 'text', description: 'stored text, e.g. 2026-11-22' },
    format: { control: 'select', options: DateFormat.options, description: 'format' },
    invalid: { control: 'boolean' },
  },
  args: { value: '2026-11-22', format: 'yyyy-MM-dd', invalid: false },
  render: (args, { globals }) => (
    <FieldWidgetStory
      project={repoProject}
      entity="srmPoHeader"
      field="startDate"
      overrides={{ editType: 'date', format: args.format }}
      value={args.value}
      invalid={args.invalid}
      viewer={storyViewer(globals)}
      language={storyLanguage(globals)}
    />
  ),
};
export default meta;

export const Day: StoryObj<DateEditorArgs> = {};

export const Month: StoryObj<DateEditorArgs> = { args: { format: 'yyyy-MM', value: '2026-11' } };

export const Year: StoryObj<DateEditorArgs> = { args: { format: 'yyyy', value: '2026' } };
