import type { Meta, StoryObj } from '@storybook/react-vite';
import type { z } from 'zod';
import type { EditScreenDescriptor } from '../../renderer/renderers/edit-screen/edit-screen.schema';
import { demoProject } from '../sample-data/demo/demo-project';
import { DEMO_LIST_ROUTE, demoEditDescriptor } from '../sample-data/demo/demo-screens';
import { openableRecordKey } from '../support/openable-record';
import { repoProject } from '../support/repo-project';
import { projectSampleRecords } from '../support/sample-adapter';
import { storyLanguage, storyViewer } from '../support/story-globals';
import type { Viewer } from '../support/viewer';
import { GenerateStory, PickDialogStory, RelatedDocumentsStory } from './document-flow-stories';
import { PrintPreviewStory } from './print-preview-story';
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
  /** The lines (and a second tab of attachments) in tabs below the sections. */
  linesInTab: boolean;
  /** The amounts section folds; `collapsed` starts it folded. */
  collapsible: boolean;
  collapsed: boolean;
  /** readOnly: the descriptor is a detail screen; modeDetail: opened with mode=detail. */
  detail: 'no' | 'readOnly' | 'modeDetail';
  print: boolean;
  /** The order lines' delivery schedules (lines of lines): none, in a side panel, or under each line. */
  childLines: 'none' | 'panel' | 'inline';
}

/** The delivery schedules of an order line, as the product's order screen shows them. */
const SCHEDULE_COLUMNS = [
  { key: 'scheduleNumber', width: 90, align: 'center' as const },
  { key: 'planDate', width: 150, isEdit: true, validate: { required: true }, format: 'yyyy-MM-dd' as const },
  { key: 'planQty', width: 140, isEdit: true, validate: { required: true, number: 'positive' as const }, editType: 'number' as const, precision: 4, align: 'right' as const },
  { key: 'scheduleRemark', width: 240, isEdit: true },
];

const LINE_COLUMNS = [
  { key: 'lineNumber', width: 70, align: 'center' as const },
  { key: 'itemName', width: 180, isEdit: true, validate: { required: true } },
  { key: 'uomCode', width: 90, isEdit: true, lookup: { typeCode: 'UOM' } },
  { key: 'demandQty', width: 110, isEdit: true, editType: 'number' as const, precision: 4, align: 'right' as const },
  { key: 'taxPrice', width: 130, isEdit: true, editType: 'number' as const, precision: 4, align: 'right' as const, showThousandSeparator: true },
  { key: 'taxRateCode', width: 120, isEdit: true, lookup: { typeCode: 'TAX_RATE' } },
  { key: 'nonTaxPrice', width: 130, precision: 4, align: 'right' as const, showThousandSeparator: true },
  { key: 'taxTotalPrice', width: 140, precision: 2, align: 'right' as const, showThousandSeparator: true },
  { key: 'demandDate', width: 130, isEdit: true, format: 'yyyy-MM-dd' as const },
];

/** A short print layout of an order: header fields, lines with totals, a QR code and a barcode, signatures. */
const ORDER_PRINT = {
  title: { cn: '采购订单', en: 'Purchase order' },
  sections: [
    {
      columns: 3,
      fields: [{ field: 'poNumber' }, { field: 'poType' }, { field: 'supplierId' }, { field: 'currencyCode' }, { field: 'startDate' }, { field: 'taxTotalAmount', precision: 2 }],
    },
  ],
  lines: [
    {
      lines: 'lines',
      columns: [{ key: 'lineNumber', width: 40 }, { key: 'itemName', width: 160 }, { key: 'demandQty', width: 80, precision: 4 }, { key: 'taxPrice', width: 90, precision: 4 }, { key: 'taxTotalPrice', width: 100, precision: 2 }],
      showSummary: true,
      summaryFields: ['demandQty', 'taxTotalPrice'],
    },
  ],
  codes: [
    { field: 'poNumber', type: 'qrcode' as const, place: 'header' as const },
    { field: 'poNumber', type: 'code128' as const, place: 'footer' as const },
  ],
  signatures: [{ cn: '采购员', en: 'Buyer' }, { cn: '审批人', en: 'Approver' }, { cn: '供应商确认', en: 'Supplier confirmation' }],
};

