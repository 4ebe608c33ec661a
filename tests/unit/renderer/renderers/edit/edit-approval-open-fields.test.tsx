import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { UserMenusProvider } from '../../../../../renderer/context/user-menus-context';
import { createMemoryAdapter } from '../../../../../renderer/data/memory-adapter';
import { ScreenRenderer } from '../../../../../renderer/screen-renderer';
import { failOnConsoleError } from '../../support/console-guard';
import { ALL_RESOURCES, allEntities, baseRecords, lookupSeed, purchaseOrder } from '../../support/fixtures';
import { renderWithProviders } from '../../support/render-screen';

failOnConsoleError();
beforeEach(() => localStorage.clear());

const PO_EDIT = 'purOrderManage/purchaseOrderEdit';
const LINE = { poLineId: 7, lineNumber: 1, itemName: '深沟球轴承', demandQty: 3, taxPrice: 11.3, taxRateCode: 'VAT13', uomCode: 'PCS', demandDate: '2024-02-01' };
const VIEWER = 9;

/**
 * A submitted order in approval; the viewer holds the open task of its node when `holdsTask`. The server lists
 * each user's own tasks only (bpmTask userScope), so another's task is simply not there for him.
 */
function inApproval(holdsTask: boolean) {
  return createMemoryAdapter({
    entities: allEntities,
    records: {
      ...baseRecords,
      srmPoHeader: [{ ...purchaseOrder(1, { status: 'SUBMITTED', description: '原备注' }), lines: [LINE] }],
      bpmProcessInstance: [{ instanceId: 1, modelId: 1, modelKey: 'poApproval', businessEntity: 'srmPoHeader', businessId: 1, businessCode: 'PO202401010001', status: 'RUNNING', submittedBy: 3 }],
      bpmTask: holdsTask ? [{ taskId: 1, instanceId: 1, activityId: 'check', activityName: '审批', assigneeId: VIEWER, status: 'OPEN', signMode: 'ANY', editableFields: 'description' }] : [],
    },
    lookups: lookupSeed,
    resources: ALL_RESOURCES,
    user: { userId: VIEWER, userType: 'internal', supplierId: null },
  });
}

function field(name: string): HTMLElement {
  const element = document.querySelector<HTMLElement>(`[data-field="${name}"]`);
  if (!element) throw new Error(`no field ${name}`);
  return element;
}

function buttonNames(): string[] {
  return [...document.querySelectorAll('.srm-edit-header button')].map((button) => button.textContent ?? '');
}

function open(holdsTask: boolean) {
  const adapter = inApproval(holdsTask);
  renderWithProviders(
    <UserMenusProvider menus={[{ route: 'myUpcoming', menuId: 30, respId: 2, responsibilities: ['PUR_APPROVER'] }]}>
      <ScreenRenderer route={PO_EDIT} params={{ id: '1', menuId: '11', respId: '2' }} userType="internal" />
    </UserMenusProvider>,
    { adapter },
  );
  return adapter;
}

describe('an order in approval on its edit screen', () => {
  it('opens to its current approver the fields his step opens, and saves them', async () => {
    const adapter = open(true);
    await waitFor(() => expect(field('description').querySelector('textarea')).not.toBeNull());
    expect(buttonNames()).toContain('保存');
    // Everything else stays read-only.
    expect(field('settlementWay').querySelector('.arco-select')).toBeNull();
    fireEvent.change(field('description').querySelector('textarea') as HTMLTextAreaElement, { target: { value: '审批人补充' } });
    fireEvent.click(screen.getByRole('button', { name: /保存/ }));
    await waitFor(() => expect(adapter.requests.some((request) => request.operation === 'saveOrUpdate')).toBe(true));
    const save = adapter.requests.find((request) => request.operation === 'saveOrUpdate');
    expect(save?.body).toMatchObject({ poHeaderId: 1, description: '审批人补充' });
    const asked = adapter.requests.find((request) => request.operation === 'listByPage' && request.resource === 'bpmTaskRestful');
    expect(asked?.menu).toEqual({ menuId: 30, respId: 2 });
  });

  it('stays read-only, without save, to anyone holding no open task of it', async () => {
    const adapter = open(false);
    await waitFor(() => expect(adapter.requests.some((request) => request.resource === 'bpmTaskRestful')).toBe(true));
    await screen.findByText('PO202401010001', { selector: '.srm-edit-header *' });
    await waitFor(() => expect(buttonNames()).toContain('返回'));
    expect(buttonNames()).not.toContain('保存');
    expect(field('description').querySelector('textarea')).toBeNull();
  });
});
