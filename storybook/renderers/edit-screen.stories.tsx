import type { Meta, StoryObj } from '@storybook/react-vite';
import type { z } from 'zod';
import type { EditScreenDescriptor } from '../../renderer/renderers/edit-screen/edit-screen.schema';
import { openableRecordKey } from '../support/openable-record';
import { repoProject } from '../support/repo-project';
import { projectSampleRecords } from '../support/sample-adapter';
import { storyLanguage, storyViewer } from '../support/story-globals';
import type { Viewer } from '../support/viewer';
import { RendererStory } from './renderer-story';

const WORKFLOW_ACTIONS = ['doSubmit', 'doApproval', 'doReject', 'doCancel', 'doSupplierConfirm'] as const;
const RESOURCES: Record<(typeof WORKFLOW_ACTIONS)[number], string> = {
  doSubmit: 'btnSubmit',
  doApproval: 'btnApprove',
  doReject: 'btnReject',
  doCancel: 'btnCancel',
  doSupplierConfirm: 'btnSupplierConfirm',
};

interface EditScreenArgs {
  record: 'existing' | 'new';
  columns: 1 | 2 | 3 | 4;
  showLines: boolean;
  linesEditable: boolean;
  linesSummary: boolean;
  workflow: (typeof WORKFLOW_ACTIONS)[number][];
}

/** An edit descriptor of purchase orders: header sections, the line grid, save and workflow buttons. */
function editDescriptor(args: EditScreenArgs): z.input<typeof EditScreenDescriptor> {
  return {
    version: 1,
    type: 'edit',
    route: 'editRendererStory',
    title: { cn: '编辑渲染器', en: 'Edit renderer' },
    entity: 'srmPoHeader',
    listRoute: 'purchaseOrderList',
    sections: [
      {
        title: { cn: '订单信息', en: 'Order' },
        columns: args.columns,
        fields: [
          { field: 'poNumber', readOnly: true },
          { field: 'status', readOnly: true },
          { field: 'poType' },
          { field: 'supplierId', editType: 'reference' },
          { field: 'currencyCode' },
          { field: 'startDate' },
          { field: 'rejectReason', readOnly: true, visibleWhen: { field: 'rejectReason', op: 'notEmpty' } },
          { field: 'description', span: args.columns, editType: 'textarea' },
        ],
      },
      {
        title: { cn: '金额', en: 'Amounts' },
        columns: args.columns,
        fields: [{ field: 'nonTaxTotalAmount', readOnly: true }, { field: 'taxTotalAmount', readOnly: true }],
      },
    ],
    lineGrids: args.showLines
      ? [
          {
            lines: 'lines',
            title: { cn: '订单行', en: 'Lines' },
            editable: args.linesEditable,
            showSummary: args.linesSummary,
            summaryFields: args.linesSummary ? ['demandQty', 'taxTotalPrice'] : [],
            columns: [
              { key: 'lineNumber', width: 70, align: 'center' },
              { key: 'itemName', width: 180, isEdit: true, validate: { required: true } },
              { key: 'uomCode', width: 90, isEdit: true, lookup: { typeCode: 'UOM' } },
              { key: 'demandQty', width: 110, isEdit: true, editType: 'number', precision: 4, align: 'right' },
              { key: 'taxPrice', width: 130, isEdit: true, editType: 'number', precision: 4, align: 'right', showThousandSeparator: true },
              { key: 'taxTotalPrice', width: 140, precision: 2, align: 'right', showThousandSeparator: true },
              { key: 'demandDate', width: 130, isEdit: true, format: 'yyyy-MM-dd' },
            ],
          },
        ]
      : [],
    actions: [
      { action: 'save', resource: 'btnSave', style: 'success' },
      ...args.workflow.map((action) => ({ action, resource: RESOURCES[action] })),
      { action: 'back' },
    ],
  };
}

function openedRecord(record: EditScreenArgs['record'], viewer: Viewer): Record<string, string> {
  if (record === 'new') return {};
  const entity = repoProject.entities.find((candidate) => candidate.name === 'srmPoHeader');
  const id = entity && openableRecordKey(entity, projectSampleRecords(repoProject).srmPoHeader ?? [], viewer);
  return id ? { id } : {};
}

/** The edit renderer (type "edit"): header sections, line grids, save and workflow buttons. */
const meta: Meta<EditScreenArgs> = {
  title: 'Renderers/Edit screen',
  tags: ['renderer'],
  parameters: { layout: 'fullscreen' },
  argTypes: {
    record: { control: 'radio', options: ['existing', 'new'], description: 'open a sample record (params.id) or a new one' },
    columns: { control: 'select', options: [1, 2, 3, 4], description: 'sections[].columns: fields per row' },
    showLines: { control: 'boolean', description: 'lineGrids: the order lines' },
    linesEditable: { control: 'boolean', description: 'lineGrids[].editable' },
    linesSummary: { control: 'boolean', description: 'lineGrids[].showSummary with summaryFields' },
    workflow: { control: 'inline-check', options: [...WORKFLOW_ACTIONS], description: 'actions: workflow buttons of the entity' },
  },
  args: { record: 'existing', columns: 3, showLines: true, linesEditable: true, linesSummary: true, workflow: ['doSubmit', 'doCancel', 'doSupplierConfirm'] },
  render: (args, { globals }) => (
    <RendererStory
      project={repoProject}
      descriptor={editDescriptor(args)}
      params={openedRecord(args.record, storyViewer(globals))}
      menuRoute="purchaseOrderList"
      viewer={storyViewer(globals)}
      language={storyLanguage(globals)}
    />
  ),
};
export default meta;

type Story = StoryObj<EditScreenArgs>;

export const ExistingRecord: Story = {};

export const NewRecord: Story = { args: { record: 'new' } };

export const HeaderOnly: Story = { args: { columns: 2, showLines: false, workflow: [] } };
