import type { Meta, StoryObj } from '@storybook/react-vite';
import { repoProject } from '../support/repo-project';
import { storyLanguage, storyViewer } from '../support/story-globals';
import { RendererStory } from './renderer-story';

interface DesignerArgs {
  model: 'sample' | 'new';
  deployResource: string;
}

/**
 * The BPMN designer (type "processDesigner"): bpmn-js's modeler, loaded lazily, with the platform's
 * properties beside it (a user task's approvers, sign mode and due hours; a flow's condition and default),
 * .bpmn import and export, and deploy. Over sample data the deploy call answers as the memory adapter does
 * (the real checks are the server's); the diagram draws in a browser, not in the unit tests' jsdom.
 */
const meta: Meta<DesignerArgs> = {
  title: 'Renderers/Process designer',
  tags: ['renderer'],
  parameters: { layout: 'fullscreen' },
  argTypes: {
    model: { control: 'inline-radio', options: ['sample', 'new'], description: 'the sample model (two levels, a gateway by amount) or a new one' },
    deployResource: { control: 'text', description: 'deployResource: the code that shows the deploy button (btnDeploy on 流程模型)' },
  },
  args: { model: 'sample', deployResource: 'btnDeploy' },
  render: (args, { globals }) => (
    <RendererStory
      project={repoProject}
      descriptor={{
        version: 1,
        type: 'processDesigner',
        route: 'processDesignerStory',
        title: { cn: '流程设计', en: 'Process designer' },
        entity: 'bpmProcessModel',
        listRoute: 'processList',
        deployResource: args.deployResource,
      }}
      params={args.model === 'sample' ? { id: '1' } : {}}
      menuRoute="processList"
      viewer={storyViewer(globals)}
      language={storyLanguage(globals)}
    />
  ),
};
export default meta;

export const SampleModel: StoryObj<DesignerArgs> = {};
export const NewModel: StoryObj<DesignerArgs> = { args: { model: 'new' } };
