import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { DataAdapter, DataRequest } from '../../../../renderer/data/data-adapter';
import { createMemoryAdapter } from '../../../../renderer/data/memory-adapter';
import { ALL_RESOURCES, allEntities, baseRecords, lookupSeed } from '../support/fixtures';
import { renderScreen } from '../support/render-screen';

beforeEach(() => localStorage.clear());

function instance(status: string) {
  return { instanceId: 1, modelId: 1, modelKey: 'poApproval', businessEntity: 'srmPoHeader', businessId: 1, businessCode: 'PO20260001', status, submittedBy: 1, history: [] };
}

/** The memory adapter with one instance, answering doUrge itself and recording the calls made. */
function urgeAdapter(status: string, resources: string[]) {
  const memory = createMemoryAdapter({ entities: allEntities, records: { ...baseRecords, bpmProcessInstance: [instance(status)] }, lookups: lookupSeed, resources });
  const urges: DataRequest[] = [];
  const adapter: DataAdapter = {
    ...memory,
    async request(request) {
      if (request.operation !== 'doUrge') return memory.request(request);
      urges.push(request);
      return { status: 'S', msg: '已催办：李审批', data: null as never };
    },
  };
  return { adapter, urges };
}

describe('the instance screen\'s own buttons (urge)', () => {
  it('urges a running instance with the comment given, under the screen\'s menu', async () => {
    const { adapter, urges } = urgeAdapter('RUNNING', [...ALL_RESOURCES, 'btnUrge']);
    renderScreen({ route: 'processInstanceDetail', adapter, params: { id: '1' } });
    fireEvent.click(await screen.findByRole('button', { name: '催办' }));
    fireEvent.change(await screen.findByLabelText('意见'), { target: { value: '本周需要' } });
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(urges).toHaveLength(1));
    expect(urges[0]).toMatchObject({ service: 'bpm', resource: 'bpmProcessInstanceRestful', operation: 'doUrge', body: { id: 1, comment: '本周需要' }, menu: { menuId: 11, respId: 2 } });
  });

  it('offers no urge for an ended instance, nor without the granted button', async () => {
    const ended = urgeAdapter('APPROVED', [...ALL_RESOURCES, 'btnUrge']);
    const view = renderScreen({ route: 'processInstanceDetail', adapter: ended.adapter, params: { id: '1' } });
    expect(await screen.findByText('PO20260001')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '催办' })).toBeNull();
    view.result.unmount();

    const notGranted = urgeAdapter('RUNNING', ALL_RESOURCES.filter((code) => code !== 'btnUrge'));
    renderScreen({ route: 'processInstanceDetail', adapter: notGranted.adapter, params: { id: '1' } });
    expect(await screen.findByText('PO20260001')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '催办' })).toBeNull();
  });
});
