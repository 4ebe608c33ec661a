import type { Meta, StoryObj } from '@storybook/react-vite';
import type { z } from 'zod';
import type { KanbanScreenDescriptor } from '../../renderer/renderers/kanban-screen/kanban-screen.schema';
import { repoProject } from '../support/repo-project';
import { storyLanguage, storyViewer } from '../support/story-globals';
import { RendererStory } from './renderer-story';

const STATUSES = ['DRAFT', 'SUBMITTED', 'APPROVED', 'CONFIRMED', 'REJECTED', 'CANCELLED'] as const;
const CARD_FIELDS = ['orgId', 'taxTotalAmount', 'nonTaxTotalAmount', 'startDate', 'currencyCode', 'poType', 'buyerId'] as const;
const SEARCH_FIELDS = ['orgId', 'supplierId', 'poNumber', 'poType', 'startDate'] as const;
const COLORS = { DRAFT: 'gray', SUBMITTED: 'blue', APPROVED: 'green', CONFIRMED: 'cyan', REJECTED: 'orangered', CANCELLED: 'gray' } as const;

type CardField = z.input<typeof KanbanScreenDescriptor>['card']['fields'];

/** How each offered card field is shown: the display keys a grid column would carry. */
const FIELD_DISPLAY: Record<(typeof CARD_FIELDS)[number], NonNullable<CardField>[number]> = {
  orgId: { key: 'orgId', displayKey: 'orgName' },
  taxTotalAmount: { key: 'taxTotalAmount', precision: 2, showThousandSeparator: true },
  nonTaxTotalAmount: { key: 'nonTaxTotalAmount', precision: 2, showThousandSeparator: true },
  startDate: { key: 'startDate', format: 'yyyy-MM-dd' },
  currencyCode: { key: 'currencyCode', lookup: { typeCode: 'BASE_CURRENCY' } },
  poType: { key: 'poType', lookup: { typeCode: 'PO_TYPE' } },
  buyerId: { key: 'buyerId', displayKey: 'buyerName' },
};

interface KanbanScreenArgs {
  defaultColumns: boolean;
  columns: (typeof STATUSES)[number][];
  colors: boolean;
  subtitle: boolean;
  fields: (typeof CARD_FIELDS)[number][];
  search: (typeof SEARCH_FIELDS)[number][];
  pageSize: number;
  onlyStandardOrders: boolean;
}

/** A board of purchase orders with the keys the controls set; it runs under the purchase order board's menu. */
function kanbanDescriptor(args: KanbanScreenArgs): z.input<typeof KanbanScreenDescriptor> {
  return {
    version: 1,
    type: 'kanban',
    route: 'kanbanRendererStory',
    title: { cn: '看板渲染器', en: 'Kanban renderer' },
    entity: 'srmPoHeader',
    editRoute: 'purOrderManage/purchaseOrderEdit',
    search: args.search.map((field) => ({ field, op: field === 'poNumber' ? 'like' : field === 'startDate' ? 'gte' : 'eq' })),
    columns: args.defaultColumns ? undefined : args.columns.map((status) => ({ status, color: args.colors ? COLORS[status] : undefined })),
    card: { title: 'poNumber', subtitle: args.subtitle ? 'supplierName' : undefined, fields: args.fields.map((field) => FIELD_DISPLAY[field]) },
    pageSize: args.pageSize,
    params: args.onlyStandardOrders ? { poType: 'STANDARD' } : undefined,
  };
}

/**
 * The kanban renderer (type "kanban"): a column per workflow status with its cards; drag a card (or pick it
 * up with Space and move it with the arrow keys) to run the workflow action that leads to the column.
 */
const meta: Meta<KanbanScreenArgs> = {
  title: 'Renderers/Kanban screen',
  tags: ['renderer'],
  parameters: { layout: 'fullscreen' },
  argTypes: {
    defaultColumns: { control: 'boolean', description: 'columns left out: every workflow status in the default order' },
    columns: { control: 'inline-check', options: [...STATUSES], description: 'columns[].status, in this order' },
    colors: { control: 'boolean', description: 'columns[].color: an accent per column' },
    subtitle: { control: 'boolean', description: 'card.subtitle: the supplier name under the order number' },
    fields: { control: 'inline-check', options: [...CARD_FIELDS], description: 'card.fields: values shown on each card' },
    search: { control: 'inline-check', options: [...SEARCH_FIELDS], description: 'search: fields of the search form' },
    pageSize: { control: { type: 'range', min: 1, max: 100, step: 1 }, description: 'pageSize: cards per column and per "load more"' },
    onlyStandardOrders: { control: 'boolean', description: 'params: fixed filter poType = STANDARD' },
  },
  args: {
    defaultColumns: false,
    columns: [...STATUSES],
    colors: true,
    subtitle: true,
    fields: ['orgId', 'taxTotalAmount', 'startDate'],
    search: ['orgId', 'supplierId', 'poNumber'],
    pageSize: 20,
    onlyStandardOrders: false,
  },
  render: (args, { globals }) => (
    <RendererStory
      project={repoProject}
      descriptor={kanbanDescriptor(args)}
      menuRoute="PurchaseOrderKb"
      viewer={storyViewer(globals)}
      language={storyLanguage(globals)}
    />
  ),
};
export default meta;

type Story = StoryObj<KanbanScreenArgs>;

export const Default: Story = {};

/** Every status of the workflow, in its own order: the initial status, then each action's target. */
export const DefaultColumns: Story = { args: { defaultColumns: true, colors: false } };

/** One card at a time (the sample data has two per status): "load more" at the bottom of the fuller columns. */
export const SmallPages: Story = { args: { pageSize: 1 } };

export const Minimal: Story = { args: { subtitle: false, fields: [], search: [], columns: ['DRAFT', 'SUBMITTED', 'APPROVED'] } };
