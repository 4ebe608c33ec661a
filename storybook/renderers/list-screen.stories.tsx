import type { Meta, StoryObj } from '@storybook/react-vite';
import type { z } from 'zod';
import { PAGE_SIZE_OPTIONS } from '../../renderer/descriptors/page-size-options';
import type { ListScreenDescriptor } from '../../renderer/renderers/list-screen/list-screen.schema';
import { repoProject } from '../support/repo-project';
import { storyLanguage, storyViewer } from '../support/story-globals';
import { RendererStory } from './renderer-story';

const SEARCH_FIELDS = ['poNumber', 'supplierId', 'status', 'poType', 'currencyCode', 'startDate'] as const;
const TOOLBAR_ACTIONS = ['create', 'doSubmit', 'delete', 'refresh'] as const;
const RESOURCES: Record<string, string | undefined> = { create: 'btnAdd', doSubmit: 'btnSubmit', delete: 'btnDelete', edit: 'btnSave' };

interface ListScreenArgs {
  pageSize: (typeof PAGE_SIZE_OPTIONS)[number];
  selection: boolean;
  showIndex: boolean;
  showSummary: boolean;
  search: (typeof SEARCH_FIELDS)[number][];
  toolbar: (typeof TOOLBAR_ACTIONS)[number][];
  rowEdit: boolean;
  linkToEdit: boolean;
}

/** A list descriptor of purchase orders with the table keys the controls set. */
function listDescriptor(args: ListScreenArgs): z.input<typeof ListScreenDescriptor> {
  return {
    version: 1,
    type: 'list',
    route: 'listRendererStory',
    title: { cn: '列表渲染器', en: 'List renderer' },
    entity: 'srmPoHeader',
    editRoute: 'purOrderManage/purchaseOrderEdit',
    search: args.search.map((field) => ({ field, op: field === 'poNumber' ? 'like' : field === 'startDate' ? 'gte' : 'eq' })),
    table: {
      name: 'listRendererStory',
      pageSize: args.pageSize,
      selection: args.selection,
      showIndex: args.showIndex,
      showSummary: args.showSummary,
      footerConfig: args.showSummary ? { summaryFields: ['nonTaxTotalAmount', 'taxTotalAmount'] } : undefined,
    },
    columns: [
      { key: 'poNumber', width: 170, linkTag: args.linkToEdit ? 'edit' : undefined, sortable: true },
      { key: 'status', width: 140, lookup: { typeCode: 'PO_STATUS' } },
      { key: 'supplierId', width: 240, displayKey: 'supplierName' },
      { key: 'currencyCode', width: 90, lookup: { typeCode: 'BASE_CURRENCY' } },
      { key: 'taxTotalAmount', width: 150, align: 'right', showThousandSeparator: true, precision: 2, isSummary: true, sortable: true },
      { key: 'nonTaxTotalAmount', width: 150, align: 'right', showThousandSeparator: true, precision: 2, isSummary: true },
      { key: 'startDate', width: 120, format: 'yyyy-MM-dd', sortable: true },
    ],
    toolbar: args.toolbar.map((action) => ({ action, resource: RESOURCES[action], style: action === 'create' ? 'primary' : action === 'delete' ? 'danger' : undefined })),
    rowActions: args.rowEdit ? [{ action: 'edit', resource: RESOURCES.edit }] : [],
  };
}

/** The list renderer (type "list"): search form, toolbar, paged table with row buttons, summary row. */
const meta: Meta<ListScreenArgs> = {
  title: 'Renderers/List screen',
  tags: ['renderer'],
  parameters: { layout: 'fullscreen' },
  argTypes: {
    pageSize: { control: 'select', options: [...PAGE_SIZE_OPTIONS], description: 'table.pageSize' },
    selection: { control: 'boolean', description: 'table.selection: check boxes for toolbar actions' },
    showIndex: { control: 'boolean', description: 'table.showIndex: row numbers' },
    showSummary: { control: 'boolean', description: 'table.showSummary with footerConfig.summaryFields' },
    search: { control: 'inline-check', options: [...SEARCH_FIELDS], description: 'search: fields of the search form' },
    toolbar: { control: 'inline-check', options: [...TOOLBAR_ACTIONS], description: 'toolbar: buttons above the table' },
    rowEdit: { control: 'boolean', description: 'rowActions: an edit button on each row' },
    linkToEdit: { control: 'boolean', description: 'columns[].linkTag "edit" on the order number' },
  },
  args: {
    pageSize: 20,
    selection: true,
    showIndex: true,
    showSummary: true,
    search: ['poNumber', 'supplierId', 'status'],
    toolbar: ['create', 'doSubmit', 'delete'],
    rowEdit: true,
    linkToEdit: true,
  },
  render: (args, { globals }) => (
    <RendererStory
      project={repoProject}
      descriptor={listDescriptor(args)}
      menuRoute="purchaseOrderList"
      viewer={storyViewer(globals)}
      language={storyLanguage(globals)}
    />
  ),
};
export default meta;

type Story = StoryObj<ListScreenArgs>;

export const Default: Story = {};

export const Minimal: Story = {
  args: { selection: false, showIndex: false, showSummary: false, search: [], toolbar: ['refresh'], rowEdit: false, linkToEdit: false },
};

export const LargePages: Story = { args: { pageSize: 50, search: [...SEARCH_FIELDS] } };