/** An edit descriptor of purchase orders: header sections, the line grid, save and workflow buttons. */
function editDescriptor(args: EditScreenArgs): z.input<typeof EditScreenDescriptor> {
  const linesGrid = {
    lines: 'lines',
    title: { cn: '订单行', en: 'Lines' },
    editable: args.linesEditable,
    showSummary: args.linesSummary,
    summaryFields: args.linesSummary ? ['demandQty', 'taxTotalPrice'] : [],
    columns: args.childLines === 'none' ? LINE_COLUMNS : [...LINE_COLUMNS, { key: 'scheduledQty', width: 120, precision: 4, align: 'right' as const }],
    children:
      args.childLines === 'none'
        ? undefined
        : { lines: 'schedules', title: { cn: '交货计划', en: 'Delivery schedule' }, mode: args.childLines, showSummary: true, summaryFields: ['planQty'], columns: SCHEDULE_COLUMNS },
  };
  const readOnly = args.detail === 'readOnly';
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
        collapsible: args.collapsible,
        collapsed: args.collapsible && args.collapsed,
        fields: [{ field: 'nonTaxTotalAmount', readOnly: true }, { field: 'taxTotalAmount', readOnly: true }],
      },
    ],
    readOnly,
    lineGrids: args.showLines && !args.linesInTab ? [linesGrid] : [],
    tabs: args.linesInTab
      ? [
          ...(args.showLines ? [{ key: 'lines', title: { cn: '订单行', en: 'Lines' }, lineGrids: [linesGrid] }] : []),
          {
            key: 'attachments',
            title: { cn: '附件', en: 'Attachments' },
            sections: [{ title: { cn: '附件', en: 'Attachments' }, columns: 1, fields: [{ field: 'attachmentIds' }] }],
          },
        ]
      : [],
    print: args.print ? ORDER_PRINT : undefined,
    actions: [
      ...(readOnly ? [] : [{ action: 'save', resource: 'btnSave', style: 'success' as const }]),
      ...args.workflow.map((action) => ({ action, resource: RESOURCES[action] })),
      ...(args.print ? [{ action: 'print' }] : []),
      { action: 'back' },
    ],
  };
}

