import type { Meta, StoryObj } from '@storybook/react-vite';
import { repoProject } from '../support/repo-project';
import { storyLanguage, storyViewer } from '../support/story-globals';
import { FieldWidgetStory } from './field-widget-story';

interface NumberEditorArgs {
  value: number | null;
  min?: number;
  max?: number;
  precision: number;
  step: number;
  invalid: boolean;
  size: 'mini' | 'small' | 'default';
}

/** Number input (editType "number"): the descriptor's min, max, precision and step over the field's own. */
const meta: Meta<NumberEditorArgs> = {
  title: 'Widgets/Number editor',
  tags: ['widget'],
  argTypes: {
    value: { control: 'number' },
    min: { control: 'number', description: 'min (the field allows 0.0001 and up)' },
    max: { control: 'number', description: 'max' },
    precision: { control: { type: 'range', min: 0, max: 8 }, description: 'precision: digits after the point' },
    step: { control: 'number', description: 'step of the arrows' },
    invalid: { control: 'boolean' },
    size: { control: 'radio', options: ['mini', 'small', 'default'] },
  },
  args: { value: 120.5, min: 0.0001, max: 999999999, precision: 4, step: 1, invalid: false, size: 'default' },
  render: (args, { globals }) => (
    <FieldWidgetStory
      project={repoProject}
      entity="srmPoLine"
      field="demandQty"
      overrides={{ editType: 'number', min: args.min, max: args.max, precision: args.precision, step: args.step }}
      value={args.value}
      invalid={args.invalid}
      size={args.size}
      viewer={storyViewer(globals)}
      language={storyLanguage(globals)}
    />
  ),
};
export default meta;

export const Quantity: StoryObj<NumberEditorArgs> = {};

export const WholeNumbers: StoryObj<NumberEditorArgs> = { args: { value: 12, precision: 0, min: 0, max: 100 } };
