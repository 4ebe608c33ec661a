import type { Meta, StoryObj } from '@storybook/react-vite';
import { ATTACHMENT_RESOURCES } from '../../renderer/descriptors/attachment-resources';
import { repoProject } from '../support/repo-project';
import { SAMPLE_ATTACHMENT_IDS } from '../support/sample-files';
import { storyLanguage, storyViewer } from '../support/story-globals';
import { FieldWidgetStory } from './field-widget-story';

interface AttachmentArgs {
  value: string;
  extensions: string;
  maxCount: number;
  imageOnly: boolean;
  crop: boolean;
  permissionCheck: boolean;
  granted: string[];
  placement: 'form' | 'cell';
}

const ALL_CODES = Object.values(ATTACHMENT_RESOURCES);

/**
 * The attachment widget (an `attachment` field, spec 000 §2): upload with progress, the file list with
 * preview (a PDF report and a picture in the samples), download and delete. Files live in memory here.
 */
const meta: Meta<AttachmentArgs> = {
  title: 'Widgets/Attachments',
  tags: ['widget'],
  argTypes: {
    value: { control: 'text', description: 'file ids joined by commas (9001 and 9002 are the samples)' },
    extensions: { control: 'text', description: 'attachmentConfig.extensions, comma-separated; empty for any' },
    maxCount: { control: { type: 'number', min: 1, max: 999 } },
    imageOnly: { control: 'boolean' },
    crop: { control: 'boolean', description: 'with imageOnly: crop a chosen picture (180 by 180) before upload' },
    permissionCheck: { control: 'boolean', description: 'false: the buttons need no resource codes' },
    granted: { control: 'check', options: ALL_CODES, description: 'resource codes the menu grants' },
    placement: { control: 'inline-radio', options: ['form', 'cell'], description: 'a form field, or a grid cell that opens it' },
  },
  args: { value: SAMPLE_ATTACHMENT_IDS, extensions: 'pdf, docx, xlsx, png, jpg', maxCount: 20, imageOnly: false, crop: false, permissionCheck: true, granted: ALL_CODES, placement: 'form' },
  render: (args, { globals }) => {
    const extensions = args.extensions.split(',').map((suffix) => suffix.trim().toLowerCase()).filter(Boolean);
    return (
      <FieldWidgetStory
        project={repoProject}
        entity="srmPoHeader"
        field="attachmentIds"
        overrides={{ attachment: { extensions: extensions.length > 0 ? extensions : undefined, maxCount: args.maxCount, imageOnly: args.imageOnly, crop: args.crop, permissionCheck: args.permissionCheck } }}
        value={args.value}
        granted={args.granted}
        placement={args.placement}
        width={820}
        viewer={storyViewer(globals)}
        language={storyLanguage(globals)}
      />
    );
  },
};
export default meta;

export const WithFiles: StoryObj<AttachmentArgs> = {};

export const Empty: StoryObj<AttachmentArgs> = { args: { value: '' } };

export const PreviewAndDownloadOnly: StoryObj<AttachmentArgs> = { args: { granted: ['btnPreviewAttachment', 'btnDownloadAttachment'] } };

export const ImagesCropped: StoryObj<AttachmentArgs> = { args: { value: '9002', imageOnly: true, crop: true, extensions: '', maxCount: 1 } };

export const GridCell: StoryObj<AttachmentArgs> = { args: { placement: 'cell' } };
