import type { Meta, StoryObj } from '@storybook/react-vite';
import { repoProject } from '../support/repo-project';
import { projectSampleRecords } from '../support/sample-adapter';
import { storyLanguage, storyViewer } from '../support/story-globals';
import { FieldWidgetStory } from './field-widget-story';

interface ReferenceSelectArgs {
  supplierId: number | null;
  invalid: boolean;
}

function supplier(id: number | null): Record<string, unknown> {
  const found = projectSampleRecords(repoProject).srmPosSupplierInfo?.find((row) => row.supplierId === id);
  return found ? { supplierName: found.supplierName, supplierNumber: found.supplierNumber } : {};
}

/**
 * Code / name select of another entity's records (editType "reference", the default of fields with a
 * ref): searches as one types and keeps the ref's display keys (supplierName) on the record.
 */
const meta: Meta<ReferenceSelectArgs> = {
  title: 'Widgets/Reference select',
  tags: ['widget'],
  argTypes: {
    supplierId: { control: 'select', options: [null, 1, 2, 3], description: 'the referenced key' },
    invalid: { control: 'boolean' },
  },
  args: { supplierId: 1, invalid: false },
  render: (args, { globals }) => (
    <FieldWidgetStory
      project={repoProject}
      entity="srmPoHeader"
      field="supplierId"
      overrides={{ editType: 'reference' }}
      value={args.supplierId}
      row={supplier(args.supplierId)}
      invalid={args.invalid}
      viewer={storyViewer(globals)}
      language={storyLanguage(globals)}
    />
  ),
};
export default meta;

export const Chosen: StoryObj<ReferenceSelectArgs> = {};

export const Empty: StoryObj<ReferenceSelectArgs> = { args: { supplierId: null } };
