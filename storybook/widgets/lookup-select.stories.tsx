import type { Meta, StoryObj } from '@storybook/react-vite';
import { repoProject } from '../support/repo-project';
import { storyLanguage, storyViewer } from '../support/story-globals';
import { FieldWidgetStory } from './field-widget-story';

interface LookupSelectArgs {
  typeCode: string;
  multiple: boolean;
  purpose: 'form' | 'search';
  value: string | null;
  invalid: boolean;
}

/**
 * Select over a lookup type's values (editType "lookup", or "multiLookup" for several codes); the
 * meanings follow the UI language. The type comes from the field, or a column's lookup.typeCode.
 */
const meta: Meta<LookupSelectArgs> = {
  title: 'Widgets/Lookup select',
  tags: ['widget'],
  argTypes: {
    typeCode: {
      control: 'select',
      options: repoProject.lookups.types.map((type) => type.lookupType),
      description: 'lookup.typeCode (seed/system/lookups.json)',
    },
    multiple: { control: 'boolean', description: 'editType "multiLookup": comma-joined codes' },
    purpose: { control: 'radio', options: ['form', 'search'] },
    value: { control: 'text', description: 'stored code(s)' },
    invalid: { control: 'boolean' },
  },
  args: { typeCode: 'PO_TYPE', multiple: false, purpose: 'form', value: 'STANDARD', invalid: false },
  render: (args, { globals }) => (
    <FieldWidgetStory
      project={repoProject}
      entity="srmPoHeader"
      field="poType"
      overrides={{ editType: args.multiple ? 'multiLookup' : 'lookup', lookupType: args.typeCode }}
      value={args.value}
      invalid={args.invalid}
      purpose={args.purpose}
      viewer={storyViewer(globals)}
      language={storyLanguage(globals)}
    />
  ),
};
export default meta;

export const Single: StoryObj<LookupSelectArgs> = {};

export const Multiple: StoryObj<LookupSelectArgs> = { args: { typeCode: 'PO_STATUS', multiple: true, value: 'DRAFT,SUBMITTED' } };
