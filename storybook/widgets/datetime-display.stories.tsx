import type { Meta, StoryObj } from '@storybook/react-vite';
import { repoProject } from '../support/repo-project';
import { storyLanguage, storyViewer } from '../support/story-globals';
import { FieldWidgetStory } from './field-widget-story';

interface DatetimeArgs {
  value: string | null;
}

/** Datetime fields (approvals, audit) are stamped by the server: a form shows them, never takes them. */
const meta: Meta<DatetimeArgs> = {
  title: 'Widgets/Datetime (read-only)',
  tags: ['widget'],
  argTypes: { value: { control: 'text', description: 'stored text, yyyy-MM-dd HH:mm:ss' } },
  args: { value: '2026-11-22 09:30:00' },
  render: (args, { globals }) => (
    <FieldWidgetStory
      project={repoProject}
      entity="srmPoHeader"
      field="approvedDate"
      value={args.value}
      viewer={storyViewer(globals)}
      language={storyLanguage(globals)}
    />
  ),
};
export default meta;

export const Stamped: StoryObj<DatetimeArgs> = {};

export const NotYet: StoryObj<DatetimeArgs> = { args: { value: null } };
