import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { createMemoryAdapter, type MemoryAdapter } from '../../../../renderer/data/memory-adapter';
import { failOnConsoleError } from '../support/console-guard';
import { allEntities, lookupSeed } from '../support/fixtures';
import { renderScreen } from '../support/render-screen';

/**
 * The purchase category tree (screens/masterdata/purchaseCassificationManagement.json), drawn by the tree
 * renderer from its JSON over the memory adapter, whose tree operations behave like the server's.
 */
failOnConsoleError();
beforeEach(() => localStorage.clear());

const ROUTE = 'purchaseCassificationManagement';
const ENTITY = 'basePurchaseCategory';
const CATEGORIES = [
  { categoryId: 1, categoryCode: '01', categoryName: '生产性物料', parentCategoryId: null, orderNo: 1, enabledFlag: 'Y' },
  { categoryId: 2, categoryCode: '02', categoryName: '非生产性物料', parentCategoryId: null, orderNo: 2, enabledFlag: 'Y' },
  { categoryId: 3, categoryCode: '0101', categoryName: '机械零部件', parentCategoryId: 1, orderNo: 1, enabledFlag: 'Y' },
  { categoryId: 4, categoryCode: '0102', categoryName: '电子元器件', parentCategoryId: 1, orderNo: 2, enabledFlag: 'Y' },
  { categoryId: 5, categoryCode: '010101', categoryName: '轴承', parentCategoryId: 3, orderNo: 1, enabledFlag: 'Y' },
  { categoryId: 6, categoryCode: '010102', categoryName: '紧固件', parentCategoryId: 3, orderNo: 2, enabledFlag: 'Y' },
];

function treeAdapter(resources = ['btnAdd', 'btnSave', 'btnDelete'], language: 'CN' | 'EN' = 'CN'): MemoryAdapter {
  return createMemoryAdapter({ entities: allEntities, records: { [ENTITY]: CATEGORIES }, lookups: lookupSeed, resources, language });
}

async function openTree(options: { resources?: string[]; language?: 'CN' | 'EN' } = {}) {
  const adapter = treeAdapter(options.resources, options.language);
  const harness = renderScreen({ route: ROUTE, adapter, language: options.language });
  await screen.findByText('01 生产性物料');
  return { adapter, ...harness };
}

/** The Arco tree node whose title reads `title`. */
function treeNode(title: string): HTMLElement {
  const titleElement = [...document.querySelectorAll<HTMLElement>('.srm-tree-panel [data-node-key]')].find((element) => element.textContent === title);
  const node = titleElement?.closest<HTMLElement>('.arco-tree-node');
  if (!node) throw new Error(`no tree node ${title}`);
  return node;
}

function titles(): string[] {
  return [...document.querySelectorAll('.srm-tree-panel [data-node-key]')].map((node) => node.textContent ?? '');
}

function toggle(title: string): void {
  const switcher = treeNode(title).querySelector('.arco-tree-node-switcher-icon');
  if (!switcher) throw new Error(`${title} has no switcher`);
  fireEvent.click(switcher);
}

function select(title: string): void {
  fireEvent.click(screen.getByText(title, { selector: '[data-node-key]' }));
}

function input(field: string): HTMLInputElement {
  const element = document.querySelector<HTMLInputElement>(`.srm-tree-form [data-field="${field}"] input`);
  if (!element) throw new Error(`no input for ${field}`);
  return element;
}

function calls(adapter: MemoryAdapter, operation: string) {
  return adapter.requests.filter((request) => request.operation === operation);
}

/** Drags one node onto another the way Arco's node handles HTML drag events: dropped on the middle, it goes inside. */
function drag(from: string, onto: string): void {
  fireEvent.dragStart(treeNode(from).querySelector('.arco-tree-node-title') as HTMLElement);
  fireEvent.drop(treeNode(onto).querySelector('.arco-tree-node-title') as HTMLElement);
}