function openedRecord(args: EditScreenArgs, viewer: Viewer): Record<string, string> {
  if (args.record === 'new') return {};
  const entity = repoProject.entities.find((candidate) => candidate.name === 'srmPoHeader');
  const id = entity && openableRecordKey(entity, projectSampleRecords(repoProject).srmPoHeader ?? [], viewer);
  if (!id) return {};
  return args.detail === 'modeDetail' ? { id, mode: 'detail' } : { id };
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
    linesInTab: { control: 'boolean', description: 'tabs: the lines in a tab 订单行, and a tab 附件 with the attachments' },
    collapsible: { control: 'boolean', description: 'sections[].collapsible: the amounts section folds under its title' },
    collapsed: { control: 'boolean', description: 'sections[].collapsed: it starts folded' },
    detail: {
      control: 'radio',
      options: ['no', 'readOnly', 'modeDetail'],
      description: 'a detail view: readOnly in the descriptor (no save; workflow buttons stay), or the route param mode=detail (back and print only)',
    },
    print: { control: 'boolean', description: 'print: a print layout and the print button' },
    childLines: {
      control: 'radio',
      options: ['none', 'panel', 'inline'],
      description: 'lineGrids[].children: the lines\' delivery schedules (lines of lines), mode panel (a side drawer from each line) or inline (under the line)',
    },
  },
  args: {
    record: 'existing',
    columns: 3,
    showLines: true,
    linesEditable: true,
    linesSummary: true,
    workflow: ['doSubmit', 'doCancel', 'doSupplierConfirm'],
    linesInTab: false,
    collapsible: false,
    collapsed: false,
    detail: 'no',
    print: true,
    childLines: 'none',
  },
  render: (args, { globals }) => (
    <RendererStory
      project={repoProject}
      descriptor={editDescriptor(args)}
      params={openedRecord(args, storyViewer(globals))}
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

/** Lines and attachments in tabs below the header; after a failed save the tab with an error is marked and shown. */
export const Tabs: Story = { args: { linesInTab: true } };

/** A section that folds under its title, here starting folded (it opens by itself when a field in it has an error). */
export const CollapsibleSection: Story = { args: { collapsible: true, collapsed: true } };

/** A detail screen (readOnly descriptor): every field and line read-only, no save; workflow actions and print stay. */
export const ReadOnlyScreen: Story = { args: { detail: 'readOnly', workflow: ['doApproval', 'doReject'] } };

/** Any edit screen opened with mode=detail (a list's 查看 / View): read-only, with back and print only. */
export const DetailMode: Story = { args: { detail: 'modeDetail', linesInTab: true } };

/** The print preview of an order (the 打印 / Print button): values as the screen shows them, codes, signature boxes. */
export const PrintPreview: Story = {
  render: (args, { globals }) => (
    <PrintPreviewStory project={repoProject} descriptor={editDescriptor({ ...args, print: true })} viewer={storyViewer(globals)} language={storyLanguage(globals)} />
  ),
};

/**
 * Cascading references and fills over sample entities: the supplier site and contact list only the chosen
 * supplier's (disabled until one is chosen; cleared when the supplier changes), a contact fills its phone,
 * an item on a line fills its unit, category and last price, and the amounts follow as one types.
 */
export const CascadingReferences: Story = {
  render: (args, { globals }) => (
    <RendererStory
      project={demoProject}
      descriptor={demoEditDescriptor({ route: 'demoRequestStory' })}
      params={args.record === 'new' ? {} : { id: '1' }}
      menuRoute={DEMO_LIST_ROUTE}
      viewer={storyViewer(globals)}
      language={storyLanguage(globals)}
    />
  ),
};

/** The sample request's print preview: its own layout over the sample entities. */
export const SampleRequestPrint: Story = {
  render: (_args, { globals }) => (
    <PrintPreviewStory project={demoProject} descriptor={demoEditDescriptor({ route: 'demoRequestPrintStory' })} viewer={storyViewer(globals)} language={storyLanguage(globals)} />
  ),
};

/** Lines of lines: each order line's delivery schedules in a side drawer ("交货计划 (n)" in the line's operate cell); the line's scheduled quantity follows as they change. */
export const LinesOfLinesPanel: Story = { args: { childLines: 'panel' } };

/** Lines of lines under their line: the line's row expands to its delivery schedules. */
export const LinesOfLinesInline: Story = { args: { childLines: 'inline' } };

/** A generate button: the supplier creates a delivery note from a confirmed order (创建送货单), which opens; the order's 关联单据 tab lists it. */
export const GenerateButton: Story = {
  render: (_args, { globals }) => <GenerateStory project={repoProject} language={storyLanguage(globals)} />,
};

/** The related-documents tab (关联单据 / Related documents) of a confirmed order: its delivery notes, each opening its own screen. */
export const RelatedDocuments: Story = {
  render: (_args, { globals }) => <RelatedDocumentsStory project={repoProject} viewer={storyViewer(globals)} language={storyLanguage(globals)} />,
};

/** The pick dialog of a delivery note (从订单添加 / Add from order lines): open order lines of its supplier and organisation, across pages. */
export const PickFromOrderLines: Story = {
  render: (_args, { globals }) => <PickDialogStory project={repoProject} viewer={storyViewer(globals)} language={storyLanguage(globals)} />,
};
