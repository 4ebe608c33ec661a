import { describe, expect, it } from 'vitest';
import type { DataAdapter, DataRequest } from '../../../../renderer/data/data-adapter';
import { clearGrantedResources, isResourceGranted, loadGrantedResources } from '../../../../renderer/permissions/granted-resources';

function countingAdapter(answers: Array<'ok' | 'fail'>) {
  const calls: DataRequest[] = [];
  const adapter: DataAdapter = {
    async request<T>(request: DataRequest) {
      calls.push(request);
      const outcome = answers.shift() ?? 'ok';
      if (outcome === 'fail') return { status: 'E' as const, msg: 'down', data: null as T };
      return { status: 'S' as const, msg: '', data: [{ resourceCode: `btn${request.body?.menuId}` }] as T };
    },
  };
  return { adapter, calls };
}

describe('granted resources', () => {
  it('asks once per menuId_respId and adapter', async () => {
    const { adapter, calls } = countingAdapter([]);
    const first = await loadGrantedResources(adapter, { menuId: 4, respId: 1 });
    await loadGrantedResources(adapter, { menuId: 4, respId: 1 });
    await loadGrantedResources(adapter, { menuId: 5, respId: 1 });
    expect([...first]).toEqual(['btn4']);
    expect(calls.map((call) => call.body)).toEqual([
      { menuId: 4, respId: 1 },
      { menuId: 5, respId: 1 },
    ]);
    clearGrantedResources(adapter);
    await loadGrantedResources(adapter, { menuId: 4, respId: 1 });
    expect(calls).toHaveLength(3);
  });

  it('does not keep a failed answer', async () => {
    const { adapter, calls } = countingAdapter(['fail', 'ok']);
    await expect(loadGrantedResources(adapter, { menuId: -1, respId: -1 })).rejects.toThrow('down');
    expect([...(await loadGrantedResources(adapter, { menuId: -1, respId: -1 }))]).toEqual(['btn-1']);
    expect(calls).toHaveLength(2);
  });

  it('shows buttons without a resource, and others only when granted', () => {
    expect(isResourceGranted(undefined, null)).toBe(true);
    expect(isResourceGranted('btnAdd', null)).toBe(false);
    expect(isResourceGranted('btnAdd', new Set(['btnAdd']))).toBe(true);
    expect(isResourceGranted('btnDelete', new Set(['btnAdd']))).toBe(false);
  });
});