describe('tree screen', () => {
  it('loads the top level at once and each level when first opened, only once', async () => {
    const { adapter } = await openTree();
    expect(titles()).toEqual(['01 生产性物料', '02 非生产性物料']);
    expect(calls(adapter, 'findTreeNodes').map((request) => request.body)).toEqual([{ parentId: null }]);
    // 02 has no children: no switcher to open it.
    expect(treeNode('02 非生产性物料').querySelector('.arco-tree-node-switcher-icon')).toBeNull();
    toggle('01 生产性物料');
    await screen.findByText('0101 机械零部件');
    expect(titles()).toEqual(['01 生产性物料', '0101 机械零部件', '0102 电子元器件', '02 非生产性物料']);
    toggle('01 生产性物料');
    await waitFor(() => expect(screen.queryByText('0101 机械零部件')).toBeNull());
    toggle('01 生产性物料');
    await screen.findByText('0101 机械零部件');
    expect(calls(adapter, 'findTreeNodes').map((request) => request.body)).toEqual([{ parentId: null }, { parentId: 1 }]);
    expect(document.querySelector('.srm-tree-form')?.textContent).toContain('请在左侧选择一个节点，或新增节点');
  });

  it('searches, opens the path to every hit and marks the hits', async () => {
    const { adapter } = await openTree();
    const search = screen.getByPlaceholderText('输入编码或名称查找');
    fireEvent.change(search, { target: { value: '轴承' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await screen.findByText('轴承', { selector: 'mark' });
    expect(titles()).toEqual(['01 生产性物料', '0101 机械零部件', '010101 轴承', '010102 紧固件', '0102 电子元器件', '02 非生产性物料']);
    expect(treeNode('010101 轴承').className).toContain('srm-tree-hit');
    expect(treeNode('010102 紧固件').className).not.toContain('srm-tree-hit');
    expect(calls(adapter, 'findTreePath').map((request) => request.body)).toEqual([{ keyword: '轴承' }]);
    // The levels on the way were read whole, so the hit's siblings show too.
    expect(calls(adapter, 'findTreeNodes').map((request) => request.body)).toEqual([{ parentId: null }, { parentId: 1 }, { parentId: 3 }]);
    fireEvent.change(search, { target: { value: 'nothing-like-this' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    expect(await screen.findByText('没有找到包含“nothing-like-this”的节点')).toBeTruthy();
  });

  it('shows the selected node in the form and saves it, updating the tree', async () => {
    const { adapter } = await openTree();
    toggle('01 生产性物料');
    select(await screen.findByText('0102 电子元器件').then((node) => node.textContent ?? ''));
    await waitFor(() => expect(input('categoryCode').value).toBe('0102'));
    expect(input('categoryName').value).toBe('电子元器件');
    expect(document.querySelector('.srm-tree-form [data-field="parentCategoryId"]')?.textContent).toContain('生产性物料');
    fireEvent.change(input('categoryName'), { target: { value: '电子元件' } });
    fireEvent.click(screen.getByRole('button', { name: /保存/ }));
    await screen.findByText('0102 电子元件');
    expect(calls(adapter, 'saveOrUpdate')[0].body).toMatchObject({ categoryId: 4, categoryName: '电子元件', versionNum: 1 });
    expect(adapter.rows(ENTITY).find((row) => row.categoryId === 4)).toMatchObject({ categoryName: '电子元件', versionNum: 2 });
  });

  it('adds a child under the selected node with its parent preset, and shows it there', async () => {
    const { adapter } = await openTree();
    select('02 非生产性物料');
    await waitFor(() => expect(input('categoryCode').value).toBe('02'));
    fireEvent.click(screen.getByRole('button', { name: /新增下级/ }));
    expect(await screen.findByText('在“非生产性物料”下新增')).toBeTruthy();
    expect(input('categoryCode').value).toBe('');
    expect(document.querySelector('.srm-tree-form [data-field="parentCategoryId"]')?.textContent).toContain('非生产性物料');
    fireEvent.change(input('categoryCode'), { target: { value: '0201' } });
    fireEvent.change(input('categoryName'), { target: { value: '办公用品' } });
    fireEvent.click(screen.getByRole('button', { name: /保存/ }));
    await screen.findByText('0201 办公用品');
    expect(calls(adapter, 'saveOrUpdate')[0].body).toMatchObject({ categoryCode: '0201', parentCategoryId: 2, orderNo: 1 });
    expect(treeNode('02 非生产性物料').getAttribute('aria-expanded')).toBe('true');
    // The new node is the one now open.
    await waitFor(() => expect(input('categoryCode').value).toBe('0201'));
    // A new top-level node goes after the others.
    fireEvent.click(screen.getByRole('button', { name: /新增顶级/ }));
    expect(await screen.findByText('新增顶级节点')).toBeTruthy();
    fireEvent.change(input('categoryCode'), { target: { value: '03' } });
    fireEvent.change(input('categoryName'), { target: { value: '服务类' } });
    fireEvent.click(screen.getByRole('button', { name: /保存/ }));
    await screen.findByText('03 服务类');
    expect(calls(adapter, 'saveOrUpdate')[1].body).toMatchObject({ categoryCode: '03', parentCategoryId: null, orderNo: 3 });
  });

  it('asks before leaving a node with unsaved changes, and stays when told to', async () => {
    await openTree();
    select('02 非生产性物料');
    await waitFor(() => expect(input('categoryName').value).toBe('非生产性物料'));
    fireEvent.change(input('categoryName'), { target: { value: '非生产物料' } });
    select('01 生产性物料');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('当前节点的修改尚未保存，放弃这些修改并继续？')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(input('categoryName').value).toBe('非生产物料');
    select('01 生产性物料');
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(input('categoryName').value).toBe('生产性物料'));
  });

  it('moves a dragged node under the node it is dropped on, renumbering the levels', async () => {
    const { adapter } = await openTree();
    toggle('01 生产性物料');
    await screen.findByText('0102 电子元器件');
    drag('0102 电子元器件', '02 非生产性物料');
    await waitFor(() => expect(titles()).toEqual(['01 生产性物料', '0101 机械零部件', '02 非生产性物料', '0102 电子元器件']));
    expect(calls(adapter, 'doMove')[0].body).toEqual({ id: 4, versionNum: 1, parentId: 2, index: undefined });
    expect(adapter.rows(ENTITY).find((row) => row.categoryId === 4)).toMatchObject({ parentCategoryId: 2, orderNo: 1, versionNum: 2 });
  });

  it('shows the server message for a refused move and keeps the node where the server has it', async () => {
    const { adapter } = await openTree();
    toggle('01 生产性物料');
    await screen.findByText('0102 电子元器件');
    // Someone else changes the node meanwhile: the tree still holds version 1.
    const stored = adapter.rows(ENTITY).find((row) => row.categoryId === 4);
    await adapter.request({ service: 'base', resource: `${ENTITY}Restful`, operation: 'saveOrUpdate', body: { ...stored, description: '他人修改' } });
    drag('0102 电子元器件', '02 非生产性物料');
    expect(await screen.findByText('记录已被他人修改，请刷新后重试')).toBeTruthy();
    await waitFor(() => expect(calls(adapter, 'findTreeNodes').at(-1)?.body).toEqual({ parentId: 1 }));
    expect(titles()).toEqual(['01 生产性物料', '0101 机械零部件', '0102 电子元器件', '02 非生产性物料']);
    expect(adapter.rows(ENTITY).find((row) => row.categoryId === 4)).toMatchObject({ parentCategoryId: 1 });
    // Read again, the node carries the current version: the next move goes through.
    drag('0102 电子元器件', '02 非生产性物料');
    await waitFor(() => expect(adapter.rows(ENTITY).find((row) => row.categoryId === 4)).toMatchObject({ parentCategoryId: 2 }));
  });

  it('refuses to delete a node with children, with the server message', async () => {
    await openTree();
    select('01 生产性物料');
    await waitFor(() => expect(input('categoryCode').value).toBe('01'));
    fireEvent.click(screen.getByRole('button', { name: /删除/ }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('“01 生产性物料”下还有2个下级节点，请先删除或移走下级节点')).toBeTruthy();
    expect(titles()).toContain('01 生产性物料');
  });

  it('offers no new nodes, save or dragging without the resources', async () => {
    await openTree({ resources: [] });
    expect(document.querySelector('.arco-tree-node-title-draggable')).toBeNull();
    expect(screen.queryByRole('button', { name: /新增/ })).toBeNull();
    select('01 生产性物料');
    await screen.findByText('生产性物料', { selector: '.srm-read-only-field *, .srm-read-only-field' });
    expect(screen.queryByRole('button', { name: /保存/ })).toBeNull();
  });

  it('speaks English', async () => {
    const adapter = treeAdapter(undefined, 'EN');
    renderScreen({ route: ROUTE, adapter, language: 'EN' });
    await screen.findByText('01 生产性物料');
    expect(screen.getByPlaceholderText('Search by code or name')).toBeTruthy();
    expect(screen.getByText('Select a node on the left, or add one')).toBeTruthy();
    expect(screen.getByRole('button', { name: /New top level/ })).toBeTruthy();
    select('02 非生产性物料');
    await waitFor(() => expect(input('categoryName').value).toBe('非生产性物料'));
    expect(screen.getByRole('button', { name: /New child/ })).toBeTruthy();
    fireEvent.change(input('categoryName'), { target: { value: 'Indirect' } });
    select('01 生产性物料');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('The changes to this node are not saved. Discard them and continue?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(input('categoryName').value).toBe('生产性物料'));
    fireEvent.click(screen.getByRole('button', { name: /Delete/ }));
    // The delete question's own dialog: the one before may still be fading out when it opens.
    const deleting = (await screen.findByText('Delete this category?')).closest('[role="dialog"]') as HTMLElement;
    fireEvent.click(within(deleting).getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('"01 生产性物料" still has 2 child node(s): delete or move them first')).toBeTruthy();
  });
});
