import type { Meta, StoryObj } from '@storybook/react-vite';
import { repoProject } from '../support/repo-project';
import { storyLanguage, storyViewer } from '../support/story-globals';
import { FieldWidgetStory } from './field-widget-story';

interface RichTextArgs {
  value: string | null;
  purpose: 'form' | 'search';
}

/**
 * Rich text (entity field type "html", editType "html"): the tiptap editor with its toolbar (bold, italic,
 * heading, lists, quote), loaded lazily when a form first shows it; a plain text box when searching. The server
 * sanitises every save to its allow-list; read-only screens show the stored HTML.
 */
const meta: Meta<RichTextArgs> = {
  title: 'Widgets/Rich text editor',
  tags: ['widget'],
  argTypes: {
    value: { control: 'text', description: 'stored HTML' },
    purpose: { control: 'radio', options: ['form', 'search'] },
  },
  args: { value: '<h2>春节收发货安排</h2><p>仓库<strong>2月5日至2月13日</strong>暂停收货。</p><ul><li>节前最后收货日：2月4日</li></ul>', purpose: 'form' },
  render: (args, { globals }) => (
    <FieldWidgetStory
      project={repoProject}
      entity="srmNotice"
      field="content"
      value={args.value}
      purpose={args.purpose}
      viewer={storyViewer(globals)}
      language={storyLanguage(globals)}
    />
  ),
};
export default meta;

export const Notice: StoryObj<RichTextArgs> = {};

export const Empty: StoryObj<RichTextArgs> = { args: { value: null } };

export const InSearchForm: StoryObj<RichTextArgs> = { args: { purpose: 'search', value: null } };
