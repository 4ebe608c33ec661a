import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { createMemoryAdapter } from '../../../../renderer/data/memory-adapter';
import { failOnConsoleError } from '../support/console-guard';
import { ALL_RESOURCES, allEntities, baseRecords, lookupSeed } from '../support/fixtures';
import { renderScreen } from '../support/render-screen';

failOnConsoleError();
beforeEach(() => localStorage.clear());

const now = () => new Date(2026, 0, 15, 9, 30, 0);

function requestAdapter() {
  return createMemoryAdapter({
    entities: allEntities,
    records: {
      ...baseRecords,
      scheduleRequest: [{ requestId: 1, requestNumber: 'REQ20260115-00001', programCode: 'purgeExpiredSessions', status: 'PENDING', runCount: 0 }],
    },
    lookups: lookupSeed,
    resources: ALL_RESOURCES,
    user: { userId: 9, userType: 'internal', supplierId: null },
    now,
  });
}

function buttonNames(): string[] {
  return [...document.querySelectorAll('.srm-edit-header button')].map((button) => button.textContent ?? '');
}

describe('the request screens', () => {
  it.each([
    ['CN', ['提交时间从', '提交时间至']],
    ['EN', ['Submitted from', 'Submitted to']],
  ] as const)('give the list\'s two submit-time filters a date input each (%s)', async (language, labels) => {
    renderScreen({ route: 'submitRequest', adapter: requestAdapter(), language });
    for (const label of labels) {
      const field = (await screen.findByText(label)).closest('.srm-search-field') as HTMLElement;
      expect(field.querySelector('.arco-picker input')).not.toBeNull();
    }
  });

  it('open a submitted request read-only: cancel, no submit (requests are never updated)', async () => {
    renderScreen({ route: 'submitRequestDetail', adapter: requestAdapter(), params: { id: '1' } });
    await screen.findByText('REQ20260115-00001', { selector: '.srm-edit-header *' });
    await waitFor(() => expect(buttonNames()).toContain('返回'));
    expect(buttonNames()).toContain('取消');
    expect(buttonNames()).not.toContain('提交');
    expect(document.querySelector('[data-field="parameters"] textarea')).toBeNull();
  });

  it('offer submit on a new request', async () => {
    renderScreen({ route: 'submitRequestDetail', adapter: requestAdapter() });
    await waitFor(() => expect(buttonNames()).toContain('提交'));
    expect(buttonNames()).not.toContain('取消');
    expect(document.querySelector('[data-field="parameters"] textarea')).not.toBeNull();
  });

  it('stamp the submitter and the time on create in the memory adapter, as the engine does', async () => {
    const adapter = requestAdapter();
    const saved = await adapter.request<Record<string, unknown>>({
      service: 'schedule',
      resource: 'scheduleRequestRestful',
      operation: 'saveOrUpdate',
      body: { programCode: 'purgeExpiredSessions', submittedBy: 1, submitTime: '2020-01-01 00:00:00' },
      menu: { menuId: 1, respId: 1 },
    });
    expect(saved.data).toMatchObject({ status: 'PENDING', runCount: 0, submittedBy: 9, submitTime: '2026-01-15 09:30:00' });
  });
});
