import type { Meta, StoryObj } from '@storybook/react-vite';
import type { z } from 'zod';
import type { TreeScreenDescriptor } from '../../renderer/renderers/tree-screen/tree-screen.schema';
import { repoProject } from '../support/repo-project';
import { storyLanguage, storyViewer } from '../support/story-globals';
import { RendererStory } from './renderer-story';

const ACTIONS = ['addRoot', 'addChild', 'save', 'delete'] as const;
const RESOURCES: Record<(typeof ACTIONS)[number], string> = { addRoot: 'btnAdd', addChild: 'btnAdd', save: 'btnSave', delete: 'btnDelete' };
const STYLES: Record<(typeof ACTIONS)[number], 'default' | 'primary' | 'success' | 'danger'> = {
  addRoot: 'default',
  addChild: 'primary',
  save: 'success',
  delete: 'danger',
};

interface TreeScreenArgs {
  search: boolean;
  draggable: boolean;
  columns: 1 | 2 | 3 | 4;
  history: boolean;
  actions: (typeof ACTIONS)[number][];
}

/** A tree descriptor of purchase categories built from the controls. */
function treeDescriptor(args: TreeScreenArgs): z.input<typeof TreeScreenDescriptor> {
  return {
    version: 1,
    type: 'tree',
    route: 'treeRendererStory',
    title: { cn: '树形渲染器', en: 'Tree renderer' },
    entity: 'basePurchaseCategory',
    search: args.search,
    draggable: args.draggable,
    sections: [
      {
        title: { cn: '品类信息', en: 'Category' },
        columns: args.columns,
        fields: [
          { field: 'categoryCode' },
          { field: 'categoryName' },
          { field: 'parentCategoryId', editType: 'reference' },
          { field: 'orderNo' },
          { field: 'enabledFlag' },
          { field: 'description', span: args.columns, editType: 'textarea' },
        ],
      },
      ...(args.history
        ? [{ title: { cn: '维护记录', en: 'History' }, columns: args.columns, fields: [{ field: 'creationDate', readOnly: true }, { field: 'lastUpdateDate', readOnly: true }] }]
        : []),
    ],
    actions: args.actions.map((action) => ({ action, resource: RESOURCES[action], style: STYLES[action] })),
  };
}

/** The tree renderer (type "tree"): a lazily loaded, searchable, draggable tree and the selected node's form. */
const meta: Meta<TreeScreenArgs> = {
  title: 'Renderers/Tree screen',
  tags: ['renderer'],
  parameters: { layout: 'fullscreen' },
  argTypes: {
    search: { control: 'boolean', description: 'search: the search box that opens the path to every hit' },
    draggable: { control: 'boolean', description: 'draggable: move nodes by drag and drop (needs the update resource)' },
    columns: { control: 'select', options: [1, 2, 3, 4], description: 'sections[].columns: fields per row of the node form' },
    history: { control: 'boolean', description: 'sections: a second, read-only section' },
    actions: { control: 'inline-check', options: [...ACTIONS], description: 'actions: the buttons of the node form' },
  },
  args: { search: true, draggable: true, columns: 2, history: true, actions: [...ACTIONS] },
  render: (args, { globals }) => (
    <div style={{ height: '100vh', boxSizing: 'border-box' }}>
      <RendererStory
        project={repoProject}
        descriptor={treeDescriptor(args)}
        menuRoute="purchaseCassificationManagement"
        viewer={storyViewer(globals)}
        language={storyLanguage(globals)}
      />
    </div>
  ),
};
export default meta;

type Story = StoryObj<TreeScreenArgs>;

export const Editable: Story = {};

export const ReadOnly: Story = { args: { draggable: false, actions: [] } };

export const WithoutSearch: Story = { args: { search: false, columns: 1, history: false } };
