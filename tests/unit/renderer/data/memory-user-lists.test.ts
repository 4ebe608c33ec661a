import { describe, expect, it } from 'vitest';
import { createMemoryAdapter } from '../../../../renderer/data/memory-adapter';
import { allEntities, lookupSeed } from '../support/fixtures';

const instance = (instanceId: number, submittedBy: number) => ({
  instanceId,
  modelId: 1,
  modelKey: 'poApproval',
  businessEntity: 'srmPoHeader',
  businessId: instanceId,
  businessCode: `PO-${instanceId}`,
  status: 'RUNNING',
  submittedBy,
  versionNum: 1,
});

describe('a user list in memory (entity userLists)', () => {
  it('answers only the viewer\'s own records, whatever filter on the list\'s field is sent', async () => {
    const adapter = createMemoryAdapter({
      entities: allEntities,
      records: { bpmProcessInstance: [instance(1, 5), instance(2, 6), instance(3, 5)] },
      lookups: lookupSeed,
      user: { userId: 5, userType: 'internal', supplierId: null },
    });
    const list = (body: Record<string, unknown>) =>
      adapter.request<Record<string, unknown>[]>({ service: 'bpm', resource: 'bpmProcessInstanceRestful', operation: 'listMyStarted', body, menu: { menuId: 1, respId: 1 } });
    const mine = await list({ submittedBy: 6 });
    expect(mine.status).toBe('S');
    expect(mine.data.map((row) => row.instanceId).sort()).toEqual([1, 3]);
    expect((await list({ submittedBy_in: [6], businessCode: 'PO-3' })).data.map((row) => row.instanceId)).toEqual([3]);
  });
});
