import type { Meta, StoryObj } from '@storybook/react-vite';
import { openableRecordKey } from '../support/openable-record';
import { repoProject } from '../support/repo-project';
import { projectSampleRecords } from '../support/sample-adapter';
import { storyLanguage, storyViewer } from '../support/story-globals';
import { RendererStory } from '../renderers/renderer-story';

interface HistoryArgs {
  order: number;
  taskActions: boolean;
}

/**
 * The approvals panel of a document's edit screen (a tab with `approvalHistory`): the record's approvals,
 * newest first, each as a timeline of who did what when with which comment, and the viewer's own open task
 * with its buttons. The sample orders 1 to 4 are in approval (waiting on level 2, on level 1, approved,
 * rejected); others have none. A supplier user opens an order of his own: approvals are internal, so the
 * tab shows none to him (his menus hold no to-do list).
 */
function orderFor(viewer: ReturnType<typeof storyViewer>, order: number): string {
  if (viewer !== 'supplier') return String(order);
  const entity = repoProject.entities.find((candidate) => candidate.name === 'srmPoHeader');
  return (entity && openableRecordKey(entity, projectSampleRecords(repoProject).srmPoHeader ?? [], viewer)) ?? String(order);
}

const meta: Meta<HistoryArgs> = {
  title: 'Widgets/Approval history',
  tags: ['widget'],
  argTypes: {
    order: { control: 'inline-radio', options: [1, 2, 3, 4, 5], description: 'the sample order opened' },
    taskActions: { control: 'boolean', description: 'approvalHistory.taskActions: approve / reject for the viewer\'s own task' },
  },
  args: { order: 1, taskActions: true },
  render: (args, { globals }) => (
    <RendererStory
      project={repoProject}
      descriptor={{
        version: 1,
        type: 'edit',
        route: 'approvalHistoryStory',
        title: { cn: '采购订单', en: 'Purchase order' },
        entity: 'srmPoHeader',
        listRoute: 'purchaseOrderList',
        readOnly: true,
        sections: [{ title: { cn: '订单', en: 'Order' }, columns: 3, fields: [{ field: 'poNumber' }, { field: 'status' }, { field: 'taxTotalAmount' }] }],
        tabs: [
          {
            key: 'approvals',
            title: { cn: '审批记录', en: 'Approvals' },
            approvalHistory: {
              route: 'myUpcoming',
              taskActions: args.taskActions
                ? [
                    { action: 'doApproveTask', resource: 'btnApprove', style: 'primary', label: { cn: '同意', en: 'Approve' }, operation: { comment: 'optional' } },
                    { action: 'doRejectTask', resource: 'btnReject', style: 'danger', label: { cn: '驳回', en: 'Reject' }, operation: { comment: 'required' } },
                  ]
                : [],
            },
          },
        ],
        actions: [{ action: 'back' }],
      }}
      params={{ id: orderFor(storyViewer(globals), args.order) }}
      menuRoute="purchaseOrderList"
      viewer={storyViewer(globals)}
      language={storyLanguage(globals)}
    />
  ),
};
export default meta;

export const InApproval: StoryObj<HistoryArgs> = {};
export const Rejected: StoryObj<HistoryArgs> = { args: { order: 4 } };
