import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DataRequest } from '../../../renderer/data/data-adapter';
import { renderApp } from './helpers/render-app';
import { createScriptedAdapter, ok } from './helpers/scripted-adapter';

vi.mock('../../../renderer/index', async () => (await import('./helpers/fake-renderer')).fakeRendererModule);

const VALID_CODE = '91440300708461136T';
const COMPANY = '深圳测试电子有限公司';

function type(label: string | RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

/**
 * The certificate chosen in the hidden file input of the named control, once its upload button is enabled (it
 * waits for the draft token, as a person has to); the server's answer is scripted.
 */
async function choose(label: string, name: string, contentType: string) {
  const input = screen.getByLabelText(label, { selector: 'input[type=file]' });
  const button = input.parentElement?.querySelector('button');
  await waitFor(() => expect(button?.hasAttribute('disabled')).toBe(false));
  fireEvent.change(input, { target: { files: [new File(['x'], name, { type: contentType })] } });
}

let uploads: string[];

function stubUploads() {
  uploads = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      uploads.push(url);
      const query = new URL(url, 'http://localhost').searchParams;
      const kind = query.get('fileKind');
      const contentType = query.get('fileName')?.endsWith('.pdf') ? 'application/pdf' : 'image/png';
      return new Response(JSON.stringify(ok({ registerFileId: uploads.length, fileKind: kind, fileName: query.get('fileName'), contentType, fileSize: 1 })));
    }),
  );
}

function registrationAdapter(submit: (request: DataRequest) => ReturnType<typeof ok> | { status: 'E'; msg: string; data: null; errors?: { field: string; message: string }[] }) {
  return createScriptedAdapter({
    'srm/supplierRegisterRestful/issueRegisterToken': () => ok({ registerToken: 'draft-1' }),
    'srm/supplierRegisterRestful/checkSupplierName': () => ({ status: 'S', msg: '该公司名称可以注册', data: { available: true } }),
    'srm/supplierRegisterRestful/recognizeLicence': () => ({ status: 'S', msg: '', data: { creditCode: VALID_CODE, companyName: COMPANY } }),
    'srm/supplierRegisterRestful/submitRegister': submit,
  });
}

/** Submits once the page holds its draft token: until then the button is disabled and a click does nothing. */
async function submitForm() {
  const button = screen.getByRole('button', { name: '提交注册' });
  await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
  fireEvent.click(button);
}

function fillContactAndAccount() {
  type('联系人姓名', '李四');
  type('联系电话', '13800000000');
  type('联系邮箱', 'li@example.com');
  type('用户名', 'szce01');
  type(/^密码/, 'Supplier#2026');
  type('确认密码', 'Supplier#2026');
}

