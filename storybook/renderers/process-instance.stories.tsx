import type { Meta, StoryObj } from '@storybook/react-vite';
import { repoProject } from '../support/repo-project';
import { storyLanguage, storyViewer } from '../support/story-globals';
import { RendererStory } from './renderer-story';

interface InstanceArgs {
  instance: number;
  taskActions: boolean;
}

const TASK_ACTIONS = [
  { action: 'doApproveTask', resource: 'btnApprove', style: 'primary' as const, label: { cn: '同意', en: 'Approve' }, operation: { comment: 'optional' as const } },
  { action: 'doRejectTask', resource: 'btnReject', style: 'danger' as const, label: { cn: '驳回', en: 'Reject' }, operation: { comment: 'required' as const } },
];

/**
 * One approval instance (type "processInstance"), as monitoring and the to-do list open it: the document,
 * the model's diagram with passed (green), current (blue) and rejected (red) nodes, the history, and the
 * viewer's own open task with its buttons. Sample instances: 1 waits on the second level, 2 on the first,
 * 3 was approved, 4 rejected, 5 was sent back from the second level to the first and waits there again;
 * 6 (waiting on a colleague) and 7 (withdrawn) are the viewer's own submissions.
 */
const meta: Meta<InstanceArgs> = {
  title: 'Renderers/Process instance',
  tags: ['renderer'],
  parameters: { layout: 'fullscreen' },
  argTypes: {
    instance: { control: 'inline-radio', options: [1, 2, 3, 4, 5, 6, 7], description: 'the sample instance opened (id param)' },
    taskActions: { control: 'boolean', description: 'taskActions: approve / reject on the viewer\'s own open task (the to-do list\'s view)' },
  },
  args: { instance: 1, taskActions: true },
  render: (args, { globals }) => (
    <RendererStory
      project={repoProject}
      descriptor={{
        version: 1,
        type: 'processInstance',
        route: 'processInstanceStory',
        title: { cn: '流程跟踪', en: 'Process instance' },
        entity: 'bpmProcessInstance',
        listRoute: args.taskActions ? 'myUpcoming' : 'processMonitoring',
        taskActions: args.taskActions ? TASK_ACTIONS : [],
        documentRoutes: { srmPoHeader: 'purOrderManage/purchaseOrderEdit' },
      }}
      params={{ id: String(args.instance) }}
      menuRoute={args.taskActions ? 'myUpcoming' : 'processMonitoring'}
      viewer={storyViewer(globals)}
      language={storyLanguage(globals)}
    />
  ),
};
export default meta;

export const WaitingOnMe: StoryObj<InstanceArgs> = {};
export const Monitoring: StoryObj<InstanceArgs> = { args: { instance: 3, taskActions: false } };
export const Rejected: StoryObj<InstanceArgs> = { args: { instance: 4, taskActions: false } };
export const SentBackToEarlierNode: StoryObj<InstanceArgs> = { args: { instance: 5, taskActions: true } };
export const Withdrawn: StoryObj<InstanceArgs> = { args: { instance: 7, taskActions: false } };
