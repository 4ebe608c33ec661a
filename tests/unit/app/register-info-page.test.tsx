import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from './helpers/render-app';
import { createScriptedAdapter, ok } from './helpers/scripted-adapter';

vi.mock('../../../renderer/index', async () => (await import('./helpers/fake-renderer')).fakeRendererModule);

const REJECTED = {
  registerNumber: 'REG20261122-0002',
  registerStatus: 'REJECTED',
  rejectReason: '营业执照不清晰',
  supplierName: '深圳测试电子有限公司',
  creditCode: '91440300708461136T',
  contactName: '李四',
  contactPhone: '13800000000',
  contactEmail: 'li@example.com',
  userName: 'szce01',
};

function type(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe('the registration status page', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });
  afterEach(() => vi.restoreAllMocks());

  it('shows the server refusal for a wrong number or password', async () => {
    const { adapter } = createScriptedAdapter({
      'srm/supplierRegisterRestful/findMyRegister': () => ({ status: 'E', msg: '注册单号或密码不正确', data: null }),
    });
    renderApp('/registerInfoEdit', adapter);
    await screen.findByRole('heading', { name: '注册进度查询' });
    type('注册单号', 'REG-X');
    type('密码', 'whatever');
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    expect(await screen.findByText('注册单号或密码不正确')).toBeTruthy();
  });

  it('shows why a registration was rejected and sends the correction with the same number and password', async () => {
    const { adapter, calls } = createScriptedAdapter({
      'srm/supplierRegisterRestful/findMyRegister': () => ok(REJECTED),
      'srm/supplierRegisterRestful/issueRegisterToken': () => ok({ registerToken: 'draft-2' }),
      'srm/supplierRegisterRestful/checkSupplierName': () => ok({ available: true }),
      'srm/supplierRegisterRestful/resubmitRegister': () => ({ status: 'S', msg: '注册信息已重新提交，请等待审核', data: { registerNumber: REJECTED.registerNumber } }),
    });
    renderApp('/registerInfoEdit', adapter);
    await screen.findByRole('heading', { name: '注册进度查询' });
    type('注册单号', REJECTED.registerNumber);
    type('密码', 'Supplier#2026');
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    expect(await screen.findByText('驳回原因：营业执照不清晰')).toBeTruthy();
    expect(screen.getByText('已驳回')).toBeTruthy();
    expect((screen.getByLabelText('联系人姓名') as HTMLInputElement).value).toBe('李四');
    expect(screen.queryByLabelText('用户名')).toBeNull();
    await waitFor(() => expect(calls.some((call) => call.operation === 'issueRegisterToken')).toBe(true));
    type('联系电话', '13900000000');
    fireEvent.click(screen.getByRole('button', { name: '重新提交' }));
    expect(await screen.findByText('注册信息已重新提交，请等待审核')).toBeTruthy();
    expect(screen.getByText('待审核')).toBeTruthy();
    expect(calls.find((call) => call.operation === 'resubmitRegister')?.body).toMatchObject({
      registerNumber: REJECTED.registerNumber,
      password: 'Supplier#2026',
      registerToken: 'draft-2',
      contactPhone: '13900000000',
    });
  });
});