describe('the supplier registration page', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    stubUploads();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('checks the credit code, the password policy and the certificates before sending anything', async () => {
    const { adapter, calls } = registrationAdapter(() => ok({ registerNumber: 'never' }));
    renderApp('/register', adapter);
    await screen.findByRole('heading', { name: '供应商注册' });
    type('统一社会信用代码', '91440300708461136A');
    type('用户名', 'szce01');
    type(/^密码/, 'szce01Abc!');
    type('确认密码', 'other');
    await submitForm();
    // Arco's form checks each field on its own: on a loaded machine their messages land a tick apart.
    for (const message of [
      '统一社会信用代码校验位不正确，请核对营业执照',
      '密码不能包含用户名',
      '两次输入的密码不一致',
      '请上传营业执照',
      '请上传法人身份证',
      '请输入公司名称',
    ]) {
      expect(await screen.findByText(message)).toBeTruthy();
    }
    expect(calls.some((call) => call.operation === 'submitRegister')).toBe(false);
  });

  it('uploads the certificates, prefills name and code from the licence, and answers the registration number', async () => {
    const { adapter, calls } = registrationAdapter(() => ok({ registerNumber: 'REG20261122-0001' }));
    renderApp('/register', adapter);
    await screen.findByRole('heading', { name: '供应商注册' });
    await waitFor(() => expect(calls.some((call) => call.operation === 'issueRegisterToken')).toBe(true));
    await choose('营业执照', 'licence.png', 'image/png');
    await waitFor(() => expect((screen.getByLabelText('统一社会信用代码') as HTMLInputElement).value).toBe(VALID_CODE));
    expect((screen.getByLabelText('公司名称') as HTMLInputElement).value).toBe(COMPANY);
    expect(await screen.findByText('已根据营业执照填写公司名称和统一社会信用代码，请核对')).toBeTruthy();
    expect(await screen.findByText('该公司名称可以注册')).toBeTruthy();
    await choose('法人身份证', 'id.pdf', 'application/pdf');
    expect(await screen.findByText('id.pdf')).toBeTruthy();
    expect(uploads[0]).toContain('registerToken=draft-1');
    expect(uploads[0]).toContain('fileKind=LICENSE');
    expect(uploads[1]).toContain('fileKind=ID_CARD');

    fillContactAndAccount();
    await submitForm();
    expect(await screen.findByText('注册已提交')).toBeTruthy();
    expect(screen.getByText(/REG20261122-0001/)).toBeTruthy();
    expect(calls.find((call) => call.operation === 'submitRegister')?.body).toMatchObject({
      registerToken: 'draft-1',
      supplierName: COMPANY,
      creditCode: VALID_CODE,
      userName: 'szce01',
      password: 'Supplier#2026',
    });
  });

  it('keeps what the applicant typed while the licence was read, fills only the empty field and offers the read name', async () => {
    let answerRecognition = () => {};
    const { adapter } = createScriptedAdapter({
      'srm/supplierRegisterRestful/issueRegisterToken': () => ok({ registerToken: 'draft-1' }),
      'srm/supplierRegisterRestful/checkSupplierName': () => ({ status: 'S', msg: '该公司名称可以注册', data: { available: true } }),
      'srm/supplierRegisterRestful/recognizeLicence': () =>
        new Promise((resolve) => (answerRecognition = () => resolve(ok({ creditCode: VALID_CODE, companyName: COMPANY })))),
    });
    renderApp('/register', adapter);
    await screen.findByRole('heading', { name: '供应商注册' });
    await choose('营业执照', 'licence.png', 'image/png');
    expect(await screen.findByText('正在识别营业执照…')).toBeTruthy();
    type('公司名称', '深圳测试电子');
    await act(async () => answerRecognition());
    await waitFor(() => expect((screen.getByLabelText('统一社会信用代码') as HTMLInputElement).value).toBe(VALID_CODE));
    expect((screen.getByLabelText('公司名称') as HTMLInputElement).value).toBe('深圳测试电子');
    expect(await screen.findByText('营业执照已识别；与您填写不同的内容已保留您的填写')).toBeTruthy();
    expect(screen.getByText(`识别结果：${COMPANY}`)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '使用' }));
    await waitFor(() => expect((screen.getByLabelText('公司名称') as HTMLInputElement).value).toBe(COMPANY));
    expect(screen.queryByText(`识别结果：${COMPANY}`)).toBeNull();
    expect(await screen.findByText('该公司名称可以注册')).toBeTruthy();
  });

  it('shows the server refusal under the field it names', async () => {
    const { adapter } = registrationAdapter(() => ({
      status: 'E',
      msg: '该公司名称已注册',
      data: null,
      errors: [{ field: 'supplierName', message: '该公司名称已注册' }],
    }));
    renderApp('/register', adapter);
    await screen.findByRole('heading', { name: '供应商注册' });
    await choose('营业执照', 'licence.pdf', 'application/pdf');
    await choose('法人身份证', 'id.png', 'image/png');
    // Both uploads must have answered before submitting, or the form rightly asks for the missing one.
    await screen.findByText('licence.pdf');
    await screen.findByText('id.png');
    type('公司名称', COMPANY);
    type('统一社会信用代码', VALID_CODE);
    fillContactAndAccount();
    await submitForm();
    expect(await screen.findByText('该公司名称已注册')).toBeTruthy();
    expect(screen.queryByText('注册已提交')).toBeNull();
  });

  it('drops the answer of a name check once the name has been edited since', async () => {
    let answerCheck = () => {};
    const { adapter, calls } = createScriptedAdapter({
      'srm/supplierRegisterRestful/issueRegisterToken': () => ok({ registerToken: 'draft-1' }),
      'srm/supplierRegisterRestful/checkSupplierName': () =>
        new Promise((resolve) => (answerCheck = () => resolve({ status: 'S', msg: '该公司名称可以注册', data: { available: true } }))),
    });
    renderApp('/register', adapter);
    await screen.findByRole('heading', { name: '供应商注册' });
    type('公司名称', COMPANY);
    fireEvent.blur(screen.getByLabelText('公司名称'));
    await waitFor(() => expect(calls.some((call) => call.operation === 'checkSupplierName')).toBe(true));
    type('公司名称', '深圳另一家电子有限公司');
    await act(async () => answerCheck());
    expect(screen.queryByText('该公司名称可以注册')).toBeNull();
  });

  it('refuses a file of another type before sending it', async () => {
    const { adapter } = registrationAdapter(() => ok({ registerNumber: 'never' }));
    renderApp('/register', adapter);
    await screen.findByRole('heading', { name: '供应商注册' });
    await choose('营业执照', 'licence.exe', 'application/octet-stream');
    expect(await screen.findByText('只能上传 JPG、PNG 或 PDF 文件')).toBeTruthy();
    expect(uploads).toHaveLength(0);
  });
});
