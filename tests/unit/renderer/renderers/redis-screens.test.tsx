import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { createMemoryAdapter, type MemoryAdapter } from '../../../../renderer/data/memory-adapter';
import { failOnConsoleError } from '../support/console-guard';
import { allEntities, lookupSeed } from '../support/fixtures';
import { bodyRows, cellOf, waitForRows } from '../support/grid-dom';
import { renderScreen } from '../support/render-screen';

/**
 * The Redis administration screens (screens/admin/redis.json, redisManage.json) rendered from their JSON
 * by the generic list and edit renderers, over the memory adapter: a service entity keyed by text.
 */
failOnConsoleError();
beforeEach(() => localStorage.clear());

const HASH_VALUE = JSON.stringify({ a: '1', b: '2' }, null, 2);
const KEYS = [
  { key: 'srm:lookup:0042', keyType: 'string', ttlSeconds: -1, size: 12, memoryBytes: 72, value: 'cached text' },
  { key: 'srm:session:abc', keyType: 'hash', ttlSeconds: 7190, size: 2, memoryBytes: 1536, value: HASH_VALUE },
  { key: 'srm:queue:jobs', keyType: 'list', ttlSeconds: -1, size: 3, memoryBytes: 128, value: '["a","b","c"]' },
];

function redisAdapter(resources = ['btnDelete']): MemoryAdapter {
  return createMemoryAdapter({ entities: allEntities, records: { baseRedisKey: KEYS }, lookups: lookupSeed, resources });
}


describe('the Redis key list (redis)', () => {
  it('shows a server without Redis as a notice (status M), not as an error', async () => {
    const NOTICE = '本服务未使用Redis（可选）';
    const memory = redisAdapter();
    const adapter: MemoryAdapter = { ...memory, request: async (request) => (request.operation === 'listByPage' ? { status: 'M', msg: NOTICE, data: null as never } : memory.request(request)) };
    renderScreen({ route: 'redis', adapter });
    const notice = await screen.findByText(NOTICE);
    expect(notice.closest('.arco-alert-info')).not.toBeNull();
    expect(document.querySelector('.arco-alert-error')).toBeNull();
  });

  it('shows key, type meaning, TTL, size and memory, sorted by key', async () => {
    renderScreen({ route: 'redis', adapter: redisAdapter() });
    await waitForRows(3);
    expect(bodyRows().map((row) => cellOf(row, 'key').textContent)).toEqual([
      'srm:lookup:0042',
      'srm:queue:jobs',
      'srm:session:abc',
    ]);
    const session = bodyRows()[2];
    await waitFor(() => expect(within(session).getByText('哈希')).toBeTruthy());
    expect(within(session).getByText('7190')).toBeTruthy();
    expect(within(session).getByText('1,536')).toBeTruthy();
  });

  it('sends the key search as a key_like filter of the entity', async () => {
    const adapter = redisAdapter();
    renderScreen({ route: 'redis', adapter });
    await waitForRows(3);
    const keyInput = document.querySelector<HTMLInputElement>('.srm-search-form input');
    fireEvent.change(keyInput as HTMLInputElement, { target: { value: 'SESSION' } });
    fireEvent.click(screen.getByRole('button', { name: /查询/ }));
    await waitForRows(1);
    const last = adapter.requests.filter((request) => request.operation === 'listByPage').at(-1);
    expect(last).toMatchObject({ service: 'base', resource: 'baseRedisKeyRestful', body: { key_like: 'SESSION', pageIndex: 1 } });
  });

  it('deletes the selected keys after the confirmation, sending them as text', async () => {
    const adapter = redisAdapter();
    renderScreen({ route: 'redis', adapter });
    await waitForRows(3);
    fireEvent.click(within(bodyRows()[0]).getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: /删除/ }));
    expect(await screen.findByText('确定从Redis中删除选中的键吗？删除后无法恢复。')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    await waitForRows(2);
    expect(adapter.requests.find((request) => request.operation === 'doBatchDelete')?.body).toEqual({ ids: ['srm:lookup:0042'] });
  });

  it('opens the detail of a key from its link', async () => {
    const { navigation } = renderScreen({ route: 'redis', adapter: redisAdapter() });
    await waitForRows(3);
    fireEvent.click(screen.getByText('srm:lookup:0042'));
    expect(navigation.openScreen).toHaveBeenCalledWith('redisManage', { id: 'srm:lookup:0042' });
  });

  it('offers no delete without the resource', async () => {
    renderScreen({ route: 'redis', adapter: redisAdapter([]) });
    await waitForRows(3);
    expect(screen.queryByRole('button', { name: /删除/ })).toBeNull();
  });
});

describe('the Redis key detail (redisManage)', () => {
  async function openKey(key: string, resources?: string[]) {
    const adapter = redisAdapter(resources);
    const harness = renderScreen({ route: 'redisManage', adapter, params: { id: key } });
    await screen.findByText(key, { selector: '.srm-edit-header *' });
    return { adapter, ...harness };
  }

  it('shows the key read-only, its value with line breaks kept, and no save', async () => {
    await openKey('srm:session:abc');
    expect(document.querySelectorAll('.srm-edit-screen input, .srm-edit-screen textarea')).toHaveLength(0);
    const value = document.querySelector<HTMLElement>('[data-field="value"]');
    expect(value?.textContent).toBe(HASH_VALUE);
    expect(value?.style.whiteSpace).toBe('pre-wrap');
    await waitFor(() => expect(within(document.querySelector('[data-field="keyType"]') as HTMLElement).getByText('哈希')).toBeTruthy());
    const buttons = [...document.querySelectorAll('.srm-edit-header button')].map((button) => button.textContent);
    expect(buttons).toEqual(['返回', '删除']);
  });

  it('asks for a key whose text looks like a number exactly as it is, and deletes it after confirming', async () => {
    const { adapter, navigation } = await openKey('srm:lookup:0042');
    expect(adapter.requests.find((request) => request.operation === 'findById')?.body).toEqual({ id: 'srm:lookup:0042' });
    fireEvent.click(screen.getByRole('button', { name: /删除/ }));
    expect(await screen.findByText('确定从Redis中删除此键吗？删除后无法恢复。')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(navigation.closeCurrent).toHaveBeenCalled());
    expect(adapter.requests.find((request) => request.operation === 'doBatchDelete')?.body).toEqual({ ids: ['srm:lookup:0042'] });
    expect(adapter.rows('baseRedisKey').map((row) => row.key)).toEqual(['srm:session:abc', 'srm:queue:jobs']);
  });

  it('opens a key named only by digits without turning it into a number', async () => {
    const adapter = createMemoryAdapter({
      entities: allEntities,
      records: { baseRedisKey: [{ key: '0042', keyType: 'string', ttlSeconds: -1, size: 1, memoryBytes: 48, value: 'x' }] },
      lookups: lookupSeed,
    });
    renderScreen({ route: 'redisManage', adapter, params: { id: '0042' } });
    await screen.findByText('0042', { selector: '.srm-edit-header *' });
    expect(adapter.requests.find((request) => request.operation === 'findById')?.body).toEqual({ id: '0042' });
  });
});
